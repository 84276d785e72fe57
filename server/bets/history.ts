/** Bet history (order/bet/list): outstanding or settled, in a date range of the player's day, paged. */
import { and, desc, eq, gte, inArray, lt, not, sql, type SQL } from 'drizzle-orm';
import { rangeBounds } from '../../core/bets/ranges';
import { BetOrderStatus, SettleResult, type BetListQuery } from '../../core/contract/schemas/bets';
import type { DbOrTx } from '../db/database';
import { betOrders } from '../db/schema';
import { attachLegs, type StoredOrder } from './orders';

/** Outstanding: placed or confirming or accepted, and not settled nor cashed out. */
const outstanding = (): SQL =>
  and(
    inArray(betOrders.status, [BetOrderStatus.Created, BetOrderStatus.Confirming, BetOrderStatus.Success]),
    eq(betOrders.result, SettleResult.NotSettled),
  )!;

export interface HistoryPage {
  orders: StoredOrder[];
  total: number;
  totalStake: number;
  totalPayout: number;
  page: number;
  pageSize: number;
}

export async function betHistory(
  db: DbOrTx,
  uid: number,
  q: BetListQuery,
  nowMs: number,
): Promise<HistoryPage> {
  const { from, to } = rangeBounds(q.range, nowMs, q.tzOffset ?? 0);
  const page = q.page ?? 1;
  const pageSize = q.pageSize ?? 10;
  const where = and(
    eq(betOrders.uid, uid),
    gte(betOrders.createdAt, new Date(from)),
    lt(betOrders.createdAt, new Date(to)),
    q.status === 'outstanding' ? outstanding() : not(outstanding()),
  );
  const [sums] = await db
    .select({
      n: sql<string>`count(*)`,
      stake: sql<string>`coalesce(sum(${betOrders.stake}), 0)`,
      payout: sql<string>`coalesce(sum(${betOrders.payout}), 0)`,
    })
    .from(betOrders)
    .where(where);
  const rows = await db
    .select()
    .from(betOrders)
    .where(where)
    .orderBy(desc(betOrders.createdAt), desc(betOrders.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    orders: await attachLegs(db, rows),
    total: Number(sums?.n ?? 0),
    totalStake: Number(sums?.stake ?? 0),
    totalPayout: Number(sums?.payout ?? 0),
    page,
    pageSize,
  };
}
