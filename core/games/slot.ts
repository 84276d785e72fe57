/**
 * "Fruit Fiesta": a 5x3 video slot with 20 fixed paylines, a wild that substitutes for every paying symbol
 * (and pays on its own), and a scatter that pays anywhere and starts free spins (3, 4, 5 scatters: 10, 15,
 * 20 free spins; all wins ×3 during free spins; free spins can retrigger).
 *
 * A spin draws one stop per reel (uniform, rejection-sampled); the window shows the stop's symbol and the
 * next two. Line wins pay left to right, the longest run of a symbol (wilds counting as it) from reel 1; a
 * line pays the best of its symbol run and its leading-wild run. Pays are in line bets (total bet / 20).
 *
 * The exact RTP (`exactRtp`) comes from the strips, not from a simulation: every reel position shows each
 * symbol of its strip with the strip's frequency, whatever the row, so the expected win of one line is a sum
 * over the (symbol, count) combinations of the five reels weighted by their counts — the same for the 20
 * lines; the scatter count's distribution is enumerated over every reel stop. Free spins use the same reels,
 * so by Wald's identity the expected free-spin win is E[number of free spins] · 3 · (base spin value), with
 * E[number] = μ / (1 − μ), μ the expected free spins granted by one spin.
 */
import type { FairStream } from './fair';

export const SYMBOLS = [
  'wild',
  'scatter',
  'seven',
  'bell',
  'melon',
  'grape',
  'plum',
  'orange',
  'lemon',
  'cherry',
] as const;
export type SlotSymbol = (typeof SYMBOLS)[number];

export const ROWS = 3;
/**
 * Free spins of one round stop here. With μ ≈ 0.067 granted per spin the chance of a round reaching it is
 * below 10^-100, so the exact RTP (which assumes no cap) is not changed in any digit that matters.
 */
export const MAX_FREE_SPINS = 1000;
export const REELS = 5;

export interface SlotConfig {
  /** One strip per reel, symbols in order (the window wraps around). */
  reels: readonly (readonly SlotSymbol[])[];
  /** Row index (0 top .. 2 bottom) on each reel, per line. */
  lines: readonly (readonly number[])[];
  /** Line pays in line bets by run length (index = count; 0 where nothing is paid). */
  pays: Readonly<Partial<Record<SlotSymbol, readonly number[]>>>;
  /** Scatter pays in total bets by scatter count anywhere (index = count). */
  scatterPays: readonly number[];
  /** Free spins granted by scatter count (index = count). */
  freeSpins: readonly number[];
  /** All wins during free spins are multiplied by this. */
  freeSpinMultiplier: number;
  /** Hard stop on the free spins of one round (never reached in practice, see MAX_FREE_SPINS). */
  maxFreeSpins: number;
}

/** 20 paylines, row per reel. */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 0, 2, 0],
];

// ----- pure evaluation ---------------------------------------------------------------------------------

/** grid[reel][row] */
export type SlotGrid = SlotSymbol[][];

export interface LineWin {
  /** 0-based payline index. */
  line: number;
  symbol: SlotSymbol;
  count: number;
  /** In line bets, before the free-spin multiplier. */
  pay: number;
}

export interface SpinEvaluation {
  lineWins: LineWin[];
  scatters: number;
  /** Scatter pay in total bets. */
  scatterPay: number;
  freeSpinsWon: number;
  /** Everything in line bets (scatter pay × lines), before the free-spin multiplier. */
  total: number;
}

const payOf = (config: SlotConfig, symbol: SlotSymbol, count: number): number =>
  config.pays[symbol]?.[count] ?? 0;

/** Best win of one line's five symbols: [symbol, count, pay] or null. */
export function evaluateLine(
  config: SlotConfig,
  symbols: readonly SlotSymbol[],
): { symbol: SlotSymbol; count: number; pay: number } | null {
  let wilds = 0;
  while (wilds < symbols.length && symbols[wilds] === 'wild') wilds++;
  const wildPay = payOf(config, 'wild', wilds);
  let best = wildPay > 0 ? { symbol: 'wild' as SlotSymbol, count: wilds, pay: wildPay } : null;
  if (wilds < symbols.length) {
    const symbol = symbols[wilds]!;
    if (symbol !== 'scatter') {
      let count = wilds + 1;
      while (count < symbols.length && (symbols[count] === symbol || symbols[count] === 'wild')) count++;
      const pay = payOf(config, symbol, count);
      if (pay > (best?.pay ?? 0)) best = { symbol, count, pay };
    }
  }
  return best;
}

export function evaluateGrid(config: SlotConfig, grid: SlotGrid): SpinEvaluation {
  const lineWins: LineWin[] = [];
  const symbols: SlotSymbol[] = new Array<SlotSymbol>(grid.length);
  let total = 0;
  for (let line = 0; line < config.lines.length; line++) {
    const rows = config.lines[line]!;
    for (let reel = 0; reel < grid.length; reel++) symbols[reel] = grid[reel]![rows[reel]!]!;
    const win = evaluateLine(config, symbols);
    if (win) {
      lineWins.push({ line, ...win });
      total += win.pay;
    }
  }
  let scatters = 0;
  for (const column of grid) for (const s of column) if (s === 'scatter') scatters++;
  const scatterPay = config.scatterPays[Math.min(scatters, config.scatterPays.length - 1)] ?? 0;
  const freeSpinsWon = config.freeSpins[Math.min(scatters, config.freeSpins.length - 1)] ?? 0;
  total += scatterPay * config.lines.length;
  return { lineWins, scatters, scatterPay, freeSpinsWon, total };
}

export function gridAt(config: SlotConfig, stops: readonly number[]): SlotGrid {
  return config.reels.map((strip, reel) =>
    Array.from({ length: ROWS }, (_, row) => strip[(stops[reel]! + row) % strip.length]!),
  );
}

// ----- a round: base spin + free spins ------------------------------------------------------------------

export interface SlotSpin {
  stops: number[];
  grid: SlotGrid;
  evaluation: SpinEvaluation;
  /** Win of this spin in line bets, multiplier included. */
  win: number;
}

export interface SlotRound {
  base: SlotSpin;
  freeSpins: SlotSpin[];
  /** Total in line bets. */
  totalLineBets: number;
}

function spinOnce(config: SlotConfig, stream: FairStream, multiplier: number): SlotSpin {
  const stops = config.reels.map((strip) => stream.int(strip.length));
  const grid = gridAt(config, stops);
  const evaluation = evaluateGrid(config, grid);
  return { stops, grid, evaluation, win: evaluation.total * multiplier };
}

/** One paid spin and every free spin it leads to, from the bet's fair stream. */
export function playSlotRound(config: SlotConfig, stream: FairStream): SlotRound {
  const base = spinOnce(config, stream, 1);
  const freeSpins: SlotSpin[] = [];
  let left = base.evaluation.freeSpinsWon;
  while (left > 0 && freeSpins.length < config.maxFreeSpins) {
    const spin = spinOnce(config, stream, config.freeSpinMultiplier);
    freeSpins.push(spin);
    left += spin.evaluation.freeSpinsWon - 1;
  }
  const totalLineBets = base.win + freeSpins.reduce((sum, s) => sum + s.win, 0);
  return { base, freeSpins, totalLineBets };
}

/** Payout in minor units for a total stake (a multiple of the line count). */
export const slotPayout = (config: SlotConfig, stake: number, round: SlotRound): number =>
  (stake / config.lines.length) * round.totalLineBets;

// ----- exact RTP ---------------------------------------------------------------------------------------

export interface SlotRtp {
  /** Expected line win per spin, in total bets. */
  lines: number;
  /** Expected scatter pay per spin, in total bets. */
  scatter: number;
  /** Base spin value (lines + scatter), total bets. */
  base: number;
  /** Probability a spin starts free spins. */
  triggerProbability: number;
  /** Expected free spins granted by one spin. */
  mu: number;
  /** Expected free spins per paid spin: μ / (1 − μ). */
  freeSpinsPerSpin: number;
  /** Contribution of free spins to the RTP. */
  freeSpins: number;
  /** The return to player, 0..1. */
  rtp: number;
}

/** Distribution of the number of scatters in the window, over every stop of every reel (exact counts). */
export function scatterDistribution(config: SlotConfig): number[] {
  let dist = [1];
  for (const strip of config.reels) {
    const perReel: number[] = [];
    for (let stop = 0; stop < strip.length; stop++) {
      let k = 0;
      for (let row = 0; row < ROWS; row++) if (strip[(stop + row) % strip.length] === 'scatter') k++;
      perReel[k] = (perReel[k] ?? 0) + 1;
    }
    const next: number[] = [];
    dist.forEach((a, i) =>
      perReel.forEach((b, j) => {
        if (b) next[i + j] = (next[i + j] ?? 0) + a * (b ?? 0);
      }),
    );
    dist = Array.from(next, (v) => v ?? 0);
  }
  return dist;
}

/** Expected pay of one line in line bets, exactly, from the symbol counts of each strip. */
export function lineExpectation(config: SlotConfig): number {
  const counts = config.reels.map((strip) => {
    const m = new Map<SlotSymbol, number>();
    for (const s of strip) m.set(s, (m.get(s) ?? 0) + 1);
    return [...m.entries()];
  });
  let total = 0;
  let weight = 1;
  const picked: SlotSymbol[] = [];
  const walk = (reel: number) => {
    if (reel === counts.length) {
      total += weight * (evaluateLine(config, picked)?.pay ?? 0);
      return;
    }
    for (const [symbol, n] of counts[reel]!) {
      picked.push(symbol);
      const w = weight;
      weight *= n;
      walk(reel + 1);
      weight = w;
      picked.pop();
    }
  };
  walk(0);
  const stops = config.reels.reduce((p, strip) => p * strip.length, 1);
  return total / stops;
}

export function exactRtp(config: SlotConfig): SlotRtp {
  const lineCount = config.lines.length;
  const lines = (lineExpectation(config) * lineCount) / lineCount;
  const dist = scatterDistribution(config);
  const stops = dist.reduce((a, b) => a + b, 0);
  let scatter = 0;
  let mu = 0;
  let trigger = 0;
  dist.forEach((n, k) => {
    const idx = Math.min(k, config.scatterPays.length - 1);
    scatter += (n * (config.scatterPays[idx] ?? 0)) / stops;
    const fs = config.freeSpins[Math.min(k, config.freeSpins.length - 1)] ?? 0;
    mu += (n * fs) / stops;
    if (fs > 0) trigger += n / stops;
  });
  const base = lines + scatter;
  const freeSpinsPerSpin = mu / (1 - mu);
  const freeSpins = freeSpinsPerSpin * config.freeSpinMultiplier * base;
  return {
    lines,
    scatter,
    base,
    triggerProbability: trigger,
    mu,
    freeSpinsPerSpin,
    freeSpins,
    rtp: base + freeSpins,
  };
}

// ----- the game ----------------------------------------------------------------------------------------

/** Reel strips of Fruit Fiesta (one scatter per reel, so a window shows at most one per reel). */
// prettier-ignore
export const FRUIT_FIESTA_REELS: readonly (readonly SlotSymbol[])[] = [
  [
    'scatter', 'cherry', 'orange', 'orange', 'cherry', 'cherry', 'cherry', 'lemon', 'plum',
    'orange', 'lemon', 'plum', 'grape', 'lemon', 'lemon', 'plum', 'melon', 'grape',
    'cherry', 'melon', 'bell', 'melon', 'orange', 'bell', 'grape', 'orange', 'plum',
    'wild', 'cherry', 'lemon', 'seven',
  ],
  [
    'scatter', 'cherry', 'orange', 'orange', 'cherry', 'cherry', 'cherry', 'lemon', 'plum',
    'orange', 'lemon', 'plum', 'grape', 'lemon', 'lemon', 'plum', 'melon', 'grape',
    'cherry', 'melon', 'wild', 'wild', 'orange', 'orange', 'cherry', 'bell', 'melon',
    'plum', 'bell', 'lemon', 'grape', 'seven',
  ],
  [
    'scatter', 'cherry', 'orange', 'orange', 'cherry', 'cherry', 'plum', 'lemon', 'grape',
    'plum', 'lemon', 'grape', 'orange', 'lemon', 'wild', 'wild', 'cherry', 'cherry',
    'orange', 'melon', 'lemon', 'plum', 'melon', 'bell', 'melon', 'grape', 'bell',
    'lemon', 'grape', 'orange', 'wild', 'plum', 'seven', 'cherry',
  ],
  [
    'scatter', 'lemon', 'lemon', 'lemon', 'cherry', 'orange', 'grape', 'cherry', 'orange',
    'orange', 'cherry', 'cherry', 'lemon', 'plum', 'grape', 'grape', 'plum', 'plum',
    'cherry', 'melon', 'lemon', 'wild', 'melon', 'bell', 'melon', 'orange', 'bell',
    'lemon', 'orange', 'cherry', 'grape', 'wild', 'plum', 'seven',
  ],
  [
    'scatter', 'cherry', 'lemon', 'orange', 'cherry', 'lemon', 'orange', 'cherry', 'lemon',
    'plum', 'cherry', 'cherry', 'lemon', 'grape', 'plum', 'melon', 'grape', 'grape',
    'plum', 'orange', 'melon', 'cherry', 'orange', 'bell', 'orange', 'lemon', 'bell',
    'melon', 'lemon', 'plum', 'wild', 'cherry', 'seven', 'grape',
  ],
];

export const FRUIT_FIESTA: SlotConfig = {
  reels: FRUIT_FIESTA_REELS,
  lines: PAYLINES,
  pays: {
    wild: [0, 0, 0, 50, 250, 2000],
    seven: [0, 0, 0, 40, 200, 1000],
    bell: [0, 0, 0, 25, 100, 400],
    melon: [0, 0, 0, 20, 75, 250],
    grape: [0, 0, 0, 15, 50, 150],
    plum: [0, 0, 0, 10, 40, 125],
    orange: [0, 0, 0, 7, 25, 75],
    lemon: [0, 0, 0, 5, 20, 60],
    cherry: [0, 0, 0, 5, 15, 50],
  },
  scatterPays: [0, 0, 0, 2, 10, 50],
  freeSpins: [0, 0, 0, 10, 15, 20],
  freeSpinMultiplier: 3,
  maxFreeSpins: MAX_FREE_SPINS,
};
