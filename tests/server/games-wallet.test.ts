/**
 * The seamless wallet a provider calls, over HTTP with signed bodies, on the real database: debit and credit
 * exactly once under retries and concurrent repeats, rollback refused for an unknown or settled debit,
 * balance never below zero, the fake provider's spin moving real money, and the ledger consistent after.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerBalance, checkLedger, postTransaction } from '../../server/ledger/ledger';
import { sign } from '../../server/games/providers/adapters';
import { Client } from './helpers/accounts';
import { createTestApp, type EnvelopeBody, type TestApp } from './helpers/app';
import { registration } from './helpers/registration';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SECRET = 'dev-only-secret-pgsoft';

interface WalletReply {
  status: string;
  balance: number;
  player_id: number;
  currency: string;
  replay: boolean;
  error?: string;
  code?: number;
}

async function wallet(op: string, body: object, opts: { secret?: string; at?: number } = {}) {
  const raw = JSON.stringify(body);
  const ts = String(opts.at ?? Date.now());
  const res = await t.app.inject({
    method: 'POST',
    url: `/game-provider/pgsoft/wallet/${op}`,
    headers: {
      'content-type': 'application/json',
      'x-timestamp': ts,
      'x-signature': sign(opts.secret ?? SECRET, ts, raw),
    },
    payload: raw,
  });
  return { status: res.statusCode, body: res.json<WalletReply>() };
}

let seq = 0;
/** A registered player with `cash` minor units and a launched pgsoft game: its uid and wallet token. */
async function player(cash: number) {
  seq += 1;
  const c = new Client(t.app, `10.8.0.${seq}`, `wallet-dev-${seq}`);
  const reg = await c.call('emailRegister', {
    ...registration(),
    email: `wallet${seq}@example.com`,
    password: 'wallet player 1',
  });
  const uid = Number((reg.json() as EnvelopeBody<{ uid: number }>).data.uid);
  if (cash > 0)
    await t.database.db.transaction((tx) =>
      postTransaction(tx, {
        key: `test:fund:${uid}`,
        kind: 'test_fund',
        postings: [
          { account: { system: 'promotions', currency: 'BRL' }, amount: -cash },
          { account: { uid, kind: 'cash', currency: 'BRL' }, amount: cash },
        ],
      }),
    );
  const launch = await c.call('gameLaunch', { game_platform: 'pgsoft', game_id: 'koi-cascade' });
  const url = (launch.json() as EnvelopeBody<{ launch_url: string }>).data.launch_url;
  const token = new URL(url, 'http://x').searchParams.get('token')!;
  return { uid, token, client: c };
}

const cash = async (uid: number) => (await playerBalance(t.database.db, uid, 'BRL')).cash;

describe('seamless wallet callbacks', () => {
  it('refuses unsigned, wrongly signed and stale calls', async () => {
    const { token } = await player(0);
    expect((await wallet('balance', { token }, { secret: 'wrong' })).status).toBe(401);
    expect((await wallet('balance', { token }, { at: Date.now() - 10 * 60_000 })).status).toBe(401);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/game-provider/pgsoft/wallet/balance',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ token }),
    });
    expect(unsigned.statusCode).toBe(401);
    expect((await wallet('balance', { token: 'not-a-token' })).body.error).toBe('INVALID_TOKEN');
    const ok = await wallet('balance', { token });
    expect(ok.body).toMatchObject({ status: 'OK', balance: 0, currency: 'BRL' });
  });

  it('debits and credits exactly once under retries and concurrent repeats', async () => {
    const { uid, token } = await player(10_000);
    const debit = { token, round_id: 'round-1', tx_id: 'debit-1', game_id: 'koi-cascade', amount: 700 };
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => wallet('debit', debit)));
    expect(answers.every((a) => a.body.status === 'OK')).toBe(true);
    expect(answers.filter((a) => !a.body.replay)).toHaveLength(1);
    expect(await cash(uid)).toBe(9_300);
    // A plain retry later: the first answer again, nothing moves.
    expect((await wallet('debit', debit)).body).toMatchObject({ status: 'OK', replay: true, balance: 9_300 });
    // The same tx id with another amount is refused.
    expect((await wallet('debit', { ...debit, amount: 1 })).body.error).toBe('TX_CONFLICT');

    const credit = { player_id: uid, currency: 'BRL', round_id: 'round-1', tx_id: 'credit-1', amount: 2_100 };
    const credits = await Promise.all([1, 2, 3, 4].map(() => wallet('credit', credit)));
    expect(credits.every((a) => a.body.status === 'OK')).toBe(true);
    expect(credits.filter((a) => !a.body.replay)).toHaveLength(1);
    expect(await cash(uid)).toBe(11_400);
    expect((await wallet('credit', credit)).body.replay).toBe(true);
    // The round is settled: a second credit under a new id and a new debit are refused.
    expect((await wallet('credit', { ...credit, tx_id: 'credit-2' })).body.error).toBe('ROUND_CLOSED');
    expect((await wallet('debit', { ...debit, tx_id: 'debit-2' })).body.error).toBe('ROUND_CLOSED');
    expect(await cash(uid)).toBe(11_400);
  });

  it('refuses a rollback of an unknown or settled debit, and rolls back an open one once', async () => {
    const { uid, token } = await player(5_000);
    const base = { player_id: uid, currency: 'BRL' };
    const unknown = await wallet('rollback', { ...base, round_id: 'r-x', tx_id: 'rb-0', ref_tx_id: 'never' });
    expect(unknown.status).toBe(409);
    expect(unknown.body).toMatchObject({ error: 'ROLLBACK_REFUSED', code: 5003 });

    await wallet('debit', {
      token,
      round_id: 'r-settled',
      tx_id: 'd-s',
      game_id: 'koi-cascade',
      amount: 1_000,
    });
    await wallet('credit', { ...base, round_id: 'r-settled', tx_id: 'c-s', amount: 0 });
    const settled = await wallet('rollback', {
      ...base,
      round_id: 'r-settled',
      tx_id: 'rb-1',
      ref_tx_id: 'd-s',
    });
    expect(settled.body.error).toBe('ROLLBACK_REFUSED');
    expect(await cash(uid)).toBe(4_000);

    await wallet('debit', { token, round_id: 'r-open', tx_id: 'd-o', game_id: 'koi-cascade', amount: 1_500 });
    expect(await cash(uid)).toBe(2_500);
    const rb = { ...base, round_id: 'r-open', tx_id: 'rb-2', ref_tx_id: 'd-o' };
    const rolled = await Promise.all([1, 2, 3].map(() => wallet('rollback', rb)));
    expect(rolled.every((a) => a.body.status === 'OK')).toBe(true);
    expect(await cash(uid)).toBe(4_000);
    // Another rollback id for the same debit gives nothing more; the round takes no credit now.
    expect((await wallet('rollback', { ...rb, tx_id: 'rb-3' })).body.status).toBe('OK');
    expect(await cash(uid)).toBe(4_000);
    expect(
      (await wallet('credit', { ...base, round_id: 'r-open', tx_id: 'c-o', amount: 9_000 })).body.error,
    ).toBe('ROUND_CLOSED');
    expect(await cash(uid)).toBe(4_000);
  });

  it('never takes the balance below zero, also when debits race', async () => {
    const { uid, token } = await player(1_000);
    const over = await wallet('debit', {
      token,
      round_id: 'r-big',
      tx_id: 'd-big',
      game_id: 'koi-cascade',
      amount: 1_001,
    });
    expect(over.body).toMatchObject({ status: 'ERROR', error: 'INSUFFICIENT_FUNDS', code: 3001 });
    expect(await cash(uid)).toBe(1_000);
    const racing = await Promise.all(
      [0, 1, 2, 3, 4, 5].map((i) =>
        wallet('debit', {
          token,
          round_id: `r-race-${i}`,
          tx_id: `d-race-${i}`,
          game_id: 'koi-cascade',
          amount: 300,
        }),
      ),
    );
    expect(racing.filter((a) => a.body.status === 'OK')).toHaveLength(3);
    expect(await cash(uid)).toBe(100);
    // A refused debit left no transaction behind: retrying it still fails the same way.
    const again = racing.findIndex((a) => a.body.status !== 'OK');
    const retry = await wallet('debit', {
      token,
      round_id: `r-race-${again}`,
      tx_id: `d-race-${again}`,
      game_id: 'koi-cascade',
      amount: 300,
    });
    expect(retry.body.error).toBe('INSUFFICIENT_FUNDS');
  });

  it('lets the fake provider play a spin that moves the real balance', async () => {
    const { uid, token } = await player(2_000);
    const res = await t.app.inject({
      method: 'POST',
      url: '/fake-provider/pgsoft/spin',
      payload: { token, game_id: 'koi-cascade', stake: 500 },
    });
    const spin = res.json<{ status: string; stake: number; win: number; balance: number; reels: string[] }>();
    expect(spin.status).toBe('OK');
    expect(spin.reels).toHaveLength(3);
    expect(spin.balance).toBe(2_000 - 500 + spin.win);
    expect(await cash(uid)).toBe(spin.balance);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/fake-provider/pgsoft/spin',
      payload: { token: 'forged', game_id: 'koi-cascade', stake: 500 },
    });
    expect(bad.json<{ error: string }>().error).toBe('INVALID_TOKEN');
  });

  it('leaves the ledger consistent', async () => {
    expect(await checkLedger(t.database.db)).toEqual({ ok: true, problems: [] });
  });
});
