/**
 * Bonus money in sports stakes (issue #16: "Stakes use cash first, then bonus; winnings from bonus money stay
 * bonus until unlocked"; server/bets/bonus-stakes.ts). A player with 10.00 cash and a 50.00 unlocking bonus
 * stakes 30.00 at 2.0: 10 cash + 20 bonus. A win pays 20 cash + 40 bonus back; a loss leaves the bonus 20
 * down; a void returns 10 + 20; a cash-out is split the same way; a correction won -> lost takes 20 + 40 back;
 * a win after the unlock goes to cash, after the expiry to promotions; the unlock moves the bonus's current
 * balance and the expiry forfeits it. After each: the ledger's invariants and, per player and currency, the
 * balances of bonuses in states 0-1 = the ledger's bonus account.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DmError } from '../../core/contract/errors';
import type { PlaceResult } from '../../core/contract/schemas/bets';
import { BonusState } from '../../core/promotions/types';
import { cashOut, cashOutPrices } from '../../server/bets/cashout';
import { applyCorrection } from '../../server/bets/resettle';
import { settlementPass } from '../../server/bets/settle';
import { rowsOf } from '../../server/db/rows';
import { betOrders, MatchStatus, playerBonuses, promoCampaigns } from '../../server/db/schema';
import { playerBalance, postTransaction } from '../../server/ledger/ledger';
import { rulesOf } from '../../server/promotions/campaigns';
import { expireDue } from '../../server/promotions/expire';
import { grantMovement } from '../../server/promotions/grant';
import { unlockBonus } from '../../server/promotions/unlock';
import { createTestApp, type TestApp } from './helpers/app';
import {
  body,
  endMatch,
  expectLedgerOk,
  fund,
  newKey,
  newPlayer,
  picks,
  selection,
  setOdds,
  type Pick,
} from './helpers/bets';

let t: TestApp;
const clock = Date.UTC(2026, 10, 29, 12);
const DAY = 86_400_000;
const db = () => t.database.db;
let nextPick = 70;
let grants = 0;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
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
      sourceRef: `test:bonus-stakes:${++grants}`,
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

/** 10.00 cash and a 50.00 bonus; a pick at 2.0. */
async function setup(label: string) {
  const player = await newPlayer(t, label);
  await fund(db(), player.uid, 1000);
  const bonusId = await grant(player.uid, 5000);
  const [p] = await picks(db(), 1, MatchStatus.NotStarted, nextPick++);
  await setOdds(db(), p!, 2000);
  return { ...player, bonusId, p: { ...p!, oddsMilli: 2000, od: 2 } as Pick };
}

async function stake30(c: Awaited<ReturnType<typeof newPlayer>>['c'], p: Pick): Promise<number> {
  const res = await c.call('betSinglePass', {
    key: newKey(),
    acceptOdds: 'any',
    bets: [{ selection: selection(p), stake: 3000 }],
  });
  expect(res.statusCode, res.body).toBe(200);
  return Number(body<PlaceResult>(res).data.orders[0]!.orderId);
}

const money = async (uid: number) => {
  const b = await playerBalance(db(), uid, 'BRL');
  return { cash: b.cash, bonus: b.bonus };
};
const bonusRow = async (id: number) =>
  (await db().select().from(playerBonuses).where(eq(playerBonuses.id, id)))[0]!;
const orderOf = async (id: number) => (await db().select().from(betOrders).where(eq(betOrders.id, id)))[0]!;

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

describe('bonus money in sports stakes', () => {
  it('stakes cash first, then bonus; a win at 2.0 pays 20 cash + 40 bonus back', async () => {
    const { c, uid, bonusId, p } = await setup('bonus-stakes-win');
    const id = await stake30(c, p);
    const order = await orderOf(id);
    expect([order.stake, order.stakeBonus, order.bonusId]).toEqual([3000, 2000, bonusId]);
    expect(await money(uid)).toEqual({ cash: 0, bonus: 3000 });
    expect((await bonusRow(bonusId)).balance).toBe(3000);
    await checks();
    await endMatch(db(), p.matchId, 2, 0);
    await settlementPass(db(), clock);
    expect((await orderOf(id)).payout).toBe(6000);
    expect(await money(uid)).toEqual({ cash: 2000, bonus: 7000 });
    expect((await bonusRow(bonusId)).balance).toBe(7000);
    await checks();
  });

  it('a loss leaves the bonus 20 down; a stake neither covers is refused with nothing taken', async () => {
    const { c, uid, bonusId, p } = await setup('bonus-stakes-loss');
    await stake30(c, p);
    await endMatch(db(), p.matchId, 0, 2);
    await settlementPass(db(), clock);
    expect(await money(uid)).toEqual({ cash: 0, bonus: 3000 });
    expect((await bonusRow(bonusId)).balance).toBe(3000);
    const [open] = await picks(db(), 1, MatchStatus.NotStarted, nextPick++);
    const res = await c.call('betSinglePass', {
      key: newKey(),
      acceptOdds: 'any',
      bets: [{ selection: selection(open!), stake: 3001 }],
    });
    expect(body(res).dm_error, res.body).toBe(DmError.InsufficientBalance);
    expect(await money(uid)).toEqual({ cash: 0, bonus: 3000 });
    await checks();
  });

  it('a void returns 10 cash + 20 bonus', async () => {
    const { c, uid, bonusId, p } = await setup('bonus-stakes-void');
    await stake30(c, p);
    await endMatch(db(), p.matchId, 0, 0, true);
    await settlementPass(db(), clock);
    expect(await money(uid)).toEqual({ cash: 1000, bonus: 5000 });
    expect((await bonusRow(bonusId)).balance).toBe(5000);
    await checks();
  });

  it('a cash-out is split as the stake was (cash part rounded down)', async () => {
    const { c, uid, bonusId, p } = await setup('bonus-stakes-cashout');
    const id = await stake30(c, p);
    const answer = (await cashOutPrices(db(), uid, [id])).get(id)!;
    expect('price' in answer).toBe(true);
    const price = (answer as { price: number }).price;
    await cashOut(db(), clock, { uid, orderId: id, offered: price, key: newKey() });
    const cashPart = Math.floor((price * 1000) / 3000);
    expect(await money(uid)).toEqual({ cash: cashPart, bonus: 3000 + price - cashPart });
    expect((await bonusRow(bonusId)).balance).toBe(3000 + price - cashPart);
    await checks();
  });

  it('a correction won -> lost takes 20 cash + 40 bonus back; lost -> won pays them again', async () => {
    const { c, uid, bonusId, p } = await setup('bonus-stakes-resettle');
    const id = await stake30(c, p);
    await endMatch(db(), p.matchId, 2, 0);
    await settlementPass(db(), clock);
    expect(await money(uid)).toEqual({ cash: 2000, bonus: 7000 });
    const lost = await applyCorrection(db(), { kind: 'score', matchId: p.matchId, home: 0, away: 2 }, clock);
    // (The seed's bets on the match are revised too: only this player's order is looked at.)
    expect(lost.revised.find((r) => r.orderId === id)).toMatchObject({ moved: -6000, shortfall: 0 });
    expect(await money(uid)).toEqual({ cash: 0, bonus: 3000 });
    expect((await bonusRow(bonusId)).balance).toBe(3000);
    await checks();
    const won = await applyCorrection(db(), { kind: 'score', matchId: p.matchId, home: 3, away: 0 }, clock);
    expect(won.revised.find((r) => r.orderId === id)).toMatchObject({ moved: 6000, shortfall: 0 });
    expect(await money(uid)).toEqual({ cash: 2000, bonus: 7000 });
    await checks();
  });

  it('a correction takes back only what the bonus still holds; the rest is the shortfall', async () => {
    const { c, uid, bonusId, p } = await setup('bonus-stakes-shortfall');
    await stake30(c, p);
    await endMatch(db(), p.matchId, 2, 0);
    await settlementPass(db(), clock);
    // 85 staked on another bet (20 cash + 65 of the bonus): 5 left on it; then 20 cash comes in.
    const [other] = await picks(db(), 1, MatchStatus.NotStarted, nextPick++);
    const res = await c.call('betSinglePass', {
      key: newKey(),
      acceptOdds: 'any',
      bets: [{ selection: selection(other!), stake: 8500 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await money(uid)).toEqual({ cash: 0, bonus: 500 });
    await fund(db(), uid, 2000);
    const lost = await applyCorrection(db(), { kind: 'score', matchId: p.matchId, home: 0, away: 2 }, clock);
    expect(lost.revised.find((r) => r.uid === uid)).toMatchObject({ moved: -2500, shortfall: 3500 });
    expect(await money(uid)).toEqual({ cash: 0, bonus: 0 });
    expect((await bonusRow(bonusId)).balance).toBe(0);
    await checks();
  });

  it('the unlock moves the current balance; a win after it goes to cash', async () => {
    const { c, uid, bonusId, p } = await setup('bonus-stakes-unlocked');
    await stake30(c, p);
    await db().update(playerBonuses).set({ wagerRequired: 0 }).where(eq(playerBonuses.id, bonusId));
    const unlocked = await unlockBonus(db(), uid, bonusId, false, clock);
    expect(unlocked.credited).toBe(3000);
    expect(await money(uid)).toEqual({ cash: 3000, bonus: 0 });
    expect((await bonusRow(bonusId)).balance).toBe(0);
    await checks();
    await endMatch(db(), p.matchId, 2, 0);
    await settlementPass(db(), clock);
    expect(await money(uid)).toEqual({ cash: 9000, bonus: 0 });
    await checks();
  });

  it('the expiry forfeits the current balance; a win after it: cash part to cash, bonus part to promotions', async () => {
    const { c, uid, bonusId, p } = await setup('bonus-stakes-expired');
    await stake30(c, p);
    await db()
      .update(playerBonuses)
      .set({ expiresAt: new Date(clock - 1) })
      .where(eq(playerBonuses.id, bonusId));
    expect(await expireDue(db(), clock, uid)).toBe(1);
    expect(await money(uid)).toEqual({ cash: 0, bonus: 0 });
    const row = await bonusRow(bonusId);
    expect([row.state, row.balance]).toEqual([BonusState.Expired, 0]);
    await checks();
    await endMatch(db(), p.matchId, 2, 0);
    await settlementPass(db(), clock);
    expect(await money(uid)).toEqual({ cash: 2000, bonus: 0 });
    await checks();
  });

  it('a cash stake with cash enough takes no bonus money', async () => {
    const { c, uid, bonusId, p } = await setup('bonus-stakes-cash');
    const res = await c.call('betSinglePass', {
      key: newKey(),
      acceptOdds: 'any',
      bets: [{ selection: selection(p), stake: 1000 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const order = await orderOf(Number(body<PlaceResult>(res).data.orders[0]!.orderId));
    expect([order.stakeBonus, order.bonusId]).toEqual([0, null]);
    expect(await money(uid)).toEqual({ cash: 0, bonus: 5000 });
    expect((await bonusRow(bonusId)).balance).toBe(5000);
    await checks();
  });
});
