/**
 * Production refuses the sandbox payment provider (issue #14, item 1): its "sandbox pays" control would let
 * a new player credit themselves withdrawable money. With NODE_ENV=production the control, the provider and
 * its callback route are not registered at all, a production config that asks for the sandbox stops the
 * start, and no demo player or demo money is seeded. Development keeps the sandbox on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../core/contract/endpoints';
import { DmError } from '../../core/contract/errors';
import { loadAccountsConfig } from '../../server/accounts/config';
import { loadConfig, productionProblems, sandboxPayments } from '../../server/config/env';
import { DEMO_PLAYER } from '../../server/db/seed/demo-player';
import { createPgDatabase, testDb } from './helpers/database';
import { runUntilExit, startServer } from './helpers/server-process';
import { sessionCookie } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { Player, envelope, uniqueKey } from './finance-support';
import { registration } from './helpers/registration';

const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://app@db.internal/bets',
  TRUST_PROXY: '1',
};

describe('production configuration', () => {
  it('refuses a production config that asks for the sandbox, and anything but 0/1 anywhere', () => {
    expect(() => sandboxPayments({ ...PRODUCTION, SANDBOX_PAYMENTS: '1' })).toThrow(/production/);
    expect(() => loadConfig({ ...PRODUCTION, SANDBOX_PAYMENTS: 'true' })).toThrow(/SANDBOX_PAYMENTS/);
    expect(() => sandboxPayments({ SANDBOX_PAYMENTS: 'maybe' })).toThrow(/0 or 1/);
    expect(sandboxPayments(PRODUCTION)).toEqual({ provider: false, control: false });
    expect(sandboxPayments({ ...PRODUCTION, SANDBOX_PAYMENTS: '0' })).toEqual({
      provider: false,
      control: false,
    });
    expect(sandboxPayments({})).toEqual({ provider: true, control: true });
    expect(sandboxPayments({ SANDBOX_PAYMENTS: '0' })).toEqual({ provider: true, control: false });
  });

  it('lists what a production start needs: PostgreSQL, a trusted proxy, no sandbox, the real clock', () => {
    expect(productionProblems(PRODUCTION)).toEqual([]);
    const problems = productionProblems({ NODE_ENV: 'production', SANDBOX_PAYMENTS: '1', FEED_SPEED: '30' });
    expect(problems.map((p) => p.split(' ')[0])).toEqual([
      'DATABASE_URL',
      'TRUST_PROXY',
      'SANDBOX_PAYMENTS=1',
      'FEED_SPEED',
    ]);
    expect(productionProblems({ SANDBOX_PAYMENTS: '1', FEED_SPEED: '30' })).toEqual([]);
  });

  it('server/main.ts exits before opening anything when production asks for the sandbox', async () => {
    const { code, output } = await runUntilExit({ ...PRODUCTION, SANDBOX_PAYMENTS: '1' });
    expect(code).toBe(1);
    expect(output).toContain('Refusing to start in production');
    expect(output).toContain('SANDBOX_PAYMENTS=1');
    expect(output).not.toContain('Listening on');
  });
});

describe('the sandbox routes', () => {
  let dev: TestApp;
  let prod: TestApp;
  beforeAll(async () => {
    dev = await createTestApp({ env: { NODE_ENV: 'development' } });
    prod = await createTestApp({
      trustProxy: true,
      env: { ...process.env, ...PRODUCTION },
      accounts: loadAccountsConfig(PRODUCTION),
    });
  });
  afterAll(async () => {
    await dev.close();
    await prod.close();
  });

  it('development: a player marks their own sandbox deposit paid and the money arrives', async () => {
    const p = await new Player(dev.app).register();
    const order = await p.ok<{ order_id: string; sandbox_control?: boolean }>('payinCreate', {
      amount: 5000,
      pay_type: 'PIX',
      idempotency_key: uniqueKey('dep'),
    });
    expect(order.sandbox_control).toBe(true);
    await p.ok('sandboxMark', { order_id: order.order_id, outcome: 'paid' });
    expect(await p.cash()).toBe(5000);
  });

  it('production: the control and the callback are not registered, no deposit goes to the sandbox, the cookie is Secure', async () => {
    const p = new Player(prod.app);
    p.headers = { 'cf-ipcountry': 'BR' }; // production knows the country from its proxy only
    const registered = await p.call('emailRegister', {
      ...registration(),
      email: `${uniqueKey('prod')}@example.com`,
      password: 'correct horse 1',
    });
    expect(registered.statusCode, registered.body).toBe(200);
    // The session cookie is Secure in production even on a plain-http hop (the proxy speaks https).
    expect(sessionCookie(registered)?.attributes.secure).toBe(true);
    const mark = await p.call('sandboxMark', { order_id: 'PI1', outcome: 'paid' });
    expect(mark.statusCode).toBe(404);
    expect(envelope(mark).dm_error).toBe(DmError.NotFound);
    const callback = await prod.app.inject({
      method: 'POST',
      url: endpoints.sandboxCallback.path,
      payload: {},
    });
    expect(callback.statusCode).toBe(404);
    const deposit = await p.call('payinCreate', {
      amount: 5000,
      pay_type: 'PIX',
      idempotency_key: uniqueKey('dep'),
    });
    expect(deposit.statusCode).toBe(503);
    expect(envelope(deposit).dm_error).toBe(DmError.PayMethodUnavailable);
    expect(await p.cash()).toBe(0);
  });
});

// A production start needs PostgreSQL (DATABASE_URL), so this runs on the PostgreSQL pass.
describe.runIf(testDb().kind === 'postgres')('a production server on a new database', () => {
  it('starts without the demo player, the demo money or the sandbox', async () => {
    const created = await createPgDatabase(null);
    try {
      const server = await startServer({ ...PRODUCTION, DATABASE_URL: created.url, FEED: 'off' });
      try {
        const post = (path: string, body: object) =>
          fetch(`${server.url}${path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', appkey: 'placar_br', 'cf-ipcountry': 'BR' },
            body: JSON.stringify(body),
          });
        const login = await post(endpoints.emailLogin.path, {
          email: DEMO_PLAYER.email,
          password: DEMO_PLAYER.password,
        });
        expect((await login.json()).dm_error).toBe(DmError.LoginFailed);
        const mark = await post(endpoints.sandboxMark.path, { order_id: 'PI1', outcome: 'paid' });
        expect(mark.status).toBe(404);
        expect(server.output()).toContain('production: no sandbox payments');
      } finally {
        server.child.kill('SIGTERM');
        await server.exited;
      }
    } finally {
      await created.drop();
    }
    // Migrates (and seeds) a whole database in a server process: minutes on a loaded 2-core machine.
  }, 180_000);
});
