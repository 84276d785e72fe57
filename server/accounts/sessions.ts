/**
 * Server-side sessions. The client holds a 256-bit random token in an httpOnly cookie; the database holds
 * only its SHA-256, so neither a database leak nor JavaScript on the page yields a usable session.
 *
 * A session ends when it is revoked (logout, password reset, deletion request), unused for the idle time, or
 * older than the absolute maximum. Renewal rotates the token; the replaced token stays valid for
 * ROTATION_GRACE_MS so requests already in flight with the old cookie are not turned into 604s.
 */
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { sessions, users } from '../db/schema-accounts';
import type { AccountsConfig } from './config';
import { randomToken, sha256 } from './crypto';

export const SESSION_COOKIE = 'session';
export const ROTATION_GRACE_MS = 60_000;
/** last_seen_at is written at most this often: idle expiry is measured in hours, not per request. */
const TOUCH_EVERY_MS = 60_000;

export interface ActiveSession {
  id: number;
  /** The public `sid`. */
  publicId: string;
  uid: number;
  smid: string;
  cv: string;
  hv: string;
  av: string;
  expiresAt: Date;
}

export interface SessionClient {
  smid: string;
  cv: string;
  hv: string;
  av: string;
  ip: string;
}

const idleMs = (config: AccountsConfig) => config.sessionIdleMinutes * 60_000;

export async function createSession(
  db: DbOrTx,
  uid: number,
  client: SessionClient,
  now: number,
  config: AccountsConfig,
): Promise<{ token: string; session: ActiveSession }> {
  const token = randomToken();
  const at = new Date(now);
  const [row] = await db
    .insert(sessions)
    .values({
      publicId: randomToken(16),
      tokenHash: sha256(token),
      uid,
      ...client,
      createdAt: at,
      lastSeenAt: at,
      expiresAt: new Date(now + config.sessionMaxDays * 86_400_000),
    })
    .returning();
  return { token, session: toActive(row!) };
}

function toActive(row: typeof sessions.$inferSelect): ActiveSession {
  const { id, publicId, uid, smid, cv, hv, av, expiresAt } = row;
  return { id, publicId, uid, smid, cv, hv, av, expiresAt };
}

/** The live session a cookie token names, or null (unknown, revoked, idle, too old, account deleted). */
export async function resolveSession(
  db: DbOrTx,
  token: string,
  now: number,
  config: AccountsConfig,
): Promise<ActiveSession | null> {
  if (token.length < 32 || token.length > 64) return null;
  const hash = sha256(token);
  const at = new Date(now);
  const [found] = await db
    .select({ session: sessions })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.uid))
    .where(
      and(
        or(
          eq(sessions.tokenHash, hash),
          and(eq(sessions.prevTokenHash, hash), gt(sessions.rotatedAt, new Date(now - ROTATION_GRACE_MS))),
        ),
        isNull(sessions.revokedAt),
        isNull(users.deletionRequestedAt),
        gt(sessions.expiresAt, at),
        gt(sessions.lastSeenAt, new Date(now - idleMs(config))),
      ),
    )
    .limit(1);
  if (!found) return null;
  if (now - found.session.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, found.session.id));
  }
  return toActive(found.session);
}

/** A new token for the same session (same sid); the old one works for ROTATION_GRACE_MS more. */
export async function rotateSession(db: DbOrTx, session: ActiveSession, now: number): Promise<string> {
  const token = randomToken();
  const at = new Date(now);
  await db
    .update(sessions)
    .set({
      prevTokenHash: sql`${sessions.tokenHash}`,
      tokenHash: sha256(token),
      rotatedAt: at,
      lastSeenAt: at,
    })
    .where(eq(sessions.id, session.id));
  return token;
}

export async function revokeSession(db: DbOrTx, id: number, now: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

export async function revokeUserSessions(db: DbOrTx, uid: number, now: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(sessions.uid, uid), isNull(sessions.revokedAt)));
}

/** True when the account has had a session on this device before (for first_active). */
export async function seenOnDevice(db: DbOrTx, uid: number, smid: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.uid, uid), eq(sessions.smid, smid)))
    .limit(1);
  return row !== undefined;
}
