/**
 * The transport-agnostic API client's interface. The logic (added parameters, sanitisation, envelope,
 * retries, time-out, error classification) lives in core/api/client.ts and takes its effects — fetch, a
 * sleep and a clock — as arguments, so the same code runs on the page (src/platform/api.ts) and in the engine
 * worker (workers/http.ts), and tests drive it under fake time.
 */
import type { Endpoint } from '../contract/endpoint';

/** Why a call failed. The page decides what the player sees from this, not from raw HTTP. */
export type ApiErrorKind =
  /** HTTP 604 (SPEC §8): session expired. */
  | 'expired'
  /** HTTP 403 (SPEC §8): area forbidden. */
  | 'forbidden'
  /** The server answered an envelope with dm_error != 0. */
  | 'business'
  /** No answer within the time-out, after every retry. */
  | 'timeout'
  /** The network failed (offline, DNS, reset), after every retry. */
  | 'network'
  /** An HTTP error without a usable envelope (5xx page, proxy error), after every retry. */
  | 'http';

export interface ApiErrorInfo {
  kind: ApiErrorKind;
  /** HTTP status, 0 when there was no response. */
  status: number;
  dm_error: number;
  /** The server's message when it sent one; empty otherwise (the page then shows its own fallback text). */
  error_msg: string;
  method: string;
  path: string;
  /** Milliseconds from the first attempt to the final outcome. */
  cost: number;
  /** The call's own query (GET input; never the session ids) and body (POST, secrets masked), for reports. */
  query?: string;
  body?: string;
}

export class ApiError extends Error {
  readonly info: ApiErrorInfo;
  constructor(info: ApiErrorInfo) {
    super(info.error_msg || `${info.kind} ${info.status} ${info.method} ${info.path}`);
    this.name = 'ApiError';
    this.info = info;
  }
}

/** The parameters added to every request (SPEC §7), before sanitisation. */
export interface AddedParams {
  smid?: string | null;
  uid?: string | number | null;
  sid?: string | null;
  lca_coun?: string | null;
  currency?: string | null;
  lca_lang?: string | null;
  cv?: string | null;
  p?: string | null;
}

/** The slice of the DOM's AbortSignal the client uses (core has no DOM types). */
export interface AbortSignalLike {
  readonly aborted: boolean;
  addEventListener(type: 'abort', listener: () => void): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}

/** The slice of fetch the client uses; the page and the worker pass the real one. */
export interface ResponseLike {
  readonly status: number;
  readonly ok: boolean;
  text(): Promise<string>;
}
export type FetchLike = (
  url: string,
  init: {
    method: string;
    headers: Record<string, string>;
    body?: string;
    credentials: 'include' | 'same-origin';
    signal?: AbortSignalLike;
  },
) => Promise<ResponseLike>;

/** An abort controller factory, so the client can enforce its time-out without DOM globals. */
export interface AbortControllerLike {
  readonly signal: AbortSignalLike;
  abort(): void;
}

export interface ApiClientOptions {
  /** Origin (or '' for same-origin) the /api paths are resolved against; replaced by dynconfig api_host. */
  baseUrl: () => string;
  fetch: FetchLike;
  sleep: (ms: number) => Promise<void>;
  /** Starts a timer that calls `fn` after `ms`; returns a cancel function. Used for the time-out. */
  setTimer: (fn: () => void, ms: number) => () => void;
  newAbortController: () => AbortControllerLike;
  now: () => number;
  /** Read on every call: the current user, device, language and currency. */
  params: () => AddedParams;
  /** Sent as the Appkey and Appname headers. */
  appKey: () => string;
  appName: () => string;
  /** Defaults: 20 000 ms, 3 retries, 1 000 ms more delay per retry (SPEC §7, §9). */
  timeoutMs?: number;
  retries?: number;
  retryStepMs?: number;
  /** Called once per failed call (after retries), except for the error-report call itself. */
  onError?: (error: ApiErrorInfo) => void;
}

export interface ApiClient {
  /** `timeoutMs` overrides the client's time-out for this call's attempts. */
  call<Q, R>(
    endpoint: Endpoint<Q, R>,
    input: Q,
    init?: { signal?: AbortSignalLike; retries?: number; timeoutMs?: number },
  ): Promise<R>;
}
