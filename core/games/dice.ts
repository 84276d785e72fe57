/**
 * Dice: a roll 0.00–99.99 (an integer 0..9999 drawn without bias), bet "under" or "over" a target. The win
 * chance p is the share of rolls that win; a win pays (1 − edge) / p times the stake (rounded down), so the
 * return is 99% whatever the target.
 */
import type { FairStream } from './fair';

export const DICE_OUTCOMES = 10_000;
export const DICE_HOUSE_EDGE = 0.01;
export const DICE_RTP = 1 - DICE_HOUSE_EDGE;
/** 99% of the outcomes, as an integer: payouts are computed in integers only. */
const RTP_OUTCOMES = 9900;
/** Win chance bounds in outcomes out of 10 000: 1% .. 95%. */
export const DICE_MIN_WIN = 100;
export const DICE_MAX_WIN = 9500;

export type DiceMode = 'under' | 'over';

export interface DiceBet {
  mode: DiceMode;
  /** Hundredths, 1..9998: under wins on roll < target, over on roll > target. */
  target: number;
}

/** How many of the 10 000 rolls win; null when the target is out of range. */
export function diceWinCount(bet: DiceBet): number | null {
  if (!Number.isInteger(bet.target)) return null;
  const count = bet.mode === 'under' ? bet.target : DICE_OUTCOMES - 1 - bet.target;
  return count >= DICE_MIN_WIN && count <= DICE_MAX_WIN ? count : null;
}

/** The win multiplier in ten-thousandths (19800 = 1.98x), rounded down. */
export const diceMultiplier = (winCount: number): number =>
  Math.floor((RTP_OUTCOMES * DICE_OUTCOMES) / winCount);

/** Payout of a winning stake, minor units: floor(stake · 9900 / winCount). */
export const dicePayout = (stake: number, winCount: number): number =>
  Math.floor((stake * RTP_OUTCOMES) / winCount);

export const diceRoll = (stream: FairStream): number => stream.int(DICE_OUTCOMES);

export const diceWins = (bet: DiceBet, roll: number): boolean =>
  bet.mode === 'under' ? roll < bet.target : roll > bet.target;

export interface DiceResult {
  roll: number;
  win: boolean;
  payout: number;
}

export function playDice(stream: FairStream, bet: DiceBet, stake: number): DiceResult {
  const count = diceWinCount(bet);
  if (count === null) throw new RangeError('dice: target out of range');
  const roll = diceRoll(stream);
  const win = diceWins(bet, roll);
  return { roll, win, payout: win ? dicePayout(stake, count) : 0 };
}
