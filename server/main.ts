/**
 * Starts the server: open the database (PGlite under DATA_DIR, or PostgreSQL at DATABASE_URL), migrate and
 * seed under the migration lock, listen on HOST:PORT, and shut down gracefully on SIGINT/SIGTERM. With
 * `--migrate` it only migrates and seeds, then exits.
 */
import { pino } from 'pino';
import { loadAccountsConfig } from './accounts/config';
import { buildApp } from './app';
import { startBetJob } from './bets/job';
import { startAgentJob } from './invite/agent-job';
import { createCluster, redisUrlFrom } from './cluster/cluster';
import { startJobLeader } from './cluster/job-leader';
import { loadConfig } from './config/env';
import type { Db } from './db/database';
import { DataDirLockedError } from './db/lock';
import { migrateDatabase } from './db/migrate';
import { openDatabase } from './db/open';
import { DEFAULT_SEED, seedAll } from './db/seed/index';
import { feedEnabled, feedSpeed, spedUpClock, startFeed, type FeedRunner } from './feed/runner';
import { createSimulator } from './feed/simulator';
import { startInhouseCrashLoop } from './games/inhouse/crash-loop';
import { createShutdown } from './lifecycle';
import { startPaymentJobs } from './payments/jobs';
import { loadPushConfig } from './push/config';
import { startPushJob } from './push/job';
import { startLoyaltyJobs } from './loyalty/jobs';
import { frameHostsFrom } from './routes/help';
import { rainHoursFrom, setRainHours } from './loyalty/red-packet';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const speed = feedSpeed(process.env); // checked before anything starts: a bad value stops here
  setRainHours(rainHoursFrom(process.env)); // before the seed, which writes the rain schedule
  const log = pino({ level: config.logLevel });
  const started = Date.now();

  let database;
  try {
    database = config.databaseUrl
      ? await openDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize })
      : await openDatabase({ kind: 'pglite', dataDir: config.dataDir });
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      log.fatal(err.message);
      process.exit(1);
    }
    throw err;
  }
  if (database.kind === 'pglite') {
    log.warn(
      `Using the embedded database (PGlite) in ${config.dataDir}. It is for trying the product, demos and tests, ` +
        'not for real money: it does not survive a power loss and serves one process. ' +
        'Production needs PostgreSQL: set DATABASE_URL.',
    );
  } else {
    log.info('Using PostgreSQL from DATABASE_URL');
  }
  if (config.production) log.info('production: no sandbox payments, no demo player, no dev outbox');
  else if (config.sandbox.control)
    log.info('development: the sandbox payment control (finance/sandbox/order/mark) is on');
  const seed = async (db: Db) => {
    const seeded = await seedAll(db, { seed: config.seed, demo: !config.production });
    log.info({ ...seeded, ms: Date.now() - started }, 'database migrated and seeded');
  };
  if (config.migrationDatabaseUrl) {
    // The owner migrates and seeds; the server then runs as DATABASE_URL's role (db/app-role.sql).
    const owner = await openDatabase({ kind: 'postgres', url: config.migrationDatabaseUrl, poolSize: 1 });
    try {
      await migrateDatabase(owner, seed);
    } finally {
      await owner.close();
    }
  } else await migrateDatabase(database, seed);
  if (process.argv.includes('--migrate')) {
    // `main.js --migrate`: migrate and seed, then exit (as the owner, before granting an app role its rights).
    await database.close();
    console.log('Migrated and seeded; not serving (--migrate).');
    return;
  }

  // REDIS_URL: shared rate limits and odds answers between the nodes (cluster/); Redis down never stops us.
  const redisUrl = redisUrlFrom(process.env);
  const cluster = redisUrl ? createCluster(redisUrl, log, process.env.REDIS_PREFIX ?? '') : null;
  if (!cluster && database.kind === 'postgres')
    log.warn('REDIS_URL is not set: rate limits and odds answers are per node (fine for a single node)');
  const app = await buildApp({
    cluster,
    database,
    clientDir: config.clientDir,
    allowedOrigins: config.allowedOrigins,
    logger: log,
    trustProxy: config.trustProxy,
    accounts: loadAccountsConfig(process.env),
    push: loadPushConfig(process.env),
    frameHosts: frameHostsFrom(process.env),
    feedSeed: config.seed ?? DEFAULT_SEED,
  });
  // The feed stops (finishing its tick) while the app closes, before the database is closed.
  let feed: FeedRunner | null = null;
  app.addHook('onClose', async () => feed?.stop());
  app.addHook('onClose', startInhouseCrashLoop(database, log)); // in-house crash table clock (leader only)
  // The jobs that must run once in a cluster run on the jobs leader (a PostgreSQL advisory lock).
  const jobLeader = startJobLeader({ database, log });
  const leading = jobLeader.leading;
  const betJob = startBetJob({ db: database.db, log, leading });
  app.addHook('onClose', () => betJob.stop());
  const cashbackJob = startLoyaltyJobs({ db: database.db, log, leading });
  app.addHook('onClose', () => cashbackJob.stop());
  const agentJob = startAgentJob({ db: database.db, log, leading });
  app.addHook('onClose', () => agentJob.stop());
  jobLeader.onLead(() => {
    cashbackJob.runNow();
    agentJob.runNow();
  });
  app.addHook('onClose', () => jobLeader.stop());
  startPaymentJobs(app, database.db, app.payments, log, Date.now, leading);
  if (cluster) app.addHook('onClose', () => cluster.close());
  if (app.push.config.jobEnabled) {
    // Sends the queued pushes (messages written on events); stops, finishing its pass, before the db closes.
    const pushJob = startPushJob({ db: database.db, adapters: app.push.adapters, log });
    app.addHook('onClose', () => pushJob.stop());
  }
  const shutdown = createShutdown(app, database, (code) => process.exit(code));
  process.on('SIGINT', (s) => void shutdown(s));
  process.on('SIGTERM', (s) => void shutdown(s));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  if (feedEnabled(process.env)) {
    if (speed > 1) log.warn({ speed }, 'feed: FEED_SPEED runs the sports simulation faster than real time');
    const adapter = createSimulator({ seed: config.seed ?? DEFAULT_SEED });
    feed = startFeed({
      database,
      adapter,
      log,
      now: spedUpClock(speed),
      onWrote: cluster ? () => void cluster.feedNews.wrote() : undefined,
    });
  } else log.info('feed off (FEED=off): the sports catalogue stays as it is');
  log.info({ ms: Date.now() - started }, 'started');
  console.log(`Listening on http://localhost:${port}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
