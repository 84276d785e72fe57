/**
 * The order rows of a placement and their legs, written in ONE statement (orders, then legs joined to the
 * ids the orders got), inside the placement's transaction. One statement instead of two query-builder
 * inserts: a bet is on the hot path of bench/bet-throughput, where each statement costs a loopback round
 * trip and the builder's CPU; bench/bet-throughput.sql runs the same statement for its pgbench side.
 *
 * `on conflict do nothing` on the (uid, key, seq) key: an order a concurrent placement with the same key
 * already wrote gets no row here and so no legs; the caller sees fewer orders than it asked for and
 * answers with the first placement's orders (KeyTaken in place.ts).
 *
 * The rows are answered as the query builder's select would answer them: the columns this statement does
 * not write take their schema defaults (result 0, payout 0, the rest null).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { rowsOf } from '../db/rows';
import type { LegRow, OrderRow } from './orders';
import type { SelectionState } from './quotes';

/** An order as placement computed it: every column this statement writes. */
export type NewOrder = Pick<
  OrderRow,
  | 'uid'
  | 'brandId'
  | 'key'
  | 'seq'
  | 'requestHash'
  | 'kind'
  | 'systemK'
  | 'lines'
  | 'currency'
  | 'stakePerLine'
  | 'stake'
  | 'freeBetId'
  | 'potentialReturn'
  | 'acceptOdds'
  | 'status'
  | 'confirmAt'
  | 'createdAt'
>;

const orderValues = (o: NewOrder): SQL =>
  sql`(${o.uid}, ${o.brandId}, ${o.key}, ${o.seq}, ${o.requestHash}, ${o.kind}, ${o.systemK}, ${o.lines},
    ${o.currency}, ${o.stakePerLine}, ${o.stake}, ${o.freeBetId}, ${o.potentialReturn}, ${o.acceptOdds},
    ${o.status}, ${o.confirmAt}, ${o.createdAt})`;

// Every value is cast: a VALUES list used as a select source types its columns from its rows, and a bare
// parameter would be text.
const legValues = (seq: number, idx: number, s: SelectionState): SQL =>
  sql`(${seq}::smallint, ${idx}::smallint, ${s.matchId}::int, ${s.marketId}::int, ${s.marketType}::int,
    ${s.line}::text, ${s.ty}::smallint, ${s.optionName}::text, ${s.oddsMilli}::int, ${s.sportId}::int,
    ${s.matchName}::text, ${s.leagueName}::text, ${new Date(s.beginMs)}::timestamptz)`;

interface Written {
  leg_id: string | number;
  order_id: string | number;
  seq: number;
  idx: number;
}

/**
 * Writes the orders (in seq order) with legs[i] as the legs of orders[i]. Answers the rows written: fewer
 * orders than given when some (uid, key, seq) already existed; legs in leg order.
 */
export async function insertOrders(
  tx: Tx,
  orders: readonly NewOrder[],
  legs: readonly (readonly SelectionState[])[],
): Promise<{ orders: OrderRow[]; legs: LegRow[] }> {
  const legRows = orders.flatMap((o, i) => (legs[i] ?? []).map((s, idx) => legValues(o.seq, idx, s)));
  const written = rowsOf<Written>(
    await tx.execute(sql`
      with o as (
        insert into bet_orders (uid, brand_id, key, seq, request_hash, kind, system_k, lines, currency,
          stake_per_line, stake, free_bet_id, potential_return, accept_odds, status, confirm_at, created_at)
        values ${sql.join(orders.map(orderValues), sql`, `)}
        on conflict do nothing
        returning id, seq
      ), l as (
        insert into bet_legs (order_id, idx, match_id, market_id, market_type, line, outcome_type,
          option_name, odds_milli, sport_id, match_name, league_name, begin_at)
        select o.id, v.idx, v.match_id, v.market_id, v.market_type, v.line, v.outcome_type, v.option_name,
          v.odds_milli, v.sport_id, v.match_name, v.league_name, v.begin_at
        from (values ${sql.join(legRows, sql`, `)}) as v(seq, idx, match_id, market_id, market_type, line,
          outcome_type, option_name, odds_milli, sport_id, match_name, league_name, begin_at)
        join o on o.seq = v.seq
        returning id, order_id, idx
      )
      select l.id as leg_id, l.order_id, o.seq, l.idx from l join o on o.id = l.order_id`),
  );
  const idOfSeq = new Map<number, number>();
  for (const w of written) idOfSeq.set(Number(w.seq), Number(w.order_id));
  const outOrders: OrderRow[] = [];
  const outLegs: LegRow[] = [];
  orders.forEach((o, i) => {
    const id = idOfSeq.get(o.seq);
    if (id === undefined) return;
    outOrders.push({
      ...o,
      id,
      result: 0,
      payout: 0,
      cashOutAmount: null,
      cashOutAt: null,
      rejectCode: null,
      rejectMsg: null,
      settledAt: null,
    });
    const legIds = new Map(
      written.filter((w) => Number(w.order_id) === id).map((w) => [Number(w.idx), Number(w.leg_id)]),
    );
    (legs[i] ?? []).forEach((s, idx) => {
      const legId = legIds.get(idx);
      // The legs are written in the orders' statement, so an order written without all its legs cannot be.
      if (legId === undefined) throw new Error(`order ${id} was written without its leg ${idx}`);
      outLegs.push({
        id: legId,
        orderId: id,
        idx,
        matchId: s.matchId,
        marketId: s.marketId,
        marketType: s.marketType,
        line: s.line,
        outcomeType: s.ty,
        optionName: s.optionName,
        oddsMilli: s.oddsMilli,
        sportId: s.sportId,
        matchName: s.matchName,
        leagueName: s.leagueName,
        beginAt: new Date(s.beginMs),
        result: 0,
        homeScore: null,
        awayScore: null,
      });
    });
  });
  return { orders: outOrders, legs: outLegs };
}
