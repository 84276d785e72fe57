/**
 * One-time SMS codes, with the e-mail codes' rules (codes.ts): 6 digits from crypto.randomInt, stored hashed,
 * valid 10 minutes, used once, locked after 5 wrong tries, a new code replaces the previous one. Same
 * answers too: 100011 wrong/expired/replaced/used, 100010 after 5 wrong tries.
 */
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { smsCodes } from '../db/schema-spec-calls';
import { ApiFailure } from '../http/failure';
import { DmError } from '../../core/contract/errors';
import { CODE_LOCKED_MESSAGE, CODE_MAX_TRIES, CODE_TTL_MS, CODE_WRONG_MESSAGE, newCode } from './codes';
import { sha256 } from './crypto';

const hashCode = (brandId: string, phone: string, code: string) =>
  sha256(`sms\n${brandId}\n${phone}\n${code}`);
const unused = (brandId: string, phone: string) =>
  and(eq(smsCodes.brandId, brandId), eq(smsCodes.phone, phone), isNull(smsCodes.usedAt));

export async function issueSmsCode(db: Db, brandId: string, phone: string, now: number): Promise<string> {
  const code = newCode();
  const at = new Date(now);
  await db.transaction(async (tx) => {
    await tx.update(smsCodes).set({ usedAt: at }).where(unused(brandId, phone));
    await tx.insert(smsCodes).values({
      brandId,
      phone,
      codeHash: hashCode(brandId, phone, code),
      createdAt: at,
      expiresAt: new Date(now + CODE_TTL_MS),
    });
  });
  return code;
}

/** Checks and spends the code. Outside a transaction: a wrong try is counted though the request fails. */
export async function useSmsCode(db: Db, brandId: string, phone: string, code: string, now: number) {
  const at = new Date(now);
  const wrong = () => new ApiFailure(400, DmError.CodeLoginError, CODE_WRONG_MESSAGE);
  const locked = () => new ApiFailure(400, DmError.CodeLoginErrorNew, CODE_LOCKED_MESSAGE);
  const [live] = await db
    .select()
    .from(smsCodes)
    .where(and(unused(brandId, phone), gt(smsCodes.expiresAt, at)))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  if (!live) throw wrong();
  if (live.tries >= CODE_MAX_TRIES) throw locked();
  if (!/^\d{6}$/.test(code) || hashCode(brandId, phone, code) !== live.codeHash) {
    const [counted] = await db
      .update(smsCodes)
      .set({ tries: sql`${smsCodes.tries} + 1` })
      .where(and(eq(smsCodes.id, live.id), lt(smsCodes.tries, CODE_MAX_TRIES)))
      .returning({ tries: smsCodes.tries });
    throw !counted || counted.tries >= CODE_MAX_TRIES ? locked() : wrong();
  }
  const [spent] = await db
    .update(smsCodes)
    .set({ usedAt: at })
    .where(and(eq(smsCodes.id, live.id), isNull(smsCodes.usedAt)))
    .returning({ id: smsCodes.id });
  if (!spent) throw wrong();
}
