/** What the account routes share: database, clock, settings, rate limits, outbox and identity providers. */
import type { FastifyBaseLogger } from 'fastify';
import type { SharedLimitStore } from '../cluster/shared-limits';
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
import { identityProviderFrom, type IdentityProvider } from '../rg/identity';

export interface AccountServices extends AccountDeps {
  limiter: AccountLimiter;
  outbox: Outbox;
  providers: IdentityProviders;
  log: FastifyBaseLogger;
  /** The identity provider that checks a CPF at registration (issue #21; server/rg/identity.ts). */
  identity: IdentityProvider;
}

export interface AccountServiceOptions {
  db: Db;
  now: () => number;
  config: AccountsConfig;
  log: FastifyBaseLogger;
  limits?: Partial<AccountLimitsConfig>;
  mailer?: Mailer;
  /** The identity provider (tests); else chosen from `env` (IDENTITY_API_URL: HTTP, else the sandbox). */
  identity?: IdentityProvider;
  env?: NodeJS.ProcessEnv;
  /** The cluster's shared rate limits (REDIS_URL); absent: in memory. */
  sharedLimits?: SharedLimitStore | null;
}

export function createAccountServices(options: AccountServiceOptions): AccountServices {
  const { db, now, config, log } = options;
  return {
    db,
    now,
    config,
    log,
    limiter: createAccountLimiter(
      { ...DEFAULT_ACCOUNT_LIMITS, ...options.limits },
      now,
      options.sharedLimits,
    ),
    outbox: createOutbox(config, now, log, options.mailer),
    providers: createProviders(config, now),
    identity: options.identity ?? identityProviderFrom(options.env ?? process.env),
  };
}
