/** Orders as stored, and as the contract sends them (BetOrder: legs named in the request's language). */
import { asc, inArray } from 'drizzle-orm';
import type { BetKind, BetOrder } from '../../core/contract/schemas/bets';
import type { Locale } from '../../core/i18n/locales';
import type { DbOrTx } from '../db/database';
import type { betOrders } from '../db/schema';
import { betBuilderPrices, betLegs } from '../db/schema';
import { localOptionName, marketName, teamsOfName } from '../sport/market-names';
import { combinedOddsMilli } from '../../core/bets/returns';

export type OrderRow = typeof betOrders.$inferSelect;
export type LegRow = typeof betLegs.$inferSelect;
export interface StoredOrder {
  order: OrderRow;
  legs: LegRow[];
  /** A bet builder's joint price (thousandths): its odds are not the product of its legs'. */
  builderOddsMilli?: number;
}

/** The joint prices of the builder orders among these (bet_builder_prices). */
export async function builderPrices(db: DbOrTx, orders: readonly OrderRow[]): Promise<Map<number, number>> {
  const ids = orders.filter((o) => o.kind === 'bet_builder').map((o) => o.id);
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(betBuilderPrices).where(inArray(betBuilderPrices.orderId, ids));
  return new Map(rows.map((r) => [r.orderId, r.oddsMilli]));
}

/** The legs of these orders, in leg order. */
export async function attachLegs(db: DbOrTx, orders: readonly OrderRow[]): Promise<StoredOrder[]> {
  if (orders.length === 0) return [];
  const legs = await db
    .select()
    .from(betLegs)
    .where(
      inArray(
        betLegs.orderId,
        orders.map((o) => o.id),
      ),
    )
    .orderBy(asc(betLegs.orderId), asc(betLegs.idx));
  const prices = await builderPrices(db, orders);
  const byOrder = new Map<number, LegRow[]>();
  for (const l of legs) {
    const list = byOrder.get(l.orderId) ?? [];
    list.push(l);
    byOrder.set(l.orderId, list);
  }
  return orders.map((order) => {
    const builderOddsMilli = prices.get(order.id);
    return {
      order,
      legs: byOrder.get(order.id) ?? [],
      ...(builderOddsMilli !== undefined && { builderOddsMilli }),
    };
  });
}

const ms = (d: Date | null | undefined) => (d ? d.getTime() : undefined);

export function toWire({ order, legs, builderOddsMilli }: StoredOrder, lang: Locale): BetOrder {
  return {
    orderId: String(order.id),
    key: order.key,
    kind: order.kind as BetKind,
    ...(order.systemK !== null && { systemK: order.systemK }),
    lines: order.lines,
    status: order.status,
    result: order.result,
    currency: order.currency,
    stake: order.stake,
    stakePerLine: order.stakePerLine,
    freeBet: order.freeBetId !== null,
    od: (builderOddsMilli ?? combinedOddsMilli(legs.map((l) => l.oddsMilli))) / 1000,
    potentialReturn: order.potentialReturn,
    payout: order.payout,
    ...(order.cashOutAmount !== null && {
      cashOut: { amount: order.cashOutAmount, at: ms(order.cashOutAt) ?? 0 },
    }),
    createdAt: order.createdAt.getTime(),
    ...(order.settledAt && { settledAt: order.settledAt.getTime() }),
    ...(order.rejectCode !== null && { reject: { code: order.rejectCode, msg: order.rejectMsg ?? '' } }),
    legs: legs.map((l) => ({
      matchId: l.matchId,
      sportId: l.sportId,
      matchName: l.matchName,
      leagueName: l.leagueName,
      bt: l.beginAt.getTime(),
      marketId: l.marketId,
      marketType: l.marketType,
      marketName: marketName(l.marketType, lang),
      ...(l.line !== null && { li: l.line }),
      ty: l.outcomeType,
      nm: localOptionName(l.optionName, l.marketType, l.outcomeType, l.line, teamsOfName(l.matchName), lang),
      od: l.oddsMilli / 1000,
      result: l.result,
      ...(l.homeScore !== null && l.awayScore !== null && { sc: [l.homeScore, l.awayScore] }),
    })),
  };
}
