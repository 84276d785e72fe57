/**
 * A brand's numbers per day and currency, for the operator console's reports (issue #24), read from the
 * ledger so they add up with the money: every figure is a sum of balanced postings, not a second count.
 *
 * - sports / casino GGR: what the house accounts kept (house_sports; house_games and game_provider), stakes
 *   in minus payouts out, cash-outs and refunds included;
 * - bonus cost: what the promotions account paid out (bonus, free bets, rewards), net of what came back
 *   (forfeits, expiries); NGR = GGR - bonus cost;
 * - deposits: credited deposits; withdrawals: requested payouts net of failed ones returned;
 * - bets and turnover: accepted sports orders placed that day (bet_orders), any stake source;
 * - active players: players with any money movement; new players: accounts created that day.
 *
 * Days are cut in the brand's time zone (`timeZone`, an IANA name PostgreSQL knows), over [from, to).
 */
import { sql } from 'drizzle-orm';
import { BetOrderStatus } from '../../core/contract/schemas/bets';
import type { DbOrTx } from '../db/database';
import { rowsOf } from '../db/rows';

export interface DailyRow {
  day: string;
  currency: string;
  bets: number;
  turnover: number;
  sportsGgr: number;
  casinoGgr: number;
  bonusCost: number;
  ngr: number;
  deposits: number;
  depositCount: number;
  withdrawals: number;
  withdrawalCount: number;
  activePlayers: number;
  newPlayers: number;
}

export interface ReportRange {
  from: Date;
  to: Date;
  timeZone: string;
}

const num = (v: unknown) => Number(v ?? 0);

export async function dailyReport(db: DbOrTx, brandId: string, r: ReportRange): Promise<DailyRow[]> {
  const day = (col: ReturnType<typeof sql>) => sql`to_char(${col} at time zone ${r.timeZone}, 'YYYY-MM-DD')`;
  // Each ledger transaction of the window with the brand's player in it (one player per movement).
  const money = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      with tx as (
        select distinct t.id, t.kind, t.created_at, pa.owner_uid as uid
        from ledger_transactions t
        join ledger_entries pe on pe.tx_id = t.id
        join ledger_accounts pa on pa.id = pe.account_id and pa.owner_uid <> 0
        join users u on u.id = pa.owner_uid
        where u.brand_id = ${brandId} and t.created_at >= ${r.from.toISOString()}::timestamptz
          and t.created_at < ${r.to.toISOString()}::timestamptz
      )
      select ${day(sql`tx.created_at`)} as day, a.currency,
        coalesce(sum(e.amount) filter (where a.kind = 'house_sports'), 0) as sports_ggr,
        coalesce(sum(e.amount) filter (where a.kind in ('house_games', 'game_provider')), 0) as casino_ggr,
        coalesce(-sum(e.amount) filter (where a.kind = 'promotions'), 0) as bonus_cost,
        coalesce(sum(e.amount) filter (where tx.kind = 'deposit' and a.owner_uid <> 0 and a.kind = 'cash'), 0)
          as deposits,
        count(distinct tx.id) filter (where tx.kind = 'deposit') as deposit_count,
        coalesce(-sum(e.amount) filter (where tx.kind in ('payout', 'payout_return') and a.owner_uid <> 0
          and a.kind = 'cash'), 0) as withdrawals,
        count(distinct tx.id) filter (where tx.kind = 'payout') as withdrawal_count,
        count(distinct tx.uid) as active_players
      from tx
      join ledger_entries e on e.tx_id = tx.id
      join ledger_accounts a on a.id = e.account_id
      where a.currency <> 'XPC'
      group by 1, 2`),
  );
  const bets = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select ${day(sql`o.created_at`)} as day, o.currency, count(*) as bets, coalesce(sum(o.stake), 0) as turnover
      from bet_orders o
      where o.brand_id = ${brandId} and o.created_at >= ${r.from.toISOString()}::timestamptz
        and o.created_at < ${r.to.toISOString()}::timestamptz
        and o.status in (${BetOrderStatus.Confirming}, ${BetOrderStatus.Success})
      group by 1, 2`),
  );
  const joined = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select ${day(sql`u.created_at`)} as day, count(*) as n from users u
      where u.brand_id = ${brandId} and u.created_at >= ${r.from.toISOString()}::timestamptz
        and u.created_at < ${r.to.toISOString()}::timestamptz
      group by 1`),
  );

  const rows = new Map<string, DailyRow>();
  const rowOf = (d: string, currency: string) => {
    const k = `${d}|${currency}`;
    let row = rows.get(k);
    if (!row) {
      row = {
        day: d,
        currency,
        bets: 0,
        turnover: 0,
        sportsGgr: 0,
        casinoGgr: 0,
        bonusCost: 0,
        ngr: 0,
        deposits: 0,
        depositCount: 0,
        withdrawals: 0,
        withdrawalCount: 0,
        activePlayers: 0,
        newPlayers: 0,
      };
      rows.set(k, row);
    }
    return row;
  };
  for (const m of money) {
    const row = rowOf(String(m.day), String(m.currency));
    row.sportsGgr = num(m.sports_ggr);
    row.casinoGgr = num(m.casino_ggr);
    row.bonusCost = num(m.bonus_cost);
    row.ngr = row.sportsGgr + row.casinoGgr - row.bonusCost;
    row.deposits = num(m.deposits);
    row.depositCount = num(m.deposit_count);
    row.withdrawals = num(m.withdrawals);
    row.withdrawalCount = num(m.withdrawal_count);
    row.activePlayers = num(m.active_players);
  }
  for (const b of bets) {
    const row = rowOf(String(b.day), String(b.currency));
    row.bets = num(b.bets);
    row.turnover = num(b.turnover);
  }
  // New accounts have no currency of their own: counted on each of the day's rows (the console shows them
  // once per day).
  const byDay = new Map(joined.map((j) => [String(j.day), num(j.n)]));
  for (const row of rows.values()) row.newPlayers = byDay.get(row.day) ?? 0;
  return [...rows.values()].sort(
    (a, b) => a.day.localeCompare(b.day) || a.currency.localeCompare(b.currency),
  );
}

const COLUMNS: (keyof DailyRow)[] = [
  'day',
  'currency',
  'bets',
  'turnover',
  'sportsGgr',
  'casinoGgr',
  'bonusCost',
  'ngr',
  'deposits',
  'depositCount',
  'withdrawals',
  'withdrawalCount',
  'activePlayers',
  'newPlayers',
];

/** RFC 4180 CSV, amounts in minor units (a spreadsheet divides by the currency's scale). */
export function dailyReportCsv(rows: readonly DailyRow[]): string {
  const lines = [COLUMNS.join(',')];
  for (const row of rows) lines.push(COLUMNS.map((c) => String(row[c])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
