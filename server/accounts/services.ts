/** What the account routes share: database, clock, settings, rate limits, outbox and identity providers. */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import type { AccountsConfig } from './config';
import {
  createAccountLimiter,
  DEFAULT_ACCOUNT_LIMITS,
  type AccountLimiter,
  type AccountLimitsConfig,
} from './limits';
import type { AccountDeps } from './login';
import { createOutbox, type Mailer, type Outbox } from './outbox';
import { createProviders, type IdentityProviders } from './providers/registry';

export interface AccountServices extends AccountDeps {
  limiter: AccountLimiter;
  outbox: Outbox;
  providers: IdentityProviders;
  log: FastifyBaseLogger;
}

export interface AccountServiceOptions {
  db: Db;
  now: () => number;
  config: AccountsConfig;
  log: FastifyBaseLogger;
  limits?: Partial<AccountLimitsConfig>;
  mailer?: Mailer;
}

export function createAccountServices(options: AccountServiceOptions): AccountServices {
  const { db, now, config, log } = options;
  return {
    db,
    now,
    config,
    log,
    limiter: createAccountLimiter({ ...DEFAULT_ACCOUNT_LIMITS, ...options.limits }, now),
    outbox: createOutbox(config, now, log, options.mailer),
    providers: createProviders(config, now),
  };
}
