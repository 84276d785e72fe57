/**
 * The performance log report (SPEC §7 "a performance log report call is made with retries", §8, §9): a failed
 * send logs 'Failed to report performance log' and is tried again 3 s later, up to 10000 tries, after which
 * 'Max retry attempts reached' is logged. Pure: the sleep and the log are injected.
 */
export const PERF_RETRY_MS = 3_000;
export const PERF_MAX_TRIES = 10_000;
export const PERF_FAILED_MESSAGE = 'Failed to report performance log';
export const PERF_MAX_RETRY_MESSAGE = 'Max retry attempts reached';

export interface PerfRetryDeps {
  sleep: (ms: number) => Promise<void>;
  log: (message: string, error?: unknown) => void;
  /** Stops the retries (the page is going away). */
  cancelled?: () => boolean;
  maxTries?: number;
}

/** Resolves true once a send succeeded, false when the tries ran out or it was cancelled. */
export async function reportWithRetry(send: () => Promise<unknown>, deps: PerfRetryDeps): Promise<boolean> {
  const max = deps.maxTries ?? PERF_MAX_TRIES;
  for (let attempt = 1; attempt <= max; attempt++) {
    if (deps.cancelled?.()) return false;
    try {
      await send();
      return true;
    } catch (error) {
      deps.log(PERF_FAILED_MESSAGE, error);
      if (attempt === max) break;
      await deps.sleep(PERF_RETRY_MS);
    }
  }
  deps.log(PERF_MAX_RETRY_MESSAGE);
  return false;
}
