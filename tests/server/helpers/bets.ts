/** Bets test helpers: players with funds, a bettable selection, and a match the "feed" ends. */
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../../server/db/database';
import { markets, MarketStatus, matches, MatchStatus, options } from '../../../server/db/schema';
import { checkLedger, playerBalance, postTransaction } from '../../../server/ledger/ledger';
import type { EnvelopeBody, TestApp } from './app';
import { Client } from './accounts';
import { rowsOf } from '../../../server/db/rows';
import { registration } from './registration';

let seq = 0;

export const body = <T>(res: { json(): unknown }) => res.json() as EnvelopeBody<T>;

/** A registered, logged-in player (own IP so registration limits never bite). */
export async function newPlayer(t: TestApp, label: string): Promise<{ c: Client; uid: number }> {
  seq++;
  const c = new Client(t.app, `10.77.${Math.floor(seq / 250)}.${(seq % 250) + 1}`, `device-bets-${seq}`);
  const res = await c.call('emailRegister', {
    ...registration(),
    email: `${label}.${seq}@example.com`,
    password: 'bets password 1',
  });
  expect(res.statusCode, res.body).toBe(200);
  return { c, uid: body<{ uid: number }>(res).data.uid };
}

/** Credits cash from promotions, as a deposit bonus would. */
export async function fund(db: Db, uid: number, amount: number, currency = 'BRL'): Promise<void> {
  await db.transaction((tx) =>
    postTransaction(tx, {
      key: `test:fund:${uid}:${++seq}`,
      kind: 'test_fund',
      postings: [
        { account: { system: 'promotions', currency }, amount: -amount },
        { account: { uid, kind: 'cash', currency }, amount },
      ],
    }),
  );
}

export const cash = async (db: Db, uid: number, currency = 'BRL') =>
  (await playerBalance(db, uid, currency)).cash;

export async function expectLedgerOk(db: Db): Promise<void> {
  const check = await checkLedger(db);
  expect(check.problems).toEqual([]);
  expect(check.ok).toBe(true);
}

export interface Pick {
  matchId: number;
  marketId: number;
  ty: number;
  oddsMilli: number;
  od: number;
  marketType: number;
  line: string | null;
}

/**
 * Winner-market options of matches in the given status, one per match, open and unlocked, fixed for the
 * test (FEED is not running in tests, so nothing moves unless the test moves it).
 */
export async function picks(
  db: Db,
  count: number,
  status: number = MatchStatus.NotStarted,
  offset = 0,
): Promise<Pick[]> {
  const rows = rowsOf<{
    match_id: number;
    market_id: number;
    ty: number;
    odds_milli: number;
    market_type: number;
    line: string | null;
  }>(
    await db.execute(sql`
      select distinct on (m.id) m.id as match_id, mk.id as market_id, o.outcome_type as ty, o.odds_milli,
        mk.market_type, mk.line
      from matches m join markets mk on mk.match_id = m.id join options o on o.market_id = mk.id
      where m.status = ${status} and mk.status = 1 and not o.locked and o.odds_milli between 1100 and 20000
        and mk.line is null and o.outcome_type = 1
      order by m.id, mk.id
      offset ${offset} limit ${count}`),
  );
  expect(rows.length).toBe(count);
  return rows.map((r) => ({
    matchId: Number(r.match_id),
    marketId: Number(r.market_id),
    ty: Number(r.ty),
    oddsMilli: Number(r.odds_milli),
    od: Number(r.odds_milli) / 1000,
    marketType: Number(r.market_type),
    line: r.line,
  }));
}

export const selection = (p: Pick) => ({ matchId: p.matchId, marketId: p.marketId, ty: p.ty, od: p.od });

export async function setMarketStatus(db: Db, marketId: number, status: number): Promise<void> {
  await db.update(markets).set({ status }).where(eq(markets.id, marketId));
}

export async function setOdds(db: Db, p: Pick, oddsMilli: number): Promise<void> {
  await db
    .update(options)
    .set({ oddsMilli })
    .where(and(eq(options.marketId, p.marketId), eq(options.outcomeType, p.ty)));
}

/** What the feed writes when a match ends: final score, status 6, markets closed. */
export async function endMatch(db: Db, matchId: number, home: number, away: number, cancelled = false) {
  await db
    .update(matches)
    .set({ status: cancelled ? MatchStatus.Cancelled : MatchStatus.Ended, homeScore: home, awayScore: away })
    .where(eq(matches.id, matchId));
  await db.update(markets).set({ status: MarketStatus.Closed }).where(eq(markets.matchId, matchId));
}

export const newKey = () => `k${Date.now().toString(36)}${(++seq).toString(36)}xx`;
