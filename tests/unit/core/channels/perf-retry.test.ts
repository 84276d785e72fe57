import { describe, expect, it } from 'vitest';
import {
  PERF_FAILED_MESSAGE,
  PERF_MAX_RETRY_MESSAGE,
  PERF_RETRY_MS,
  reportWithRetry,
} from '../../../../core/report/perf-retry';

describe('performance log retries (SPEC §8, §9: every 3 s)', () => {
  it('retries a failed send every 3 s and stops at the first success', async () => {
    const sleeps: number[] = [];
    const logs: string[] = [];
    let calls = 0;
    const ok = await reportWithRetry(
      async () => {
        if (++calls < 3) throw new Error('offline');
      },
      { sleep: async (ms) => void sleeps.push(ms), log: (m) => logs.push(m) },
    );
    expect(ok).toBe(true);
    expect(calls).toBe(3);
    expect(sleeps).toEqual([PERF_RETRY_MS, PERF_RETRY_MS]);
    expect(PERF_RETRY_MS).toBe(3_000);
    expect(logs).toEqual([PERF_FAILED_MESSAGE, PERF_FAILED_MESSAGE]);
    expect(PERF_FAILED_MESSAGE).toBe('Failed to report performance log');
  });

  it("logs 'Max retry attempts reached' when the tries run out", async () => {
    const logs: string[] = [];
    let calls = 0;
    const ok = await reportWithRetry(
      async () => {
        calls++;
        throw new Error('500');
      },
      { sleep: async () => undefined, log: (m) => logs.push(m), maxTries: 4 },
    );
    expect(ok).toBe(false);
    expect(calls).toBe(4);
    expect(logs.at(-1)).toBe(PERF_MAX_RETRY_MESSAGE);
    expect(PERF_MAX_RETRY_MESSAGE).toBe('Max retry attempts reached');
  });

  it('stops when cancelled (the page went away)', async () => {
    let calls = 0;
    let cancelled = false;
    const ok = await reportWithRetry(
      async () => {
        calls++;
        throw new Error('x');
      },
      { sleep: async () => void (cancelled = true), log: () => undefined, cancelled: () => cancelled },
    );
    expect(ok).toBe(false);
    expect(calls).toBe(1);
  });
});
