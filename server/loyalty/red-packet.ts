/**
 * Red-packet rain (issue #17, core/loyalty/red-packet.ts): during an event a logged-in player opens up to
 * `perPlayer` packets; the server draws each prize and pays it as cash from the promotions account.
 *
 * Caps and once: a packet is one database transaction that first raises the event's spent amount with a
 * conditional UPDATE (spent + prize <= budget; the row lock makes the event's packets one after the other,
 * so the budget can never be overrun), then counts the player's packets (refused past the cap), writes the
 * packet row (unique per player, event and client key: a retried tap returns the first packet) and posts
 * the ledger transaction `loyalty:red_packet:<uid>:<event>:<id>`. Any refusal rolls the whole back.
 */
import { randomInt } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import { DmError } from '../../core/contract/errors';
import type { RainGrab, RainInfo } from '../../core/contract/schemas/loyalty';
import { loyaltyConfig } from '../../core/loyalty/config';
import { nextRain, packetPrize, rainAt } from '../../core/loyalty/red-packet';
import type { Db, DbOrTx } from '../db/database';
import { loyaltyRainBudgets, loyaltyRedPackets } from '../db/schema-loyalty';
import { ApiFailure } from '../http/failure';
import { postTransaction } from '../ledger/ledger';

const closed = () => new ApiFailure(400, DmError.RainClosed, 'No red-packet rain is running');
const capped = () => new ApiFailure(400, DmError.RainLimit, 'No red packet left for you in this rain');

/** A uniform number in [0, 1) (injected in tests). */
export type Random = () => number;
const cryptoRandom: Random = () => randomInt(0, 2 ** 32) / 2 ** 32;

async function spentOf(db: DbOrTx, brandId: string, event: string): Promise<number> {
  const [row] = await db
    .select()
    .from(loyaltyRainBudgets)
    .where(and(eq(loyaltyRainBudgets.brandId, brandId), eq(loyaltyRainBudgets.event, event)));
  return row?.spent ?? 0;
}

async function mine(db: DbOrTx, uid: number, event: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loyaltyRedPackets)
    .where(and(eq(loyaltyRedPackets.uid, uid), eq(loyaltyRedPackets.event, event)));
  return Number(row?.n ?? 0);
}

export async function rainInfo(db: DbOrTx, uid: number, brandId: string, now: number): Promise<RainInfo> {
  const config = loyaltyConfig(brandId);
  const c = config.redPacket;
  const ev = nextRain(now, config.timeZone, c);
  const [spent, opened] = await Promise.all([spentOf(db, brandId, ev.id), mine(db, uid, ev.id)]);
  return {
    event: ev.id,
    start: ev.start,
    end: ev.end,
    active: ev.start <= now && now < ev.end && spent < c.budget,
    currency: config.currency,
    budget: c.budget,
    budget_left: Math.max(0, c.budget - spent),
    per_player: c.perPlayer,
    opened,
  };
}

export async function grabPacket(
  db: Db,
  who: { uid: number; brandId: string },
  key: string,
  now: number,
  random: Random = cryptoRandom,
): Promise<RainGrab> {
  const config = loyaltyConfig(who.brandId);
  const c = config.redPacket;
  const ev = rainAt(now, config.timeZone, c);
  if (!ev) throw closed();
  return db.transaction(async (tx) => {
    await tx.insert(loyaltyRainBudgets).values({ brandId: who.brandId, event: ev.id }).onConflictDoNothing();
    // The lock of the event's row comes first: every packet of the event waits here for the one before.
    const [locked] = await tx
      .update(loyaltyRainBudgets)
      .set({ spent: sql`${loyaltyRainBudgets.spent}` })
      .where(and(eq(loyaltyRainBudgets.brandId, who.brandId), eq(loyaltyRainBudgets.event, ev.id)))
      .returning();
    const [again] = await tx
      .select()
      .from(loyaltyRedPackets)
      .where(
        and(
          eq(loyaltyRedPackets.uid, who.uid),
          eq(loyaltyRedPackets.event, ev.id),
          eq(loyaltyRedPackets.clientKey, key),
        ),
      );
    const opened = await mine(tx, who.uid, ev.id);
    if (again) return { event: ev.id, amount: again.amount, currency: again.currency, opened };
    if (opened >= c.perPlayer) throw capped();
    const amount = packetPrize(random(), c.budget - locked!.spent, c);
    if (amount <= 0) throw closed();
    const [raised] = await tx
      .update(loyaltyRainBudgets)
      .set({ spent: sql`${loyaltyRainBudgets.spent} + ${amount}` })
      .where(
        and(
          eq(loyaltyRainBudgets.brandId, who.brandId),
          eq(loyaltyRainBudgets.event, ev.id),
          sql`${loyaltyRainBudgets.spent} + ${amount} <= ${c.budget}`,
        ),
      )
      .returning();
    if (!raised) throw closed();
    const [row] = await tx
      .insert(loyaltyRedPackets)
      .values({
        uid: who.uid,
        brandId: who.brandId,
        event: ev.id,
        clientKey: key,
        amount,
        currency: config.currency,
        createdAt: new Date(now),
      })
      .returning({ id: loyaltyRedPackets.id });
    await postTransaction(tx, {
      key: `loyalty:red_packet:${who.uid}:${ev.id}:${row!.id}`,
      kind: 'loyalty_reward',
      ref: String(row!.id),
      postings: [
        { account: { system: 'promotions', currency: config.currency }, amount: -amount },
        { account: { uid: who.uid, kind: 'cash', currency: config.currency }, amount },
      ],
      meta: { kind: 'red_packet', period: ev.id },
    });
    return { event: ev.id, amount, currency: config.currency, opened: opened + 1 };
  });
}
