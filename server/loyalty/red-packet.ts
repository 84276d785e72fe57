/**
 * Red-packet rain (issue #17, core/loyalty/red-packet.ts): during an event a logged-in player opens up to
 * `per_player` packets; the server draws each prize and pays it as cash from the promotions account.
 *
 * Events are rows of `loyalty_rain_events` per brand: the brand's daily schedule (config.ts redPacket),
 * written a day ahead by `ensureRainSchedule` (called by the reads, the jobs and the seed), and extra events
 * such as the demo brand's live rain (seed.ts). Each event carries its budget, bounds and cap.
 *
 * Caps and once: a packet is one database transaction that first raises the event's spent amount with a
 * conditional UPDATE (spent + prize <= budget; the row lock makes the event's packets one after the other,
 * so the budget can never be overrun), then counts the player's packets (refused past the cap), writes the
 * packet row (unique per player, event and client key: a retried tap returns the first packet) and posts
 * the ledger transaction `loyalty:red_packet:<uid>:<event>:<id>`. Any refusal rolls the whole back.
 */
import { and, asc, count, desc, eq, gt, lte, sql, sum } from 'drizzle-orm';
import { DmError } from '../../core/contract/errors';
import type { RainGrab, RainInfo, RainReveal } from '../../core/contract/schemas/loyalty';
import { loyaltyConfig } from '../../core/loyalty/config';
import { FairStream, fairMessage } from '../../core/games/fair';
import { nextRain, packetDraw, packetSeed } from '../../core/loyalty/red-packet';
import type { Db, DbOrTx } from '../db/database';
import { loyaltyRainBudgets, loyaltyRainEvents, loyaltyRedPackets } from '../db/schema-loyalty';
import { hmacBytes, newServerSeed, sha256Hex } from '../games/inhouse/fair';
import { ApiFailure } from '../http/failure';
import { postTransaction } from '../ledger/ledger';

const closed = () => new ApiFailure(400, DmError.RainClosed, 'No red-packet rain is running');
const capped = () => new ApiFailure(400, DmError.RainLimit, 'No red packet left for you in this rain');

type EventRow = typeof loyaltyRainEvents.$inferSelect;

const DAY = 86_400_000;
/** Per database: brand and day (ms / DAY) already written by this process. */
const ensuredBy = new WeakMap<object, Set<string>>();

/** RAIN_HOURS of this process (rainHoursFrom), or null: each brand's configured hours. */
let hoursOverride: readonly number[] | null = null;

/**
 * RAIN_HOURS=12,20: the hours of the day (each brand's own time zone) at which the scheduled rains start,
 * instead of the configured ones (core/loyalty/config.ts). An operator moves its rains to its players'
 * busy hours; the e2e servers move them away from the hours they run in, so a rain's popup never
 * covers a flow under test whatever the time of day (tests/e2e/support/rain.ts). Unset: null. A value that
 * is not a list of whole hours 0-23 stops the start.
 */
export function rainHoursFrom(env: NodeJS.ProcessEnv): number[] | null {
  const raw = env.RAIN_HOURS?.trim();
  if (!raw) return null;
  const parts = raw.split(',').map((h) => h.trim());
  const hours = parts.map(Number);
  if (parts.some((h) => !/^\d{1,2}$/.test(h)) || hours.some((h) => h > 23))
    throw new Error(
      `RAIN_HOURS must be hours of the day 0-23 separated by commas, not "${raw.slice(0, 32)}"`,
    );
  return [...new Set(hours)].sort((a, b) => a - b);
}

/** Sets this process's scheduled rain hours (main.ts, from RAIN_HOURS; null: the brands' own). */
export function setRainHours(hours: readonly number[] | null): void {
  hoursOverride = hours;
}

/** Writes the brand's scheduled rains of the day of `now` and of the next day (idempotent). */
export async function ensureRainSchedule(db: DbOrTx, brandId: string, now: number): Promise<void> {
  const mark = `${brandId}:${Math.floor(now / DAY)}`;
  let ensured = ensuredBy.get(db);
  if (!ensured) ensuredBy.set(db, (ensured = new Set()));
  if (ensured.has(mark)) return;
  const config = loyaltyConfig(brandId);
  const c = hoursOverride ? { ...config.redPacket, hours: hoursOverride } : config.redPacket;
  const events = [];
  let at = now;
  // The running or next rains over the next 48 hours.
  for (let i = 0; i < c.hours.length * 2 + 1; i++) {
    const ev = nextRain(at, config.timeZone, c);
    if (ev.start > now + 2 * DAY) break;
    events.push(ev);
    at = ev.end;
  }
  if (events.length)
    await db
      .insert(loyaltyRainEvents)
      .values(
        events.map((ev) => ({
          brandId,
          id: ev.id,
          startsAt: new Date(ev.start),
          endsAt: new Date(ev.end),
          budget: c.budget,
          min: c.min,
          max: c.max,
          perPlayer: c.perPlayer,
          ...newEventSeed(),
        })),
      )
      .onConflictDoNothing();
  ensured.add(mark);
}

/** Adds an extra rain (the demo's live one) unless one of the brand runs at `start` already. */
export async function addRain(
  db: DbOrTx,
  brandId: string,
  id: string,
  start: number,
  durationMs: number,
): Promise<void> {
  const running = await eventAt(db, brandId, start + 60_000);
  if (running) return;
  const c = loyaltyConfig(brandId).redPacket;
  await db
    .insert(loyaltyRainEvents)
    .values({
      brandId,
      id,
      startsAt: new Date(start),
      endsAt: new Date(start + durationMs),
      budget: c.budget,
      min: c.min,
      max: c.max,
      perPlayer: c.perPlayer,
      ...newEventSeed(),
    })
    .onConflictDoNothing();
}

/** A new event's fair seed and the hash shown before it (a conflict keeps the row's first seed). */
function newEventSeed() {
  const serverSeed = newServerSeed();
  return { serverSeed, serverSeedHash: sha256Hex(serverSeed) };
}

/** The events of the brand not ended at `now`, first starting first. */
async function upcoming(db: DbOrTx, brandId: string, now: number, limit: number): Promise<EventRow[]> {
  await ensureRainSchedule(db, brandId, now);
  return db
    .select()
    .from(loyaltyRainEvents)
    .where(and(eq(loyaltyRainEvents.brandId, brandId), gt(loyaltyRainEvents.endsAt, new Date(now))))
    .orderBy(asc(loyaltyRainEvents.startsAt))
    .limit(limit);
}

async function eventAt(db: DbOrTx, brandId: string, now: number): Promise<EventRow | null> {
  const [row] = await db
    .select()
    .from(loyaltyRainEvents)
    .where(
      and(
        eq(loyaltyRainEvents.brandId, brandId),
        lte(loyaltyRainEvents.startsAt, new Date(now)),
        gt(loyaltyRainEvents.endsAt, new Date(now)),
      ),
    )
    .orderBy(asc(loyaltyRainEvents.startsAt))
    .limit(1);
  return row ?? null;
}

async function spentOf(db: DbOrTx, brandId: string, event: string): Promise<number> {
  const [row] = await db
    .select()
    .from(loyaltyRainBudgets)
    .where(and(eq(loyaltyRainBudgets.brandId, brandId), eq(loyaltyRainBudgets.event, event)));
  return row?.spent ?? 0;
}

async function mine(db: DbOrTx, uid: number, event: string): Promise<{ opened: number; won: number }> {
  const [row] = await db
    .select({ n: count(), won: sum(loyaltyRedPackets.amount) })
    .from(loyaltyRedPackets)
    .where(and(eq(loyaltyRedPackets.uid, uid), eq(loyaltyRedPackets.event, event)));
  return { opened: Number(row?.n ?? 0), won: Number(row?.won ?? 0) };
}

/** The player's packets of their last rain that has ended, with its seed revealed (null when none). */
async function lastReveal(db: DbOrTx, uid: number, brandId: string, now: number): Promise<RainReveal | null> {
  const recent = await db
    .select({ event: loyaltyRedPackets.event })
    .from(loyaltyRedPackets)
    .where(and(eq(loyaltyRedPackets.uid, uid), eq(loyaltyRedPackets.brandId, brandId)))
    .orderBy(desc(loyaltyRedPackets.id))
    .limit(50);
  for (const event of [...new Set(recent.map((r) => r.event))]) {
    const [ev] = await db
      .select()
      .from(loyaltyRainEvents)
      .where(and(eq(loyaltyRainEvents.brandId, brandId), eq(loyaltyRainEvents.id, event)));
    if (!ev || ev.endsAt.getTime() > now) continue;
    const packets = await db
      .select({
        n: loyaltyRedPackets.n,
        amount: loyaltyRedPackets.amount,
        currency: loyaltyRedPackets.currency,
      })
      .from(loyaltyRedPackets)
      .where(and(eq(loyaltyRedPackets.uid, uid), eq(loyaltyRedPackets.event, event)))
      .orderBy(asc(loyaltyRedPackets.n));
    return {
      event,
      server_seed: ev.serverSeed,
      server_seed_hash: ev.serverSeedHash,
      seed: packetSeed(event, uid),
      min: ev.min,
      max: ev.max,
      currency: packets[0]?.currency ?? loyaltyConfig(brandId).currency,
      packets: packets.map((p) => ({ n: p.n, amount: p.amount })),
    };
  }
  return null;
}

export async function rainInfo(db: DbOrTx, uid: number, brandId: string, now: number): Promise<RainInfo> {
  const config = loyaltyConfig(brandId);
  const [ev, after] = await upcoming(db, brandId, now, 2);
  // The schedule always has a next rain (ensureRainSchedule writes two days ahead).
  const e = ev!;
  const [spent, my] = await Promise.all([spentOf(db, brandId, e.id), mine(db, uid, e.id)]);
  const start = e.startsAt.getTime();
  const end = e.endsAt.getTime();
  return {
    event: e.id,
    server_seed_hash: e.serverSeedHash,
    last: await lastReveal(db, uid, brandId, now),
    start,
    end,
    active: start <= now && now < end && spent < e.budget,
    currency: config.currency,
    budget: e.budget,
    budget_left: Math.max(0, e.budget - spent),
    per_player: e.perPlayer,
    opened: my.opened,
    won: my.won,
    min: e.min,
    max: e.max,
    next_start: after ? after.startsAt.getTime() : null,
  };
}

export async function grabPacket(
  db: Db,
  who: { uid: number; brandId: string },
  key: string,
  now: number,
): Promise<RainGrab> {
  const config = loyaltyConfig(who.brandId);
  await ensureRainSchedule(db, who.brandId, now);
  const ev = await eventAt(db, who.brandId, now);
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
    const { opened } = await mine(tx, who.uid, ev.id);
    if (again) return { event: ev.id, amount: again.amount, currency: again.currency, opened };
    if (opened >= ev.perPlayer) throw capped();
    // The player's next packet, drawn from the event's committed seed; the budget left caps it.
    const n = opened + 1;
    const seed = packetSeed(ev.id, who.uid);
    const stream = new FairStream((round) => hmacBytes(ev.serverSeed, fairMessage(seed, n, round)));
    const amount = Math.max(0, Math.min(packetDraw(stream, ev), ev.budget - locked!.spent));
    if (amount <= 0) throw closed();
    const [raised] = await tx
      .update(loyaltyRainBudgets)
      .set({ spent: sql`${loyaltyRainBudgets.spent} + ${amount}` })
      .where(
        and(
          eq(loyaltyRainBudgets.brandId, who.brandId),
          eq(loyaltyRainBudgets.event, ev.id),
          sql`${loyaltyRainBudgets.spent} + ${amount} <= ${ev.budget}`,
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
        n,
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
