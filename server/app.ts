/**
 * Builds the Fastify instance: security and error handling first, then the API routes of core/contract,
 * the assets and the built client. Takes an open, migrated database and a clock; starts nothing itself.
 */
import fastifyCookie from '@fastify/cookie';
import { createServer, type ServerOptions } from 'node:http';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { defaultAccountsConfig, type AccountsConfig } from './accounts/config';
import type { AccountLimitsConfig } from './accounts/limits';
import type { Mailer } from './accounts/outbox';
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
import { shellPartsSource } from './content/shell-parts';
import { schemaController } from './http/validation';
import { registerAccountCodeRoutes } from './routes/account-codes';
import { registerAccountSocialRoutes } from './routes/account-social';
import { registerAccountRoutes } from './routes/accounts';
import { registerAssetRoutes } from './routes/assets';
import { registerBetRoutes } from './routes/bets';
import { registerConfigRoutes } from './routes/config';
import { registerDevOutbox } from './routes/dev-outbox';
import { registerFinanceRoutes } from './routes/finance';
import { registerGameRoutes } from './routes/games';
import { registerInhouseRoutes } from './routes/inhouse';
import { registerReportRoutes, type ReportLimits } from './routes/reports';
import { registerSportRoutes } from './routes/sport';
import { frameHostsFrom, registerHelpRoutes } from './routes/help';
import { registerMessageRoutes } from './routes/messages';
import { registerLoyaltyRoutes } from './routes/loyalty';
import { registerInviteRoutes } from './routes/invite';
import { registerRgRoutes } from './routes/rg';
import { registerPushRoutes } from './routes/push';
import { registerPromotionRoutes } from './routes/promotions';
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
  /** Sessions, providers, SMTP (server/accounts/config.ts); defaults: no providers, dev outbox on. */
  accounts?: AccountsConfig;
  accountLimits?: Partial<AccountLimitsConfig>;
  /** Replaces SMTP delivery (tests). */
  mailer?: Mailer;
  /**
   * The environment the finance routes read (NODE_ENV, SANDBOX_PAYMENTS, PAYMENTS_RATE_LIMIT, ...); default
   * process.env. Tests pass a production one.
   */
  env?: NodeJS.ProcessEnv;
  /** Push settings (server/push/config.ts); default: Web Push with generated VAPID keys, no FCM. */
  push?: PushConfig;
  /** Hosts /iframe may frame (FRAME_HOSTS). */
  frameHosts?: readonly string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The push channels and key store, for main.ts's sender job. */
    push: PushServices;
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
  // While closing, answers in flight ask the client to drop the connection: a keep-alive socket left
  // open would hold the shutdown until its timeout.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    hotPath.setClosing();
  });
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
  const accounts = createAccountServices({
    db,
    now,
    config: accountsConfig,
    log: app.log,
    limits: options.accountLimits,
    mailer: options.mailer,
  });
  registerAccountRoutes(app, accounts);
  registerAccountCodeRoutes(app, accounts);
  registerAccountSocialRoutes(app, accounts);
  registerDevOutbox(app, db, accountsConfig.devOutbox);
  registerConfigRoutes(app, db);
  registerSportRoutes(app, db, now);
  registerBetRoutes(app, db, now);
  registerReportRoutes(app, db, now, options.reportLimits);
  registerAssetRoutes(app, options.database);
  await registerFinanceRoutes(app, options.database, { now, env: options.env });
  registerGameRoutes(app, db, now);
  registerInhouseRoutes(app, db, now);
  const push = createPushServices(db, options.push ?? defaultPushConfig());
  app.decorate('push', push);
  registerMessageRoutes(app, db, now);
  registerPromotionRoutes(app, db, now);
  registerInviteRoutes(app, db, now);
  registerPushRoutes(app, db, now, push.config, push.vapid);
  registerHelpRoutes(app, db, options.frameHosts ?? frameHostsFrom({}));
  registerLoyaltyRoutes(app, db, now);
  registerRgRoutes(app, db, now);
  return app;
}
