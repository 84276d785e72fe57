/**
 * The programme's pure rules: points from turnover, the level they reach and the progress to the next,
 * cashback on a net loss, a task's state, and the ranking's shape (SPEC §5: the top three split out, full at
 * 50 entries, names masked).
 */
import type { LevelPerks, LoyaltyConfig } from './config';
import { MAX_VIP_LEVEL } from './stages';

export interface Turnover {
  /** Settled stakes (minor units): voided and cancelled bets are not in it. */
  sports: number;
  casino: number;
}

export function pointsOf(t: Turnover, c: Pick<LoyaltyConfig, 'pointUnit' | 'sportsWeight' | 'casinoWeight'>) {
  const weighted = t.sports * c.sportsWeight + t.casino * c.casinoWeight;
  return Math.floor(weighted / (100 * c.pointUnit));
}

export function levelOf(points: number, levels: readonly Pick<LevelPerks, 'points'>[]): number {
  let level = 0;
  for (let n = 1; n <= MAX_VIP_LEVEL && n < levels.length; n++) {
    if (points >= levels[n]!.points) level = n;
    else break;
  }
  return level;
}

/** Progress towards the next level in basis points (10,000 = reached); 10,000 at the top level. */
export function progressBps(points: number, level: number, levels: readonly Pick<LevelPerks, 'points'>[]) {
  if (level >= MAX_VIP_LEVEL) return 10_000;
  const from = levels[level]!.points;
  const to = levels[level + 1]!.points;
  return Math.min(10_000, Math.max(0, Math.floor(((points - from) * 10_000) / (to - from))));
}

/** Cashback of a period: a rate of the net loss (stakes minus returns), rounded down; nothing on a net win. */
export const cashbackOf = (netLoss: number, bps: number) =>
  netLoss > 0 ? Math.floor((netLoss * bps) / 10_000) : 0;

/** A task: 0 in progress, 1 done and waiting to be received, 2 received. */
export function taskState(progress: number, conf: number, received: boolean): 0 | 1 | 2 {
  if (received) return 2;
  return progress >= conf ? 1 : 0;
}

export const RANK_SIZE = 50;

/** "Marina" -> "M***a": other players' names are never shown whole. */
export function maskName(name: string): string {
  const chars = [...name.split('@')[0]!];
  if (chars.length <= 2) return `${chars[0] ?? '*'}***`;
  return `${chars[0]}***${chars[chars.length - 1]}`;
}

export interface RankShape<T> {
  top: T[];
  list: T[];
  full: boolean;
}

/** Ranked entries (best first, at most 50 kept): the first three apart, `full` at 50 or more. */
export function rankShape<T>(ranked: readonly T[]): RankShape<T> {
  const kept = ranked.slice(0, RANK_SIZE);
  return { top: kept.slice(0, 3), list: kept.slice(3), full: ranked.length >= RANK_SIZE };
}
