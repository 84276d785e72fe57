/**
 * Red-packet rain (issue #17): timed events in the brand's time zone (10 minutes from 12:00 and from 20:00
 * local time, every day) in which logged-in players tap packets. The server decides each packet's prize
 * (a uniform draw between a minimum and a maximum, in whole currency units) and caps it: at most
 * `perPlayer` packets per player and event, and the event's prizes never add up to more than its budget
 * (the last packet gets what is left, and an empty budget ends the rain).
 *
 * Provably fair: each event commits to a server seed (its SHA-256 is shown before the rain, the seed after
 * it); a player's n-th packet of the event draws from the fair stream HMAC-SHA256(seed,
 * `${event}:${uid}:${n}:${round}`) (core/games/fair.ts), so the server cannot pick who wins what, and
 * /game-verify redoes the draw in the browser (`packetDraw`); the paid prize is the draw capped to the budget.
 */
import type { FairStream } from '../games/fair';
import { dayOf } from './period';

export interface RedPacketConfig {
  /** Event starts, hours after local midnight. */
  hours: readonly number[];
  durationMs: number;
  /** Minor units: the event's budget, and one packet's bounds (whole units). */
  budget: number;
  min: number;
  max: number;
  perPlayer: number;
}

export interface RainEvent {
  /** `2026-11-25T12`: the day and the hour of the start. */
  id: string;
  start: number;
  end: number;
}

const HOUR = 3_600_000;

function eventsOfDay(ms: number, timeZone: string, c: RedPacketConfig): RainEvent[] {
  const day = dayOf(ms, timeZone);
  return c.hours.map((h) => {
    const start = day.start + h * HOUR;
    return { id: `${day.key}T${String(h).padStart(2, '0')}`, start, end: start + c.durationMs };
  });
}

/** The event running at `now`, or null. */
export function rainAt(now: number, timeZone: string, c: RedPacketConfig): RainEvent | null {
  return eventsOfDay(now, timeZone, c).find((e) => e.start <= now && now < e.end) ?? null;
}

/** The running event, else the next one (today's or tomorrow's first). */
export function nextRain(now: number, timeZone: string, c: RedPacketConfig): RainEvent {
  const today = eventsOfDay(now, timeZone, c).find((e) => now < e.end);
  if (today) return today;
  return eventsOfDay(dayOf(now, timeZone).end, timeZone, c)[0]!;
}

/**
 * A packet's prize: `r` in [0, 1) picks a whole number of units between min and max, capped to the budget
 * left (0 when nothing is left).
 */
export function packetPrize(r: number, left: number, c: Pick<RedPacketConfig, 'min' | 'max'>): number {
  const units =
    Math.floor(c.min / 100) + Math.floor(r * (Math.floor(c.max / 100) - Math.floor(c.min / 100) + 1));
  return Math.max(0, Math.min(units * 100, left));
}

/** The message prefix of a player's packets in an event (the "client seed" on /game-verify). */
export const packetSeed = (event: string, uid: number): string => `${event}:${uid}`;

/** A packet's fair draw, before the budget cap: whole units between min and max, uniform, minor units. */
export function packetDraw(stream: FairStream, c: Pick<RedPacketConfig, 'min' | 'max'>): number {
  const lo = Math.floor(c.min / 100);
  const hi = Math.max(lo, Math.floor(c.max / 100));
  return (lo + stream.int(hi - lo + 1)) * 100;
}
