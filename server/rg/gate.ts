/**
 * The responsible-gaming gate (issue #21): ONE check that deposits (payments/deposits.ts), bets
 * (bets/place.ts) and game rounds (games/inhouse/rounds.ts, the provider wallet's debit) call before money
 * moves. It refuses, naming the rule:
 *  - an exclusion in force (time out, self-exclusion, account closure): no bet, game or deposit;
 *  - a deposit, loss or wager limit the amount would pass (error_msg: the limit, what is left, the reset);
 *  - the session-time limit, counted from the login of the session;
 *  - a deposit on a play-money brand, or with a method the market's licence does not allow.
 *
 * One statement, one round trip. A player who never set anything has no `rg_players` row: the bet path reads
 * that row beside the selections (playGateColumn) and runs this statement only when there is something to
 * check. Usage is summed only for a player with amount limits, from the business rows whose `created_at` is
 * the injected clock's: bet_orders (cash stakes, minus what came back), inhouse_rounds and game_rounds for
 * play, pay_orders for deposits, over the widest period (index uid + created_at, or uid + id for in-house
 * rounds).
 */
import { sql, type Placeholder } from 'drizzle-orm';
import { toMajor } from '../../core/money/parse';
import { DmError } from '../../core/contract/errors';
import {
  AMOUNT_LIMIT_KEYS,
  limitKindOf,
  limitPeriodOf,
  periodEnd,
  periodStart,
  widestStart,
  type AmountLimitKey,
  type LimitKind,
} from '../../core/rg/limits';
import type { DbOrTx } from '../db/database';
import { rowsOf } from '../db/rows';
import { ApiFailure } from '../http/failure';

export type RgAction = 'deposit' | 'bet' | 'game';

export interface RgCheck {
  uid: number;
  /** The brand (deposits: its market profile). */
  brandId?: string;
  action: RgAction;
  /** The stake or deposit, minor units. */
  amount: number;
  currency: string;
  now: number;
  /** The login session (its start counts the session-time limit); none: not checked. */
  sessionId?: number;
  /** The deposit method (checked against the market profile). */
  method?: string;
}

export interface GateRow {
  limits: Record<string, number> | null;
  exclusion_kind: string | null;
  excluded_until: string | Date | null;
  session_start: string | Date | null;
  real_money: boolean | null;
  pay_methods: string[] | null;
  [k: string]: unknown;
}

const fail = (code: number, msg: string) => new ApiFailure(403, code, msg);

const KIND_WORD: Record<LimitKind, string> = { deposit: 'deposit', loss: 'loss', wager: 'wager' };
const PERIOD_WORD = { day: 'daily', week: 'weekly', month: 'monthly' } as const;

export function isoMinute(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

const ts = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;
const toMs = (v: string | Date) => (v instanceof Date ? v.getTime() : new Date(v).getTime());

/** The sums per period, as select columns: `<prefix>_day`, `<prefix>_week`, `<prefix>_month`. */
function periodSums(prefix: string, value: string, created: string, now: number) {
  return sql.join(
    (['day', 'week', 'month'] as const).map(
      (p) =>
        sql`coalesce(sum(${sql.raw(value)}) filter (where ${sql.raw(created)} >= ${ts(periodStart(p, now))}), 0)::bigint as ${sql.raw(`${prefix}_${p}`)}`,
    ),
    sql`, `,
  );
}

function gateStatement(c: RgCheck) {
  const from = ts(widestStart(c.now));
  const play = c.action !== 'deposit';
  const deposit = c.action === 'deposit';
  const hasAmountLimits = sql`r.uid is not null and (r.limits - 'session_minutes') <> '{}'::jsonb`;
  const playSums = play
    ? sql`left join lateral (
        select ${periodSums('bet_w', 'w', 'at', c.now)}, ${periodSums('bet_l', 'l', 'at', c.now)}
        from (
          select b.stake as w, b.stake - b.payout - coalesce(b.cash_out_amount, 0) as l, b.created_at as at
          from bet_orders b
          where b.uid = ${c.uid} and b.currency = ${c.currency} and b.free_bet_id is null
            and b.status in (1, 4) and b.created_at >= ${from}
          union all
          select i.amount, i.amount - i.payout, i.created_at
          from inhouse_rounds i
          where i.uid = ${c.uid} and i.currency = ${c.currency} and i.created_at >= ${from}
          union all
          select g.debited, g.debited - g.credited, g.created_at
          from game_rounds g
          where g.uid = ${c.uid} and g.currency = ${c.currency} and g.status <> 'rolled_back'
            and g.created_at >= ${from}
        ) u
        where ${hasAmountLimits}
      ) g on true`
    : sql``;
  const depositSums = deposit
    ? sql`left join lateral (
        select ${periodSums('dep', 'p.amount', 'p.created_at', c.now)}
        from pay_orders p
        where ${hasAmountLimits} and p.uid = ${c.uid} and p.direction = 'payin'
          and p.counts_toward_limits and p.state in ('created', 'pending', 'paid')
          and p.created_at >= ${from}
      ) d on true
      left join market_profiles mp on mp.brand_id = ${c.brandId ?? ''}`
    : sql``;
  const session =
    c.sessionId !== undefined
      ? sql`left join sessions s on s.id = ${c.sessionId} and (r.limits ->> 'session_minutes') is not null`
      : sql``;
  return sql`
    select r.limits, r.exclusion_kind, r.excluded_until,
      ${c.sessionId !== undefined ? sql`s.created_at` : sql`null`} as session_start,
      ${deposit ? sql`mp.real_money, mp.pay_methods` : sql`null as real_money, null as pay_methods`}
      ${play ? sql`, g.*` : sql``} ${deposit ? sql`, d.*` : sql``}
    from (select 1 as one) one
    left join rg_players r on r.uid = ${c.uid}
    ${playSums} ${depositSums} ${session}`;
}

/** The gate's row: the player's settings, the sums their limits need, the session start, the market. */
export async function readGate(db: DbOrTx, c: RgCheck): Promise<GateRow | undefined> {
  const [row] = rowsOf<GateRow>(await db.execute(gateStatement(c)));
  return row;
}

/**
 * Whether a bet or game round of this player needs the full gate (rgGate), as a boolean column to fold into
 * a caller's read (bets/placement-read.ts): with no exclusion and no limit set a play gate has nothing to
 * refuse, so the full statement above (whose planning costs more than the read itself) runs only for
 * players who set something. Not for deposits: the market profile applies to every player.
 */
export const playGateColumn = (uid: number | Placeholder) =>
  sql`exists (select 1 from rg_players r
              where r.uid = ${uid} and (r.exclusion_kind is not null or r.limits <> '{}'::jsonb))`;

/** Refuses (ApiFailure 403) what the player's limits, exclusion or market forbid; passes otherwise. */
export async function rgGate(db: DbOrTx, c: RgCheck): Promise<void> {
  const row = await readGate(db, c);
  if (!row) return;
  if (c.action === 'deposit') {
    if (row.real_money === false)
      throw fail(
        DmError.RgPlayMoney,
        'This brand plays with play money only: deposits and withdrawals are not available.',
      );
    if (c.method && row.pay_methods && !row.pay_methods.includes(c.method))
      throw fail(DmError.RgMethodNotAllowed, `${c.method.slice(0, 32)} is not allowed in this market.`);
  }
  checkExclusion(row, c.now);
  const limits = row.limits ?? {};
  const sessionMinutes = limits.session_minutes;
  if (sessionMinutes !== undefined && row.session_start && c.action !== 'deposit') {
    const start = toMs(row.session_start);
    if (c.now - start >= sessionMinutes * 60_000)
      throw fail(
        DmError.RgSessionLimit,
        `Your session-time limit of ${sessionMinutes} minutes is reached. Log in again to start a new session.`,
      );
  }
  for (const key of AMOUNT_LIMIT_KEYS) {
    const limit = limits[key];
    if (limit === undefined) continue;
    const kind = limitKindOf(key);
    if ((kind === 'deposit') !== (c.action === 'deposit')) continue;
    const used = usedOf(row, key);
    if (used + c.amount > limit) throw limitFailure(key, limit, used, c);
  }
}

export function usedOf(row: GateRow, key: AmountLimitKey): number {
  const kind = limitKindOf(key);
  const p = limitPeriodOf(key);
  const column = kind === 'deposit' ? `dep_${p}` : kind === 'wager' ? `bet_w_${p}` : `bet_l_${p}`;
  return Math.max(0, Number(row[column] ?? 0));
}

function limitFailure(key: AmountLimitKey, limit: number, used: number, c: RgCheck): ApiFailure {
  const period = limitPeriodOf(key);
  const left = Math.max(0, limit - used);
  const resets = isoMinute(periodEnd(period, c.now));
  return fail(
    DmError.RgLimitReached,
    `This would pass your ${PERIOD_WORD[period]} ${KIND_WORD[limitKindOf(key)]} limit of ` +
      `${toMajor(limit)} ${c.currency}: ${toMajor(left)} ${c.currency} left until it resets on ${resets}.`,
  );
}

function checkExclusion(row: GateRow, now: number): void {
  if (!row.exclusion_kind) return;
  const until = row.excluded_until ? toMs(row.excluded_until) : null;
  if (until !== null && until <= now) return;
  const end = until === null ? 'permanently' : `until ${isoMinute(until)}`;
  const what =
    row.exclusion_kind === 'closure'
      ? 'Your account is closing'
      : row.exclusion_kind === 'timeout'
        ? `Your account is in a time out ${end}`
        : `Your account is self-excluded ${end}`;
  throw fail(
    DmError.RgExcluded,
    `${what}: bets, games and deposits are not available. You can still withdraw.`,
  );
}
