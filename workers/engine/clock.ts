/**
 * The engine's only source of time. The worker passes the real timers; tests pass fake ones, so the 2 s / 5 s /
 * 10 s cadences are checked without waiting (DESIGN.md §7).
 */
export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}
