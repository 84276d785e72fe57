/**
 * Bet builder end to end on the server (issue #23): the joint quote of several picks of one soccer match
 * (the model's table, not the product of prices), refusals, placement through the ordinary order machinery
 * (one order, a leg per pick, idempotent key, stake through the ledger), settlement win / lose / void and a
 * cash-out from the model's current state. The feed is not running: one feed step writes the full market set
 * of an upcoming match picked by property, and the test ends matches itself.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceBuilder } from '../../core/bets/builder';
import type { BuilderQuote } from '../../core/contract/schemas/bets-builder';
import type { BetOrder, CashOutPrice, CashOutResult, PlaceResult } from '../../core/contract/schemas/bets';
import { BetOrderStatus, SettleResult } from '../../core/contract/schemas/bets';
import { DmError } from '../../core/contract/errors';
import { scoreTable } from '../../core/sport/depth';
import { K, TY } from '../../core/sport/market-kinds';
import { profileOf, ratingsOf } from '../../core/sport/play';
import { settlementPass } from '../../server/bets/settle';
import { betBuilderPrices, markets, MatchStatus, matches, options } from '../../server/db/schema';
import { DEFAULT_SEED } from '../../server/feed/default-seed';
import { DEMO_PLAYER } from '../../server/db/seed/demo-player';
import { seedAll } from '../../server/db/seed/index';
import { infoOf, stepMatch } from '../../server/feed/match-step';
import { applyWrites, emptyWrites, loadMatches } from '../../server/feed/store';
import { rowsOf } from '../../server/db/rows';
import { createTestApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/accounts';
import { body, cash, endMatch, expectLedgerOk, fund, newKey, newPlayer } from './helpers/bets';

let t: TestApp;
const clock = Date.now();
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

/** The n-th upcoming soccer match (more than an hour away) with its full market set, as the feed writes it. */
async function soccerMatch(n: number): Promise<number> {
  const rows = rowsOf<{ id: number }>(
    await db().execute(sql`select id from matches where sport_id = 1 and status = ${MatchStatus.NotStarted}
      and begin_at > ${new Date(clock + 3600_000).toISOString()}::timestamptz order by id offset ${n} limit 1`),
  );
  const id = Number(rows[0]!.id);
  await db().transaction(async (tx) => {
    const [m] = await loadMatches(tx, [id]);
    const w = emptyWrites();
    stepMatch(DEFAULT_SEED, m!, clock, null, w);
    await applyWrites(tx, w, clock);
  });
  return id;
}

interface Ref {
  matchId: number;
  marketId: number;
  ty: number;
  marketType: number;
  line: string | null;
  oddsMilli: number;
}

async function ref(matchId: number, type: number, line: string | null, ty: number): Promise<Ref> {
  const [r] = await db()
    .select({ marketId: markets.id, odds: options.oddsMilli })
    .from(markets)
    .innerJoin(options, eq(options.marketId, markets.id))
    .where(
      and(
        eq(markets.matchId, matchId),
        eq(markets.marketType, type),
        line === null ? sql`${markets.line} is null` : eq(markets.line, line),
        eq(options.outcomeType, ty),
      ),
    );
  if (!r) throw new Error(`no option ${type} ${line} ${ty}`);
  // Nothing locked for the test (the feed is not running to move it).
  await db().update(options).set({ locked: false }).where(eq(options.marketId, r.marketId));
  return { matchId, marketId: r.marketId, ty, marketType: type, line, oddsMilli: r.odds };
}

const wire = (r: Ref) => ({ matchId: r.matchId, marketId: r.marketId, ty: r.ty });

/** Home win + over 2.5 + both teams to score: NO (so a 3-0 or better home win). */
async function trio(matchId: number) {
  return [
    await ref(matchId, 1005, null, TY.home),
    await ref(matchId, 1007, '2.5', TY.over),
    await ref(matchId, 1000 + K.bothScore, null, TY.no),
  ];
}

async function quote(c: Client, matchId: number, legs: Ref[]) {
  const res = await c.call('betBuilderQuote', { matchId, legs: legs.map(wire) });
  return body<BuilderQuote>(res).data;
}

async function place(c: Client, matchId: number, legs: Ref[], od: number, stake: number, key = newKey()) {
  const res = await c.call('betBuilderPlace', {
    key,
    acceptOdds: 'ask',
    matchId,
    legs: legs.map(wire),
    od,
    stake,
  });
  return { res, b: body<PlaceResult>(res) };
}

describe('bet builder quote', () => {
  it('prices the picks jointly from the model, not as the product of their prices', async () => {
    const matchId = await soccerMatch(0);
    const legs = await trio(matchId);
    const { c } = await newPlayer(t, 'builder-quote');
    const q = await quote(c, matchId, legs);
    expect(q.ok).toBe(true);
    // The same model as the feed: the match's ratings under the feed's seed, its pre-match score table.
    const [m] = await db().transaction((tx) => loadMatches(tx, [matchId]));
    const info = infoOf(m!);
    const cells = scoreTable(profileOf(info), ratingsOf(DEFAULT_SEED, info), {
      score: [0, 0],
      remaining: 1,
      periods: [],
    });
    const core = priceBuilder(cells, legs);
    expect(core.ok && core.oddsMilli / 1000).toBe(q.od);
    if (!core.ok) throw new Error(core.reason);
    // Correlated legs: the joint probability is not the product of the legs' own (more than 5% apart).
    const product = core.legProbabilities.reduce((a, b) => a * b, 1);
    expect(Math.abs(core.probability - product) / product).toBeGreaterThan(0.05);
    expect(q.naive).toBeGreaterThan(1);
    expect(q.od).not.toBe(q.naive);
  });

  it('refuses contradictory, same-market, other-match and single picks with a reason', async () => {
    const matchId = await soccerMatch(0);
    const other = await soccerMatch(1);
    const { c } = await newPlayer(t, 'builder-refuse');
    const home = await ref(matchId, 1005, null, TY.home);
    const draw = await ref(matchId, 1005, null, TY.draw);
    const level = await ref(matchId, 1000 + K.winningMargin, null, TY.draw);
    const elsewhere = await ref(other, 1007, '2.5', TY.over);
    expect(await quote(c, matchId, [home, level])).toMatchObject({
      ok: false,
      reason: 'contradictory',
    });
    expect(await quote(c, matchId, [home, draw])).toMatchObject({
      ok: false,
      reason: 'same_market',
      leg: 1,
    });
    expect(await quote(c, matchId, [home, elsewhere])).toMatchObject({
      ok: false,
      reason: 'other_match',
      leg: 1,
    });
    const one = await quote(c, matchId, [home]);
    expect(one).toMatchObject({ ok: false, reason: 'too_few' });
    expect(one.msg).toMatch(/two/);
  });
});

describe('bet builder placement and settlement', () => {
  it('places one order with a leg per pick, debits the stake once per key, and pays stake x price on a win', async () => {
    const matchId = await soccerMatch(2);
    const legs = await trio(matchId);
    const { c, uid } = await newPlayer(t, 'builder-win');
    await fund(db(), uid, 100_00);
    const q = await quote(c, matchId, legs);
    const key = newKey();
    const { res, b } = await place(c, matchId, legs, q.od!, 10_00, key);
    expect(res.statusCode, JSON.stringify(b)).toBe(200);
    const order = b.data.orders[0]!;
    expect(order).toMatchObject({
      kind: 'bet_builder',
      status: BetOrderStatus.Success,
      stake: 10_00,
      od: q.od,
    });
    expect(order.legs.map((l) => l.marketId)).toEqual(legs.map((l) => l.marketId));
    expect(order.potentialReturn).toBe(Math.floor((10_00 * Math.round(q.od! * 1000)) / 1000));
    expect(await cash(db(), uid)).toBe(90_00);
    // The same key again answers the same order and takes nothing more.
    const again = await place(c, matchId, legs, q.od!, 10_00, key);
    expect(again.b.data.orders[0]!.orderId).toBe(order.orderId);
    expect(await cash(db(), uid)).toBe(90_00);
    await endMatch(db(), matchId, 3, 0);
    await settlementPass(db(), clock);
    const [settled] = await orders(c, [order.orderId]);
    expect(settled).toMatchObject({ result: SettleResult.Win, payout: order.potentialReturn });
    expect(await cash(db(), uid)).toBe(90_00 + order.potentialReturn);
    await expectLedgerOk(db());
  });

  it('loses on one lost leg and returns the stake when the match is void', async () => {
    const lostMatch = await soccerMatch(3);
    const voidMatch = await soccerMatch(4);
    const { c, uid } = await newPlayer(t, 'builder-lose');
    await fund(db(), uid, 100_00);
    const lostLegs = await trio(lostMatch);
    const voidLegs = await trio(voidMatch);
    const a = await place(c, lostMatch, lostLegs, (await quote(c, lostMatch, lostLegs)).od!, 5_00);
    const v = await place(c, voidMatch, voidLegs, (await quote(c, voidMatch, voidLegs)).od!, 7_00);
    expect(await cash(db(), uid)).toBe(88_00);
    await endMatch(db(), lostMatch, 2, 1); // home win and over 2.5, but both scored
    await endMatch(db(), voidMatch, 0, 0, true);
    await settlementPass(db(), clock);
    const [lost, voided] = await orders(c, [a.b.data.orders[0]!.orderId, v.b.data.orders[0]!.orderId]);
    expect(lost).toMatchObject({ result: SettleResult.Lose, payout: 0 });
    expect(voided).toMatchObject({ result: SettleResult.Cancel, payout: 7_00 });
    expect(await cash(db(), uid)).toBe(95_00);
    await expectLedgerOk(db());
  });

  it('refuses a price the player did not see and keeps the joint price on the order', async () => {
    const matchId = await soccerMatch(5);
    const legs = await trio(matchId);
    const { c, uid } = await newPlayer(t, 'builder-moved');
    await fund(db(), uid, 50_00);
    const q = await quote(c, matchId, legs);
    const moved = await place(c, matchId, legs, q.od! + 0.5, 5_00);
    expect(moved.b.dm_error).toBe(DmError.BuilderPriceChanged);
    expect(await cash(db(), uid)).toBe(50_00);
    const ok = await place(c, matchId, legs, q.od!, 5_00);
    const id = Number(ok.b.data.orders[0]!.orderId);
    const [row] = await db().select().from(betBuilderPrices).where(eq(betBuilderPrices.orderId, id));
    expect(row!.oddsMilli).toBe(Math.round(q.od! * 1000));
  });

  it('cashes out an open builder from the model now, paying the offer through the ledger', async () => {
    const matchId = await soccerMatch(6);
    const legs = await trio(matchId);
    const { c, uid } = await newPlayer(t, 'builder-cashout');
    await fund(db(), uid, 50_00);
    const q = await quote(c, matchId, legs);
    const placed = (await place(c, matchId, legs, q.od!, 10_00)).b.data.orders[0]!;
    const price = body<CashOutPrice>(await c.call('cashOutPrice', { orderIds: [placed.orderId] })).data
      .list[0]!;
    expect(price.available).toBe(true);
    // Before kick-off the bet is worth about its stake less the margins: never more than its stake.
    expect(price.price).toBeGreaterThan(5_00);
    expect(price.price).toBeLessThan(10_00);
    // A goal for the away side makes "both teams to score: no" harder: the offer drops.
    await db()
      .update(matches)
      .set({ status: MatchStatus.Live, awayScore: 1, periodScores: '0-1' })
      .where(eq(matches.id, matchId));
    const later = body<CashOutPrice>(await c.call('cashOutPrice', { orderIds: [placed.orderId] })).data
      .list[0]!;
    expect(later.price).toBeLessThan(price.price);
    await db()
      .update(matches)
      .set({ status: MatchStatus.NotStarted, awayScore: 0, periodScores: null })
      .where(eq(matches.id, matchId));
    const res = await c.call('cashOutBet', { key: newKey(), orderId: placed.orderId, price: price.price });
    expect(res.statusCode, res.body).toBe(200);
    const done = body<CashOutResult>(res).data.order;
    expect(done.cashOut?.amount).toBe(price.price);
    expect(done.od).toBe(q.od);
    expect(await cash(db(), uid)).toBe(40_00 + price.price);
    await expectLedgerOk(db());
  });
});

async function orders(c: Client, ids: string[]): Promise<BetOrder[]> {
  return body<{ list: BetOrder[] }>(await c.call('betOrderStatus', { orderIds: ids })).data.list;
}

describe('demo seed', () => {
  it('gives the demo player one open bet builder, once, with its stake in the ledger', async () => {
    const p = await loginDemo();
    const open = body<{ list: BetOrder[] }>(
      await p.call('betList', { status: 'outstanding', range: 'last30days', page: 1, pageSize: 50 }),
    ).data.list.filter((o) => o.kind === 'bet_builder');
    expect(open).toHaveLength(1);
    expect(open[0]!.legs.length).toBeGreaterThanOrEqual(2);
    expect(new Set(open[0]!.legs.map((l) => l.matchId)).size).toBe(1);
    await seedAll(db(), { now: clock });
    const again = body<{ list: BetOrder[] }>(
      await p.call('betList', { status: 'outstanding', range: 'last30days', page: 1, pageSize: 50 }),
    ).data.list.filter((o) => o.kind === 'bet_builder');
    expect(again.map((o) => o.orderId)).toEqual(open.map((o) => o.orderId));
    await expectLedgerOk(db());
  });
});

async function loginDemo(): Promise<Client> {
  const { Client: C } = await import('./helpers/accounts');
  const c = new C(t.app, '10.78.0.1', 'device-builder-demo');
  const res = await c.call('emailLogin', { email: DEMO_PLAYER.email, password: DEMO_PLAYER.password });
  expect(res.statusCode, res.body).toBe(200);
  return c;
}
