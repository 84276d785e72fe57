/**
 * Bonus money in in-house game stakes (issue #16, server/games/inhouse/rounds.ts and crash.ts with
 * server/bets/bonus-stakes.ts): with 10.00 cash and a 50.00 unlocking bonus, a 30.00 stake takes 10 cash + 20
 * bonus and the round's win comes back split the same way (the cash part rounded down); a crash bet's stake
 * likewise, and its auto cash-out at 2.00x, paid by the table's tick, pays 20 cash + 40 bonus. After each: the
 * ledger's invariants and, per player and currency, the balances of bonuses in states 0-1 = the ledger's bonus
 * account.
 */
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Round } from '../../core/contract/schemas/inhouse';
import { CRASH_PAUSE_MS } from '../../core/games/crash';
import { BonusState } from '../../core/promotions/types';
import { rowsOf } from '../../server/db/rows';
import { crashGames, inhouseRounds, playerBonuses, promoCampaigns } from '../../server/db/schema';
import { createCrashTable, type CrashTable } from '../../server/games/inhouse/crash';
import { playerBalance, postTransaction } from '../../server/ledger/ledger';
import { rulesOf } from '../../server/promotions/campaigns';
import { grantMovement } from '../../server/promotions/grant';
import { createTestApp, type TestApp } from './helpers/app';
import { body, expectLedgerOk, fund, newKey, newPlayer } from './helpers/bets';

let t: TestApp;
let clock = Date.parse('2026-11-22T12:00:00Z');
const now = () => clock;
const DAY = 86_400_000;
const db = () => t.database.db;
let grants = 0;
let table: CrashTable;

beforeAll(async () => {
  t = await createTestApp({ now });
  table = createCrashTable(t.database.db, { now, chainLength: 200 });
});
afterAll(() => t.close());

/** An unlocking bonus of `amount` (no maximum stake, wagering far off), its money granted through the ledger. */
async function grant(uid: number, amount: number): Promise<number> {
  const [campaign] = await db().select().from(promoCampaigns).limit(1);
  const [row] = await db()
    .insert(playerBonuses)
    .values({
      uid,
      brandId: campaign!.brandId,
      campaignId: campaign!.id,
      sourceRef: `test:bonus-stakes-inhouse:${++grants}`,
      currency: 'BRL',
      amount,
      balance: amount,
      wagerRequired: 10_000_000,
      rules: { ...rulesOf(campaign!.rules), maxStake: 0 },
      state: BonusState.Unlocking,
      grantedAt: new Date(clock - DAY),
      activatedAt: new Date(clock - DAY),
      expiresAt: new Date(clock + 7 * DAY),
    })
    .returning();
  await db().transaction((tx) => postTransaction(tx, grantMovement(row!)));
  return row!.id;
}

const money = async (uid: number) => {
  const b = await playerBalance(db(), uid, 'BRL');
  return { cash: b.cash, bonus: b.bonus };
};
const bonusRow = async (id: number) =>
  (await db().select().from(playerBonuses).where(eq(playerBonuses.id, id)))[0]!;
const roundOf = async (id: number) =>
  (await db().select().from(inhouseRounds).where(eq(inhouseRounds.id, id)))[0]!;

/** Per player and currency: the balances of bonuses in states 0-1 = the ledger's bonus account. */
async function expectBonusBalancesMatchLedger(): Promise<void> {
  const rows = rowsOf<{ uid: string; currency: string; rows: string | null; ledger: string | null }>(
    await db().execute(sql`
      with b as (
        select uid, currency, sum(balance) as total from player_bonuses where state in (0, 1)
        group by uid, currency
      ), l as (
        select owner_uid as uid, currency, sum(balance) as total from ledger_accounts where kind = 'bonus'
        group by owner_uid, currency
      )
      select coalesce(b.uid, l.uid) as uid, coalesce(b.currency, l.currency) as currency, b.total as rows,
        l.total as ledger
      from b full outer join l on l.uid = b.uid and l.currency = b.currency
      where coalesce(b.total, 0) <> coalesce(l.total, 0)`),
  );
  expect(rows).toEqual([]);
}

async function checks(): Promise<void> {
  await expectLedgerOk(db());
  await expectBonusBalancesMatchLedger();
}

/** Plays empty games until the open one will crash in [min, max) (the chain is random, the loop bounded). */
async function openGameCrashingBetween(min: number, max: number) {
  for (let i = 0; i < 150; i++) {
    await table.tick(clock);
    const [g] = await db().select().from(crashGames).orderBy(desc(crashGames.id)).limit(1);
    if (clock >= g!.bettingStartMs && clock < g!.runningMs && g!.crashPoint >= min && g!.crashPoint < max)
      return g!;
    clock = g!.crashMs + CRASH_PAUSE_MS;
  }
  throw new Error('no suitable game in 150 tries');
}

describe('bonus money in in-house stakes', () => {
  it('a dice round stakes 10 cash + 20 bonus and its win comes back split the same way', async () => {
    const { c, uid } = await newPlayer(t, 'bonus-inhouse-dice');
    await fund(db(), uid, 1000);
    const bonusId = await grant(uid, 5000);
    const res = await c.call('inhouseDicePlay', { key: newKey(), amount: 3000, mode: 'under', target: 5000 });
    expect(res.statusCode, res.body).toBe(200);
    const round = body<Round>(res).data;
    const row = await roundOf(round.round_id);
    expect([row.amount, row.stakeBonus, row.bonusId]).toEqual([3000, 2000, bonusId]);
    const cashPart = Math.floor((round.payout * 1000) / 3000);
    const bonusPart = round.payout - cashPart;
    expect(await money(uid)).toEqual({ cash: cashPart, bonus: 3000 + bonusPart });
    expect((await bonusRow(bonusId)).balance).toBe(3000 + bonusPart);
    await checks();
  });

  it('a cash round with cash enough takes no bonus money', async () => {
    const { c, uid } = await newPlayer(t, 'bonus-inhouse-cash');
    await fund(db(), uid, 5000);
    const bonusId = await grant(uid, 5000);
    const res = await c.call('inhouseDicePlay', { key: newKey(), amount: 3000, mode: 'under', target: 5000 });
    expect(res.statusCode, res.body).toBe(200);
    const round = body<Round>(res).data;
    const row = await roundOf(round.round_id);
    expect([row.stakeBonus, row.bonusId]).toEqual([0, null]);
    expect(await money(uid)).toEqual({ cash: 2000 + round.payout, bonus: 5000 });
    expect((await bonusRow(bonusId)).balance).toBe(5000);
    await checks();
  });

  it('a crash bet stakes by split; the table tick auto cash-out at 2.00x pays 20 cash + 40 bonus', async () => {
    const game = await openGameCrashingBetween(250, 50_000);
    const { c, uid } = await newPlayer(t, 'bonus-inhouse-crash');
    await fund(db(), uid, 1000);
    const bonusId = await grant(uid, 5000);
    const res = await c.call('inhouseCrashBet', { key: newKey(), amount: 3000, auto_cashout: 200 });
    expect(res.statusCode, res.body).toBe(200);
    const round = body<Round>(res).data;
    const row = await roundOf(round.round_id);
    expect([row.stakeBonus, row.bonusId]).toEqual([2000, bonusId]);
    expect(await money(uid)).toEqual({ cash: 0, bonus: 3000 });
    await checks();
    clock = game.crashMs + 1;
    await table.tick(clock);
    const settled = await roundOf(round.round_id);
    expect([settled.status, settled.payout]).toEqual(['settled', 6000]);
    expect(await money(uid)).toEqual({ cash: 2000, bonus: 7000 });
    expect((await bonusRow(bonusId)).balance).toBe(7000);
    await checks();
  });
  it('a crash cash-out by the player pays back by the split (cash part rounded down)', async () => {
    const game = await openGameCrashingBetween(200, 50_000);
    const { c, uid } = await newPlayer(t, 'bonus-inhouse-crash-manual');
    await fund(db(), uid, 1000);
    const bonusId = await grant(uid, 5000);
    const res = await c.call('inhouseCrashBet', { key: newKey(), amount: 3000, auto_cashout: 0 });
    expect(res.statusCode, res.body).toBe(200);
    const round = body<Round>(res).data;
    clock = game.runningMs + 1000;
    const out = await c.call('inhouseCrashCashout', { round_id: round.round_id });
    expect(out.statusCode, out.body).toBe(200);
    const paid = (await roundOf(round.round_id)).payout;
    expect(paid).toBeGreaterThan(0);
    const cashPart = Math.floor((paid * 1000) / 3000);
    expect(await money(uid)).toEqual({ cash: cashPart, bonus: 3000 + paid - cashPart });
    expect((await bonusRow(bonusId)).balance).toBe(3000 + paid - cashPart);
    await checks();
    clock = game.crashMs + CRASH_PAUSE_MS;
  });
});
