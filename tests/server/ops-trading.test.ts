/**
 * Operator console trading and reports (issue #24): permissions per role, brand scope, an operator's
 * suspension the feed's writes leave alone, voiding a market through the route (balance back, bet void,
 * message, audit row), a score correction through the route, and the daily report with its CSV.
 */
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as ops from '../../core/contract/endpoints-ops';
import { OpsDmError } from '../../core/contract/errors';
import type { PlaceResult } from '../../core/contract/schemas/bets';
import { settlementPass } from '../../server/bets/settle';
import { betOrders, markets, messages, MarketStatus, MatchStatus } from '../../server/db/schema';
import { opsAudit } from '../../server/db/schema-ops';
import { rowsOf } from '../../server/db/rows';
import { DEMO_OPERATORS } from '../../server/db/seed/ops';
import { applyWrites, emptyWrites } from '../../server/feed/store';
import { verifyAudit } from '../../server/ops/audit';
import { brandReport } from '../../server/ops/reports';
import { createTestApp, type TestApp } from './helpers/app';
import {
  body,
  cash,
  endMatch,
  expectLedgerOk,
  fund,
  newKey,
  newPlayer,
  picks,
  selection,
  type Pick,
} from './helpers/bets';
import { addOperator, OpsClient, OpsClock, status } from './helpers/ops';
import { marketName } from '../../server/sport/market-names';

let t: TestApp;
const clock = new OpsClock(Date.UTC(2026, 10, 29, 12, 0, 0));
const db = () => t.database.db;
const email = (name: string) => DEMO_OPERATORS.find((o) => o.email.startsWith(`${name}@`))!.email;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  await addOperator(db(), 'trader-mx@ops.test', 'trader', ['mx']);
});
afterAll(() => t.close());
afterEach(() => expectLedgerOk(db()));

async function betOn(p: Pick, stake: number, label: string) {
  const { c, uid } = await newPlayer(t, label);
  await fund(db(), uid, 50_000);
  const res = await c.call('betSinglePass', {
    key: newKey(),
    acceptOdds: 'ask',
    bets: [{ selection: selection(p), stake }],
  });
  expect(res.statusCode, res.body).toBe(200);
  return { c, uid, orderId: Number(body<PlaceResult>(res).data.orders[0]!.orderId) };
}

const order = async (id: number) => (await db().select().from(betOrders).where(eq(betOrders.id, id)))[0]!;
const auditRows = (target: string) => db().select().from(opsAudit).where(eq(opsAudit.target, target));

describe('trading permissions and scope', () => {
  it('read-only reads but cannot act; support and marketing cannot read; payments reads reports only', async () => {
    const ro = await new OpsClient(t.app, clock).signIn(email('readonly'));
    expect((await ro.ok(ops.opsMatches, { state: 'upcoming' })).list.length).toBeGreaterThan(0);
    const [p] = await picks(db(), 1, MatchStatus.NotStarted, 5);
    expect(
      status(
        await ro.call(ops.opsMarketAction, { market_id: p!.marketId, action: 'suspend', reason: 'test' }),
      ),
    ).toEqual({ http: 403, dm: OpsDmError.OpsForbidden });
    for (const name of ['support', 'marketing']) {
      const c = await new OpsClient(t.app, clock).signIn(email(name));
      expect(status(await c.call(ops.opsMatches, { state: 'live' })).http).toBe(403);
      expect(
        status(await c.call(ops.opsReport, { brand: 'br', from: '2026-11-01', to: '2026-11-02' })).http,
      ).toBe(403);
    }
    const pay = await new OpsClient(t.app, clock).signIn(email('payments'));
    expect(status(await pay.call(ops.opsMatches, { state: 'live' })).http).toBe(403);
    expect(
      (await pay.ok(ops.opsReport, { brand: 'br', from: '2026-11-01', to: '2026-11-02' })).time_zone,
    ).toBe('America/Sao_Paulo');
    expect(
      status(await pay.call(ops.opsReport, { brand: 'mx', from: '2026-11-01', to: '2026-11-02' })).http,
    ).toBe(403);
  });

  it("another brand's trader sees the match without our bets and may not void it", async () => {
    const [p] = await picks(db(), 1, MatchStatus.NotStarted, 10);
    await betOn(p!, 1000, 'scope');
    const br = await new OpsClient(t.app, clock).signIn(email('trader'));
    const mx = await new OpsClient(t.app, clock).signIn('trader-mx@ops.test');
    const mine = await br.ok(ops.opsMatch, { match_id: p!.matchId });
    expect(mine.match.open_bets).toBe(1);
    expect(mine.can_correct).toBe(true);
    const liab = mine.markets.find((m) => m.market_id === p!.marketId)!.liability;
    expect(liab).toEqual([
      expect.objectContaining({ ty: p!.ty, currency: 'BRL', singles: 1, single_stakes: 1000 }),
    ]);
    // Markets carry the names the player app shows, in the console's language.
    const named = mine.markets.find((m) => m.market_id === p!.marketId)!;
    expect(named.market_name).toBe(marketName(named.market_type, 'en'));
    const pt = await br.ok(ops.opsMatch, { match_id: p!.matchId, lang: 'pt-BR' });
    expect(pt.markets.find((m) => m.market_id === p!.marketId)!.market_name).toBe(
      marketName(named.market_type, 'pt-BR'),
    );
    const theirs = await mx.ok(ops.opsMatch, { match_id: p!.matchId });
    expect(theirs.match.open_bets).toBe(0);
    expect(theirs.markets.every((m) => m.liability.length === 0)).toBe(true);
    expect(theirs.can_correct).toBe(false);
    expect(
      status(
        await mx.call(ops.opsMarketAction, { market_id: p!.marketId, action: 'void', reason: 'not mine' }),
      ),
    ).toEqual({ http: 403, dm: OpsDmError.OpsForbidden });
    expect(
      status(await mx.call(ops.opsMatchCorrect, { match_id: p!.matchId, action: 'void', reason: 'not mine' }))
        .http,
    ).toBe(403);
    // Search by team finds the match.
    const [row] = rowsOf<{ name: string }>(
      await db().execute(
        sql`select t.name from matches m join teams t on t.id = m.home_team_id where m.id = ${p!.matchId}`,
      ),
    );
    const found = await br.ok(ops.opsMatches, { state: 'upcoming', q: row!.name.slice(0, 5) });
    expect(found.list.some((m) => m.match_id === p!.matchId)).toBe(true);
  });
});

describe('trading actions', () => {
  it('an operator suspension sticks through the feed; reopen lifts it; both audited', async () => {
    const [p] = await picks(db(), 1, MatchStatus.NotStarted, 15);
    const c = await new OpsClient(t.app, clock).signIn(email('trader'));
    await c.ok(ops.opsMarketAction, { market_id: p!.marketId, action: 'suspend', reason: 'Team news' });
    const st = async () => (await db().select().from(markets).where(eq(markets.id, p!.marketId)))[0]!.status;
    expect(await st()).toBe(MarketStatus.Suspended);
    // The feed reopens its own suspensions; it leaves this one.
    const reopen = {
      ...emptyWrites(),
      markets: [{ id: p!.marketId, status: MarketStatus.Open, line: p!.line }],
    };
    await db().transaction((tx) => applyWrites(tx, reopen, clock.ms));
    expect(await st()).toBe(MarketStatus.Suspended);
    const detail = await c.ok(ops.opsMatch, { match_id: p!.matchId });
    expect(detail.markets.find((m) => m.market_id === p!.marketId)).toMatchObject({ status: 2, held: true });
    await c.ok(ops.opsMarketAction, { market_id: p!.marketId, action: 'reopen', reason: 'News checked' });
    expect(await st()).toBe(MarketStatus.Open);
    const rows = await auditRows(`market:${p!.marketId}`);
    expect(rows.map((r) => r.action)).toEqual(['trading.market.suspend', 'trading.market.reopen']);
    expect(rows[0]!.after).toMatchObject({ status: 2, held: true, reason: 'Team news' });
  });

  it('voiding a market through the route gives the stake back, voids the bet, tells the player, audits', async () => {
    const [p] = await picks(db(), 1, MatchStatus.NotStarted, 20);
    const { uid, orderId } = await betOn(p!, 2_500, 'void');
    expect(await cash(db(), uid)).toBe(47_500);
    const c = await new OpsClient(t.app, clock).signIn(email('trader'));
    const out = await c.ok(ops.opsMarketAction, {
      market_id: p!.marketId,
      action: 'void',
      reason: 'Wrong line',
    });
    expect(out).toMatchObject({ legs: 1, settled: 1 });
    expect(await cash(db(), uid)).toBe(50_000);
    expect(await order(orderId)).toMatchObject({ result: 7, payout: 2_500 });
    const msgs = await db()
      .select()
      .from(messages)
      .where(and(eq(messages.uid, uid), like(messages.dedupeKey, `%:${orderId}%`)));
    expect(msgs.length).toBe(1);
    const [row] = await auditRows(`market:${p!.marketId}`);
    expect(row).toMatchObject({ action: 'trading.market.void', operatorEmail: email('trader') });
    expect(row!.before).toMatchObject({ status: 1 });
    expect(row!.after).toMatchObject({ reason: 'Wrong line', legs: 1, settled: 1, brands: ['br'] });
    // The market stays closed whatever the feed writes.
    const reopen = {
      ...emptyWrites(),
      markets: [{ id: p!.marketId, status: MarketStatus.Open, line: p!.line }],
    };
    await db().transaction((tx) => applyWrites(tx, reopen, clock.ms));
    expect((await db().select().from(markets).where(eq(markets.id, p!.marketId)))[0]!.status).toBe(
      MarketStatus.Closed,
    );
    expect((await verifyAudit(db())).ok).toBe(true);
  });

  it('a corrected score re-settles through the route; refused before the match ends', async () => {
    const [p] = await picks(db(), 1, MatchStatus.NotStarted, 25);
    const { uid, orderId } = await betOn(p!, 2_000, 'score');
    const admin = await new OpsClient(t.app, clock).signIn(email('admin'));
    expect(
      status(
        await admin.call(ops.opsMatchCorrect, {
          match_id: p!.matchId,
          action: 'score',
          home: 1,
          away: 0,
          reason: 'x y z',
        }),
      ),
    ).toEqual({ http: 409, dm: OpsDmError.OpsCorrectionRefused });
    await endMatch(db(), p!.matchId, 2, 0);
    await settlementPass(db(), clock.ms);
    const won = Math.floor((2_000 * p!.oddsMilli) / 1000);
    expect(await cash(db(), uid)).toBe(48_000 + won);
    const out = await admin.ok(ops.opsMatchCorrect, {
      match_id: p!.matchId,
      action: 'score',
      home: 0,
      away: 1,
      reason: 'Official result',
    });
    expect(out.revised).toEqual([
      expect.objectContaining({
        order_id: orderId,
        before_result: 4,
        after_result: 3,
        moved: -won,
        shortfall: 0,
      }),
    ]);
    expect(await cash(db(), uid)).toBe(48_000);
    const [row] = await db()
      .select()
      .from(opsAudit)
      .where(and(eq(opsAudit.target, `match:${p!.matchId}`), eq(opsAudit.action, 'trading.match.score')));
    expect(row!.before).toMatchObject({ home: 2, away: 0 });
    expect(row!.after).toMatchObject({ home: 0, away: 1, reason: 'Official result' });
  });
});

describe('reports', () => {
  it('the route answers the brand report of its local days; the CSV has the same rows', async () => {
    const { uid } = await newPlayer(t, 'report');
    await fund(db(), uid, 12_345);
    const [today] = rowsOf<{ d: string; y: string; n: string }>(
      await db().execute(sql`select to_char(now() at time zone 'America/Sao_Paulo', 'YYYY-MM-DD') as d,
        to_char(now() at time zone 'America/Sao_Paulo' - interval '1 day', 'YYYY-MM-DD') as y,
        to_char(now() at time zone 'America/Sao_Paulo' + interval '1 day', 'YYYY-MM-DD') as n`),
    );
    const q = { brand: 'br', from: today!.y, to: today!.n };
    const c = await new OpsClient(t.app, clock).signIn(email('readonly'));
    const rep = await c.ok(ops.opsReport, q);
    const direct = await brandReport(db(), q);
    expect(rep.rows.length).toBe(direct.rows.length);
    const brl = rep.rows.filter((r) => r.currency === 'BRL');
    expect(brl.reduce((s, r) => s + r.bonus_cost, 0)).toBeGreaterThanOrEqual(12_345);
    expect(brl.reduce((s, r) => s + r.ngr, 0)).toBe(
      brl.reduce((s, r) => s + r.sports_ggr + r.casino_ggr - r.bonus_cost, 0),
    );
    const csv = await t.app.inject({
      method: 'GET',
      url: `${ops.OPS_REPORT_CSV_PATH}?${new URLSearchParams(q).toString()}`,
      headers: { cookie: `ops_session=${c.token}` },
      remoteAddress: c.ip,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toMatch(/^day,currency,bets,turnover,sportsGgr/);
    expect(lines.length).toBe(rep.rows.length + 1);
    expect(status(await c.call(ops.opsReport, { ...q, from: today!.n, to: today!.y }))).toEqual({
      http: 400,
      dm: OpsDmError.OpsBadRange,
    });
  });
});
