/**
 * One-time e-mail codes: 6 digits from crypto.randomInt, stored hashed, valid 10 minutes, used once, locked
 * after 5 wrong tries. A new code for the same e-mail and purpose replaces the previous one.
 *
 * dm_error 100011 (codeLoginError): the code is wrong, expired, replaced or already used.
 * dm_error 100010 (codeLoginErrorNew): 5 wrong tries on this code; ask for a new one.
 *
 * Attempts and use are single atomic UPDATEs outside any transaction, so a wrong try is counted even though
 * the request then fails, and two requests cannot both use one code.
 */
import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { DmError } from '../../core/contract/errors';
import type { CodePurpose } from '../../core/contract/schemas/user';
import type { Db, DbOrTx } from '../db/database';
import { emailCodes } from '../db/schema-accounts';
import { ApiFailure } from '../http/failure';
import { sha256 } from './crypto';

export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_TRIES = 5;

export const CODE_WRONG_MESSAGE = 'The code is wrong or has expired';
export const CODE_LOCKED_MESSAGE = 'Too many wrong codes. Ask for a new code.';

interface CodeKey {
  brandId: string;
  email: string;
  purpose: CodePurpose;
}

// The code space is small, so the hash only keeps codes from being read off the table; expiry and the
// try limit are what protect them.
const hashCode = (key: CodeKey, code: string) =>
  sha256(`${key.brandId}\n${key.email}\n${key.purpose}\n${code}`);

/** The key's codes not yet used or replaced: what a new code replaces and where a check looks. */
const unusedCodesOf = (key: CodeKey) =>
  and(
    eq(emailCodes.brandId, key.brandId),
    eq(emailCodes.email, key.email),
    eq(emailCodes.purpose, key.purpose),
    isNull(emailCodes.usedAt),
  );

export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** Stores a fresh code (the previous ones for the key stop working) and returns it for the message. */
export async function issueCode(db: DbOrTx, key: CodeKey, now: number): Promise<string> {
  const code = newCode();
  const at = new Date(now);
  await db.update(emailCodes).set({ usedAt: at }).where(unusedCodesOf(key));
  await db.insert(emailCodes).values({
    ...key,
    codeHash: hashCode(key, code),
    createdAt: at,
    expiresAt: new Date(now + CODE_TTL_MS),
  });
  return code;
}

const wrong = () => new ApiFailure(400, DmError.CodeLoginError, CODE_WRONG_MESSAGE);
const locked = () => new ApiFailure(400, DmError.CodeLoginErrorNew, CODE_LOCKED_MESSAGE);

/**
 * Checks `code` against the live code of the key; `use` also spends it. Throws 100011 or 100010. Must be
 * given the database, not a transaction: a wrong try has to be counted even when the request fails.
 */
export async function verifyCode(
  db: Db,
  key: CodeKey,
  code: string,
  now: number,
  use: boolean,
): Promise<void> {
  const at = new Date(now);
  const [live] = await db
    .select()
    .from(emailCodes)
    .where(and(unusedCodesOf(key), gt(emailCodes.expiresAt, at)))
    .orderBy(desc(emailCodes.createdAt))
    .limit(1);
  if (!live) throw wrong();
  if (live.attempts >= CODE_MAX_TRIES) throw locked();
  if (!/^\d{6}$/.test(code) || hashCode(key, code) !== live.codeHash) {
    const [counted] = await db
      .update(emailCodes)
      .set({ attempts: sql`${emailCodes.attempts} + 1` })
      .where(and(eq(emailCodes.id, live.id), lt(emailCodes.attempts, CODE_MAX_TRIES)))
      .returning({ attempts: emailCodes.attempts });
    throw !counted || counted.attempts >= CODE_MAX_TRIES ? locked() : wrong();
  }
  if (!use) return;
  const [spent] = await db
    .update(emailCodes)
    .set({ usedAt: at })
    .where(and(eq(emailCodes.id, live.id), isNull(emailCodes.usedAt)))
    .returning({ id: emailCodes.id });
  if (!spent) throw wrong();
}
