/**
 * The engine's back-off: how long a topic waits before its next poll, for both the cadence refresh and the
 * `live` poll (poller.ts). Pure, so it is tested directly (tests/unit/workers/scheduler.test.ts).
 */

/** Failing polls slow down so a dead network or a struggling server is not hammered. */
export const MAX_BACKOFF_MS = 60_000;

/** The wait before the next refresh: the cadence, doubled per consecutive failure, capped at 60 s. */
export function nextDelay(intervalMs: number, failures: number): number {
  if (failures === 0) return intervalMs;
  return Math.min(Math.min(intervalMs, MAX_BACKOFF_MS) * 2 ** failures, MAX_BACKOFF_MS);
}
