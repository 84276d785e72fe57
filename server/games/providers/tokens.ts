/**
 * Wallet tokens (game/base/user/token/get, launch): 32 random bytes handed to a provider, which sends it
 * back on balance and debit calls to name the player, currency and game session. Only the SHA-256 is
 * stored; a token lives 4 hours.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { gameTokens } from '../../db/schema-games';

export const TOKEN_TTL_MS = 4 * 60 * 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface GameSessionToken {
  uid: number;
  platform: string;
  currency: string;
  gameId: string | null;
  expiresAt: Date;
}

export async function issueToken(
  db: DbOrTx,
  input: { uid: number; platform: string; currency: string; gameId?: string },
  now: number,
): Promise<{ token: string; expiresAt: number }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = now + TOKEN_TTL_MS;
  await db.insert(gameTokens).values({
    tokenHash: hashToken(token),
    uid: input.uid,
    platform: input.platform,
    currency: input.currency,
    gameId: input.gameId ?? null,
    expiresAt: new Date(expiresAt),
  });
  return { token, expiresAt };
}

/** The live session a token names for this provider, or null (unknown, another provider's, expired). */
export async function readToken(
  db: DbOrTx,
  token: string,
  platform: string,
  now: number,
): Promise<GameSessionToken | null> {
  if (!token || token.length > 128) return null;
  const [row] = await db
    .select({
      uid: gameTokens.uid,
      platform: gameTokens.platform,
      currency: gameTokens.currency,
      gameId: gameTokens.gameId,
      expiresAt: gameTokens.expiresAt,
    })
    .from(gameTokens)
    .where(
      and(
        eq(gameTokens.tokenHash, hashToken(token)),
        eq(gameTokens.platform, platform),
        gt(gameTokens.expiresAt, new Date(now)),
      ),
    );
  return row ?? null;
}
