/** Finance test helpers: a player's browser on any brand, signed sandbox callbacks, ledger check. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect, vi } from 'vitest';
import { endpoints, type EndpointName } from '../../core/contract/endpoints';
import type {
  PayinOrder,
  PayoutOrder,
  ProviderCallback,
  WithdrawAccount,
} from '../../core/contract/schemas/finance';
import type { Db } from '../../server/db/database';
import { checkLedger } from '../../server/ledger/ledger';
import { buildSandboxCallback } from '../../server/payments/sandbox';
import { loadSandboxSecret } from '../../server/payments/secret';
import { defaultAccountsConfig } from '../../server/accounts/config';
import { brandHeaders, createTestApp, type EnvelopeBody, type TestApp } from './helpers/app';
import { sessionCookie } from './helpers/accounts';
import { registration } from './helpers/registration';

/**
 * The app of the finance flow tests (finance-flow, finance-withdrawals): the payments rate limit out of the
 * way (PAYMENTS_RATE_LIMIT, put back by closeFinanceApp), and sessions that outlive a clock moved days ahead.
 */
export async function financeApp(now: () => number): Promise<TestApp> {
  vi.stubEnv('PAYMENTS_RATE_LIMIT', '10000');
  return createTestApp({
    now,
    accounts: { ...defaultAccountsConfig(), sessionIdleMinutes: 525_600, sessionMaxDays: 3650 },
  });
}

export async function closeFinanceApp(t: TestApp): Promise<void> {
  await t.close();
  vi.unstubAllEnvs();
}

let seq = 0;
export const uniqueKey = (label = 'k') => `${label}-${process.pid}-${Date.now()}-${++seq}`;

export class Player {
  token: string | undefined;
  uid = 0;
  /** Sent with every call, e.g. a trusted proxy's country header. */
  headers: Record<string, string> = {};
  constructor(
    readonly app: FastifyInstance,
    readonly appKey = 'placar_br',
    readonly ip = `10.9.${Math.floor(seq / 250)}.${(seq++ % 250) + 1}`,
  ) {}

  async call(name: EndpointName, payload: object = {}, query: Record<string, string> = {}) {
    const { method, path } = endpoints[name];
    const qs = new URLSearchParams({
      smid: `dev-${this.ip}`,
      cv: '1.0.0',
      ...query,
      ...(method === 'GET' ? (payload as Record<string, string>) : {}),
    });
    const res = await this.app.inject({
      method,
      url: `${path}?${qs.toString()}`,
      headers: {
        ...brandHeaders(this.appKey),
        ...this.headers,
        ...(this.token ? { cookie: `session=${this.token}` } : {}),
      },
      remoteAddress: this.ip,
      ...(method === 'POST' ? { payload } : {}),
    });
    const cookie = sessionCookie(res);
    if (cookie) this.token = cookie.value === '' ? undefined : cookie.value;
    return res;
  }

  /** Calls and expects success; returns data. */
  async ok<T = Record<string, unknown>>(
    name: EndpointName,
    payload: object = {},
    query: Record<string, string> = {},
  ) {
    const res = await this.call(name, payload, query);
    expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
    const body = res.json() as EnvelopeBody<T>;
    expect(body.dm_error, res.body).toBe(0);
    return body.data;
  }

  async register(email = `${uniqueKey('p')}@example.com`) {
    const data = await this.ok<{ uid: number }>('emailRegister', {
      ...registration(),
      email,
      password: 'correct horse 1',
    });
    this.uid = data.uid;
    return this;
  }

  async cash(currency?: string): Promise<number> {
    const data = await this.ok<{
      balances: { currency: string; cash: number }[];
      balance_info: { currency: string };
    }>('userBalance', {}, currency ? { currency } : {});
    const code = currency?.toUpperCase() ?? data.balance_info.currency;
    return data.balances.find((b) => b.currency === code)?.cash ?? 0;
  }
}

export const envelope = <T = unknown>(res: LightMyRequestResponse) => res.json() as EnvelopeBody<T>;

export async function sandboxSecret(db: Db): Promise<string> {
  return loadSandboxSecret(db, {});
}

/** Posts a provider callback as the sandbox provider would; `tamper` edits the raw text after signing. */
export async function postCallback(
  app: FastifyInstance,
  secret: string,
  body: Omit<ProviderCallback, 'callback_id'> & { callback_id?: string },
  now: number,
  opts: { tamper?: (raw: string) => string; headers?: Record<string, string> } = {},
) {
  const signed = buildSandboxCallback(secret, body, now);
  const raw = opts.tamper ? opts.tamper(signed.raw) : signed.raw;
  const res = await app.inject({
    method: 'POST',
    url: endpoints.sandboxCallback.path,
    headers: { 'content-type': 'application/json', ...signed.headers, ...opts.headers },
    payload: raw,
    remoteAddress: '192.0.2.10',
  });
  return { res, callback: signed.body };
}

export async function expectLedgerOk(db: Db) {
  const check = await checkLedger(db);
  expect(check.problems).toEqual([]);
  expect(check.ok).toBe(true);
}

/**
 * A player with R$100.00 deposited (sandbox PIX, paid) and a withdrawal of `amount` to a PIX account (fee 2%),
 * with the account for more.
 */
export async function withdrawing(app: FastifyInstance, amount: number) {
  const p = await new Player(app).register();
  const dep = await p.ok<PayinOrder>('payinCreate', {
    amount: 10_000,
    pay_type: 'PIX',
    idempotency_key: uniqueKey('d'),
  });
  await p.ok('sandboxMark', { order_id: dep.order_id, outcome: 'paid' });
  const acct = await p.ok<WithdrawAccount>('accountElementsSet', {
    method: 'PIX',
    account_no: 'player@example.com',
    holder_name: 'Ana Souza',
    tax_id: '123.456.789-09',
  });
  const po = await p.ok<PayoutOrder>('payoutCreate', {
    forfeit_bonus: true,
    amount,
    account_id: acct.account_id,
    idempotency_key: uniqueKey('w'),
  });
  return { p, dep, po, acct };
}

/** A deposit order for `p` (PIX unless told), with a fresh idempotency key. */
export const deposit = (p: Player, amount: number, pay_type = 'PIX', extra: object = {}) =>
  p.ok<PayinOrder>('payinCreate', { amount, pay_type, idempotency_key: uniqueKey('dep'), ...extra });
