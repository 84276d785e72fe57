/**
 * The player's responsible-gaming tools (issue #21): limits (stricter at once, looser after 24 hours and a
 * confirmation), time out and self-exclusion (never shortened or lifted early), account closure, the
 * reality-check interval, and the status the settings pages and the reality check read. Every change is
 * written to `rg_audit` in the same transaction (who, when, old, new).
 */
import { eq, sql } from 'drizzle-orm';
import {
  CHANGE_DELAY_MS,
  EXCLUSION_MONTHS,
  LIMIT_KEYS,
  TIMEOUT_DAYS,
  changeRule,
  exclusionEnd,
  limitPeriodOf,
  periodEnd,
  validLimitValue,
  type AmountLimitKey,
  type LimitKey,
} from '../../core/rg/limits';
import { DmError } from '../../core/contract/errors';
import type { Exclusion, LimitView, RgExclude, RgStatus } from '../../core/contract/schemas/rg';
import type { Db, DbOrTx, Tx } from '../db/database';
import { rowsOf } from '../db/rows';
import { rgAudit, rgPlayers } from '../db/schema';
import { ApiFailure } from '../http/failure';
import { isoMinute, readGate, usedOf } from './gate';
import { profileOf } from './profiles';

type RgRow = typeof rgPlayers.$inferSelect;

type Who = Pick<RgPlayer, 'uid' | 'brandId'>;

export interface RgPlayer {
  uid: number;
  brandId: string;
  currency: string;
  /** The login session (its start is the session's). */
  sessionId?: number;
}

const invalid = (msg: string) => new ApiFailure(400, DmError.RgInvalidChange, msg);

async function audit(
  tx: DbOrTx,
  p: Who,
  subject: string,
  old: unknown,
  next: unknown,
  now: number,
  actor = `player:${p.uid}`,
): Promise<void> {
  await tx.insert(rgAudit).values({
    uid: p.uid,
    brandId: p.brandId,
    actor,
    subject,
    old: old ?? null,
    new: next ?? null,
    createdAt: new Date(now),
  });
}

/** The player's row, created if missing, locked for the change. */
async function lockRow(tx: Tx, p: Who, now: number): Promise<RgRow> {
  await tx
    .insert(rgPlayers)
    .values({ uid: p.uid, brandId: p.brandId, updatedAt: new Date(now) })
    .onConflictDoNothing();
  const [row] = await tx.select().from(rgPlayers).where(eq(rgPlayers.uid, p.uid)).for('update');
  return row!;
}

/** The limits a registration form sets, checked before the account is created (same rules as setLimits). */
export function checkRegistrationLimits(input: Partial<Record<LimitKey, number | null>> | undefined): void {
  for (const [key, value] of Object.entries(input ?? {}) as [LimitKey, number | null][]) {
    if (value !== null && !validLimitValue(key, value))
      throw invalid(
        key === 'session_minutes'
          ? 'A session-time limit is between 15 minutes and 24 hours.'
          : 'A limit is a positive amount.',
      );
  }
}

export async function setLimits(
  db: Db,
  p: RgPlayer,
  input: Partial<Record<LimitKey, number | null>>,
  now: number,
  actor?: string,
): Promise<void> {
  const entries = Object.entries(input) as [LimitKey, number | null | undefined][];
  if (entries.length === 0) throw invalid('Name at least one limit to set.');
  for (const [key, value] of entries) {
    if (!LIMIT_KEYS.includes(key)) throw invalid(`${String(key).slice(0, 32)} is not a limit.`);
    if (value !== null && value !== undefined && !validLimitValue(key, value))
      throw invalid(
        key === 'session_minutes'
          ? 'A session-time limit is between 15 minutes and 24 hours.'
          : 'A limit is a positive amount.',
      );
  }
  await db.transaction(async (tx) => {
    const row = await lockRow(tx, p, now);
    const limits = { ...row.limits };
    const pending = { ...row.pending };
    for (const [key, value] of entries) {
      if (value === undefined) continue;
      const current = limits[key] ?? null;
      const rule = changeRule(current, value);
      if (rule === 'none') {
        if (pending[key]) {
          await audit(tx, p, `limit:${key}`, { pending: pending[key] }, { value: current }, now, actor);
          delete pending[key];
        }
        continue;
      }
      if (rule === 'immediate') {
        limits[key] = value!;
        delete pending[key];
        await audit(tx, p, `limit:${key}`, { value: current }, { value }, now, actor);
      } else {
        pending[key] = { value, at: now + CHANGE_DELAY_MS };
        await audit(tx, p, `limit:${key}`, { value: current }, { pending: pending[key] }, now, actor);
      }
    }
    await tx
      .update(rgPlayers)
      .set({ limits, pending, updatedAt: new Date(now) })
      .where(eq(rgPlayers.uid, p.uid));
  });
}

/** Applies a looser change whose 24 hours have passed (the player confirms it). */
export async function confirmLimit(db: Db, p: RgPlayer, key: LimitKey, now: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockRow(tx, p, now);
    const change = row.pending[key];
    if (!change)
      throw new ApiFailure(400, DmError.RgNotConfirmable, 'There is no change of this limit to confirm.');
    if (change.at > now)
      throw new ApiFailure(
        400,
        DmError.RgNotConfirmable,
        `This change can be confirmed from ${isoMinute(change.at)}.`,
      );
    const limits = { ...row.limits };
    const old = limits[key] ?? null;
    if (change.value === null) delete limits[key];
    else limits[key] = change.value;
    const pending = { ...row.pending };
    delete pending[key];
    await tx
      .update(rgPlayers)
      .set({ limits, pending, updatedAt: new Date(now) })
      .where(eq(rgPlayers.uid, p.uid));
    await audit(tx, p, `limit:${key}`, { value: old }, { value: change.value, confirmed: true }, now);
  });
}

function exclusionOf(
  row: Pick<RgRow, 'exclusionKind' | 'exclusionFrom' | 'excludedUntil'> | undefined,
  now: number,
): Exclusion | null {
  if (!row?.exclusionKind) return null;
  const until = row.excludedUntil ? row.excludedUntil.getTime() : null;
  if (until !== null && until <= now) return null;
  return {
    kind: row.exclusionKind as Exclusion['kind'],
    from: row.exclusionFrom?.getTime() ?? 0,
    until,
  };
}

/**
 * Starts a time out (days) or a self-exclusion (months, or permanent), or the closure of the account. One in
 * force is never shortened or lifted: a new one must end no earlier (a longer one replaces it).
 */
export async function exclude(
  db: Db,
  p: RgPlayer,
  input: RgExclude | { kind: 'closure' },
  now: number,
): Promise<void> {
  let until: number | null;
  if (input.kind === 'closure') until = null;
  else if (input.kind === 'timeout') {
    const days = input.length ?? 0;
    if (input.permanent || days < TIMEOUT_DAYS.min || days > TIMEOUT_DAYS.max)
      throw invalid('A time out lasts from 1 day to 6 weeks (42 days).');
    until = exclusionEnd('timeout', days, now);
  } else if (input.permanent) until = null;
  else {
    const months = input.length ?? 0;
    if (months < EXCLUSION_MONTHS.min || months > EXCLUSION_MONTHS.max)
      throw invalid('A self-exclusion lasts from 6 months to 5 years, or is permanent.');
    until = exclusionEnd('self_exclusion', months, now);
  }
  await db.transaction((tx) => excludeIn(tx, p, input.kind, until, now));
}

/** The account closure (del_apply) as an exclusion without end, in the caller's transaction. */
export async function requestClosure(tx: Tx, p: Who, now: number): Promise<void> {
  await excludeIn(tx, p, 'closure', null, now);
}

async function excludeIn(
  tx: Tx,
  p: Who,
  kind: Exclusion['kind'],
  until: number | null,
  now: number,
): Promise<void> {
  const input = { kind };
  {
    const row = await lockRow(tx, p, now);
    const current = exclusionOf(row, now);
    if (current && current.kind !== 'closure' && input.kind !== 'closure') {
      if (current.until === null || (until !== null && until < current.until))
        throw invalid(
          `An exclusion is in force ${current.until === null ? 'permanently' : `until ${isoMinute(current.until)}`}; it cannot be shortened.`,
        );
    }
    if (current?.kind === 'closure') return;
    await tx
      .update(rgPlayers)
      .set({
        exclusionKind: input.kind,
        exclusionFrom: new Date(now),
        excludedUntil: until === null ? null : new Date(until),
        updatedAt: new Date(now),
      })
      .where(eq(rgPlayers.uid, p.uid));
    await audit(tx, p, 'exclusion', current, { kind: input.kind, from: now, until }, now);
  }
}

export async function setReality(db: Db, p: RgPlayer, minutes: number | null, now: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockRow(tx, p, now);
    await tx
      .update(rgPlayers)
      .set({ realityMinutes: minutes, updatedAt: new Date(now) })
      .where(eq(rgPlayers.uid, p.uid));
    await audit(tx, p, 'reality', { minutes: row.realityMinutes }, { minutes }, now);
  });
}

/** Net result since the session began: payouts and cash-outs minus stakes (bets, in-house and provider). */
async function sessionNet(db: DbOrTx, uid: number, currency: string, from: number): Promise<number> {
  const at = sql`${new Date(from).toISOString()}::timestamptz`;
  const [row] = rowsOf<{ net: string | number | null }>(
    await db.execute(sql`
      select coalesce(sum(n), 0)::bigint as net from (
        select b.payout + coalesce(b.cash_out_amount, 0) - b.stake as n from bet_orders b
        where b.uid = ${uid} and b.currency = ${currency} and b.free_bet_id is null and b.status in (1, 4)
          and b.created_at >= ${at}
        union all
        select i.payout - i.amount from inhouse_rounds i
        where i.uid = ${uid} and i.currency = ${currency} and i.created_at >= ${at}
        union all
        select g.credited - g.debited from game_rounds g
        where g.uid = ${uid} and g.currency = ${currency} and g.status <> 'rolled_back' and g.created_at >= ${at}
      ) u`),
  );
  return Number(row?.net ?? 0);
}

export async function rgStatus(
  db: DbOrTx,
  brandId: string,
  currency: string,
  p: RgPlayer | null,
  now: number,
): Promise<RgStatus> {
  const profile = await profileOf(db, brandId);
  const base: RgStatus = {
    profile,
    currency,
    limits: [],
    exclusion: null,
    reality_minutes: profile.reality_minutes,
    reality_custom: false,
    session_started_at: 0,
    session_net: 0,
    server_time: now,
  };
  if (!p) return base;
  const check = { uid: p.uid, brandId, currency, amount: 0, now, sessionId: p.sessionId };
  const [row, play, deposit, session] = await Promise.all([
    db.select().from(rgPlayers).where(eq(rgPlayers.uid, p.uid)),
    readGate(db, { ...check, action: 'bet' }),
    readGate(db, { ...check, action: 'deposit' }),
    p.sessionId === undefined
      ? Promise.resolve(undefined)
      : db.execute(sql`select created_at from sessions where id = ${p.sessionId}`),
  ]);
  const r = row[0];
  const started = session ? rowsOf<{ created_at: string | Date }>(session)[0]?.created_at : undefined;
  const sessionStart = started ? new Date(started).getTime() : 0;
  const limits: LimitView[] = LIMIT_KEYS.map((key) => {
    const pending = r?.pending[key];
    const amount = key !== 'session_minutes';
    const gateRow = key.startsWith('deposit') ? deposit : play;
    return {
      key,
      value: r?.limits[key] ?? null,
      pending: pending ? { value: pending.value, at: pending.at, confirmable: pending.at <= now } : null,
      used: amount && gateRow ? usedOf(gateRow, key as AmountLimitKey) : 0,
      resets_at: amount ? periodEnd(limitPeriodOf(key as AmountLimitKey), now) : 0,
    };
  });
  return {
    ...base,
    limits,
    exclusion: exclusionOf(r, now),
    reality_minutes: r?.realityMinutes ?? profile.reality_minutes,
    reality_custom: r?.realityMinutes != null,
    session_started_at: sessionStart,
    session_net: sessionStart ? await sessionNet(db, p.uid, currency, sessionStart) : 0,
  };
}
