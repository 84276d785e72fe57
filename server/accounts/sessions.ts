/**
 * Server-side sessions. The client holds a 256-bit random token in an httpOnly cookie; the database holds
 * only its SHA-256, so neither a database leak nor JavaScript on the page yields a usable session.
 *
 * A session ends when it is revoked (logout, password reset, deletion request), unused for the idle time, or
 * older than the absolute maximum. Renewal rotates the token; the replaced token stays valid for
 * ROTATION_GRACE_MS so requests already in flight with the old cookie are not turned into 604s.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { sessions } from '../db/schema-accounts';
import type { AccountsConfig } from './config';
import { randomToken, sha256 } from './crypto';
import { preparedShapes } from '../db/named';
import { rowsOf } from '../db/rows';
import { OpsDmError } from '../../core/contract/errors';
import { ApiFailure } from '../http/failure';
import { isPlayerLocked } from '../ops/players';

export const SESSION_COOKIE = 'session';
export const ROTATION_GRACE_MS = 60_000;
/** last_seen_at is written at most this often: idle expiry is measured in hours, not per request. */
const TOUCH_EVERY_MS = 60_000;

export interface ActiveSession {
  id: number;
  /** The public `sid`. */
  publicId: string;
  uid: number;
  /** The brand it was opened on: it is a session on that brand only. */
  brandId: string;
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
  brandId: string,
  client: SessionClient,
  now: number,
  config: AccountsConfig,
): Promise<{ token: string; session: ActiveSession }> {
  // Issue #24: an operator's lock refuses every sign-in path here (its open sessions were revoked then).
  if (await isPlayerLocked(db, uid))
    throw new ApiFailure(403, OpsDmError.AccountLocked, 'This account is locked. Please contact support.');
  const token = randomToken();
  const at = new Date(now);
  const [row] = await db
    .insert(sessions)
    .values({
      publicId: randomToken(16),
      tokenHash: sha256(token),
      uid,
      brandId,
      ...client,
      createdAt: at,
      lastSeenAt: at,
      expiresAt: new Date(now + config.sessionMaxDays * 86_400_000),
    })
    .returning();
  return { token, session: toActive(row!) };
}

function toActive(row: typeof sessions.$inferSelect): ActiveSession {
  const { id, publicId, uid, brandId, smid, cv, hv, av, expiresAt } = row;
  return { id, publicId, uid, brandId, smid, cv, hv, av, expiresAt };
}

interface SessionRow {
  id: string | number;
  public_id: string;
  uid: string | number;
  smid: string;
  cv: string;
  hv: string;
  av: string;
  expires_at: Date | string;
  last_seen_at: Date | string;
}

/**
 * The session look-up every signed-in API call runs (the 10 s balance poll, each bet): raw SQL, not the query
 * builder (building the joined select cost more CPU than the database spent answering it), built once per
 * shape and run as a named prepared statement (db/named.ts, bench/bet-throughput). The current token first,
 * with one index equality; the token it replaced is looked for only when that fails (a request that crossed
 * a rotation), so the usual look-up has no OR to plan.
 */
const sessionLookUp = preparedShapes((shape: 'current' | 'previous') => {
  const p = sql.placeholder;
  const match =
    shape === 'current'
      ? sql`s.token_hash = ${p('hash')}`
      : sql`s.prev_token_hash = ${p('hash')} and s.rotated_at > ${p('rotated')}`;
  return sql`
    select s.id, s.public_id, s.uid, s.smid, s.cv, s.hv, s.av, s.expires_at, s.last_seen_at
    from sessions s join users u on u.id = s.uid
    where ${match} and s.brand_id = ${p('brand')} and s.revoked_at is null
      and u.deletion_requested_at is null and s.expires_at > ${p('at')} and s.last_seen_at > ${p('seen')}
    limit 1`;
});

/**
 * The live session a cookie token names on `brandId`, or null (unknown, revoked, idle, too old, account
 * deleted, or opened on another brand: the Brazilian player's cookie sent with Mexico's app key is no
 * session on Mexico, so the request is a visitor's, and one that needs a player answers 604).
 */
export async function resolveSession(
  db: DbOrTx,
  token: string,
  brandId: string,
  now: number,
  config: AccountsConfig,
): Promise<ActiveSession | null> {
  if (token.length < 32 || token.length > 64) return null;
  const hash = sha256(token);
  const at = new Date(now);
  const values = { hash, brand: brandId, at, seen: new Date(now - idleMs(config)) };
  const found =
    rowsOf<SessionRow>(await sessionLookUp(db, 'current', values))[0] ??
    rowsOf<SessionRow>(
      await sessionLookUp(db, 'previous', { ...values, rotated: new Date(now - ROTATION_GRACE_MS) }),
    )[0];
  if (!found) return null;
  const id = Number(found.id);
  if (now - new Date(found.last_seen_at).getTime() >= TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id));
  }
  return {
    id,
    publicId: found.public_id,
    uid: Number(found.uid),
    brandId,
    smid: found.smid,
    cv: found.cv,
    hv: found.hv,
    av: found.av,
    expiresAt: new Date(found.expires_at),
  };
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

/** Ends the session a cookie token names, whichever brand it is on (a login replaces that cookie). */
export async function revokeSessionToken(db: DbOrTx, token: string, now: number): Promise<void> {
  if (token.length < 32 || token.length > 64) return;
  await db
    .update(sessions)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(sessions.tokenHash, sha256(token)), isNull(sessions.revokedAt)));
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
