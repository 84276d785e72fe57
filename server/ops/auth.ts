/**
 * Operator sign-in: password (the players' scrypt KDF), then a mandatory TOTP code. The first login of an
 * operator without a confirmed authenticator gets its secret (enrolment); every later one asks for a code.
 * A session is `totp` after the password and `full` after the code (a new token: the half-signed token
 * never becomes a full one). Sessions end after OPS_IDLE_MINUTES unused or OPS_MAX_HOURS in all.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { OpsDmError } from '../../core/contract/errors';
import type { OpsLoginStep, OpsMe } from '../../core/contract/schemas/ops';
import { isOpsRole, OPS_IDLE_MINUTES, ROLE_PERMISSIONS, type OpsRole } from '../../core/ops/permissions';
import { burnPasswordCheck, randomToken, sha256, verifyPassword } from '../accounts/crypto';
import type { Db, DbOrTx } from '../db/database';
import { operators, operatorSessions } from '../db/schema-ops';
import { ApiFailure } from '../http/failure';
import { matchTotp, newTotpSecret, otpauthUri } from './totp';

export const OPS_COOKIE = 'ops_session';
export const OPS_MAX_HOURS = 12;
const IDLE_MS = OPS_IDLE_MINUTES * 60_000;
const TOUCH_EVERY_MS = 30_000;

export interface Operator {
  id: number;
  email: string;
  name: string;
  role: OpsRole;
  brands: string[];
}

export interface OpsSession {
  id: number;
  stage: 'totp' | 'full';
  operator: Operator;
}

export const unauthenticated = () =>
  new ApiFailure(401, OpsDmError.OpsUnauthenticated, 'Please sign in to the operator console.');
const badCredentials = () => new ApiFailure(401, OpsDmError.OpsBadCredentials, 'Wrong e-mail or password.');
const badCode = () => new ApiFailure(401, OpsDmError.OpsBadCode, 'Wrong or already used code.');

function toOperator(row: typeof operators.$inferSelect): Operator {
  const role: OpsRole = isOpsRole(row.role) ? row.role : 'read_only';
  return { id: row.id, email: row.email, name: row.name, role, brands: row.brands };
}

export const meView = (op: Operator): OpsMe => ({
  id: op.id,
  email: op.email,
  name: op.name,
  role: op.role,
  brands: op.brands,
  permissions: [...ROLE_PERMISSIONS[op.role]],
  idle_minutes: OPS_IDLE_MINUTES,
});

async function newSession(db: DbOrTx, operatorId: number, stage: 'totp' | 'full', ip: string, now: number) {
  const token = randomToken();
  const at = new Date(now);
  await db.insert(operatorSessions).values({
    tokenHash: sha256(token),
    operatorId,
    stage,
    ip,
    createdAt: at,
    lastSeenAt: at,
    expiresAt: new Date(now + OPS_MAX_HOURS * 3_600_000),
  });
  return token;
}

/** Password step: a `totp` session, and the secret to enrol when the operator has no confirmed one. */
export async function passwordLogin(
  db: Db,
  email: string,
  password: string,
  ip: string,
  now: number,
): Promise<{ token: string; step: OpsLoginStep }> {
  const [row] = await db
    .select()
    .from(operators)
    .where(and(eq(operators.email, email.trim().toLowerCase()), isNull(operators.disabledAt)));
  if (!row) {
    await burnPasswordCheck(password);
    throw badCredentials();
  }
  if (!(await verifyPassword(password, row.passwordHash))) throw badCredentials();
  const token = await newSession(db, row.id, 'totp', ip, now);
  if (row.totpEnrolledAt && row.totpSecret) return { token, step: { step: 'code' } };
  // Not enrolled: the stored secret (seeded, or made at an earlier unfinished enrolment) or a new one.
  const secret = row.totpSecret ?? newTotpSecret();
  if (!row.totpSecret) await db.update(operators).set({ totpSecret: secret }).where(eq(operators.id, row.id));
  return {
    token,
    step: { step: 'enrol', secret, otpauth_uri: otpauthUri(secret, row.email, 'Placar Ops') },
  };
}

/**
 * Code step: the code must match a step later than the last accepted one (a replay in the same 30 s is
 * refused). Revokes the `totp` session and answers a new `full` one.
 */
export async function codeLogin(
  db: Db,
  session: OpsSession,
  code: string,
  ip: string,
  now: number,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(operators)
      .where(eq(operators.id, session.operator.id))
      .for('update');
    if (!row?.totpSecret) throw badCode();
    const step = matchTotp(row.totpSecret, code, now);
    if (step === null || step <= row.totpLastStep) throw badCode();
    await tx
      .update(operators)
      .set({ totpLastStep: step, totpEnrolledAt: row.totpEnrolledAt ?? new Date(now) })
      .where(eq(operators.id, row.id));
    await tx
      .update(operatorSessions)
      .set({ revokedAt: new Date(now) })
      .where(eq(operatorSessions.id, session.id));
    return newSession(tx, row.id, 'full', ip, now);
  });
}

/** The live session a cookie names, or null (unknown, revoked, idle, too old, operator disabled). */
export async function resolveOpsSession(db: Db, token: string, now: number): Promise<OpsSession | null> {
  if (token.length < 32 || token.length > 64) return null;
  const at = new Date(now);
  const [found] = await db
    .select({ session: operatorSessions, operator: operators })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(
      and(
        eq(operatorSessions.tokenHash, sha256(token)),
        isNull(operatorSessions.revokedAt),
        isNull(operators.disabledAt),
        gt(operatorSessions.expiresAt, at),
        gt(operatorSessions.lastSeenAt, new Date(now - IDLE_MS)),
      ),
    );
  if (!found) return null;
  if (now - found.session.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
    await db
      .update(operatorSessions)
      .set({ lastSeenAt: at })
      .where(eq(operatorSessions.id, found.session.id));
  }
  return {
    id: found.session.id,
    stage: found.session.stage === 'full' ? 'full' : 'totp',
    operator: toOperator(found.operator),
  };
}

export async function revokeOpsSession(db: Db, id: number, now: number): Promise<void> {
  await db
    .update(operatorSessions)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(operatorSessions.id, id), sql`${operatorSessions.revokedAt} is null`));
}
