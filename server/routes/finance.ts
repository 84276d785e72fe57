/**
 * Finance (SPEC §7 Finance): balances, deposit info, deposit and withdrawal orders, history, withdraw
 * accounts, deposit codes, appeals, and the sandbox provider's signed callback and control. The money rules
 * live in server/payments; every movement goes through the ledger. Money-moving calls are rate limited per
 * player (token bucket, PAYMENTS_RATE_LIMIT per minute, default 30) and carry the client's idempotency key.
 *
 * This module builds what the finance-*.ts parts share (provider map, rate limits, wallet currency check)
 * and registers the parts; the calls below keep the order the routes have always been registered in.
 */
import { DmError } from '../../core/contract/errors';
import { PLAY_CURRENCY } from '../../core/rg/play';
import { resolveWalletCurrency } from '../../core/wallet/currency';
import type { FastifyInstance } from 'fastify';
import { sandboxPayments } from '../config/env';
import type { Database, Db } from '../db/database';
import { ApiFailure } from '../http/failure';
import type { RequestContext } from '../http/context';
import { moneyCurrency } from '../http/currency';
import { createTokenBucket, type TokenBucket } from '../http/rate-limit';
import { SANDBOX_PROVIDER, createSandboxProvider } from '../payments/sandbox';
import { loadSandboxSecret } from '../payments/secret';
import type { PaymentsContext } from '../payments/service';
import { registerDepositCheckRoute, registerDepositRoutes } from './finance-deposit';
import { registerFinanceExtrasRoutes } from './finance-extras';
import { registerFinanceMoreRoutes } from './finance-more';
import { registerSandboxRoutes } from './finance-sandbox';
import { registerBalanceRoute, registerHistoryRoute } from './finance-wallet';
import { registerWithdrawBalanceRoute, registerWithdrawalRoutes } from './finance-withdrawal';

export interface FinanceOptions {
  now: () => number;
  env?: NodeJS.ProcessEnv;
}

/** What the finance route parts share; built once per app by registerFinanceRoutes. */
export interface FinanceRouteContext {
  db: Db;
  now: () => number;
  /** The sandbox provider's signing secret ('' when the sandbox is off: production). */
  secret: string;
  /** The "sandbox pays" control is accepted (config/env.ts sandboxPayments: development only). */
  sandboxControl: boolean;
  payments: PaymentsContext;
  moneyBucket: TokenBucket;
  codeBucket: TokenBucket;
  callbackBucket: TokenBucket;
  /** Takes a token for `key` or throws 429 RateLimited. */
  limit: (bucket: TokenBucket, key: string) => Promise<void>;
  /**
   * The wallet a balance read shows: the currency asked for (or the `currency` parameter) if this brand
   * offers it, else 400; a single-currency brand shows its own (SPEC §3's Mexico wallet rule reads on).
   */
  walletCurrency: (ctx: RequestContext, requested?: string) => string;
  /** The currency of a money movement: named ones must be served, else 400/3006 (http/currency.ts). */
  moneyCurrency: (ctx: RequestContext, named?: string) => string;
}

export async function registerFinanceRoutes(
  app: FastifyInstance,
  database: Database,
  options: FinanceOptions,
): Promise<PaymentsContext> {
  const { db } = database;
  const { now } = options;
  const env = options.env ?? process.env;
  // Production has no sandbox at all: no provider (a method without a real provider answers 503/3005), no
  // callback route and no control route, so nothing can credit money without a real provider.
  const sandbox = sandboxPayments(env);
  const secret = sandbox.provider ? await loadSandboxSecret(db, env) : '';
  const sandboxControl = sandbox.provider && sandbox.control;
  const p: PaymentsContext = {
    db,
    now,
    providers: new Map(sandbox.provider ? [[SANDBOX_PROVIDER, createSandboxProvider(secret, db, now)]] : []),
  };
  const perMinute = Math.max(1, Number(env.PAYMENTS_RATE_LIMIT) || 30);
  const moneyBucket = createTokenBucket({
    capacity: perMinute,
    refillPerSecond: perMinute / 60,
    now,
    shared: { store: app.sharedLimits, name: 'pay:money' },
  });
  const codeBucket = createTokenBucket({
    capacity: 10,
    refillPerSecond: 10 / 600,
    now,
    shared: { store: app.sharedLimits, name: 'pay:code' },
  });
  const callbackBucket = createTokenBucket({
    capacity: 600,
    refillPerSecond: 10,
    now,
    shared: { store: app.sharedLimits, name: 'pay:callback' },
  });
  const limit = async (bucket: typeof moneyBucket, key: string) => {
    if (!(await bucket.take(key))) {
      throw new ApiFailure(429, DmError.RateLimited, 'Too many payment requests. Try again in a minute.');
    }
  };

  const walletCurrency = (ctx: RequestContext, requested?: string): string => {
    if (ctx.playMoney) return PLAY_CURRENCY;
    const currency = resolveWalletCurrency(ctx.brand, requested || ctx.params.currency);
    if (!currency) throw new ApiFailure(400, DmError.CurrencyNotAllowed, 'This currency is not offered here');
    return currency;
  };

  const f: FinanceRouteContext = {
    db,
    now,
    secret,
    sandboxControl,
    payments: p,
    moneyBucket,
    codeBucket,
    callbackBucket,
    limit,
    walletCurrency,
    moneyCurrency,
  };
  registerBalanceRoute(app, f);
  registerDepositRoutes(app, f);
  registerWithdrawalRoutes(app, f);
  registerHistoryRoute(app, f);
  registerFinanceExtrasRoutes(app, f);
  registerFinanceMoreRoutes(app, f);
  registerWithdrawBalanceRoute(app, f);
  registerDepositCheckRoute(app, f);
  if (sandbox.provider) await registerSandboxRoutes(app, f);
  // The console's approvals and reconciliation (issue #24) ask the same providers.
  return p;
}
