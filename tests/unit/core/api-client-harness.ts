/**
 * The API client tests' harness (api-client*.test.ts): a client over scripted fetch answers, with its sleeps,
 * timers, abort controllers and reported errors recorded, and the clock moved by hand.
 */
import { expect } from 'vitest';
import { createApiClient } from '../../../core/api/client';
import {
  ApiError,
  type AbortControllerLike,
  type AbortSignalLike,
  type AddedParams,
  type ApiClientOptions,
  type ApiErrorInfo,
  type FetchLike,
  type ResponseLike,
} from '../../../core/api/types';

/** A minimal AbortController: core must not rely on the DOM one, so the tests do not either. */
export class FakeController implements AbortControllerLike {
  private readonly listeners = new Set<() => void>();
  private isAborted = false;
  readonly signal: AbortSignalLike;
  constructor() {
    const listeners = this.listeners;
    const state = () => this.isAborted;
    this.signal = {
      get aborted() {
        return state();
      },
      addEventListener: (_type, l) => void listeners.add(l),
      removeEventListener: (_type, l) => void listeners.delete(l),
    };
  }
  get aborted() {
    return this.isAborted;
  }
  abort() {
    if (this.isAborted) return;
    this.isAborted = true;
    for (const l of [...this.listeners]) l();
  }
  listenerCount() {
    return this.listeners.size;
  }
}

export type FetchInit = Parameters<FetchLike>[1];
export type Handler = (url: string, init: FetchInit) => Promise<ResponseLike>;

export const respond =
  (status: number, body: unknown): Handler =>
  async () => ({
    status,
    ok: status >= 200 && status < 300,
    text: async () => (typeof body === 'string' ? body : JSON.stringify(body)),
  });
export const envelope = (data: unknown, dm_error = 0, error_msg = '') => ({ data, dm_error, error_msg });
export const networkDown: Handler = async () => {
  throw new TypeError('Failed to fetch');
};

export function harness(handlers: Handler[], extra: Partial<ApiClientOptions> = {}) {
  const calls: { url: URL; init: FetchInit }[] = [];
  const sleeps: number[] = [];
  const timers: { ms: number; fn: () => void; cancelled: boolean }[] = [];
  const controllers: FakeController[] = [];
  const errors: ApiErrorInfo[] = [];
  let now = 1_700_000_000_000;
  let params: AddedParams = { uid: 10001, sid: 'abc', lca_lang: 'en', currency: 'BRL', cv: 'BR1.0.0Web' };
  const fetch: FetchLike = (url, init) => {
    calls.push({ url: new URL(url), init });
    const handler = handlers[Math.min(calls.length - 1, handlers.length - 1)]!;
    return handler(url, init);
  };
  const api = createApiClient({
    baseUrl: () => 'https://api.example.com',
    fetch,
    sleep: async (ms) => {
      sleeps.push(ms);
      now += ms;
    },
    setTimer: (fn, ms) => {
      const t = { ms, fn, cancelled: false };
      timers.push(t);
      return () => {
        t.cancelled = true;
      };
    },
    newAbortController: () => {
      const c = new FakeController();
      controllers.push(c);
      return c;
    },
    now: () => now,
    params: () => params,
    appKey: () => 'placar_br',
    appName: () => 'PlacarBet',
    onError: (e) => errors.push(e),
    ...extra,
  });
  return {
    api,
    calls,
    sleeps,
    timers,
    controllers,
    errors,
    setParams: (p: AddedParams) => (params = p),
    advance: (ms: number) => (now += ms),
  };
}

export async function failure(p: Promise<unknown>): Promise<ApiErrorInfo> {
  const e: unknown = await p.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(ApiError);
  return (e as ApiError).info;
}

export const matchQuery = { tab_key: 'live', page_limit: 10 };
