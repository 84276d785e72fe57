/**
 * The VIP spin wheel (issue #17). Spins come with the VIP levels reached (core/loyalty/wheel.ts
 * spinsEarned: recomputed from the settled history like the level); each spin used is a row of
 * `loyalty_spins`, so the balance is earned minus used.
 *
 * Provably fair like the in-house games (core/games/fair.ts, server/games/inhouse/fair.ts): the page shows
 * SHA-256 of the server seed the next spin will use; the spin draws its segment from HMAC-SHA256(server
 * seed, `${clientSeed}:${nonce}:0`), reveals that seed in its answer and commits a new one, so any spin can
 * be checked at once at /game-verify (game "VIP spin").
 *
 * Exactly once: the spin takes the player's seed row with an UPDATE (one player's spins run one after the
 * other), counts the spins used after that lock, writes its row (unique per nonce and per client key) and
 * pays the prize as cash from the promotions account under the ledger key `loyalty:vip_spin:<uid>:<nonce>`,
 * all in one database transaction. A retried request with the same key gets the first spin back.
 */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { DmError } from '../../core/contract/errors';
import type {
  SpinRecord,
  VipSpinInfo,
  VipSpinMarquee,
  VipSpinResult,
} from '../../core/contract/schemas/loyalty';
import { loyaltyConfig } from '../../core/loyalty/config';
import { maskName } from '../../core/loyalty/rules';
import { spinsEarned, spinsOfLevel, spinSegment } from '../../core/loyalty/wheel';
import type { Db, DbOrTx, Tx } from '../db/database';
import { loyaltySpinSeeds, loyaltySpins } from '../db/schema-loyalty';
import { betStream, newClientSeed, newServerSeed, sha256Hex } from '../games/inhouse/fair';
import { ApiFailure } from '../http/failure';
import { postTransaction } from '../ledger/ledger';
import { namesOf } from './history';
import { standingOf } from './vip';

type SpinRow = typeof loyaltySpins.$inferSelect;
type SeedRow = typeof loyaltySpinSeeds.$inferSelect;

const noSpinLeft = () => new ApiFailure(400, DmError.NoSpinLeft, 'No VIP spin left');

const record = (r: SpinRow): SpinRecord => ({
  id: r.id,
  segment: r.segment,
  amount: r.amount,
  currency: r.currency,
  server_seed: r.serverSeed,
  server_seed_hash: r.serverSeedHash,
  client_seed: r.clientSeed,
  nonce: r.nonce,
  created_at: r.createdAt.getTime(),
});

function freshSeed(): Pick<SeedRow, 'serverSeed' | 'serverSeedHash'> {
  const serverSeed = newServerSeed();
  return { serverSeed, serverSeedHash: sha256Hex(serverSeed) };
}

/** The player's commitment for the next spin (made on first use). */
async function seedOf(db: DbOrTx, uid: number): Promise<SeedRow> {
  const [row] = await db.select().from(loyaltySpinSeeds).where(eq(loyaltySpinSeeds.uid, uid));
  if (row) return row;
  await db
    .insert(loyaltySpinSeeds)
    .values({ uid, ...freshSeed(), clientSeed: newClientSeed() })
    .onConflictDoNothing();
  const [made] = await db.select().from(loyaltySpinSeeds).where(eq(loyaltySpinSeeds.uid, uid));
  return made!;
}

async function usedSpins(db: DbOrTx, uid: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(loyaltySpins).where(eq(loyaltySpins.uid, uid));
  return Number(row?.n ?? 0);
}

export async function spinInfo(db: DbOrTx, uid: number, brandId: string): Promise<VipSpinInfo> {
  const config = loyaltyConfig(brandId);
  const [{ level }, seed, used, mine] = await Promise.all([
    standingOf(db, uid, brandId),
    seedOf(db, uid),
    usedSpins(db, uid),
    db.select().from(loyaltySpins).where(eq(loyaltySpins.uid, uid)).orderBy(desc(loyaltySpins.id)).limit(20),
  ]);
  const earned = spinsEarned(level);
  return {
    currency: config.currency,
    level,
    balance: Math.max(0, earned - used),
    earned,
    used,
    next_level_spins: level >= 30 ? 0 : spinsOfLevel(level + 1),
    segments: config.wheel.map((amount, index) => ({ index, amount })),
    server_seed_hash: seed.serverSeedHash,
    client_seed: seed.clientSeed,
    nonce: seed.nonce,
    draw_list: mine.map(record),
  };
}

async function spinIn(
  tx: Tx,
  who: { uid: number; brandId: string },
  key: string,
  clientSeed: string | undefined,
  now: number,
): Promise<VipSpinResult> {
  const { uid, brandId } = who;
  await seedOf(tx, uid);
  // The lock: concurrent spins of this player wait here for this transaction.
  const [seed] = await tx
    .update(loyaltySpinSeeds)
    .set({ nonce: sql`${loyaltySpinSeeds.nonce}` })
    .where(eq(loyaltySpinSeeds.uid, uid))
    .returning();
  const [again] = await tx
    .select()
    .from(loyaltySpins)
    .where(and(eq(loyaltySpins.uid, uid), eq(loyaltySpins.clientKey, key)));
  if (again)
    return {
      spin: record(again),
      balance: await balanceIn(tx, uid, brandId),
      next_server_seed_hash: seed!.serverSeedHash,
    };

  const { level } = await standingOf(tx, uid, brandId);
  const used = await usedSpins(tx, uid);
  if (used >= spinsEarned(level)) throw noSpinLeft();

  const config = loyaltyConfig(brandId);
  const used_seed = { ...seed!, clientSeed: clientSeed ?? seed!.clientSeed };
  const segment = spinSegment(betStream(used_seed.serverSeed, used_seed.clientSeed, used_seed.nonce));
  const amount = config.wheel[segment]!;
  const [row] = await tx
    .insert(loyaltySpins)
    .values({
      uid,
      brandId,
      clientKey: key,
      serverSeed: used_seed.serverSeed,
      serverSeedHash: used_seed.serverSeedHash,
      clientSeed: used_seed.clientSeed,
      nonce: used_seed.nonce,
      segment,
      amount,
      currency: config.currency,
      createdAt: new Date(now),
    })
    .returning();
  const next = freshSeed();
  await tx
    .update(loyaltySpinSeeds)
    .set({ ...next, clientSeed: used_seed.clientSeed, nonce: used_seed.nonce + 1 })
    .where(eq(loyaltySpinSeeds.uid, uid));
  if (amount > 0) {
    await postTransaction(tx, {
      key: `loyalty:vip_spin:${uid}:${used_seed.nonce}`,
      kind: 'loyalty_reward',
      ref: String(row!.id),
      postings: [
        { account: { system: 'promotions', currency: config.currency }, amount: -amount },
        { account: { uid, kind: 'cash', currency: config.currency }, amount },
      ],
      meta: { kind: 'vip_spin', period: String(used_seed.nonce), segment },
    });
  }
  return {
    spin: record(row!),
    balance: Math.max(0, spinsEarned(level) - used - 1),
    next_server_seed_hash: next.serverSeedHash,
  };
}

async function balanceIn(db: DbOrTx, uid: number, brandId: string): Promise<number> {
  const { level } = await standingOf(db, uid, brandId);
  return Math.max(0, spinsEarned(level) - (await usedSpins(db, uid)));
}

/** One spin of the wheel: a credit used, the outcome drawn and paid, once. */
export async function drawSpin(
  db: Db,
  who: { uid: number; brandId: string },
  input: { key: string; client_seed?: string },
  now: number,
): Promise<VipSpinResult> {
  // A unique-index race (two first spins creating the seed row, or the same key twice) retries once.
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction((tx) => spinIn(tx, who, input.key, input.client_seed, now));
    } catch (err) {
      if (attempt >= 1 || !isUniqueViolation(err)) throw err;
    }
  }
}

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** The brand's recent wheel wins, newest first, names masked. */
export async function spinMarquee(db: DbOrTx, brandId: string, limit = 20): Promise<VipSpinMarquee> {
  const rows = await db
    .select()
    .from(loyaltySpins)
    .where(and(eq(loyaltySpins.brandId, brandId), sql`${loyaltySpins.amount} > 0`))
    .orderBy(desc(loyaltySpins.createdAt), desc(loyaltySpins.id))
    .limit(limit);
  const names = await namesOf(db, [...new Set(rows.map((r) => r.uid))]);
  return {
    marquee_list: rows.map((r) => ({
      name: maskName(names.get(r.uid) ?? ''),
      amount: r.amount,
      currency: r.currency,
      created_at: r.createdAt.getTime(),
    })),
  };
}
