/**
 * What the loyalty programme reads from the bet and game history and the payments: settled turnover (a
 * voided or cancelled bet, a rolled-back provider round and a free bet count for nothing), returns, wins
 * and deposits, per player or per brand, over all time or a period [start, end). Only the programme's
 * currency counts. Every sum is minor units.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { rowsOf } from '../db/rows';

export interface Activity {
  uid: number;
  sports: number;
  casino: number;
  /** Money returned by the settled bets and rounds (payouts, cash-outs, credits). */
  returned: number;
}

export interface Range {
  start: number;
  end: number;
}

// SPEC §4: order status 4 success; settle result 0 not settled, 7 cancelled.
const sportsRows = (where: SQL) => sql`
  select uid, stake as sports, 0::bigint as casino, payout as returned from bet_orders
  where status = 4 and result not in (0, 7) and free_bet_id is null and ${where}`;

function activitySql(filter: { uid?: number; brandId?: string; currency: string; range?: Range }): SQL {
  const at = (col: string) =>
    filter.range
      ? sql`${sql.raw(col)} >= ${new Date(filter.range.start).toISOString()}::timestamptz and ${sql.raw(col)} < ${new Date(filter.range.end).toISOString()}::timestamptz`
      : sql`true`;
  const who = (brandCol: boolean) =>
    filter.uid !== undefined
      ? sql`uid = ${filter.uid}`
      : brandCol
        ? sql`brand_id = ${filter.brandId}`
        : sql`uid in (select id from users where brand_id = ${filter.brandId})`;
  const cur = sql`currency = ${filter.currency}`;
  return sql`
    select uid, sum(sports)::bigint as sports, sum(casino)::bigint as casino, sum(returned)::bigint as returned
    from (
      ${sportsRows(sql`${who(true)} and ${cur} and ${at('settled_at')}`)}
      union all
      select uid, 0::bigint, amount, payout from inhouse_rounds
      where status = 'settled' and ${who(true)} and ${cur} and ${at('created_at')}
      union all
      select uid, 0::bigint, debited, credited from game_rounds
      where status = 'settled' and ${who(false)} and ${cur} and ${at('updated_at')}
    ) a
    group by uid`;
}

interface Row {
  uid: number | string;
  sports: number | string;
  casino: number | string;
  returned: number | string;
}
const toActivity = (r: Row): Activity => ({
  uid: Number(r.uid),
  sports: Number(r.sports),
  casino: Number(r.casino),
  returned: Number(r.returned),
});

const EMPTY = (uid: number): Activity => ({ uid, sports: 0, casino: 0, returned: 0 });

export async function playerActivity(db: DbOrTx, uid: number, currency: string, range?: Range) {
  const rows = rowsOf<Row>(await db.execute(activitySql({ uid, currency, ...(range ? { range } : {}) })));
  return rows[0] ? toActivity(rows[0]) : EMPTY(uid);
}

/** Every player of the brand with settled activity in the period. */
export async function brandActivity(db: DbOrTx, brandId: string, currency: string, range: Range) {
  return rowsOf<Row>(await db.execute(activitySql({ brandId, currency, range }))).map(toActivity);
}

/** Deposits credited to the player in the period (paid payin orders). */
export async function depositsOf(db: DbOrTx, uid: number, currency: string, range: Range): Promise<number> {
  const rows = rowsOf<{ total: number | string | null }>(
    await db.execute(sql`
      select coalesce(sum(amount), 0)::bigint as total from pay_orders
      where uid = ${uid} and direction = 'payin' and state = 'paid' and currency = ${currency}
        and coalesce(finished_at, updated_at) >= ${new Date(range.start).toISOString()}::timestamptz
        and coalesce(finished_at, updated_at) < ${new Date(range.end).toISOString()}::timestamptz`),
  );
  return Number(rows[0]?.total ?? 0);
}

/** Display names (nick, else the e-mail), to be masked by the caller. */
export async function namesOf(db: DbOrTx, uids: number[]): Promise<Map<number, string>> {
  if (!uids.length) return new Map();
  const rows = rowsOf<{ id: number | string; name: string | null }>(
    await db.execute(
      sql`select id, coalesce(nullif(nick, ''), email, '') as name from users where id in (${sql.join(
        uids.map((u) => sql`${u}`),
        sql`, `,
      )})`,
    ),
  );
  return new Map(rows.map((r) => [Number(r.id), r.name ?? '']));
}
