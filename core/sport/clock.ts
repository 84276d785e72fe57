/**
 * Live clock math (SPEC §3 `mc`: r running, tp direction, s seconds, pe period). The feed writes a clock
 * only when it changes course — a period starts or stops — as seconds at an instant; readers add the time
 * elapsed while it runs. So a running clock costs no writes, and every reader agrees on the reading.
 */
import type { TimedFormat } from './profiles';

export interface ClockState {
  running: boolean;
  direction: 1 | -1;
  /** Seconds shown at `atMs`. */
  seconds: number;
  period: number;
  atMs: number;
}

/** Seconds shown at `nowMs`: a running clock moved by the whole seconds since `atMs`; never below zero. */
export function readClock(c: ClockState, nowMs: number): number {
  if (!c.running) return c.seconds;
  const elapsed = Math.max(0, Math.floor((nowMs - c.atMs) / 1000));
  return Math.max(0, c.seconds + c.direction * elapsed);
}

/** The wire's clock (SPEC §3 `mc`: r running, tp -1 counting down) read `elapsedMs` after it was taken. */
export function readWireClock(mc: { r: boolean; tp: number; s: number }, elapsedMs: number): number {
  return readClock(
    { running: mc.r, direction: mc.tp === -1 ? -1 : 1, seconds: mc.s, period: 0, atMs: 0 },
    elapsedMs,
  );
}

/** Where a timed match stands `elapsed` seconds after kick-off. */
export interface TimedPhase {
  /** 1-based; in a break, the period just played. */
  period: number;
  /** The clock runs (play is on): scoring can happen. */
  running: boolean;
  /** Seconds shown when this phase began, and when it began (seconds after kick-off). */
  startSeconds: number;
  startOffset: number;
  finished: boolean;
  /** Regulation seconds played so far (stoppage not counted), for pricing. */
  played: number;
}

/**
 * The phase of a timed match `elapsed` whole seconds after kick-off. `stoppage[p]` is the added time of
 * period p+1 (count-up clocks show it as 45:00+). Pure, so the simulator and tests can ask any instant.
 */
export function timedPhase(f: TimedFormat, stoppage: readonly number[], elapsed: number): TimedPhase {
  let offset = 0;
  for (let p = 0; p < f.periods; p++) {
    const length = f.periodSeconds + (f.direction > 0 ? (stoppage[p] ?? 0) : 0);
    const base = f.direction > 0 ? p * f.periodSeconds : f.periodSeconds;
    const playedBefore = p * f.periodSeconds;
    if (elapsed < offset + length) {
      return {
        period: p + 1,
        running: true,
        startSeconds: base,
        startOffset: offset,
        finished: false,
        played: playedBefore + Math.min(f.periodSeconds, Math.max(0, elapsed - offset)),
      };
    }
    const stopped = f.direction > 0 ? base + length : 0;
    offset += length;
    const pause = f.breakSeconds[p] ?? 0;
    if (p < f.periods - 1 && elapsed < offset + pause) {
      return {
        period: p + 1,
        running: false,
        startSeconds: stopped,
        startOffset: offset,
        finished: false,
        played: playedBefore + f.periodSeconds,
      };
    }
    if (p === f.periods - 1)
      return {
        period: p + 1,
        running: false,
        startSeconds: stopped,
        startOffset: offset,
        finished: true,
        played: f.periods * f.periodSeconds,
      };
    offset += pause;
  }
  throw new RangeError('a timed format needs at least one period');
}

/** The wire clock of a phase, anchored at the instant the phase began. */
export function phaseClock(f: TimedFormat, phase: TimedPhase, beginMs: number): ClockState {
  return {
    running: phase.running,
    direction: f.direction,
    seconds: phase.startSeconds,
    period: phase.period,
    atMs: beginMs + phase.startOffset * 1000,
  };
}

/** Total length of a timed match in seconds, breaks and stoppage included. */
export function matchLengthSeconds(f: TimedFormat, stoppage: readonly number[]): number {
  let total = 0;
  for (let p = 0; p < f.periods; p++) {
    total += f.periodSeconds + (f.direction > 0 ? (stoppage[p] ?? 0) : 0);
    if (p < f.periods - 1) total += f.breakSeconds[p] ?? 0;
  }
  return total;
}
