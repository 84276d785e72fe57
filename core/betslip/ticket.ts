/**
 * What the slip would place right now: the stake of each line, the total debit, the potential return and the
 * first reason it cannot be placed. The sheet renders this and the Place bet button obeys it; the server
 * checks the same rules again (it is the authority), so this only spares the player a refused request.
 */
import { stakeProblem, type StakeProblem } from './amounts';
import {
  comboOdds,
  comboReturn,
  kindProblem,
  systemReturn,
  systemTypes,
  toThousandths,
  type KindProblem,
} from './returns';
import { isBettable, itemKey } from './slip';
import type { BetKind, SlipItem } from './types';

export type TicketProblem =
  | KindProblem
  | StakeProblem
  /** A selection's market is suspended or its odds are locked. */
  | 'suspended'
  /** The odds moved and the player has not accepted them (needAcceptLatestOdds). */
  | 'odds-changed'
  /** System tab without a valid k. */
  | 'no-system'
  /** The free bet needs higher total odds. */
  | 'free-min-odds';

export interface TicketInput {
  items: readonly SlipItem[];
  kind: BetKind;
  /** Combo stake / system stake per line; null = default. */
  stake: number | null;
  systemK: number | null;
  needAcceptLatestOdds: boolean;
  defaultStake: number;
  minStake: number;
  /** maxSingleBet per single, maxBetMulti per combo / system line (getBetLatestInfo). */
  maxSingle?: number;
  maxMulti?: number;
  balance?: number;
  /** A free bet pays the stake: its amount, and the lowest total decimal odds it may be used on. */
  freeBet?: { amount: number; minOdds: number } | null;
}

export interface TicketLine {
  key: string;
  stake: number;
  potentialReturn: number;
}

export interface Ticket {
  kind: BetKind;
  /** Singles: one line per selection. Combo: one. System: one per k-combination (not listed, counted). */
  lines: TicketLine[];
  lineCount: number;
  /** Stake per line (combo / system) or null for singles with their own stakes. */
  stakePerLine: number | null;
  totalStake: number;
  /** If every leg wins, minor units (a free bet's stake is not returned). */
  potentialReturn: number;
  /** Combined odds in thousandths (combo; the single's own odds for one single). */
  combinedOdds: number | null;
  systemK: number | null;
  problem: TicketProblem | null;
}

export function buildTicket(input: TicketInput): Ticket {
  const { items, kind } = input;
  const odds = items.map((i) => toThousandths(i.quotedOd));
  const stakeOf = (s: number | null) => (s === null ? input.defaultStake : s);
  let lines: TicketLine[] = [];
  let lineCount = 0;
  let stakePerLine: number | null = null;
  let potentialReturn = 0;
  let combinedOdds: number | null = null;
  let systemK: number | null = null;
  let problem: TicketProblem | null = kindProblem(kind, items);

  if (input.freeBet) {
    // A free bet is one bet of its amount: one selection a single, more a combo.
    const amount = input.freeBet.amount;
    const combined = comboOdds(odds);
    lines = [
      { key: 'free', stake: amount, potentialReturn: Math.max(0, comboReturn(amount, odds) - amount) },
    ];
    lineCount = 1;
    stakePerLine = amount;
    combinedOdds = combined;
    potentialReturn = lines[0]!.potentialReturn;
    problem ??= items.length === 0 ? 'empty' : null;
    if (!problem && items.length > 1 && kindProblem('bet_multi', items))
      problem = kindProblem('bet_multi', items);
    if (!problem && combined < toThousandths(input.freeBet.minOdds)) problem = 'free-min-odds';
  } else if (kind === 'single_bet') {
    lines = items.map((item, i) => {
      const stake = stakeOf(item.stake);
      return { key: itemKey(item), stake, potentialReturn: comboReturn(stake, [odds[i]!]) };
    });
    lineCount = lines.length;
    potentialReturn = lines.reduce((sum, l) => sum + l.potentialReturn, 0);
    combinedOdds = items.length === 1 ? odds[0]! : null;
    if (!problem) {
      for (const line of lines) {
        problem = stakeProblem(line.stake, { min: input.minStake, max: input.maxSingle });
        if (problem) break;
      }
    }
  } else if (kind === 'bet_multi') {
    stakePerLine = stakeOf(input.stake);
    lineCount = 1;
    combinedOdds = comboOdds(odds);
    potentialReturn = comboReturn(stakePerLine, odds);
    lines = [{ key: 'combo', stake: stakePerLine, potentialReturn }];
    problem ??= stakeProblem(stakePerLine, { min: input.minStake, max: input.maxMulti });
  } else {
    const types = systemTypes(items);
    const type = types.find((s) => s.k === input.systemK) ?? types[0];
    stakePerLine = stakeOf(input.stake);
    if (type) {
      systemK = type.k;
      lineCount = type.combos;
      potentialReturn = systemReturn(stakePerLine, odds, type.k);
    }
    lines = [{ key: 'system', stake: stakePerLine * lineCount, potentialReturn }];
    problem ??= type ? stakeProblem(stakePerLine, { min: input.minStake, max: input.maxMulti }) : 'no-system';
  }

  const totalStake = lines.reduce((sum, l) => sum + l.stake, 0);
  if (!problem && items.some((i) => !isBettable(i))) problem = 'suspended';
  if (!problem && input.needAcceptLatestOdds) problem = 'odds-changed';
  if (!problem && !input.freeBet && input.balance !== undefined && totalStake > input.balance)
    problem = 'above-balance';
  if (items.length === 0) problem = 'empty';
  return {
    kind,
    lines,
    lineCount,
    stakePerLine,
    totalStake,
    potentialReturn,
    combinedOdds,
    systemK,
    problem,
  };
}
