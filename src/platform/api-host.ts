import type { ApiClient } from '../../core/api/types';
import * as endpoints from '../../core/contract/endpoints-core';

/**
 * The dynamic API host (SPEC §7): requests go to dynconfig's api_host when the operator set one, else to
 * this origin. Until the dynconfig answer arrives the page uses this origin; a failed fetch is retried every
 * 5 s (SPEC §7 "A failed dynamic-host fetch is retried every 5 s").
 */
export const DYN_HOST_RETRY_MS = 5_000;

export interface HostState {
  apiHost: string;
  /** The analytics (tracking) host; used by the tracking module. */
  maidianHost: string;
}

const state: HostState = { apiHost: '', maidianHost: '' };
const listeners = new Set<() => void>();

export const apiBaseUrl = (): string => state.apiHost;
export const maidianHost = (): string => state.maidianHost;

export function onHostChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** An api_host without a scheme would be read as a path; a trailing slash would double the path's own. */
function normaliseHost(raw: string | undefined): string {
  const host = (raw ?? '').trim().replace(/\/+$/, '');
  if (host === '') return '';
  return /^https?:\/\//.test(host) ? host : `https://${host}`;
}

/**
 * Fetches the hosts once, then retries every 5 s until it succeeds. `client` must be a quiet instance (no
 * toast), and its own base URL must stay this origin: dynconfig is always asked of the server that served
 * the page. Returns a stop function.
 */
export function startDynamicHost(
  client: ApiClient,
  timers: { setTimeout: (fn: () => void, ms: number) => number; clearTimeout: (id: number) => void } = window,
): () => void {
  let stopped = false;
  let timer: number | undefined;
  const run = async () => {
    try {
      const { configs } = await client.call(
        endpoints.dynConfig,
        { keys: ['api_host', 'maidian_host'] },
        { retries: 0 },
      );
      if (stopped) return;
      const apiHost = normaliseHost(configs.api_host?.result);
      const maidian = normaliseHost(configs.maidian_host?.result);
      const changed = apiHost !== state.apiHost || maidian !== state.maidianHost;
      state.apiHost = apiHost;
      state.maidianHost = maidian;
      if (changed) listeners.forEach((l) => l());
    } catch {
      if (!stopped) timer = timers.setTimeout(() => void run(), DYN_HOST_RETRY_MS);
    }
  };
  void run();
  return () => {
    stopped = true;
    if (timer !== undefined) timers.clearTimeout(timer);
  };
}

/** Tests start from a same-origin page. */
export function resetHostsForTests(): void {
  state.apiHost = '';
  state.maidianHost = '';
  listeners.clear();
}
