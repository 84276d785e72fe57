/**
 * Trading for the operator console (issue #24): the book's matches with the open bets of the operator's
 * brands, one match's markets with their liability, and the operator's actions: suspend / reopen a market,
 * void a market, void a match, correct a final score. Each action and its audit row are one transaction.
 *
 * Scope: matches and markets are global (one feed for every brand), bets are a brand's. Lists and liability
 * count only the bets of the operator's brands. Suspending is a pricing decision on the shared book, open to
 * `trading.act`. A void or a score correction moves the money of every brand's players with bets on the
 * match, so it is refused (403) unless the operator's brands cover every brand with bets on the match (an
 * admin of all brands always can; a brand trader can when only their brands bet on it).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { OpsDmError } from '../../core/contract/errors';
import type {
  OpsMarketAction,
  OpsMatchCorrect,
  OpsMatchDetail,
  OpsMatchQuery,
  OpsMatchRow,
  OpsTradingOutcome,
} from '../../core/contract/schemas/ops-trading';
import { BetOrderStatus, SettleResult } from '../../core/contract/schemas/bets';
import {
  applyCorrection,
  CorrectionRefused,
  type Correction,
  type CorrectionOutcome,
} from '../bets/resettle';
import { matchLiability } from '../bets/liability';
import type { Db, DbOrTx } from '../db/database';
import { rowsOf } from '../db/rows';
import { markets, MarketStatus, matches, MatchStatus, options } from '../db/schema';
import { opsMarketHolds } from '../db/schema-trading';
import { ApiFailure } from '../http/failure';
import { appendAudit } from './audit';
import type { Operator } from './auth';
import { forbidden } from './route';
import { marketName } from '../sport/market-names';
import type { Locale } from '../../core/i18n/locales';

const LIST_LIMIT = 100;
const STATES = {
  upcoming: [MatchStatus.NotStarted],
  live: [MatchStatus.Live],
  ended: [MatchStatus.Ended, MatchStatus.Cancelled],
} as const;

const matchNotFound = () => new ApiFailure(404, OpsDmError.OpsMatchNotFound, 'No such match.');
const marketNotFound = () => new ApiFailure(404, OpsDmError.OpsMarketNotFound, 'No such market.');
const refused = (why: string) => new ApiFailure(409, OpsDmError.OpsCorrectionRefused, why);

const inList = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
const brandsIn = (op: Operator) => (op.brands.length ? sql`(${inList(op.brands)})` : sql`(null)`);

interface MatchDbRow {
  match_id: number;
  sport_id: number;
  league: string;
  home: string;
  away: string;
  begin_at: Date | string;
  status: number;
  home_score: number;
  away_score: number;
  open_bets: number | string;
  suspended_markets: number | string;
}

const toRow = (r: MatchDbRow): OpsMatchRow => ({
  match_id: Number(r.match_id),
  sport_id: Number(r.sport_id),
  league: r.league,
  home: r.home,
  away: r.away,
  begin_at: new Date(r.begin_at).getTime(),
  status: Number(r.status),
  home_score: Number(r.home_score),
  away_score: Number(r.away_score),
  open_bets: Number(r.open_bets),
  suspended_markets: Number(r.suspended_markets),
});

function matchSelect(op: Operator) {
  return sql`
    select m.id as match_id, m.sport_id, l.name as league, h.name as home, a.name as away, m.begin_at,
      m.status, m.home_score, m.away_score,
      (select count(distinct o.id) from bet_legs bl join bet_orders o on o.id = bl.order_id
        where bl.match_id = m.id and o.brand_id in ${brandsIn(op)} and o.result = ${SettleResult.NotSettled}
          and o.status in (${BetOrderStatus.Confirming}, ${BetOrderStatus.Success})
          and o.cash_out_amount is null) as open_bets,
      (select count(*) from markets mk where mk.match_id = m.id and mk.status = ${MarketStatus.Suspended})
        as suspended_markets
    from matches m join leagues l on l.id = m.league_id
      join teams h on h.id = m.home_team_id join teams a on a.id = m.away_team_id`;
}

/** Upcoming soonest first; live and ended most recent first. Search: a team name containing `q`. */
export async function listMatches(db: DbOrTx, op: Operator, q: OpsMatchQuery): Promise<OpsMatchRow[]> {
  const text = q.q?.trim();
  const like = text ? `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const rows = rowsOf<MatchDbRow>(
    await db.execute(sql`${matchSelect(op)}
      where m.status in (${inList(STATES[q.state])})
        ${like ? sql`and (h.name ilike ${like} or a.name ilike ${like})` : sql``}
      order by m.begin_at ${q.state === 'upcoming' ? sql`asc` : sql`desc`}, m.id
      limit ${LIST_LIMIT}`),
  );
  return rows.map(toRow);
}

async function matchRow(db: DbOrTx, op: Operator, matchId: number): Promise<OpsMatchRow> {
  const [row] = rowsOf<MatchDbRow>(await db.execute(sql`${matchSelect(op)} where m.id = ${matchId}`));
  if (!row) throw matchNotFound();
  return toRow(row);
}

/** The brands whose players have bets (any state) on the match. */
async function betBrands(db: DbOrTx, matchId: number): Promise<string[]> {
  const rows = rowsOf<{ brand_id: string }>(
    await db.execute(sql`select distinct o.brand_id from bet_legs bl join bet_orders o on o.id = bl.order_id
      where bl.match_id = ${matchId} order by o.brand_id`),
  );
  return rows.map((r) => r.brand_id);
}

const covers = (op: Operator, brands: readonly string[]) => brands.every((b) => op.brands.includes(b));

export async function matchDetail(
  db: DbOrTx,
  op: Operator,
  matchId: number,
  lang: Locale = 'en',
): Promise<OpsMatchDetail> {
  const match = await matchRow(db, op, matchId);
  const mks = await db.select().from(markets).where(eq(markets.matchId, matchId)).orderBy(markets.sort);
  const ids = mks.map((m) => m.id);
  const opts = ids.length
    ? await db.select().from(options).where(inArray(options.marketId, ids)).orderBy(options.sort)
    : [];
  const holds = ids.length
    ? new Set(
        (
          await db
            .select({ id: opsMarketHolds.marketId })
            .from(opsMarketHolds)
            .where(inArray(opsMarketHolds.marketId, ids))
        ).map((h) => h.id),
      )
    : new Set<number>();
  const liability = new Map((await matchLiability(db, matchId, op.brands)).map((l) => [l.marketId, l]));
  const brands = await betBrands(db, matchId);
  return {
    match,
    markets: mks.map((m) => ({
      market_id: m.id,
      market_type: m.marketType,
      market_name: marketName(m.marketType, lang),
      line: m.line,
      status: m.status,
      held: holds.has(m.id),
      options: opts
        .filter((o) => o.marketId === m.id)
        .map((o) => ({ ty: o.outcomeType, name: o.name, odds_milli: o.oddsMilli })),
      liability: (liability.get(m.id)?.outcomes ?? []).map((o) => ({
        ty: o.ty,
        currency: o.currency,
        singles: o.singles,
        single_stakes: o.singleStakes,
        single_payout: o.singlePayout,
        net: o.net,
        multiples: o.multiples,
        multiple_exposure: o.multipleExposure,
      })),
    })),
    bet_brands: brands,
    can_correct: covers(op, brands),
  };
}

/** The outcome as the route answers it and the audit row keeps it (per order: what moved, any shortfall). */
const outcomeOf = (o: CorrectionOutcome): OpsTradingOutcome => ({
  legs: o.legs,
  settled: o.settled,
  revised: o.revised.map((r) => ({
    order_id: r.orderId,
    currency: r.currency,
    before_result: r.before.result,
    after_result: r.after.result,
    moved: r.moved,
    shortfall: r.shortfall,
  })),
});
const NOTHING: OpsTradingOutcome = { legs: 0, settled: 0, revised: [] };

async function correct(
  db: Db,
  op: Operator,
  c: Correction,
  audit: { action: string; target: string; before: unknown; reason: string },
  now: number,
): Promise<OpsTradingOutcome> {
  const matchId = c.kind === 'void_market' ? null : c.matchId;
  return db.transaction(async (tx) => {
    const brands = await betBrands(
      tx,
      matchId ?? (await marketMatch(tx, (c as { marketId: number }).marketId)),
    );
    if (!covers(op, brands))
      throw forbidden(`Bets of brands outside your scope are on this match (${brands.join(', ')}).`);
    let outcome: CorrectionOutcome;
    try {
      outcome = await applyCorrection(tx, c, now);
    } catch (e) {
      if (e instanceof CorrectionRefused) throw refused(e.message);
      throw e;
    }
    if (c.kind === 'void_market')
      await tx.delete(opsMarketHolds).where(eq(opsMarketHolds.marketId, c.marketId));
    const result = outcomeOf(outcome);
    await appendAudit(
      tx,
      op,
      {
        brandId: null,
        action: audit.action,
        target: audit.target,
        before: audit.before,
        after: {
          ...(c.kind === 'score' ? { home: c.home, away: c.away } : {}),
          reason: audit.reason,
          brands,
          ...result,
        },
      },
      now,
    );
    return result;
  });
}

async function marketMatch(db: DbOrTx, marketId: number): Promise<number> {
  const [m] = await db.select({ matchId: markets.matchId }).from(markets).where(eq(markets.id, marketId));
  if (!m) throw marketNotFound();
  return m.matchId;
}

export async function marketAction(
  db: Db,
  op: Operator,
  input: OpsMarketAction,
  now: number,
): Promise<OpsTradingOutcome> {
  const [market] = await db.select().from(markets).where(eq(markets.id, input.market_id));
  if (!market) throw marketNotFound();
  const [hold] = await db.select().from(opsMarketHolds).where(eq(opsMarketHolds.marketId, market.id));
  const before = { status: market.status, held: Boolean(hold), match_id: market.matchId };
  const target = `market:${market.id}`;
  if (input.action === 'void')
    return correct(
      db,
      op,
      { kind: 'void_market', marketId: market.id },
      { action: 'trading.market.void', target, before, reason: input.reason },
      now,
    );
  if (market.status === MarketStatus.Closed) throw refused('The market is closed.');
  const suspend = input.action === 'suspend';
  await db.transaction(async (tx) => {
    if (suspend)
      await tx
        .insert(opsMarketHolds)
        .values({ marketId: market.id, operatorId: op.id, reason: input.reason, createdAt: new Date(now) })
        .onConflictDoNothing();
    else await tx.delete(opsMarketHolds).where(eq(opsMarketHolds.marketId, market.id));
    const status = suspend ? MarketStatus.Suspended : MarketStatus.Open;
    await tx
      .update(markets)
      .set({ status, updatedAt: new Date(now) })
      .where(and(eq(markets.id, market.id), sql`${markets.status} <> ${MarketStatus.Closed}`));
    // The match's row changes too, so readers that cache by the match's updated_at see the market's state.
    await tx
      .update(matches)
      .set({ updatedAt: new Date(now) })
      .where(eq(matches.id, market.matchId));
    await appendAudit(
      tx,
      op,
      {
        brandId: null,
        action: suspend ? 'trading.market.suspend' : 'trading.market.reopen',
        target,
        before,
        after: { status, held: suspend, reason: input.reason },
      },
      now,
    );
  });
  return NOTHING;
}

export async function matchCorrect(
  db: Db,
  op: Operator,
  input: OpsMatchCorrect,
  now: number,
): Promise<OpsTradingOutcome> {
  const [m] = await db.select().from(matches).where(eq(matches.id, input.match_id));
  if (!m) throw matchNotFound();
  const before = { status: m.status, home: m.homeScore, away: m.awayScore };
  const target = `match:${m.id}`;
  if (input.action === 'void')
    return correct(
      db,
      op,
      { kind: 'void_match', matchId: m.id },
      { action: 'trading.match.void', target, before, reason: input.reason },
      now,
    );
  if (input.home === undefined || input.away === undefined) throw refused('A score needs home and away.');
  return correct(
    db,
    op,
    { kind: 'score', matchId: m.id, home: input.home, away: input.away },
    { action: 'trading.match.score', target, before, reason: input.reason },
    now,
  );
}
