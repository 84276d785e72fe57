/**
 * The weekly raffle (issue #17, /raffle). A raffle of a brand runs over a week in the brand's time zone;
 * a player earns one ticket per `deposit_unit` of paid deposits and one per `turnover_unit` of settled
 * turnover (sports and casino, history.ts) in that week. When it opens, the raffle commits to a random
 * server seed (its SHA-256 is published); at `draw_at` (the week's end) the job draws the winners:
 *
 *   tickets are numbered 0..T-1, players in uid order, each holding a contiguous range;
 *   place k (1-based) reads the fair stream HMAC-SHA256(server seed, `${raffle id}:${k}:${round}`)
 *   (core/games/fair.ts, rejection sampling) for a ticket below T, and draws again while that ticket's
 *   player already won a place (one prize per player).
 *
 * After the draw the seed is shown, so anyone can redo it (`drawWinners` is pure). Once per raffle: the draw
 * is one database transaction under a transaction-level advisory lock; each prize is a row unique per
 * (brand, raffle, place) with its ledger transaction `loyalty:raffle:<brand>:<raffle>:<place>` in the same
 * transaction, and `drawn_at` is set last. Killed half way, the transaction rolls back whole and the next
 * run draws (the same winners: the seed and the tickets of a closed week do not change) and pays once.
 */
import { and, desc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { BRANDS } from '../../core/brand/brands';
import type { Raffle, RaffleInfo } from '../../core/contract/schemas/loyalty';
import { FairStream, fairMessage } from '../../core/games/fair';
import { loyaltyConfig } from '../../core/loyalty/config';
import { weekOf, type Period } from '../../core/loyalty/period';
import { drawTicket } from '../../core/loyalty/raffle-draw';
import { maskName } from '../../core/loyalty/rules';
import type { Db, DbOrTx } from '../db/database';
import { rowsOf } from '../db/rows';
import { loyaltyRaffleWinners, loyaltyRaffles } from '../db/schema-loyalty';
import { hmacBytes, newServerSeed, sha256Hex } from '../games/inhouse/fair';
import { postTransaction } from '../ledger/ledger';
import { brandActivity, depositsOf, namesOf, playerActivity, type Range } from './history';

type RaffleRow = typeof loyaltyRaffles.$inferSelect;

export interface Holding {
  uid: number;
  tickets: number;
}

export const raffleId = (week: Period): string => `week:${week.key}`;

/** Tickets of one player from their deposits and turnover of the period. */
export const ticketsFor = (deposits: number, turnover: number, depositUnit: number, turnoverUnit: number) =>
  Math.floor(deposits / depositUnit) + Math.floor(turnover / turnoverUnit);

/** The draw, pure: winners by place (uid and ticket number) from the seed and the holdings. */
export function drawWinners(
  serverSeed: string,
  raffle: string,
  holdings: readonly Holding[],
  places: number,
): { place: number; uid: number; ticket: number }[] {
  const sorted = holdings.filter((h) => h.tickets > 0).sort((a, b) => a.uid - b.uid);
  const total = sorted.reduce((s, h) => s + h.tickets, 0);
  const owner = (ticket: number) => {
    let from = 0;
    for (const h of sorted) {
      if (ticket < from + h.tickets) return h.uid;
      from += h.tickets;
    }
    throw new Error('raffle: ticket out of range');
  };
  const out: { place: number; uid: number; ticket: number }[] = [];
  const won = new Set<number>();
  for (let place = 1; place <= Math.min(places, sorted.length); place++) {
    const stream = new FairStream((round) => hmacBytes(serverSeed, fairMessage(raffle, place, round)));
    for (;;) {
      const ticket = drawTicket(stream, total);
      const uid = owner(ticket);
      if (won.has(uid)) continue;
      won.add(uid);
      out.push({ place, uid, ticket });
      break;
    }
  }
  return out;
}

/** Paid deposits per player of the brand in the period. */
async function brandDeposits(db: DbOrTx, brandId: string, currency: string, r: Range) {
  const rows = rowsOf<{ uid: number | string; total: number | string }>(
    await db.execute(sql`
      select uid, coalesce(sum(amount), 0)::bigint as total from pay_orders
      where uid in (select id from users where brand_id = ${brandId})
        and direction = 'payin' and state = 'paid' and currency = ${currency}
        and coalesce(finished_at, updated_at) >= ${new Date(r.start).toISOString()}::timestamptz
        and coalesce(finished_at, updated_at) < ${new Date(r.end).toISOString()}::timestamptz
      group by uid`),
  );
  return new Map(rows.map((x) => [Number(x.uid), Number(x.total)]));
}

/** Every player's tickets in a raffle. */
export async function holdingsOf(db: DbOrTx, raffle: RaffleRow): Promise<Holding[]> {
  const range = { start: raffle.startsAt.getTime(), end: raffle.endsAt.getTime() };
  const [activity, deposits] = await Promise.all([
    brandActivity(db, raffle.brandId, raffle.currency, range),
    brandDeposits(db, raffle.brandId, raffle.currency, range),
  ]);
  const turnover = new Map(activity.map((a) => [a.uid, a.sports + a.casino]));
  const uids = new Set([...turnover.keys(), ...deposits.keys()]);
  return [...uids].map((uid) => ({
    uid,
    tickets: ticketsFor(
      deposits.get(uid) ?? 0,
      turnover.get(uid) ?? 0,
      raffle.depositUnit,
      raffle.turnoverUnit,
    ),
  }));
}

/** Opens the raffle of the week of `at` for the brand (its seed committed), unless it exists. */
export async function openRaffle(db: DbOrTx, brandId: string, at: number): Promise<void> {
  const config = loyaltyConfig(brandId);
  const week = weekOf(at, config.timeZone);
  const seed = newServerSeed();
  await db
    .insert(loyaltyRaffles)
    .values({
      brandId,
      id: raffleId(week),
      startsAt: new Date(week.start),
      endsAt: new Date(week.end),
      drawAt: new Date(week.end),
      currency: config.currency,
      depositUnit: config.raffle.depositUnit,
      turnoverUnit: config.raffle.turnoverUnit,
      prizes: JSON.stringify(config.raffle.prizes),
      serverSeed: seed,
      serverSeedHash: sha256Hex(seed),
    })
    .onConflictDoNothing();
}

export interface DrawResult {
  brandId: string;
  raffle: string;
  written: number;
  skipped: boolean;
}

/** Draws one raffle and pays its prizes, once (see the file's comment). */
export async function drawRaffle(db: Db, brandId: string, id: string, now: number): Promise<DrawResult> {
  return db.transaction(async (tx) => {
    const [lock] = rowsOf<{ ok: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext(${`loyalty:raffle:${brandId}`})) as ok`),
    );
    const [raffle] = await tx
      .select()
      .from(loyaltyRaffles)
      .where(and(eq(loyaltyRaffles.brandId, brandId), eq(loyaltyRaffles.id, id)));
    if (!lock?.ok || !raffle || raffle.drawnAt || raffle.drawAt.getTime() > now)
      return { brandId, raffle: id, written: 0, skipped: true };
    const prizes = JSON.parse(raffle.prizes) as number[];
    const holdings = await holdingsOf(tx, raffle);
    const total = holdings.reduce((s, h) => s + h.tickets, 0);
    let written = 0;
    for (const w of drawWinners(raffle.serverSeed, raffle.id, holdings, prizes.length)) {
      const amount = prizes[w.place - 1]!;
      const [row] = await tx
        .insert(loyaltyRaffleWinners)
        .values({
          brandId,
          raffle: id,
          place: w.place,
          uid: w.uid,
          ticket: w.ticket,
          amount,
          currency: raffle.currency,
        })
        .onConflictDoNothing()
        .returning({ place: loyaltyRaffleWinners.place });
      if (!row) continue;
      await postTransaction(tx, {
        key: `loyalty:raffle:${brandId}:${id}:${w.place}`,
        kind: 'loyalty_reward',
        ref: `${id}:${w.place}`,
        postings: [
          { account: { system: 'promotions', currency: raffle.currency }, amount: -amount },
          { account: { uid: w.uid, kind: 'cash', currency: raffle.currency }, amount },
        ],
        meta: { kind: 'raffle', period: id, rank: w.place },
      });
      written++;
    }
    await tx
      .update(loyaltyRaffles)
      .set({ drawnAt: new Date(now), tickets: total })
      .where(and(eq(loyaltyRaffles.brandId, brandId), eq(loyaltyRaffles.id, id)));
    return { brandId, raffle: id, written, skipped: false };
  });
}

/** One pass of the raffle job: opens this week's raffle of every brand and draws every one that is due. */
export async function rafflePass(db: Db, now: number): Promise<DrawResult[]> {
  const out: DrawResult[] = [];
  for (const b of BRANDS) {
    await openRaffle(db, b.id, now);
    const due = await db
      .select({ id: loyaltyRaffles.id })
      .from(loyaltyRaffles)
      .where(
        and(
          eq(loyaltyRaffles.brandId, b.id),
          isNull(loyaltyRaffles.drawnAt),
          lte(loyaltyRaffles.drawAt, new Date(now)),
        ),
      );
    for (const r of due) out.push(await drawRaffle(db, b.id, r.id, now));
  }
  return out;
}

async function view(db: DbOrTx, r: RaffleRow, viewer: number | undefined): Promise<Raffle> {
  const drawn = r.drawnAt !== null;
  const winners = drawn
    ? await db
        .select()
        .from(loyaltyRaffleWinners)
        .where(and(eq(loyaltyRaffleWinners.brandId, r.brandId), eq(loyaltyRaffleWinners.raffle, r.id)))
        .orderBy(loyaltyRaffleWinners.place)
    : [];
  const names = await namesOf(
    db,
    winners.map((w) => w.uid),
  );
  let mine: number | null = null;
  if (viewer !== undefined) {
    const range = { start: r.startsAt.getTime(), end: r.endsAt.getTime() };
    const [act, dep] = await Promise.all([
      playerActivity(db, viewer, r.currency, range),
      depositsOf(db, viewer, r.currency, range),
    ]);
    mine = ticketsFor(dep, act.sports + act.casino, r.depositUnit, r.turnoverUnit);
  }
  return {
    id: r.id,
    start: r.startsAt.getTime(),
    end: r.endsAt.getTime(),
    draw_at: r.drawAt.getTime(),
    currency: r.currency,
    deposit_unit: r.depositUnit,
    turnover_unit: r.turnoverUnit,
    prizes: JSON.parse(r.prizes) as number[],
    server_seed_hash: r.serverSeedHash,
    server_seed: drawn ? r.serverSeed : '',
    drawn,
    tickets: drawn ? r.tickets : null,
    my_tickets: mine,
    winners: winners.map((w) => ({
      place: w.place,
      name: maskName(names.get(w.uid) ?? ''),
      ticket: w.ticket,
      amount: w.amount,
      currency: w.currency,
      is_me: w.uid === viewer,
    })),
  };
}

/** The running raffle (opened on first read) and the last three drawn ones. */
export async function raffleInfo(
  db: DbOrTx,
  brandId: string,
  viewer: number | undefined,
  now: number,
): Promise<RaffleInfo> {
  await openRaffle(db, brandId, now);
  const [current] = await db
    .select()
    .from(loyaltyRaffles)
    .where(
      and(
        eq(loyaltyRaffles.brandId, brandId),
        lte(loyaltyRaffles.startsAt, new Date(now)),
        sql`${loyaltyRaffles.endsAt} > ${new Date(now).toISOString()}::timestamptz`,
      ),
    )
    .limit(1);
  const past = await db
    .select()
    .from(loyaltyRaffles)
    .where(and(eq(loyaltyRaffles.brandId, brandId), isNotNull(loyaltyRaffles.drawnAt)))
    .orderBy(desc(loyaltyRaffles.drawAt))
    .limit(3);
  return {
    current: current ? await view(db, current, viewer) : null,
    past: await Promise.all(past.map((r) => view(db, r, viewer))),
  };
}
