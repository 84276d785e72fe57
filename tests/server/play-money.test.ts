/**
 * Play-money mode (issue #21): a brand whose market profile forbids real money (India) runs on play chips,
 * a ledger currency of its own (XPC): the free daily top-up (once per brand-local day, injected clock), bets
 * and slot spins staked and paid in chips only, no deposits, withdrawals or cash prizes, and a profile switch
 * that never mixes chips with real money. The ledger sums to zero after every test. PGlite and PostgreSQL.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DmError } from '../../core/contract/errors';
import type { Balance, PayinOrder } from '../../core/contract/schemas/finance';
import type { Round } from '../../core/contract/schemas/inhouse';
import type { PlayStatus } from '../../core/contract/schemas/rg-play';
import { PLAY_CURRENCY, PLAY_TOPUP_AMOUNT } from '../../core/rg/play';
import { defaultAccountsConfig } from '../../server/accounts/config';
import { rowsOf } from '../../server/db/rows';
import { setProfile } from '../../server/rg/profiles';
import { createTestApp, type TestApp } from './helpers/app';
import { picks, selection, type Pick } from './helpers/bets';
import { Player, envelope, expectLedgerOk, uniqueKey } from './finance-support';

let t: TestApp;
// Wednesday 2026-11-25 12:00 UTC = 17:30 in Kolkata
const START = Date.UTC(2026, 10, 25, 12, 0, 0);
let clock = START;
let pick: Pick;

beforeAll(async () => {
  vi.stubEnv('PAYMENTS_RATE_LIMIT', '10000');
  t = await createTestApp({
    now: () => clock,
    accounts: { ...defaultAccountsConfig(), sessionIdleMinutes: 525_600, sessionMaxDays: 3650 },
  });
  pick = (await picks(t.database.db, 1))[0]!;
});
afterAll(async () => {
  await t.close();
  vi.unstubAllEnvs();
});
afterEach(async () => {
  clock = START;
  await expectLedgerOk(t.database.db);
});

const HOUR = 3_600_000;
const india = () => new Player(t.app, 'khel_in').register();

function refused(res: { statusCode: number; body: string }, status: number, code: number): string {
  expect(res.statusCode, res.body).toBe(status);
  expect(envelope(res as never).dm_error).toBe(code);
  return envelope(res as never).error_msg;
}

/** Every (currency) a player's ledger accounts hold, with their balances. */
async function accountsOf(uid: number): Promise<Record<string, number>> {
  const rows = rowsOf<{ currency: string; kind: string; balance: string }>(
    await t.database.db.execute(
      sql`select currency, kind, balance from ledger_accounts where owner_uid = ${uid} order by currency, kind`,
    ),
  );
  return Object.fromEntries(rows.map((r) => [`${r.kind}:${r.currency}`, Number(r.balance)]));
}

/** The currencies of every ledger movement that touched the player. */
async function movedCurrencies(uid: number): Promise<string[]> {
  const rows = rowsOf<{ currency: string }>(
    await t.database.db.execute(sql`
      select distinct a2.currency from ledger_entries e
      join ledger_accounts a on a.id = e.account_id
      join ledger_entries e2 on e2.tx_id = e.tx_id
      join ledger_accounts a2 on a2.id = e2.account_id
      where a.owner_uid = ${uid}`),
  );
  return rows.map((r) => r.currency).sort();
}

describe('play-money brand', () => {
  it('gives the free chips once per local day (injected clock), from the house play account', async () => {
    const p = await india();
    const before = await p.ok<PlayStatus>('playStatus');
    expect(before).toMatchObject({
      play_money: true,
      currency: PLAY_CURRENCY,
      balance: 0,
      claimed_today: false,
    });
    const first = await p.ok<PlayStatus>('playTopup');
    expect(first.balance).toBe(PLAY_TOPUP_AMOUNT);
    expect(first.claimed_today).toBe(true);
    // Next Kolkata midnight: 2026-11-25 18:30 UTC.
    expect(first.next_topup_at).toBe(Date.UTC(2026, 10, 25, 18, 30));
    const again = await p.call('playTopup');
    expect(refused(again, 409, DmError.PlayTopupClaimed)).toMatch(/2026-11-25 18:30 UTC/);
    clock = START + 6 * HOUR; // 18:00 UTC, still the same day in Kolkata
    refused(await p.call('playTopup'), 409, DmError.PlayTopupClaimed);
    clock = Date.UTC(2026, 10, 25, 18, 30); // the next local day
    expect((await p.ok<PlayStatus>('playTopup')).balance).toBe(2 * PLAY_TOPUP_AMOUNT);
    const balance = await p.ok<Balance>('userBalance');
    expect(balance.balance_info.currency).toBe(PLAY_CURRENCY);
    expect(balance.balances.find((b) => b.currency === PLAY_CURRENCY)!.cash).toBe(2 * PLAY_TOPUP_AMOUNT);
    expect(await accountsOf(p.uid)).toEqual({ [`cash:${PLAY_CURRENCY}`]: 2 * PLAY_TOPUP_AMOUNT });
    const bank = rowsOf<{ s: string }>(
      await t.database.db.execute(
        sql`select coalesce(sum(balance), 0) as s from ledger_accounts where kind = 'play_bank' and currency = ${PLAY_CURRENCY}`,
      ),
    );
    expect(Number(bank[0]!.s)).toBeLessThanOrEqual(-2 * PLAY_TOPUP_AMOUNT);
  });

  it('refuses deposits, withdrawals and the deposit form on the server', async () => {
    const p = await india();
    const dep = await p.call('payinCreate', { amount: 5000, pay_type: 'UPI', idempotency_key: uniqueKey() });
    expect(refused(dep, 403, DmError.RgPlayMoney)).toMatch(/play money/);
    const out = await p.call('payoutCreate', { amount: 5000, account_id: 1, idempotency_key: uniqueKey() });
    refused(out, 403, DmError.RgPlayMoney);
    refused(await p.call('depositInfo'), 403, DmError.RgPlayMoney);
    refused(await p.call('withdrawBalance'), 403, DmError.RgPlayMoney);
  });

  it('stakes and pays a bet and a slot spin on chips only', async () => {
    const p = await india();
    await p.ok('playTopup');
    const bet = await p.call('betSinglePass', {
      key: uniqueKey('bet'),
      acceptOdds: 'any',
      bets: [{ selection: selection(pick), stake: 5_000 }],
    });
    expect(bet.statusCode, bet.body).toBe(200);
    const spin = await p.call('inhouseSlotSpin', { key: uniqueKey('spin'), amount: 200 });
    expect(spin.statusCode, spin.body).toBe(200);
    const [order] = rowsOf<{ currency: string }>(
      await t.database.db.execute(sql`select currency from bet_orders where uid = ${p.uid}`),
    );
    expect(order!.currency).toBe(PLAY_CURRENCY);
    expect(await movedCurrencies(p.uid)).toEqual([PLAY_CURRENCY]);
    const accounts = await accountsOf(p.uid);
    expect(Object.keys(accounts)).toEqual([`cash:${PLAY_CURRENCY}`]);
    expect(accounts[`cash:${PLAY_CURRENCY}`]).toBeLessThan(PLAY_TOPUP_AMOUNT);
  });

  it('offers no cash prizes, and no bonus even in chips', async () => {
    const p = await india();
    // The bonus pages' refresh grants the register bonus elsewhere; here it grants nothing.
    await p.ok('bonusList');
    expect(await accountsOf(p.uid)).toEqual({});
    const res = await p.call('cashbackReceive', { kind: 'week', period: '2026-11-16' });
    expect(refused(res, 409, DmError.PlayNoPrizes)).toMatch(/no cash value/);
    refused(await p.call('inviteReceive'), 409, DmError.PlayNoPrizes);
  });

  it('refuses the free chips on a real-money brand', async () => {
    const p = await new Player(t.app, 'placar_br').register();
    refused(await p.call('playTopup'), 409, DmError.PlayNotPlayMode);
    expect((await p.ok<Balance>('userBalance')).balance_info.currency).toBe('BRL');
  });
});

describe('switching a profile', () => {
  it('keeps chips and real money apart both ways', async () => {
    const p = await india();
    await p.ok('playTopup');
    try {
      await setProfile(t.database.db, 'in', 'operator:test', { realMoney: true, payMethods: null }, clock);
      // Real money now: the wallet is in rupees and starts at zero; the chips wait untouched.
      const real = await p.ok<Balance>('userBalance');
      expect(real.balance_info.currency).toBe('INR');
      expect(real.balances.find((b) => b.currency === 'INR')!.total_balance).toBe(0);
      const dep = await p.call('payinCreate', {
        amount: 50_000,
        pay_type: 'UPI',
        idempotency_key: uniqueKey(),
      });
      expect(dep.statusCode, dep.body).toBe(200);
      await p.ok('sandboxMark', { order_id: envelope<PayinOrder>(dep).data.order_id, outcome: 'paid' });
      refused(await p.call('playTopup'), 409, DmError.PlayNotPlayMode);
      const spin = await p.call('inhouseSlotSpin', { key: uniqueKey('spin'), amount: 100 });
      expect(spin.statusCode, spin.body).toBe(200);
      const mid = await accountsOf(p.uid);
      expect(mid[`cash:${PLAY_CURRENCY}`]).toBe(PLAY_TOPUP_AMOUNT);
      expect(mid['cash:INR']).toBeGreaterThan(0);
    } finally {
      await setProfile(t.database.db, 'in', 'operator:test', { realMoney: false, payMethods: [] }, clock);
    }
    // Back to play: the rupees wait untouched and cannot be staked; chips are the wallet again.
    const rupees = (await accountsOf(p.uid))['cash:INR'];
    const back = await p.ok<Balance>('userBalance');
    expect(back.balance_info.currency).toBe(PLAY_CURRENCY);
    const spin = await p.call('inhouseSlotSpin', { key: uniqueKey('spin'), amount: 100 });
    expect(spin.statusCode, spin.body).toBe(200);
    // Staked and paid in chips (a spin can pay back exactly its stake, so the balance alone can't tell).
    const round = envelope<Round>(spin).data;
    expect(round.currency).toBe(PLAY_CURRENCY);
    const after = await accountsOf(p.uid);
    expect(after['cash:INR']).toBe(rupees);
    expect(after[`cash:${PLAY_CURRENCY}`]).toBe(PLAY_TOPUP_AMOUNT - round.amount + round.payout);
    const txs = rowsOf<{ n: string }>(
      await t.database.db.execute(sql`
        select count(*) as n from ledger_transactions t
        where exists (select 1 from ledger_entries e join ledger_accounts a on a.id = e.account_id
                      where e.tx_id = t.id and a.currency = ${PLAY_CURRENCY})
          and exists (select 1 from ledger_entries e join ledger_accounts a on a.id = e.account_id
                      where e.tx_id = t.id and a.currency <> ${PLAY_CURRENCY})`),
    );
    expect(Number(txs[0]!.n)).toBe(0);
  });
});
void eq;
