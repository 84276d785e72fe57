/**
 * The market tabs of the match detail page (Popular, Goals, Halves, Handicaps, Score, All): which tab a
 * market group belongs to, by its kind code (type % 1000, core/sport/market-kinds.ts; the main markets keep
 * 1/4/5 winner, 3 handicap, 7 total). A group may sit in several tabs (a 1st-half total is a total and a
 * half market). The feed has no corner, card or player markets, so there are no such tabs: a tab exists
 * only when some market of the match is in it.
 */
import { K } from './market-kinds';

export type MarketTab = 'popular' | 'all' | 'totals' | 'periods' | 'handicaps' | 'score';

/** Tab order on screen; "popular" is the one opened first. */
export const MARKET_TAB_ORDER: readonly MarketTab[] = [
  'popular',
  'all',
  'totals',
  'periods',
  'handicaps',
  'score',
];

const WINNER = new Set([1, 4, 5]);
const HANDICAP = 3;
const TOTAL = 7;

const isQuarterTotal = (k: number) => k > K.quarterTotal && k < K.quarterTotal + 10;
const isQuarterWinner = (k: number) => k > K.quarterWinner && k < K.quarterWinner + 10;

const POPULAR = new Set<number>([HANDICAP, TOTAL, K.doubleChance, K.bothScore, K.drawNoBet]);
const TOTALS = new Set<number>([
  TOTAL,
  K.bothScore,
  K.homeTotal,
  K.awayTotal,
  K.oddEven,
  K.firstHalfTotal,
  K.secondHalfTotal,
  K.homeCleanSheet,
  K.awayCleanSheet,
  K.gamesTotal,
]);
const PERIODS = new Set<number>([
  K.halfTimeResult,
  K.halfTimeFullTime,
  K.firstHalfTotal,
  K.secondHalfResult,
  K.secondHalfTotal,
  K.firstHalfWinner,
  K.firstHalfSpread,
  K.setWinner,
]);
const HANDICAPS = new Set<number>([
  HANDICAP,
  K.drawNoBet,
  K.firstHalfSpread,
  K.gamesHandicap,
  K.winningMargin,
]);
const SCORE = new Set<number>([K.correctScore, K.halfTimeFullTime, K.winningMargin, K.setBetting]);

/** The tabs a market type belongs to ("all" always). */
export function tabsOfMarket(mty: number): MarketTab[] {
  const k = mty % 1000;
  const out: MarketTab[] = ['all'];
  if (WINNER.has(k) || POPULAR.has(k)) out.push('popular');
  if (TOTALS.has(k) || isQuarterTotal(k)) out.push('totals');
  if (PERIODS.has(k) || isQuarterTotal(k) || isQuarterWinner(k)) out.push('periods');
  if (HANDICAPS.has(k)) out.push('handicaps');
  if (SCORE.has(k)) out.push('score');
  return out;
}

/**
 * The tabs to offer for a match's market types, in screen order: only tabs with markets, and none at all
 * when every tab would show the same list as "all" (a match with only its main markets needs no tabs).
 */
export function marketTabs(types: readonly number[]): MarketTab[] {
  const count = new Map<MarketTab, number>();
  for (const mty of types) for (const tab of tabsOfMarket(mty)) count.set(tab, (count.get(tab) ?? 0) + 1);
  const tabs = MARKET_TAB_ORDER.filter((tab) => (count.get(tab) ?? 0) > 0);
  const narrower = tabs.some((tab) => tab !== 'all' && (count.get(tab) ?? 0) < types.length);
  return narrower ? tabs : [];
}

/** The market types shown under `tab`, in the feed's order. */
export function inTab(types: readonly number[], tab: MarketTab): number[] {
  return types.filter((mty) => tabsOfMarket(mty).includes(tab));
}
