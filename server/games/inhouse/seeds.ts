/**
 * Per-player seed pairs. The active pair is created on first use; each per-bet round takes the next nonce
 * with one conditional UPDATE inside the round's transaction (so concurrent bets of one player get
 * distinct nonces, and a rolled-back bet gives its nonce back). Rotation reveals the server seed.
 */
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/database';
import { inhouseSeeds } from '../../db/schema-inhouse';
import type { RevealedSeeds, SeedsInfo } from '../../../core/contract/schemas/inhouse';
import { newClientSeed, newServerSeed, sha256Hex } from './fair';

export type SeedRow = typeof inhouseSeeds.$inferSelect;

async function createSeed(db: DbOrTx, uid: number, clientSeed?: string): Promise<void> {
  const serverSeed = newServerSeed();
  await db
    .insert(inhouseSeeds)
    .values({
      uid,
      serverSeed,
      serverSeedHash: sha256Hex(serverSeed),
      clientSeed: clientSeed ?? newClientSeed(),
    })
    .onConflictDoNothing();
}

export async function activeSeed(db: DbOrTx, uid: number): Promise<SeedRow> {
  for (let i = 0; i < 2; i++) {
    const [row] = await db
      .select()
      .from(inhouseSeeds)
      .where(and(eq(inhouseSeeds.uid, uid), isNull(inhouseSeeds.revealedAt)));
    if (row) return row;
    await createSeed(db, uid);
  }
  throw new Error('inhouse seeds: no active pair after creating one');
}

/** Takes the next nonce of the active pair (inside the round's transaction). */
export async function takeNonce(tx: Tx, uid: number): Promise<SeedRow & { used: number }> {
  for (let i = 0; i < 2; i++) {
    const [row] = await tx
      .update(inhouseSeeds)
      .set({ nonce: sql`${inhouseSeeds.nonce} + 1` })
      .where(and(eq(inhouseSeeds.uid, uid), isNull(inhouseSeeds.revealedAt)))
      .returning();
    if (row) return { ...row, used: row.nonce - 1 };
    await createSeed(tx, uid);
  }
  throw new Error('inhouse seeds: no active pair after creating one');
}

const revealed = (row: SeedRow): RevealedSeeds => ({
  server_seed: row.serverSeed,
  server_seed_hash: row.serverSeedHash,
  client_seed: row.clientSeed,
  nonce: row.nonce,
});

export async function seedsInfo(db: DbOrTx, uid: number): Promise<SeedsInfo> {
  const current = await activeSeed(db, uid);
  const [previous] = await db
    .select()
    .from(inhouseSeeds)
    .where(and(eq(inhouseSeeds.uid, uid), isNotNull(inhouseSeeds.revealedAt)))
    .orderBy(desc(inhouseSeeds.id))
    .limit(1);
  return {
    current: {
      server_seed_hash: current.serverSeedHash,
      client_seed: current.clientSeed,
      nonce: current.nonce,
    },
    previous: previous ? revealed(previous) : null,
  };
}

/**
 * A new client seed. The nonce goes on counting: (server seed, client seed, nonce) stays unique, and the
 * server seed committed to by its hash is unchanged, so the player's choice cannot be anticipated.
 */
export async function setClientSeed(db: DbOrTx, uid: number, clientSeed: string): Promise<void> {
  await activeSeed(db, uid);
  await db
    .update(inhouseSeeds)
    .set({ clientSeed })
    .where(and(eq(inhouseSeeds.uid, uid), isNull(inhouseSeeds.revealedAt)));
}

/** Reveals the active pair and starts a new one (new server seed, nonce 0). */
export async function rotateSeed(
  tx: Tx,
  uid: number,
  now: number,
  clientSeed?: string,
): Promise<RevealedSeeds> {
  const current = await activeSeed(tx, uid);
  const [row] = await tx
    .update(inhouseSeeds)
    .set({ revealedAt: new Date(now) })
    .where(and(eq(inhouseSeeds.id, current.id), isNull(inhouseSeeds.revealedAt)))
    .returning();
  if (!row) throw new Error('inhouse seeds: rotated concurrently');
  await createSeed(tx, uid, clientSeed ?? current.clientSeed);
  return revealed(row);
}
