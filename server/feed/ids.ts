/**
 * Row ids of a match's markets and options, derived so that every writer (seed, fixtures, the feed) agrees
 * without reading: the main markets (positions 0..9) keep matchId*10 + index + 1 and options marketId*10 +
 * n + 1, as seeded; the deeper markets (positions 10..99, core/sport/depth.ts) live above DEPTH_MARKET_BASE
 * at matchId*100 + index, far from any main market id, and their options (up to 99 a market: a correct
 * score has 26) at marketId*100 + n + 1, which is why options.id is a bigint.
 */
export const DEPTH_MARKET_BASE = 1_000_000_000;

export const marketIdOf = (matchId: number, index: number) =>
  index < 10 ? matchId * 10 + index + 1 : DEPTH_MARKET_BASE + matchId * 100 + index;

export const optionIdOf = (marketId: number, n: number) =>
  marketId >= DEPTH_MARKET_BASE ? marketId * 100 + n + 1 : marketId * 10 + n + 1;

/** The position of a market in its match, from its id. */
export const marketIndex = (matchId: number, marketId: number) =>
  marketId >= DEPTH_MARKET_BASE ? marketId - DEPTH_MARKET_BASE - matchId * 100 : marketId - matchId * 10 - 1;
