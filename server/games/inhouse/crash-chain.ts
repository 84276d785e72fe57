/**
 * The crash table's hash chain (provably fair): a chain is a seed hashed `length` times; its games are read
 * backwards from the terminal hash (published when the chain starts), so each game's hash proves the ones
 * before it, and a game's crash point is the HMAC of its hash with the chain's salt.
 */
import { eq } from 'drizzle-orm';
import { crashPointFromHmac } from '../../../core/games/crash';
import type { DbOrTx, Tx } from '../../db/database';
import { crashChains } from '../../db/schema-inhouse';
import { hmacBytes, newServerSeed, sha256Hex } from './fair';

export const DEFAULT_CHAIN_LENGTH = 20_000;

type ChainRow = typeof crashChains.$inferSelect;

/** Computes (and keeps) the hashes of a chain: hashes[0] = seed, hashes[i+1] = SHA-256(hashes[i]). */
const chainCache = new Map<number, string[]>();
export function chainHashes(chain: Pick<ChainRow, 'id' | 'seed' | 'length'>): string[] {
  let hashes = chainCache.get(chain.id);
  if (!hashes) {
    hashes = [chain.seed];
    for (let i = 1; i < chain.length; i++) hashes.push(sha256Hex(hashes[i - 1]!));
    chainCache.set(chain.id, hashes);
  }
  return hashes;
}

/** The game hash of game `index` (1-based) of a chain: the chain read backwards from the terminal hash. */
export const gameHashAt = (chain: Pick<ChainRow, 'id' | 'seed' | 'length'>, index: number): string =>
  chainHashes(chain)[chain.length - 1 - index]!;

export const crashPointOf = (gameHash: string, salt: string): number =>
  crashPointFromHmac(hmacBytes(gameHash, salt));

export async function newChain(tx: Tx, length: number): Promise<ChainRow> {
  const seed = newServerSeed();
  let terminal = seed;
  for (let i = 1; i < length; i++) terminal = sha256Hex(terminal);
  const [row] = await tx
    .insert(crashChains)
    .values({ seed, terminalHash: terminal, salt: newServerSeed(), length })
    .returning();
  return row!;
}

export async function chainById(db: DbOrTx, id: number): Promise<ChainRow> {
  const [row] = await db.select().from(crashChains).where(eq(crashChains.id, id));
  if (!row) throw new Error(`crash chain ${id} missing`);
  return row;
}

/** "Marina" -> "M***a": other players' names are never shown whole. */
export function maskNick(nick: string): string {
  const chars = [...nick];
  if (chars.length <= 2) return `${chars[0] ?? ''}***`;
  return `${chars[0]}***${chars[chars.length - 1]}`;
}
