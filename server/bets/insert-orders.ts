/**
 * The order rows of a placement and their legs, written in ONE statement (orders, then legs joined to the
 * ids the orders got). One statement instead of two query-builder inserts: a bet is on the hot path of
 * bench/bet-throughput, where each statement costs a loopback round trip and the builder's CPU;
 * bench/bet-throughput.sql runs the same statement for its pgbench side.
 *
 * Two uses of the same CTEs (orderCtes):
 *  - a cash placement (place.ts) puts them inside the ledger's stake statement (ledger/stake-statement.ts):
 *    written only if the stake was debited, and a (uid, key, seq) that exists fails the whole statement;
 *  - a free-bet placement runs them in its transaction (insertOrders) with `on conflict do nothing`: an order
 *    a concurrent placement with the same key already wrote gets no row and so no legs; the caller sees fewer
 *    orders than it asked for and answers with the first placement's orders (KeyTaken in place.ts).
 *
 * The rows are answered as the query builder's select would answer them: the columns these statements do
 * not write take their schema defaults (result 0, payout 0, the rest null).
 */
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { rowsOf } from '../db/rows';
import type { LegRow, OrderRow, StoredOrder } from './orders';
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
> &
  /** The stake's bonus part and its bonus (bonus-stakes.ts); absent: all cash (the columns' defaults). */
  Partial<Pick<OrderRow, 'stakeBonus' | 'bonusId'>>;

/** A row's fields as values or as drizzle placeholders (the cash statement is built once per shape). */
export type Fields<T> = { [K in keyof T]: T[K] | Placeholder };

/** The order columns every placement writes (the bonus columns come only with bonus money). */
export const ORDER_FIELDS = [
  'uid',
  'brandId',
  'key',
  'seq',
  'requestHash',
  'kind',
  'systemK',
  'lines',
  'currency',
  'stakePerLine',
  'stake',
  'freeBetId',
  'potentialReturn',
  'acceptOdds',
  'status',
  'confirmAt',
  'createdAt',
] as const;

export type OrderFields = Fields<Pick<NewOrder, (typeof ORDER_FIELDS)[number]>> &
  Partial<Pick<NewOrder, 'stakeBonus' | 'bonusId'>>;

/** A leg as written: its order's seq, its place in the order, and the selection as it stood. */
export interface LegFields {
  seq: number;
  idx: number;
  matchId: number;
  marketId: number;
  marketType: number;
  line: string | null;
  ty: number;
  optionName: string;
  oddsMilli: number;
  sportId: number;
  matchName: string;
  leagueName: string;
  beginAt: Date;
}

export const LEG_FIELDS = [
  'seq',
  'idx',
  'matchId',
  'marketId',
  'marketType',
  'line',
  'ty',
  'optionName',
  'oddsMilli',
  'sportId',
  'matchName',
  'leagueName',
  'beginAt',
] as const satisfies readonly (keyof LegFields)[];

/** A leg's fields: its order's seq, its index in the order, and the selection as it stood. */
const legFields = (seq: number, idx: number, s: SelectionState): LegFields => ({
  seq,
  idx,
  matchId: s.matchId,
  marketId: s.marketId,
  marketType: s.marketType,
  line: s.line,
  ty: s.ty,
  optionName: s.optionName,
  oddsMilli: s.oddsMilli,
  sportId: s.sportId,
  matchName: s.matchName,
  leagueName: s.leagueName,
  beginAt: new Date(s.beginMs),
});

/** The legs of orders[i] are legs[i], each with its order's seq and its index. */
export const legFieldsOf = (
  orders: readonly Pick<NewOrder, 'seq'>[],
  legs: readonly (readonly SelectionState[])[],
): LegFields[] => orders.flatMap((o, i) => (legs[i] ?? []).map((s, idx) => legFields(o.seq, idx, s)));

// Every value is cast: a VALUES list used as a select source types its columns from its rows, and a bare
// parameter would be text.
// The bonus columns only when a placement took bonus money: the cash statement (the bench's hot path) stays
// as it was.
const orderValues = (o: OrderFields, withBonus: boolean): SQL =>
  sql`(${o.uid}::bigint, ${o.brandId}::text, ${o.key}::text, ${o.seq}::smallint, ${o.requestHash}::text,
    ${o.kind}::text, ${o.systemK}::smallint, ${o.lines}::int, ${o.currency}::text, ${o.stakePerLine}::bigint,
    ${o.stake}::bigint, ${o.freeBetId}::bigint, ${o.potentialReturn}::bigint, ${o.acceptOdds}::text,
    ${o.status}::smallint, ${o.confirmAt}::timestamptz, ${o.createdAt}::timestamptz${
      withBonus ? sql`, ${o.stakeBonus ?? 0}::bigint, ${o.bonusId ?? null}::bigint` : sql``
    })`;

const legValues = (l: Fields<LegFields>): SQL =>
  sql`(${l.seq}::smallint, ${l.idx}::smallint, ${l.matchId}::int, ${l.marketId}::int, ${l.marketType}::int,
    ${l.line}::text, ${l.ty}::smallint, ${l.optionName}::text, ${l.oddsMilli}::int, ${l.sportId}::int,
    ${l.matchName}::text, ${l.leagueName}::text, ${l.beginAt}::timestamptz)`;

/** What the statement answers: one row per leg written, with its order's id and seq. */
export interface Written {
  leg_id: string | number;
  order_id: string | number;
  seq: number;
  idx: number;
}

/**
 * The orders (in seq order) and their legs (legFieldsOf) as two CTEs, `o` (id, seq) and `l` (id, order_id,
 * idx). The orders are written only where `gate` holds. A (uid, key, seq) that exists already is skipped
 * ('skip': that order gets no row and no legs) or fails the statement ('fail': a unique violation).
 */
export function orderCtes(
  orders: readonly OrderFields[],
  legRows: readonly Fields<LegFields>[],
  gate: SQL,
  onTaken: 'skip' | 'fail',
): SQL {
  const withBonus = orders.some((o) => (o.stakeBonus ?? 0) > 0);
  return sql`o as (
      insert into bet_orders (uid, brand_id, key, seq, request_hash, kind, system_k, lines, currency,
        stake_per_line, stake, free_bet_id, potential_return, accept_odds, status, confirm_at, created_at${
          withBonus ? sql`, stake_bonus, bonus_id` : sql``
        })
      select * from (values ${sql.join(
        orders.map((o) => orderValues(o, withBonus)),
        sql`, `,
      )}) as v where ${gate}
      ${onTaken === 'skip' ? sql`on conflict do nothing` : sql``}
      returning id, seq
    ), l as (
      insert into bet_legs (order_id, idx, match_id, market_id, market_type, line, outcome_type,
        option_name, odds_milli, sport_id, match_name, league_name, begin_at)
      select o.id, v.idx, v.match_id, v.market_id, v.market_type, v.line, v.outcome_type, v.option_name,
        v.odds_milli, v.sport_id, v.match_name, v.league_name, v.begin_at
      from (values ${sql.join(legRows.map(legValues), sql`, `)}) as v(seq, idx, match_id, market_id,
        market_type, line, outcome_type, option_name, odds_milli, sport_id, match_name, league_name, begin_at)
      join o on o.seq = v.seq
      returning id, order_id, idx
    )`;
}

/** The select that answers the legs written with their orders (over orderCtes' `o` and `l`). */
export const WRITTEN_LEGS = sql`select l.id as leg_id, l.order_id, o.seq, l.idx from l join o on o.id = l.order_id`;

/**
 * Writes the orders (in seq order) with legs[i] as the legs of orders[i], inside the caller's transaction.
 * Answers the orders written: fewer than given when some (uid, key, seq) already existed.
 */
export async function insertOrders(
  tx: Tx,
  orders: readonly NewOrder[],
  legs: readonly (readonly SelectionState[])[],
): Promise<StoredOrder[]> {
  const written = rowsOf<Written>(
    await tx.execute(
      sql`with ${orderCtes(orders, legFieldsOf(orders, legs), sql`true`, 'skip')} ${WRITTEN_LEGS}`,
    ),
  );
  return writtenRows(written, orders, legs);
}

/**
 * The stored orders (with their legs, in leg order) of what a statement over orderCtes wrote, built from
 * what it was given: the columns it does not write take their schema defaults (result 0, payout 0, the rest
 * null).
 */
export function writtenRows(
  written: readonly Written[],
  orders: readonly NewOrder[],
  legs: readonly (readonly SelectionState[])[],
): StoredOrder[] {
  const idOfSeq = new Map<number, number>();
  for (const w of written) idOfSeq.set(Number(w.seq), Number(w.order_id));
  const out: StoredOrder[] = [];
  orders.forEach((o, i) => {
    const id = idOfSeq.get(o.seq);
    if (id === undefined) return;
    const order: OrderRow = {
      ...o,
      stakeBonus: o.stakeBonus ?? 0,
      bonusId: o.bonusId ?? null,
      id,
      result: 0,
      payout: 0,
      cashOutAmount: null,
      cashOutAt: null,
      rejectCode: null,
      rejectMsg: null,
      settledAt: null,
    };
    const legIds = new Map(
      written.filter((w) => Number(w.order_id) === id).map((w) => [Number(w.idx), Number(w.leg_id)]),
    );
    const orderLegs = (legs[i] ?? []).map((s, idx): LegRow => {
      const legId = legIds.get(idx);
      // The legs are written in the orders' statement, so an order written without all its legs cannot be.
      if (legId === undefined) throw new Error(`order ${id} was written without its leg ${idx}`);
      const { seq: _seq, ty, ...fields } = legFields(o.seq, idx, s);
      return {
        ...fields,
        id: legId,
        orderId: id,
        outcomeType: ty,
        result: 0,
        homeScore: null,
        awayScore: null,
      };
    });
    out.push({ order, legs: orderLegs });
  });
  return out;
}
