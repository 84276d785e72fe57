/**
 * Agent commissions (issue #19): an agent earns a per-level percentage of the settled results of the players
 * below them (their invitees, up to three levels deep), per UTC day. The base is the player's net loss (stakes
 * minus payouts, never below zero per player: a winning player does not take from the others) or the
 * turnover (stakes), per brand. Rates are in basis points (1/100 of a percent).
 */

export type CommissionBase = 'net_loss' | 'turnover';
export const AGENT_DEPTHS = [1, 2, 3] as const;
export type AgentDepth = (typeof AGENT_DEPTHS)[number];

export interface AgentPlan {
  base: CommissionBase;
  /** Rate per depth, basis points. */
  ratesBps: Record<AgentDepth, number>;
}

/** Net-loss markets keep the house edge shared; the crypto brand pays on turnover (thin margins, high volume). */
export function agentPlan(brand: { market: string }): AgentPlan {
  return brand.market === 'CRYPTO'
    ? { base: 'turnover', ratesBps: { 1: 50, 2: 20, 3: 10 } }
    : { base: 'net_loss', ratesBps: { 1: 3000, 2: 1000, 3: 500 } };
}

export interface PlayerDay {
  uid: number;
  depth: AgentDepth;
  /** Settled stakes (void and cancelled bets excluded), minor units. */
  stake: number;
  /** What those bets paid back, minor units. */
  payout: number;
}

export interface CommissionResult {
  /** The base summed over the players. */
  base: number;
  commission: number;
  perDepth: Record<AgentDepth, { players: number; base: number; commission: number }>;
}

export function playerBase(p: PlayerDay, plan: AgentPlan): number {
  return plan.base === 'turnover' ? p.stake : Math.max(0, p.stake - p.payout);
}

/** A day's commission: each depth's base times its rate, rounded down to the minor unit. */
export function commissionFor(players: readonly PlayerDay[], plan: AgentPlan): CommissionResult {
  const perDepth = {
    1: { players: 0, base: 0, commission: 0 },
    2: { players: 0, base: 0, commission: 0 },
    3: { players: 0, base: 0, commission: 0 },
  } as CommissionResult['perDepth'];
  for (const p of players) {
    const d = perDepth[p.depth];
    d.players += 1;
    d.base += playerBase(p, plan);
  }
  let base = 0;
  let commission = 0;
  for (const depth of AGENT_DEPTHS) {
    const d = perDepth[depth];
    d.commission = Math.floor((d.base * plan.ratesBps[depth]) / 10_000);
    base += d.base;
    commission += d.commission;
  }
  return { base, commission, perDepth };
}

/** Agent level by the size of the team (every depth): 1 from the start, 2 from 10 players, 3 from 50. */
export function agentLevel(teamSize: number): 1 | 2 | 3 {
  return teamSize >= 50 ? 3 : teamSize >= 10 ? 2 : 1;
}

/** A UTC day 'YYYY-MM-DD' as [start, end) in Unix ms; null when it is not a real day. */
export function dayRange(day: string): [number, number] | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const start = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(start) || new Date(start).toISOString().slice(0, 10) !== day) return null;
  return [start, start + 24 * 3600 * 1000];
}

/** The UTC day of a time. */
export const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
