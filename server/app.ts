/**
 * Builds the Fastify instance: security and error handling first, then the API routes of core/contract,
 * the assets and the built client. Takes an open, migrated database and a clock; starts nothing itself.
 */
import fastifyCookie from '@fastify/cookie';
import { createServer, type ServerOptions } from 'node:http';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { defaultAccountsConfig, type AccountsConfig } from './accounts/config';
import type { Cluster } from './cluster/cluster';
import type { AccountLimitsConfig } from './accounts/limits';
import type { Mailer } from './accounts/outbox';
import { createSmsOutbox, smsSenderFromEnv, type SmsSender } from './accounts/sms';
import { registerAccountMoreRoutes } from './routes/account-more';
import { registerHomeDataRoutes } from './routes/home-data';
import { registerGamesMoreRoutes } from './routes/games-more';
import { createAccountServices } from './accounts/services';
import { installSessions } from './accounts/session-http';
import type { Database } from './db/database';
import { isProduction } from './config/env';
import { createAreaPolicy } from './http/area';
import { installCompression } from './http/compress';
import { createHotPath } from './http/hot-path';
import { installErrorHandling } from './http/errors';
import { installSecurity } from './http/security';
import { installClient } from './http/static';
import { installOpsClient } from './http/ops-static';
import { join } from 'node:path';
import { shellPartsSource } from './content/shell-parts';
import { schemaController } from './http/validation';
import { registerAccountCodeRoutes } from './routes/account-codes';
import { registerAccountSocialRoutes } from './routes/account-social';
import { registerAccountRoutes } from './routes/accounts';
import { registerAssetRoutes } from './routes/assets';
import { registerBetRoutes } from './routes/bets';
import { registerBuilderRoutes } from './routes/bets-builder';
import { DEFAULT_SEED } from './feed/default-seed';
import { registerConfigRoutes } from './routes/config';
import { registerDevOutbox } from './routes/dev-outbox';
import { registerFinanceRoutes } from './routes/finance';
import type { PaymentsContext } from './payments/context';
import { registerGameRoutes } from './routes/games';
import { registerInhouseRoutes } from './routes/inhouse';
import { registerReportRoutes, type ReportLimits } from './routes/reports';
import { registerSportRoutes } from './routes/sport';
import { frameHostsFrom, registerHelpRoutes } from './routes/help';
import { registerMessageRoutes } from './routes/messages';
import { registerLoyaltyRoutes } from './routes/loyalty';
import { registerInviteRoutes } from './routes/invite';
import { registerInstallRoutes } from './install/routes';
import { registerRgRoutes } from './routes/rg';
import { registerPlayRoutes } from './routes/play';
import { installPlayMoney } from './rg/play-money';
import { registerTrackingRoutes, type TrackingLimits } from './routes/tracking';
import { registerDevShell } from './routes/dev-shell';
import { registerPushRoutes } from './routes/push';
import { registerPromotionRoutes } from './routes/promotions';
import { registerOpsRoutes } from './routes/ops';
import { registerSupportRoutes } from './routes/support';
import { defaultPushConfig, type PushConfig } from './push/config';
import { createPushServices, type PushServices } from './push/service';

/** Bodies are small JSON documents; anything bigger is refused with 413 before it is read. */
export const BODY_LIMIT = 64 * 1024;

export interface AppOptions {
  database: Database;
  now?: () => number;
  clientDir?: string;
  allowedOrigins?: readonly string[];
  /** A pino logger; none in tests. */
  logger?: FastifyBaseLogger;
  trustProxy?: boolean;
  reportLimits?: ReportLimits;
  trackingLimits?: TrackingLimits;
  /** Sessions, providers, SMTP (server/accounts/config.ts); defaults: no providers, dev outbox on. */
  accounts?: AccountsConfig;
  accountLimits?: Partial<AccountLimitsConfig>;
  /** Replaces SMTP delivery (tests). */
  mailer?: Mailer;
  /** Replaces the SMS gateway (tests); default: Twilio from SMS_TWILIO_* or, outside production, the sandbox. */
  smsSender?: SmsSender;
  /**
   * The environment the finance routes read (NODE_ENV, SANDBOX_PAYMENTS, PAYMENTS_RATE_LIMIT, ...); default
   * process.env. Tests pass a production one.
   */
  env?: NodeJS.ProcessEnv;
  /** Push settings (server/push/config.ts); default: Web Push with generated VAPID keys, no FCM. */
  push?: PushConfig;
  /** Hosts /iframe may frame (FRAME_HOSTS). */
  frameHosts?: readonly string[];
  /** The cluster's shared services (REDIS_URL, cluster/cluster.ts); absent: one node, all in memory. */
  cluster?: Cluster | null;
  /** The feed simulator's seed (SEED): the match model bet builders are priced with; default DEFAULT_SEED. */
  feedSeed?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The push channels and key store, for main.ts's sender job. */
    push: PushServices;
    /** The payment providers and their context, for main.ts's payments job (payments/jobs.ts). */
    payments: PaymentsContext;
    /**
     * Starts draining (lifecycle.ts, before close on SIGTERM): every answer from now on asks the client to
     * drop its connection, so a proxy stops reusing this node's keep-alive sockets before they are closed.
     */
    drain(): void;
  }
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const now = options.now ?? Date.now;
  const hotPath = createHotPath({
    allowedOrigins: options.allowedOrigins ?? [],
    trustProxy: options.trustProxy ?? false,
  });
  const app = Fastify({
    // The odds poll's cache hits are answered before Fastify (http/hot-path.ts); everything else is Fastify's.
    // The server is made here, so Fastify's own server settings are applied here too (its getServerInstance):
    // without them, idle keep-alive sockets close after Node's 5 s instead of Fastify's 72 s.
    serverFactory: (handler, factoryOptions) => {
      const opts = factoryOptions as {
        http?: ServerOptions;
        keepAliveTimeout: number;
        requestTimeout: number;
        connectionTimeout: number;
        maxRequestsPerSocket: number;
      };
      const server = createServer(opts.http ?? {}, hotPath.listener(handler));
      server.keepAliveTimeout = opts.keepAliveTimeout;
      server.requestTimeout = opts.requestTimeout;
      server.setTimeout(opts.connectionTimeout);
      if (opts.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = opts.maxRequestsPerSocket;
      return server;
    },
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    bodyLimit: BODY_LIMIT,
    trustProxy: options.trustProxy ?? false,
    // Fastify's default is to close idle keep-alive sockets on close and let in-flight requests finish.
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
    schemaController,
  });
  app.decorateRequest('ctx', null as never);
  app.decorate('hotPath', hotPath);
  app.decorate('cluster', options.cluster ?? null);
  app.decorate('sharedLimits', options.cluster?.limits ?? null);
  // While closing, answers in flight ask the client to drop the connection: a keep-alive socket left
  // open would hold the shutdown until its timeout.
  let closing = false;
  const drain = () => {
    closing = true;
    hotPath.setClosing();
  };
  app.decorate('drain', drain);
  app.addHook('preClose', async () => drain());
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  installSecurity(app, options.allowedOrigins ?? []);
  installCompression(app);
  await app.register(fastifyCookie);
  const spaFallback = await installClient(
    app,
    options.clientDir ?? 'dist/client',
    shellPartsSource(app, options.database.db, now, { trustProxy: options.trustProxy ?? false }),
  );
  installErrorHandling(app, spaFallback);
  // The operator console's own build beside the client's (dist/ops next to dist/client).
  await installOpsClient(app, join(options.clientDir ?? 'dist/client', '..', 'ops'));

  const { db } = options.database;
  // Before the routes: registerEndpoint gates the AREA_GATED calls on it.
  app.decorate(
    'area',
    createAreaPolicy(db, {
      trustProxy: options.trustProxy ?? false,
      production: isProduction(options.env ?? process.env),
      now,
    }),
  );
  const accountsConfig = options.accounts ?? defaultAccountsConfig();
  installSessions(app, db, now, accountsConfig);
  installPlayMoney(app, db);
  const accounts = createAccountServices({
    db,
    now,
    config: accountsConfig,
    log: app.log,
    limits: options.accountLimits,
    mailer: options.mailer,
    env: options.env,
    sharedLimits: options.cluster?.limits,
  });
  registerAccountRoutes(app, accounts);
  registerAccountCodeRoutes(app, accounts);
  registerAccountMoreRoutes(
    app,
    accounts,
    createSmsOutbox(
      options.smsSender ?? smsSenderFromEnv(options.env ?? process.env),
      accountsConfig.devOutbox,
      now,
      app.log,
    ),
  );
  registerAccountSocialRoutes(app, accounts);
  registerDevOutbox(app, db, accountsConfig.devOutbox);
  registerDevShell(app, accountsConfig.devOutbox);
  registerConfigRoutes(app, db, now);
  registerSportRoutes(app, db, now);
  const feedSeed = options.feedSeed ?? DEFAULT_SEED;
  registerBetRoutes(app, db, now, { feedSeed });
  registerBuilderRoutes(app, db, now, { feedSeed });
  registerReportRoutes(app, db, now, options.reportLimits);
  registerAssetRoutes(app, options.database);
  const payments = await registerFinanceRoutes(app, options.database, { now, env: options.env });
  app.decorate('payments', payments);
  registerGameRoutes(app, db, now);
  registerGamesMoreRoutes(app, db, now);
  registerHomeDataRoutes(app);
  registerInhouseRoutes(app, db, now);
  const push = createPushServices(db, options.push ?? defaultPushConfig());
  app.decorate('push', push);
  registerMessageRoutes(app, db, now);
  registerPromotionRoutes(app, db, now, accounts.limiter);
  registerInviteRoutes(app, db, now);
  registerPushRoutes(app, db, now, push.config, push.vapid);
  registerHelpRoutes(app, db, options.frameHosts ?? frameHostsFrom({}));
  registerLoyaltyRoutes(app, db, now);
  registerRgRoutes(app, db, now);
  registerPlayRoutes(app, db, now);
  registerInstallRoutes(app, db, now);
  registerTrackingRoutes(app, db, now, options.trackingLimits);
  registerOpsRoutes(app, db, now, accountsConfig.cookieSecure, payments);
  await registerSupportRoutes(app, {
    db,
    now,
    allowedOrigins: options.allowedOrigins ?? [],
    cookieSecure: accountsConfig.cookieSecure,
  });
  return app;
}
