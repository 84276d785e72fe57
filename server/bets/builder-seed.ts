/**
 * One open bet builder for the demo player (issue #23), so open bets, the builder's record and its cash-out
 * have something real to show: on the last upcoming soccer match of the seeded schedule (the one that stays
 * open longest), the first of a few two-leg combinations of its main markets the model prices (core/bets/
 * builder.ts), placed through the same rows and ledger movement as a real placement. Once per player: the
 * order's key and the ledger key make a second run a no-op.
 */
import { and, eq, sql } from 'drizzle-orm';
import { BetOrderStatus } from '../../core/contract/schemas/bets';
import type { SelectionRef } from '../../core/contract/schemas/bets';
import { TY } from '../../core/sport/market-kinds';
import type { Tx } from '../db/database';
import { rowsOf } from '../db/rows';
import { betBuilderPrices, betOrders, MatchStatus } from '../db/schema';
import { users } from '../db/schema-accounts';
import { DEMO_PLAYER } from '../db/seed/demo-player';
import { postTransaction } from '../ledger/ledger';
import { quoteBuilder } from './builder-quote';
import { insertOrders } from './insert-orders';

/** The seeded order's key (also how the demo's seeded money movements are summed: loyalty/seed.ts). */
export const DEMO_BUILDER_KEY = 'seed-demo-builder';
const STAKE = 10_00;

export async function seedDemoBuilderBet(tx: Tx, seed: number, now: number): Promise<void> {
  const [demo] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.brandId, DEMO_PLAYER.brandId), eq(users.email, DEMO_PLAYER.email)))
    .limit(1);
  if (!demo) return;
  const [done] = await tx
    .select({ id: betOrders.id })
    .from(betOrders)
    .where(and(eq(betOrders.uid, demo.id), eq(betOrders.key, DEMO_BUILDER_KEY)))
    .limit(1);
  if (done) return;
  const [m] = rowsOf<{ match_id: number; winner: number; total: number }>(
    await tx.execute(sql`
      select m.id as match_id, w.id as winner, tot.id as total
      from matches m
      join markets w on w.match_id = m.id and w.market_type = 1005 and w.status = 1
      join markets tot on tot.match_id = m.id and tot.market_type = 1007 and tot.status = 1
      where m.sport_id = 1 and m.status = ${MatchStatus.NotStarted}
        and m.begin_at > ${new Date(now + 2 * 3600_000).toISOString()}::timestamptz
      order by m.begin_at desc, m.id limit 1`),
  );
  if (!m) return;
  const matchId = Number(m.match_id);
  const pick = (marketId: number, ty: number): SelectionRef => ({ matchId, marketId, ty });
  const candidates: SelectionRef[][] = [
    [pick(Number(m.winner), TY.home), pick(Number(m.total), TY.over)],
    [pick(Number(m.winner), TY.away), pick(Number(m.total), TY.over)],
    [pick(Number(m.winner), TY.draw), pick(Number(m.total), TY.under)],
  ];
  for (const refs of candidates) {
    const q = await quoteBuilder(tx, seed, now, matchId, refs);
    if (!q.ok) continue;
    const [order] = await insertOrders(
      tx,
      [
        {
          uid: demo.id,
          brandId: DEMO_PLAYER.brandId,
          key: DEMO_BUILDER_KEY,
          seq: 0,
          requestHash: 'seed',
          kind: 'bet_builder',
          systemK: null,
          lines: 1,
          currency: 'BRL',
          stakePerLine: STAKE,
          stake: STAKE,
          freeBetId: null,
          potentialReturn: Number((BigInt(STAKE) * BigInt(q.oddsMilli)) / 1000n),
          acceptOdds: 'ask',
          status: BetOrderStatus.Success,
          confirmAt: null,
          createdAt: new Date(now),
        },
      ],
      [q.legs],
    );
    if (!order) return;
    await tx
      .insert(betBuilderPrices)
      .values({ orderId: order.order.id, oddsMilli: q.oddsMilli, probability: q.probability });
    await postTransaction(tx, {
      key: `seed:demo-builder:${demo.id}`,
      kind: 'bet_stake',
      ref: String(order.order.id),
      postings: [
        { account: { uid: demo.id, kind: 'cash', currency: 'BRL' }, amount: -STAKE },
        { account: { system: 'house_sports', currency: 'BRL' }, amount: STAKE },
      ],
      meta: { seed: true },
    });
    return;
  }
}
