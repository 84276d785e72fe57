/**
 * Settlement of the deeper markets (issue #23) end to end: the feed's quote writes a soccer match's full
 * market set, a player bets on period, score and Asian quarter-line markets, the match ends with its period
 * scores, and settlement pays each leg by its rule (halves included).
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BetList, PlaceResult } from '../../core/contract/schemas/bets';
import type { MatchByIds, MatchDetail, MatchLiveList } from '../../core/contract/schemas/sport';
import { htftTy, K, scoreTy, TY } from '../../core/sport/market-kinds';
import { settlementPass } from '../../server/bets/settle';
import { markets, MatchStatus, matches, options } from '../../server/db/schema';
import { stepMatch } from '../../server/feed/match-step';
import { applyWrites, emptyWrites, loadMatches } from '../../server/feed/store';
import { rowsOf } from '../../server/db/rows';
import { createTestApp, type TestApp } from './helpers/app';
import { body, cash, endMatch, expectLedgerOk, fund, newKey, newPlayer } from './helpers/bets';

let t: TestApp;
const clock = Date.now();
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

/** An upcoming soccer match with the full market set written by one feed step, as the running feed does. */
async function deepSoccerMatch(): Promise<number> {
  const [row] = rowsOf<{ id: number }>(
    await db().execute(sql`select id from matches where sport_id = 1 and status = ${MatchStatus.NotStarted}
      and begin_at > ${new Date(clock + 3600_000).toISOString()}::timestamptz order by id limit 1`),
  );
  const id = Number(row!.id);
  await db().transaction(async (tx) => {
    const [m] = await loadMatches(tx, [id]);
    const w = emptyWrites();
    stepMatch(20_261_122, m!, clock, null, w);
    await applyWrites(tx, w, clock);
  });
  return id;
}

async function option(matchId: number, type: number, line: string | null, ty: number) {
  const [r] = await db()
    .select({ marketId: markets.id, odds: options.oddsMilli, locked: options.locked })
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
  // Locked prices cannot be bet: put them in range for the test (the feed is not running).
  if (r.locked)
    await db()
      .update(options)
      .set({ locked: false, oddsMilli: 50_000 })
      .where(eq(options.marketId, r.marketId));
  return { matchId, marketId: r.marketId, ty, od: (r.locked ? 50_000 : r.odds) / 1000 };
}

describe('which answers carry the deeper markets', () => {
  it('lists and the 2 s odds poll carry the main markets (tms counts all); the match detail every one', async () => {
    const matchId = await deepSoccerMatch();
    const total = (await db().select({ id: markets.id }).from(markets).where(eq(markets.matchId, matchId)))
      .length;
    const { c } = await newPlayer(t, 'depth-views');
    const odds = body<MatchLiveList>(await c.call('latestOdds', { match_ids: [matchId] })).data.list[0]!;
    const types = odds.mg.map((g) => g.mty);
    expect(types.every((ty) => ty % 1000 < K.doubleChance)).toBe(true);
    expect(odds.tms).toBe(total - 1);
    const byIds = body<MatchByIds>(await c.call('matchListByIds', { match_ids: [matchId] })).data.records[0]!;
    expect(byIds.mg.every((g) => g.mty % 1000 < K.doubleChance)).toBe(true);
    const detail = body<MatchDetail>(await c.call('matchDetail', { matchId })).data;
    expect(detail.match.mg.reduce((n, g) => n + g.mks.length, 0)).toBe(total);
    expect(detail.market_names[String(1000 + K.correctScore)]).toBe('Placar exato');
    // Totals of one group read in line order.
    const totals = detail.match.mg.find((g) => g.mty === 1007)!.mks.map((m) => Number(m.li));
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
  });
});

describe('settling the deeper soccer markets', () => {
  it('writes 40+ markets, then settles BTTS, HT/FT, correct score, half time and Asian quarter lines', async () => {
    const matchId = await deepSoccerMatch();
    const count = await db().select({ id: markets.id }).from(markets).where(eq(markets.matchId, matchId));
    expect(count.length).toBeGreaterThanOrEqual(40);

    const { c, uid } = await newPlayer(t, 'depth');
    await fund(db(), uid, 100_000);
    const bets = [
      { sel: await option(matchId, 1000 + K.bothScore, null, TY.yes), expect: 4 },
      { sel: await option(matchId, 1000 + K.halfTimeFullTime, null, htftTy(TY.away, TY.home)), expect: 4 },
      { sel: await option(matchId, 1000 + K.correctScore, null, scoreTy(2, 1)), expect: 4 },
      { sel: await option(matchId, 1000 + K.halfTimeResult, null, TY.home), expect: 3 },
      { sel: await option(matchId, 1000 + K.firstHalfTotal, '0.5', TY.over), expect: 4 },
      { sel: await option(matchId, 1000 + K.oddEven, null, TY.even), expect: 3 },
      { sel: await option(matchId, 1000 + K.winningMargin, null, TY.homeByBase + 1), expect: 4 },
    ];
    // Asian quarter lines on a one-goal home win: home -0.75 is half won, home -1.25 half lost.
    const ladder = await db()
      .select({ line: markets.line })
      .from(markets)
      .where(and(eq(markets.matchId, matchId), eq(markets.marketType, 1003)));
    const lines = new Set(ladder.map((l) => l.line));
    const quarters = [
      { line: '-0.75', expect: 5 },
      { line: '-1.25', expect: 6 },
      { line: '+0.25', expect: 4 },
    ].filter((q) => lines.has(q.line));
    expect(quarters.length).toBeGreaterThan(0);
    for (const q of quarters)
      bets.push({ sel: await option(matchId, 1003, q.line, TY.home), expect: q.expect });

    const orders: { id: PlaceResult['orders'][number]['orderId']; expect: number; od: number }[] = [];
    for (const b of bets) {
      const res = await c.call('betSinglePass', {
        key: newKey(),
        acceptOdds: 'any',
        bets: [{ selection: b.sel, stake: 1000 }],
      });
      expect(res.statusCode, res.body).toBe(200);
      orders.push({ id: body<PlaceResult>(res).data.orders[0]!.orderId, expect: b.expect, od: b.sel.od });
    }

    await endMatch(db(), matchId, 2, 1);
    await db().update(matches).set({ periodScores: '0-1,2-0' }).where(eq(matches.id, matchId));
    await settlementPass(db(), clock);

    const list = body<BetList>(
      await c.call('betList', { status: 'settled', range: 'today', pageSize: 50 }),
    ).data;
    const byId = new Map(list.list.map((o) => [o.orderId, o]));
    let paid = 0;
    for (const o of orders) {
      const got = byId.get(o.id)!;
      expect(got.legs[0]!.result, `${got.legs[0]!.marketName} ${got.legs[0]!.nm}`).toBe(o.expect);
      // Win: stake x odds; win-half: half at the odds, half back; lose-half: half back. In integers (odds in
      // hundredths): 1000 x 4.06 in floats is 4059.999..., and money never goes through a float.
      const od100 = Math.round(o.od * 100);
      const expected =
        o.expect === 4
          ? (1000 * od100) / 100
          : o.expect === 5
            ? (500 * od100) / 100 + 500
            : o.expect === 6
              ? 500
              : 0;
      expect(got.payout).toBe(expected);
      paid += expected;
    }
    // Named in the player's language (the test brand's default, pt-BR) from the market type and outcome.
    expect(byId.get(orders[0]!.id)!.legs[0]).toMatchObject({
      marketName: 'Ambas as equipes marcam',
      nm: 'Sim',
    });
    expect(await cash(db(), uid)).toBe(100_000 - 1000 * orders.length + paid);
    await expectLedgerOk(db());
  });

  it('voids period markets of a match that ended without period scores', async () => {
    const matchId = await deepSoccerMatch();
    const { c, uid } = await newPlayer(t, 'depth-void');
    await fund(db(), uid, 10_000);
    const sel = await option(matchId, 1000 + K.halfTimeResult, null, TY.draw);
    const res = await c.call('betSinglePass', {
      key: newKey(),
      acceptOdds: 'any',
      bets: [{ selection: sel, stake: 1000 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    await endMatch(db(), matchId, 1, 1);
    await db().update(matches).set({ periodScores: null }).where(eq(matches.id, matchId));
    await settlementPass(db(), clock);
    expect(await cash(db(), uid)).toBe(10_000);
  });
});
