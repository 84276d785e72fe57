/**
 * The brand's daily numbers (server/reporting/daily.ts) over a window holding only this test's activity:
 * a new player funded by a promotion, a deposit, two bets (one won), a withdrawal. Summed over the window's
 * rows (the wall clock may cross midnight in the brand's zone), each figure is what the movements add up to.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaceResult } from '../../core/contract/schemas/bets';
import { settlementPass } from '../../server/bets/settle';
import { MatchStatus } from '../../server/db/schema';
import { rowsOf } from '../../server/db/rows';
import { postTransaction } from '../../server/ledger/ledger';
import { dailyReport, dailyReportCsv, type DailyRow } from '../../server/reporting/daily';
import { createTestApp, type TestApp } from './helpers/app';
import { body, endMatch, expectLedgerOk, fund, newKey, newPlayer, picks, selection } from './helpers/bets';

let t: TestApp;
// The app's clock is set from the database's at the start: orders are stamped by the app's clock, ledger rows
// by the database's, and the window must hold both (and nothing the seed wrote before it).
let clock = 0;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  clock = (await dbNow()).getTime();
});
afterAll(() => t.close());

const dbNow = async () =>
  new Date(rowsOf<{ n: string }>(await db().execute(sql`select clock_timestamp()::text as n`))[0]!.n);

function total(rows: DailyRow[], key: keyof DailyRow, currency = 'BRL') {
  return rows.filter((r) => r.currency === currency).reduce((s, r) => s + Number(r[key]), 0);
}

describe('daily report', () => {
  it('adds up what happened in the window, per currency; CSV has a header and a line per row', async () => {
    const from = new Date(clock);
    const { c, uid } = await newPlayer(t, 'report');
    await fund(db(), uid, 20_000); // from the promotions account: a bonus cost
    const move = (key: string, kind: string, amount: number) =>
      db().transaction((tx) =>
        postTransaction(tx, {
          key,
          kind,
          postings: [
            { account: { system: 'provider_clearing', currency: 'BRL' }, amount: -amount },
            { account: { uid, kind: 'cash', currency: 'BRL' }, amount },
          ],
        }),
      );
    await move(`test:dep:${uid}`, 'deposit', 50_000);
    const [a, b] = await picks(db(), 2, MatchStatus.NotStarted, 60);
    const ids: string[] = [];
    for (const p of [a!, b!]) {
      const res = await c.call('betSinglePass', {
        key: newKey(),
        acceptOdds: 'ask',
        bets: [{ selection: selection(p), stake: 1000 }],
      });
      expect(res.statusCode, res.body).toBe(200);
      ids.push(body<PlaceResult>(res).data.orders[0]!.orderId);
    }
    await endMatch(db(), a!.matchId, 1, 0); // won
    await endMatch(db(), b!.matchId, 0, 1); // lost
    await settlementPass(db(), clock);
    const won = Math.floor((1000 * a!.oddsMilli) / 1000);
    await move(`test:wd:${uid}`, 'payout', -7_000);
    const to = new Date((await dbNow()).getTime() + 1);

    const rows = await dailyReport(db(), 'br', { from, to, timeZone: 'America/Sao_Paulo' });
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(total(rows, 'bets')).toBe(2);
    expect(total(rows, 'turnover')).toBe(2000);
    expect(total(rows, 'sportsGgr')).toBe(2000 - won);
    expect(total(rows, 'casinoGgr')).toBe(0);
    expect(total(rows, 'bonusCost')).toBe(20_000);
    expect(total(rows, 'ngr')).toBe(2000 - won - 20_000);
    expect(total(rows, 'deposits')).toBe(50_000);
    expect(total(rows, 'depositCount')).toBe(1);
    expect(total(rows, 'withdrawals')).toBe(7_000);
    expect(total(rows, 'withdrawalCount')).toBe(1);
    expect(Math.max(...rows.map((r) => r.activePlayers))).toBe(1);
    expect(Math.max(...rows.map((r) => r.newPlayers))).toBe(1);
    // Another brand saw none of it.
    expect(await dailyReport(db(), 'mx', { from, to, timeZone: 'America/Mexico_City' })).toEqual([]);

    const csv = dailyReportCsv(rows).split('\r\n');
    expect(csv[0]).toBe(
      'day,currency,bets,turnover,sportsGgr,casinoGgr,bonusCost,ngr,deposits,depositCount,withdrawals,withdrawalCount,activePlayers,newPlayers',
    );
    expect(csv).toHaveLength(rows.length + 2);
    expect(csv[1]).toMatch(/^\d{4}-\d{2}-\d{2},BRL,/);
    await expectLedgerOk(db());
  });
});
