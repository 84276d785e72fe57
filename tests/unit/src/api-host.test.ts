import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../core/api/types';
import { endpoints } from '../../../core/contract/endpoints';
import {
  DYN_HOST_RETRY_MS,
  apiBaseUrl,
  onHostChange,
  resetHostsForTests,
  startDynamicHost,
} from '../../../src/platform/api-host';

afterEach(() => {
  resetHostsForTests();
  vi.useRealTimers();
});

function client(answers: (() => unknown)[]): { api: ApiClient; calls: unknown[] } {
  const calls: unknown[] = [];
  const api: ApiClient = {
    async call(endpoint, input) {
      calls.push({ path: endpoint.path, input });
      const next = answers.shift();
      if (!next) throw new Error('no more answers');
      return next() as never;
    },
  };
  return { api, calls };
}

describe('dynamic api host (SPEC §7)', () => {
  it('asks dynconfig for api_host and maidian_host, retries every 5 s until it answers, then switches the base URL', async () => {
    vi.useFakeTimers();
    const fail = () => {
      throw new Error('offline');
    };
    const { api, calls } = client([
      fail,
      fail,
      () => ({ configs: { api_host: { result: 'api.placar.example/', switch: true } } }),
    ]);
    const changed = vi.fn();
    onHostChange(changed);
    startDynamicHost(api);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([
      { path: endpoints.dynConfig.path, input: { keys: ['api_host', 'maidian_host'] } },
    ]);
    expect(apiBaseUrl()).toBe('');
    await vi.advanceTimersByTimeAsync(DYN_HOST_RETRY_MS - 1);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(DYN_HOST_RETRY_MS);
    expect(calls).toHaveLength(3);
    expect(apiBaseUrl()).toBe('https://api.placar.example');
    expect(changed).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(DYN_HOST_RETRY_MS * 3);
    expect(calls).toHaveLength(3);
  });

  it('stays on this origin when no api_host is configured', async () => {
    const { api } = client([() => ({ configs: {} })]);
    startDynamicHost(api);
    await new Promise((r) => setTimeout(r, 0));
    expect(apiBaseUrl()).toBe('');
  });
});
