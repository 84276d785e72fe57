/**
 * Crash (bustabit-style). The operator makes a chain of game hashes: hash[0] = a secret seed,
 * hash[i+1] = SHA-256(hex of hash[i]). The last one (the terminal hash) is published before the first round;
 * the rounds then use the chain backwards, so each round's game hash is the SHA-256 preimage of the previous
 * round's: once a round is over anyone can hash its game hash and find the round before, down to the terminal
 * hash, and nobody (the operator included) can pick a later round's result.
 *
 * The crash point of a round is HMAC-SHA256(key = game hash hex, message = the chain's salt): its first 52
 * bits r give floor(99 · 2^52 / (2^52 − r)) hundredths, at least 1.00x. So P(crash ≥ m) = 0.99 / m for
 * m ≥ 1.01 (about 2% of rounds end at 1.00x): a bet cashed out at any target returns 99% on average (house
 * edge 1%).
 *
 * The multiplier grows as m(t) = e^(0.06·t) with t in seconds after the round started running; the server's
 * clock decides cash-outs. All multipliers are integer hundredths (100 = 1.00x).
 */

/** Betting phase before each round runs, then the pause after it crashed. */
export const CRASH_BETTING_MS = 5000;
export const CRASH_PAUSE_MS = 3000;
/** Growth rate per millisecond: e^(0.06 t) with t in seconds. */
export const CRASH_GROWTH_PER_MS = 0.00006;
/** House edge of every cash-out target. */
export const CRASH_HOUSE_EDGE = 0.01;
/** Return to player of any cash-out strategy. */
export const CRASH_RTP = 1 - CRASH_HOUSE_EDGE;
/** Auto cash-out targets: 1.01x .. 1000.00x. */
export const CRASH_MIN_TARGET = 101;
export const CRASH_MAX_TARGET = 100_000;

const TWO_52 = 2n ** 52n;

/** The crash point (hundredths) from the round's HMAC-SHA256(game hash, salt) bytes. */
export function crashPointFromHmac(hmac: Uint8Array): number {
  if (hmac.length < 7) throw new Error('crash: HMAC too short');
  let r = 0n;
  for (let i = 0; i < 6; i++) r = (r << 8n) | BigInt(hmac[i]!);
  r = (r << 4n) | BigInt(hmac[6]! >> 4);
  const point = (99n * TWO_52) / (TWO_52 - r);
  return point < 100n ? 100 : Number(point);
}

/** The multiplier (hundredths) `elapsedMs` after the round started running. */
export function multiplierAt(elapsedMs: number): number {
  if (elapsedMs <= 0) return 100;
  return Math.floor(100 * Math.exp(CRASH_GROWTH_PER_MS * elapsedMs));
}

/**
 * Milliseconds after the start at which the multiplier reaches `hundredths` (the first whole ms where
 * multiplierAt ≥ it). A round crashing at c ends at crashTimeMs(c): before that every multiplier is below c.
 */
export function crashTimeMs(hundredths: number): number {
  if (hundredths <= 100) return 0;
  let t = Math.ceil(Math.log(hundredths / 100) / CRASH_GROWTH_PER_MS);
  // Floating point: step to the exact first millisecond with multiplierAt(t) >= hundredths.
  while (t > 0 && multiplierAt(t - 1) >= hundredths) t--;
  while (multiplierAt(t) < hundredths) t++;
  return t;
}

/** An auto cash-out at `target` wins when the round reaches it: target ≤ crash point. */
export const autoCashoutWins = (target: number, crashPoint: number): boolean => target <= crashPoint;

/** Payout (minor units) of `stake` cashed out at `hundredths`, rounded down. */
export const crashPayout = (stake: number, hundredths: number): number =>
  Math.floor((stake * hundredths) / 100);

export type CrashPhase = 'betting' | 'running' | 'crashed';

/** Where a round is at `now`, given when its betting began and (once known) its crash point. */
export function crashPhaseAt(
  round: { bettingStartMs: number; crashPoint: number },
  now: number,
): { phase: CrashPhase; elapsedMs: number; multiplier: number; nextRoundMs: number } {
  const runStart = round.bettingStartMs + CRASH_BETTING_MS;
  const crashAt = runStart + crashTimeMs(round.crashPoint);
  const nextRoundMs = crashAt + CRASH_PAUSE_MS;
  if (now < runStart) return { phase: 'betting', elapsedMs: 0, multiplier: 100, nextRoundMs };
  if (now < crashAt) {
    const elapsedMs = now - runStart;
    return { phase: 'running', elapsedMs, multiplier: multiplierAt(elapsedMs), nextRoundMs };
  }
  return { phase: 'crashed', elapsedMs: crashAt - runStart, multiplier: round.crashPoint, nextRoundMs };
}
