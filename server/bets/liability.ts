/**
 * A match's live liability for the trading screen (issue #24): for each market and outcome, what the open
 * bets on it stand to win and what the book keeps or loses if that outcome wins.
 *
 * Singles are exact: if outcome X of a market wins, the book pays the singles on X (stake x odds) and keeps
 * the stakes of every single on the market, so `net` = market single stakes - X's single payouts (negative:
 * the book loses). Multiples depend on other matches, so they are shown apart as an exposure: the sum of the
 * potential returns of open multiples with a leg on X (what the book pays at most if X and all their other
 * legs win). Cashed-out, settled and rejected orders count for nothing; currencies are never added together.
 * Outcomes nobody backed are not listed: if one of them wins, the book keeps every single stake on the market.
 */
import { sql } from 'drizzle-orm';
import { settledReturn } from '../../core/bets/returns';
import { BetOrderStatus, SettleResult, type BetKind } from '../../core/contract/schemas/bets';
import type { DbOrTx } from '../db/database';
import { rowsOf } from '../db/rows';

export interface OutcomeLiability {
  ty: number;
  currency: string;
  singles: number;
  singleStakes: number;
  /** What the singles on this outcome pay if it wins (stake x odds, minor units). */
  singlePayout: number;
  /** The book's result on the market's singles if this outcome wins. */
  net: number;
  multiples: number;
  /** Potential returns of open multiples with a leg on this outcome. */
  multipleExposure: number;
}

export interface MarketLiability {
  marketId: number;
  marketType: number;
  line: string | null;
  outcomes: OutcomeLiability[];
}

interface OpenLeg {
  market_id: number;
  market_type: number;
  line: string | null;
  ty: number;
  odds_milli: number;
  order_id: number;
  kind: string;
  stake: number;
  stake_per_line: number;
  system_k: number | null;
  currency: string;
}

/** `brands`: only the bets of these brands (an operator sees the book of their brands); all when absent. */
export async function matchLiability(
  db: DbOrTx,
  matchId: number,
  brands?: readonly string[],
): Promise<MarketLiability[]> {
  const brandFilter = brands
    ? brands.length
      ? sql`and o.brand_id in (${sql.join(
          brands.map((b) => sql`${b}`),
          sql`, `,
        )})`
      : sql`and false`
    : sql``;
  const legs = rowsOf<OpenLeg>(
    await db.execute(sql`
      select l.market_id, l.market_type, l.line, l.outcome_type as ty, l.odds_milli, l.order_id, o.kind,
        o.stake, o.stake_per_line, o.system_k, o.currency
      from bet_legs l join bet_orders o on o.id = l.order_id
      where l.match_id = ${matchId} and l.result = ${SettleResult.NotSettled}
        and o.status in (${BetOrderStatus.Confirming}, ${BetOrderStatus.Success})
        ${brandFilter}
        and o.result = ${SettleResult.NotSettled} and o.cash_out_amount is null
      order by l.market_id, l.outcome_type`),
  ).map((r) => ({
    ...r,
    market_id: Number(r.market_id),
    market_type: Number(r.market_type),
    ty: Number(r.ty),
    odds_milli: Number(r.odds_milli),
    order_id: Number(r.order_id),
    stake: Number(r.stake),
    stake_per_line: Number(r.stake_per_line),
    system_k: r.system_k === null ? null : Number(r.system_k),
  }));
  // A multiple's potential return if every leg wins (system bets: every line), from all its legs.
  const multipleIds = [...new Set(legs.filter((l) => l.kind !== 'single_bet').map((l) => l.order_id))];
  const potential = new Map<number, number>();
  if (multipleIds.length) {
    const all = rowsOf<{ order_id: number; odds_milli: number }>(
      await db.execute(sql`select order_id, odds_milli from bet_legs
        where order_id in (${sql.join(
          multipleIds.map((id) => sql`${id}`),
          sql`, `,
        )}) order by order_id, idx`),
    );
    const joint = await db.execute(
      sql`select order_id, odds_milli from bet_builder_prices where order_id in (${sql.join(
        multipleIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    const builderOdds = new Map(
      rowsOf<{ order_id: number; odds_milli: number }>(joint).map((r) => [
        Number(r.order_id),
        Number(r.odds_milli),
      ]),
    );
    for (const id of multipleIds) {
      const order = legs.find((l) => l.order_id === id)!;
      if (order.kind === 'bet_builder') {
        // A bet builder pays its joint price, not the product of its legs (core/bets/builder.ts).
        potential.set(id, Math.floor((order.stake * (builderOdds.get(id) ?? 1000)) / 1000));
        continue;
      }
      const mine = all
        .filter((x) => Number(x.order_id) === id)
        .map((x) => ({ oddsMilli: Number(x.odds_milli), result: SettleResult.Win }));
      potential.set(
        id,
        settledReturn(order.kind as BetKind, order.stake_per_line, mine, order.system_k ?? undefined) ?? 0,
      );
    }
  }

  const byMarket = new Map<number, MarketLiability>();
  for (const l of legs) {
    let m = byMarket.get(l.market_id);
    if (!m) {
      m = { marketId: l.market_id, marketType: l.market_type, line: l.line, outcomes: [] };
      byMarket.set(l.market_id, m);
    }
    let o = m.outcomes.find((x) => x.ty === l.ty && x.currency === l.currency);
    if (!o) {
      o = {
        ty: l.ty,
        currency: l.currency,
        singles: 0,
        singleStakes: 0,
        singlePayout: 0,
        net: 0,
        multiples: 0,
        multipleExposure: 0,
      };
      m.outcomes.push(o);
    }
    if (l.kind === 'single_bet') {
      o.singles++;
      o.singleStakes += l.stake;
      o.singlePayout += Math.floor((l.stake * l.odds_milli) / 1000);
    } else {
      o.multiples++;
      o.multipleExposure += potential.get(l.order_id) ?? 0;
    }
  }
  for (const m of byMarket.values())
    for (const o of m.outcomes) {
      const stakes = m.outcomes
        .filter((x) => x.currency === o.currency)
        .reduce((s, x) => s + x.singleStakes, 0);
      o.net = stakes - o.singlePayout;
    }
  return [...byMarket.values()];
}
