/**
 * European roulette: one zero, pockets 0..36 drawn without bias. Payouts are the table's usual ones (the
 * stake comes back with the win): straight 35:1, split 17:1, street 11:1, corner 8:1, line (six numbers) 5:1,
 * dozen and column 2:1, even chances 1:1. Every
 * bet returns 36/37 = 97.30% on average; zero loses every outside bet.
 */
import type { FairStream } from './fair';

export const ROULETTE_POCKETS = 37;
export const ROULETTE_RTP = 36 / 37;

export const RED_NUMBERS: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);

/** Wheel order of a European wheel, clockwise from zero (for drawing the wheel). */
export const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
] as const;

export type RouletteBetKind =
  | 'straight'
  | 'split'
  | 'street'
  | 'corner'
  | 'line'
  | 'red'
  | 'black'
  | 'odd'
  | 'even'
  | 'low'
  | 'high'
  | 'dozen'
  | 'column';

export interface RouletteBet {
  kind: RouletteBetKind;
  /**
   * straight: [n] 0..36; split: two adjacent numbers on the table [a, b]; street: [first of a row of three]
   * (1, 4, … 34); corner: [top-left of a 2x2 block] (n, n+1, n+3, n+4; not in the right column, up to 32);
   * line: [first of the first of two rows] (1, 4, … 31); dozen: [1|2|3]; column: [1|2|3] (column 1 is 1,
   * 4, 7, …); empty for the even chances.
   */
  numbers: number[];
  /** Stake, minor units. */
  amount: number;
}

export const rouletteColor = (n: number): 'green' | 'red' | 'black' =>
  n === 0 ? 'green' : RED_NUMBERS.has(n) ? 'red' : 'black';

/** Two numbers share an edge on the 3-column layout (zero touches 1, 2 and 3). */
export function isSplit(a: number, b: number): boolean {
  const [lo, hi] = a < b ? [a, b] : [b, a];
  if (lo < 0 || hi > 36 || lo === hi) return false;
  if (lo === 0) return hi >= 1 && hi <= 3;
  if (hi - lo === 3) return true;
  return hi - lo === 1 && lo % 3 !== 0;
}

/** The numbers a bet covers; null when the bet is malformed. */
export function coveredNumbers(bet: Pick<RouletteBet, 'kind' | 'numbers'>): number[] | null {
  const nums = bet.numbers;
  const all = Array.from({ length: 36 }, (_, i) => i + 1);
  const ok = (n: unknown) => Number.isInteger(n);
  switch (bet.kind) {
    case 'straight':
      return nums.length === 1 && ok(nums[0]) && nums[0]! >= 0 && nums[0]! <= 36 ? [nums[0]!] : null;
    case 'split':
      return nums.length === 2 && ok(nums[0]) && ok(nums[1]) && isSplit(nums[0]!, nums[1]!)
        ? [...nums].sort((a, b) => a - b)
        : null;
    case 'street':
    case 'line': {
      const a = nums[0];
      const rows = bet.kind === 'street' ? 1 : 2;
      if (nums.length !== 1 || !ok(a) || a! < 1 || (a! - 1) % 3 !== 0 || a! + 3 * rows - 1 > 36) return null;
      return Array.from({ length: 3 * rows }, (_, i) => a! + i);
    }
    case 'corner': {
      const a = nums[0];
      if (nums.length !== 1 || !ok(a) || a! < 1 || a! > 32 || a! % 3 === 0) return null;
      return [a!, a! + 1, a! + 3, a! + 4];
    }
    case 'dozen':
    case 'column': {
      const k = nums[0];
      if (nums.length !== 1 || !ok(k) || k! < 1 || k! > 3) return null;
      return bet.kind === 'dozen'
        ? all.filter((n) => Math.ceil(n / 12) === k)
        : all.filter((n) => ((n - 1) % 3) + 1 === k);
    }
    default:
      if (nums.length !== 0) return null;
      return all.filter((n) => {
        switch (bet.kind) {
          case 'red':
            return RED_NUMBERS.has(n);
          case 'black':
            return !RED_NUMBERS.has(n);
          case 'odd':
            return n % 2 === 1;
          case 'even':
            return n % 2 === 0;
          case 'low':
            return n <= 18;
          default:
            return n >= 19;
        }
      });
  }
}

/** What a winning bet returns per unit staked (stake included): 36 / covered numbers. */
export const rouletteReturn = (covered: number): number => 36 / covered;

export interface RouletteBetResult extends RouletteBet {
  payout: number;
}

export interface RouletteResult {
  number: number;
  bets: RouletteBetResult[];
  stake: number;
  payout: number;
}

/** Settles the bets on pocket `n`. */
export function settleRoulette(bets: readonly RouletteBet[], n: number): RouletteResult {
  let stake = 0;
  let payout = 0;
  const out = bets.map((bet) => {
    const covered = coveredNumbers(bet);
    if (!covered) throw new RangeError(`roulette: malformed ${bet.kind} bet`);
    const win = covered.includes(n) ? (bet.amount * 36) / covered.length : 0;
    stake += bet.amount;
    payout += win;
    return { ...bet, payout: win };
  });
  return { number: n, bets: out, stake, payout };
}

export const spinRoulette = (stream: FairStream, bets: readonly RouletteBet[]): RouletteResult =>
  settleRoulette(bets, stream.int(ROULETTE_POCKETS));
