/**
 * Trading > league margins (issue #24): a trader with every brand in scope sets a league's margin within
 * 2 %-15 %; the simulator's next prices for that league's markets carry it, other leagues keep the default;
 * out of bounds, a narrower scope and another role are refused, nothing changed; the change is audited.
 */
import { and, eq, gt, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRANDS } from '../../core/brand/brands';
import * as ops from '../../core/contract/endpoints-ops';
import { OpsDmError } from '../../core/contract/errors';
import { DEFAULT_MARGIN_BP } from '../../core/ops/league-margin';
import { markets, matches, MatchStatus, options } from '../../server/db/schema';
import { opsAudit } from '../../server/db/schema-ops';
import { opsLeagueMargins } from '../../server/db/schema-trading';
import { DEMO_OPERATORS } from '../../server/db/seed/ops';
import { runTick } from '../../server/feed/runner';
import { createSimulator } from '../../server/feed/simulator';
import { PRE_ROUND_S } from '../../server/feed/match-step';
import { verifyAudit } from '../../server/ops/audit';
import { createTestApp, type TestApp } from './helpers/app';
import { testDb } from './helpers/database';
import { addOperator, OpsClient, OpsClock, status } from './helpers/ops';

let t: TestApp;
const clock = new OpsClock(Date.UTC(2026, 10, 29, 12, 0, 0));
const db = () => t.database.db;
const email = (name: string) => DEMO_OPERATORS.find((o) => o.email.startsWith(`${name}@`))!.email;
const ALL = BRANDS.map((b) => b.id);

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  await addOperator(db(), 'trader-all@ops.test', 'trader', ALL);
  await addOperator(db(), 'marketing-all@ops.test', 'marketing', ALL);
});
afterAll(() => t.close());

/** Sum of 1/odds of each upcoming match's main market (sort 0), by match: [league, overround]. */
async function overrounds(): Promise<Map<number, [number, number]>> {
  const upcoming = await db()
    .select({ id: matches.id, leagueId: matches.leagueId })
    .from(matches)
    // Still upcoming at the ticks below (a few minutes after the seed's clock).
    .where(
      and(
        eq(matches.status, MatchStatus.NotStarted),
        gt(matches.beginAt, new Date(testDb().seededAt + 3_600_000)),
      ),
    );
  const mks = await db()
    .select({ id: markets.id, matchId: markets.matchId })
    .from(markets)
    .where(
      and(
        inArray(
          markets.matchId,
          upcoming.map((m) => m.id),
        ),
        eq(markets.sort, 0),
        eq(markets.status, 1),
      ),
    );
  const opts = await db()
    .select({ marketId: options.marketId, odds: options.oddsMilli, locked: options.locked })
    .from(options)
    .where(
      inArray(
        options.marketId,
        mks.map((m) => m.id),
      ),
    );
  const league = new Map(upcoming.map((m) => [m.id, m.leagueId]));
  const out = new Map<number, [number, number]>();
  for (const mk of mks) {
    const os = opts.filter((o) => o.marketId === mk.id);
    // A price at a bound (1.01, 101) or locked says nothing about the margin.
    if (os.length < 2 || os.some((o) => o.locked || o.odds <= 1010 || o.odds >= 50_000)) continue;
    out.set(mk.matchId, [league.get(mk.matchId)!, os.reduce((s, o) => s + 1000 / o.odds, 0)]);
  }
  return out;
}

describe('league margins', () => {
  it('a trader with every brand sets a league to 10 %: its next prices carry it, the others keep 5 %', async () => {
    const trader = await new OpsClient(t.app, clock).signIn('trader-all@ops.test');
    const before = await trader.ok(ops.opsLeagueMargins, {});
    expect(before.default_bp).toBe(DEFAULT_MARGIN_BP);
    expect(before.list.length).toBeGreaterThan(3);
    expect(before.list.every((l) => l.margin_bp === DEFAULT_MARGIN_BP && !l.custom)).toBe(true);

    // A league with upcoming priced matches and another league's match, picked by property.
    const byMatch = await overrounds();
    const counts = new Map<number, number>();
    for (const [league] of byMatch.values()) counts.set(league, (counts.get(league) ?? 0) + 1);
    const target = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0];
    const inTarget = [...byMatch.entries()].find(([, [l]]) => l === target)![0];
    const elsewhere = [...byMatch.entries()].find(([, [l]]) => l !== target)![0];
    const saved = await trader.ok(ops.opsLeagueMarginEdit, {
      league_id: target,
      margin_bp: 1000,
      reason: 'heavy one-way money',
    });
    expect(saved).toMatchObject({ league_id: target, margin_bp: 1000, custom: true });
    const after = await trader.ok(ops.opsLeagueMargins, {});
    expect(after.list.find((l) => l.league_id === target)).toMatchObject({ margin_bp: 1000, custom: true });

    // Upcoming matches are repriced in turns (feed/store.ts: the match whose id + the second is a multiple
    // of PRE_ROUND_S): a tick at each match's turn quotes it with the margins of that moment.
    const sim = createSimulator({ seed: 20_261_129 });
    const turnOf = (id: number, from: number) => {
      let s = Math.ceil(from / 1000);
      while ((id + s) % PRE_ROUND_S !== 0) s++;
      return s * 1000;
    };
    const t1 = turnOf(inTarget, testDb().seededAt + 60_000);
    await runTick(db(), sim, t1);
    await runTick(db(), sim, turnOf(elsewhere, t1 + 1000));
    const priced = await overrounds();
    expect(priced.get(inTarget)![1]).toBeGreaterThan(1.085);
    expect(priced.get(inTarget)![1]).toBeLessThan(1.115);
    expect(priced.get(elsewhere)![1]).toBeGreaterThan(1.035);
    expect(priced.get(elsewhere)![1]).toBeLessThan(1.065);

    const audit = await db()
      .select()
      .from(opsAudit)
      .where(eq(opsAudit.target, `league:${target}`));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'trading.margin', before: { margin_bp: 500 } });
    expect((await verifyAudit(db())).ok).toBe(true);
  });

  it('refuses out of bounds, a narrower brand scope and another role; nothing changes', async () => {
    const [league] = (
      await new OpsClient(t.app, clock)
        .signIn('trader-all@ops.test')
        .then((c) => c.ok(ops.opsLeagueMargins, {}))
    ).list.filter((l) => !l.custom);
    const edit = (bp: number) => ({ league_id: league!.league_id, margin_bp: bp, reason: 'testing bounds' });
    const all = await new OpsClient(t.app, clock).signIn('trader-all@ops.test');
    for (const bp of [199, 1501, 0, -500])
      expect(status(await all.call(ops.opsLeagueMarginEdit, edit(bp)))).toEqual({
        http: 400,
        dm: OpsDmError.OpsMarginInvalid,
      });
    expect(status(await all.call(ops.opsLeagueMarginEdit, { ...edit(800), league_id: 999_999 }))).toEqual({
      http: 404,
      dm: OpsDmError.OpsMarginInvalid,
    });
    const brOnly = await new OpsClient(t.app, clock).signIn(email('trader'));
    expect(status(await brOnly.call(ops.opsLeagueMarginEdit, edit(800)))).toEqual({
      http: 403,
      dm: OpsDmError.OpsForbidden,
    });
    const marketing = await new OpsClient(t.app, clock).signIn('marketing-all@ops.test');
    expect(status(await marketing.call(ops.opsLeagueMarginEdit, edit(800)))).toEqual({
      http: 403,
      dm: OpsDmError.OpsForbidden,
    });
    const rows = await db()
      .select()
      .from(opsLeagueMargins)
      .where(eq(opsLeagueMargins.leagueId, league!.league_id));
    expect(rows).toHaveLength(0);
  });
});
