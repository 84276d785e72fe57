/**
 * Reports for the operator console (issue #24): a brand's daily numbers (server/reporting/daily.ts) over
 * local days `from`..`to` (both included) of the brand's time zone (`brands.time_zone`), for the screen and
 * as CSV. At most MAX_DAYS days per call.
 */
import { eq, sql } from 'drizzle-orm';
import { OpsDmError } from '../../core/contract/errors';
import type { OpsReport, OpsReportQuery } from '../../core/contract/schemas/ops-trading';
import type { DbOrTx } from '../db/database';
import { rowsOf } from '../db/rows';
import { brands } from '../db/schema';
import { ApiFailure } from '../http/failure';
import { dailyReport, type DailyRow } from '../reporting/daily';

export const MAX_DAYS = 92;
const DAY = 86_400_000;

const badRange = (why: string) => new ApiFailure(400, OpsDmError.OpsBadRange, why);

export async function brandReport(
  db: DbOrTx,
  q: OpsReportQuery,
): Promise<{ timeZone: string; rows: DailyRow[] }> {
  const [brand] = await db.select({ tz: brands.timeZone }).from(brands).where(eq(brands.id, q.brand));
  const timeZone = brand?.tz ?? 'UTC';
  const from = Date.parse(`${q.from}T00:00:00Z`);
  const to = Date.parse(`${q.to}T00:00:00Z`);
  if (!Number.isFinite(from) || !Number.isFinite(to)) throw badRange('Not a date.');
  if (to < from) throw badRange('The range ends before it starts.');
  if ((to - from) / DAY + 1 > MAX_DAYS) throw badRange(`At most ${MAX_DAYS} days.`);
  // The instants of the brand's local midnights: the first day's and the one after the last day.
  const [edge] = rowsOf<{ a: Date | string; b: Date | string }>(
    await db.execute(sql`select (${q.from}::date)::timestamp at time zone ${timeZone} as a,
      (${q.to}::date + 1)::timestamp at time zone ${timeZone} as b`),
  );
  const rows = await dailyReport(db, q.brand, {
    from: new Date(edge!.a),
    to: new Date(edge!.b),
    timeZone,
  });
  return { timeZone, rows };
}

export const reportRows = (rows: readonly DailyRow[]): OpsReport['rows'] =>
  rows.map((r) => ({
    day: r.day,
    currency: r.currency,
    bets: r.bets,
    turnover: r.turnover,
    sports_ggr: r.sportsGgr,
    casino_ggr: r.casinoGgr,
    bonus_cost: r.bonusCost,
    ngr: r.ngr,
    deposits: r.deposits,
    deposit_count: r.depositCount,
    withdrawals: r.withdrawals,
    withdrawal_count: r.withdrawalCount,
    active_players: r.activePlayers,
    new_players: r.newPlayers,
  }));
