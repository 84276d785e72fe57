/**
 * The maximum stake while a bonus is active (issue #16, server/promotions/max-stake.ts): with a first-deposit
 * bonus unlocking (BR: at most R$600 / 6 = R$100 a stake), a stake above the limit is refused with
 * BonusMaxStakeExceeded and nothing taken, on a sports single, a combo (its whole stake), a system bet (its
 * lines together), an in-house dice round, a crash bet and a provider's debit; a stake at the limit goes
 * through; without a bonus there is no such limit. The ledger balances after each.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DmError } from '../../core/contract/errors';
import type { PayinOrder } from '../../core/contract/schemas/finance';
import type { PlaceResult } from '../../core/contract/schemas/bets';
import { bonusCapOf } from '../../core/promotions/markets';
import { sign } from '../../server/games/providers/adapters';
import type { EnvelopeBody } from './helpers/app';
import { createTestApp, type TestApp } from './helpers/app';
import { allowDepositBonuses } from './helpers/deposit-bonus';
import { fund, newKey, picks, selection } from './helpers/bets';
import { envelope, expectLedgerOk, Player, uniqueKey } from './finance-support';

let t: TestApp;
const clock = Date.UTC(2026, 10, 25, 12);
const db = () => t.database.db;
const MAX = Math.floor(bonusCapOf('br') / 6);

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  await allowDepositBonuses(t.database.db, clock);
});
afterAll(() => t.close());

/** A player with a first-deposit bonus unlocking and plenty of cash. */
async function withBonus(): Promise<Player> {
  const p = await new Player(t.app).register();
  const dep = await p.ok<PayinOrder>('payinCreate', {
    amount: 3000,
    pay_type: 'PIX',
    idempotency_key: uniqueKey('d'),
  });
  await p.ok('sandboxMark', { order_id: dep.order_id, outcome: 'paid' });
  await fund(db(), p.uid, 500_000);
  return p;
}

async function refused(p: Player, name: Parameters<Player['call']>[0], payload: object) {
  const before = await p.cash();
  const res = await p.call(name, payload);
  const e = envelope(res);
  expect(e.dm_error, res.body).toBe(DmError.BonusMaxStakeExceeded);
  expect(e.error_msg).toContain('100.00');
  expect(await p.cash()).toBe(before);
}

describe('maximum stake while a bonus is active', () => {
  it('refuses sports stakes above it (single, combo, system) and takes one at it', async () => {
    const p = await withBonus();
    const [a, b, c] = await picks(db(), 3);
    const single = (stake: number) => ({
      key: newKey(),
      acceptOdds: 'any',
      bets: [{ selection: selection(a!), stake }],
    });
    await refused(p, 'betSinglePass', single(MAX + 1));
    await refused(p, 'betMultiple', {
      key: newKey(),
      acceptOdds: 'any',
      kind: 'bet_multi',
      selections: [a!, b!].map(selection),
      stake: MAX + 100,
    });
    // A 2-of-3 system is 3 lines: each under the limit, together over it.
    await refused(p, 'betMultiple', {
      key: newKey(),
      acceptOdds: 'any',
      kind: 'system_bet',
      systemK: 2,
      selections: [a!, b!, c!].map(selection),
      stake: Math.floor(MAX / 2),
    });
    const before = await p.cash();
    const ok = await p.ok<PlaceResult>('betSinglePass', single(MAX));
    expect(ok.orders?.length ?? 1).toBeGreaterThan(0);
    expect(await p.cash()).toBe(before - MAX);
    await expectLedgerOk(db());
  });

  it('refuses in-house and crash stakes above it', async () => {
    const p = await withBonus();
    await refused(p, 'inhouseDicePlay', { key: newKey(), amount: MAX + 1, mode: 'under', target: 5000 });
    await refused(p, 'inhouseSlotSpin', { key: newKey(), amount: MAX + 20 });
    await refused(p, 'inhouseCrashBet', { key: newKey(), amount: MAX + 1, auto_cashout: 0 });
    const before = await p.cash();
    await p.ok('inhouseDicePlay', { key: newKey(), amount: MAX, mode: 'under', target: 5000 });
    expect(await p.cash()).toBeLessThan(before + MAX * 2);
    await expectLedgerOk(db());
  });

  it("refuses a provider's debit above it (PLAYER_RESTRICTED), nothing taken", async () => {
    const p = await withBonus();
    const launch = await p.ok<{ launch_url: string }>('gameLaunch', {
      game_platform: 'pgsoft',
      game_id: 'koi-cascade',
    });
    const token = new URL(launch.launch_url, 'http://x').searchParams.get('token')!;
    const debit = async (amount: number) => {
      const raw = JSON.stringify({
        token,
        round_id: newKey(),
        tx_id: newKey(),
        game_id: 'koi-cascade',
        amount,
      });
      const ts = String(clock);
      const res = await t.app.inject({
        method: 'POST',
        url: '/game-provider/pgsoft/wallet/debit',
        headers: {
          'content-type': 'application/json',
          'x-timestamp': ts,
          'x-signature': sign('dev-only-secret-pgsoft', ts, raw),
        },
        payload: raw,
      });
      return res.json<{ status: string; error?: string }>();
    };
    const before = await p.cash();
    expect(await debit(MAX + 1)).toMatchObject({ error: 'PLAYER_RESTRICTED' });
    expect(await p.cash()).toBe(before);
    expect((await debit(MAX)).status).toBe('OK');
    expect(await p.cash()).toBe(before - MAX);
    await expectLedgerOk(db());
  });

  it('does not limit a player without an active bonus', async () => {
    const p = await new Player(t.app).register();
    await fund(db(), p.uid, 100_000);
    await p.ok('inhouseDicePlay', { key: newKey(), amount: MAX * 3, mode: 'under', target: 5000 });
    const res = envelope<EnvelopeBody<unknown>>(
      await p.call('betSinglePass', {
        key: newKey(),
        acceptOdds: 'any',
        bets: [{ selection: selection((await picks(db(), 1))[0]!), stake: MAX * 2 }],
      }),
    );
    expect(res.dm_error).toBe(0);
  });
});
