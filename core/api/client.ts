import * as endpoints from '../contract/endpoints-core';
import type { Endpoint } from '../contract/endpoint';
import { isEnvelope, type Envelope } from '../contract/envelope';
import { HttpStatus } from '../contract/http-status';
import { sanitizeParams } from '../params/sanitize';
import {
  ApiError,
  type AbortSignalLike,
  type ApiClient,
  type ApiClientOptions,
  type ApiErrorInfo,
  type ApiErrorKind,
  type ResponseLike,
} from './types';

/**
 * The shared API client (SPEC §7, TEAM.md "API client"). Every effect (fetch, timers, sleep, clock, abort
 * controllers) comes in through the options, so the page, the engine worker and the tests under fake time
 * run the same code.
 *
 * One call = up to 1 + retries attempts. An attempt ends in one of:
 * - success: an envelope with dm_error 0 -> its data;
 * - final failure: HTTP 604 'expired', 403 'forbidden', an envelope with dm_error != 0 'business', any other
 *   answer without an envelope below 500 'http' (a 4xx or a 200 HTML page will not get better by asking again),
 *   or the caller's own abort ('network');
 * - retryable failure: network error, time-out, or HTTP >= 500 without an envelope. After the last retry the
 *   kind is kept ('network', 'timeout', 'http').
 */

export const DEFAULT_TIMEOUT_MS = 20_000;
export const DEFAULT_RETRIES = 3;
export const DEFAULT_RETRY_STEP_MS = 1_000;

type Outcome =
  | { ok: true; data: unknown }
  | { ok: false; retry: boolean; kind: ApiErrorKind; status: number; dm_error: number; error_msg: string };

const failure = (
  kind: ApiErrorKind,
  retry: boolean,
  status = 0,
  envelope?: Envelope<unknown>,
): Extract<Outcome, { ok: false }> => ({
  ok: false,
  retry,
  kind,
  status,
  dm_error: envelope?.dm_error ?? 0,
  error_msg: typeof envelope?.error_msg === 'string' ? envelope.error_msg : '',
});

/** Query-string encoding without URLSearchParams (core has no DOM). Arrays travel comma-joined. */
function encodeQuery(entries: Record<string, string>): string {
  return Object.entries(entries)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');
}

/** Keys whose values never leave the device in an error report (passwords, codes, tokens, init data). */
const SECRET_KEY = /pass|pwd|code|token|secret|init_data|auth|card|cvv|idtoken/i;
function maskSecrets(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input ?? {};
  return Object.fromEntries(
    Object.entries(input).map(([k, v]) => [k, SECRET_KEY.test(k) && v != null && v !== '' ? '***' : v]),
  );
}

function inputAsQuery(input: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof input !== 'object' || input === null) return out;
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    out[key] = Array.isArray(value)
      ? value.map(String).join(',')
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  }
  return out;
}

function parseEnvelope(text: string): Envelope<unknown> | undefined {
  try {
    const body: unknown = JSON.parse(text);
    return isEnvelope(body) ? body : undefined;
  } catch {
    return undefined;
  }
}

function classify(res: ResponseLike, text: string): Outcome {
  const envelope = parseEnvelope(text);
  if (res.status === HttpStatus.SessionExpired) return failure('expired', false, res.status, envelope);
  // A 403 is the area block (SPEC §8 -> /forbidden) unless its envelope names another refusal: the server's
  // responsible-gaming and origin refusals are 403 too, and the player must read their message instead.
  if (
    res.status === HttpStatus.AreaForbidden &&
    (!envelope || envelope.dm_error === 0 || envelope.dm_error === HttpStatus.AreaForbidden)
  )
    return failure('forbidden', false, res.status, envelope);
  if (envelope) {
    if (envelope.dm_error !== 0) return failure('business', false, res.status, envelope);
    if (res.status >= 200 && res.status < 300) return { ok: true, data: envelope.data };
    return failure('http', false, res.status, envelope);
  }
  return failure('http', res.status >= 500, res.status);
}

/** Calls `fn` when the signal aborts (at once if it already has); the returned function detaches it. */
function onAbort(signal: AbortSignalLike | undefined, fn: () => void): () => void {
  if (!signal) return () => {};
  if (signal.aborted) {
    fn();
    return () => {};
  }
  signal.addEventListener('abort', fn);
  return () => signal.removeEventListener('abort', fn);
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const stepMs = options.retryStepMs ?? DEFAULT_RETRY_STEP_MS;

  async function attempt(
    url: string,
    init: Parameters<ApiClientOptions['fetch']>[1],
    callerSignal: AbortSignalLike | undefined,
    timeoutMs: number,
  ): Promise<Outcome> {
    const controller = options.newAbortController();
    let timedOut = false;
    let stop: (reason: 'timeout' | 'caller') => void = () => {};
    // Raced against the fetch so a fetch (or a body) that ignores its signal still cannot hang the call.
    const stopped = new Promise<Outcome>((resolve) => {
      stop = (reason) => {
        if (reason === 'timeout') timedOut = true;
        controller.abort();
        resolve(reason === 'timeout' ? failure('timeout', true) : failure('network', false));
      };
    });
    const cancelTimer = options.setTimer(() => stop('timeout'), timeoutMs);
    const detach = onAbort(callerSignal, () => stop('caller'));
    const request = (async (): Promise<Outcome> => {
      try {
        const res = await options.fetch(url, { ...init, signal: controller.signal });
        return classify(res, await res.text());
      } catch {
        if (callerSignal?.aborted) return failure('network', false);
        return timedOut ? failure('timeout', true) : failure('network', true);
      }
    })();
    try {
      return await Promise.race([request, stopped]);
    } finally {
      cancelTimer();
      detach();
    }
  }

  async function call<Q, R>(
    endpoint: Endpoint<Q, R>,
    input: Q,
    init?: { signal?: AbortSignalLike; retries?: number; timeoutMs?: number },
  ): Promise<R> {
    const started = options.now();
    const attemptTimeoutMs = init?.timeoutMs ?? timeoutMs;
    const retries = init?.retries ?? options.retries ?? DEFAULT_RETRIES;
    const signal = init?.signal;
    const isPost = endpoint.method === 'POST';

    let outcome: Outcome = failure('network', false);
    for (let n = 0; n <= retries; n++) {
      if (n > 0) {
        // 1 s, 2 s, 3 s (SPEC §7 "a delay growing 1 s per try"); a caller's abort cuts the wait short.
        let detach = () => {};
        const aborted = new Promise<void>((r) => (detach = onAbort(signal, r)));
        await Promise.race([aborted, options.sleep(stepMs * n)]);
        detach();
      }
      if (signal?.aborted) {
        outcome = failure('network', false);
        break;
      }
      // Params and timestamp are read per attempt: a retry after a login or language change sends the new ones.
      const query: Record<string, string> = {
        ...sanitizeParams({ ...options.params() }),
        ts: String(options.now()),
      };
      if (!isPost) Object.assign(query, inputAsQuery(input));
      const headers: Record<string, string> = { Appkey: options.appKey(), Appname: options.appName() };
      if (isPost) headers['Content-Type'] = 'application/json';
      const url = `${options.baseUrl()}${endpoint.path}?${encodeQuery(query)}`;
      outcome = await attempt(
        url,
        {
          method: endpoint.method,
          headers,
          credentials: 'include',
          ...(isPost ? { body: JSON.stringify(input ?? {}) } : {}),
        },
        signal,
        attemptTimeoutMs,
      );
      if (outcome.ok || !outcome.retry) break;
    }

    if (outcome.ok) return outcome.data as R;
    const info: ApiErrorInfo = {
      kind: outcome.kind,
      status: outcome.status,
      dm_error: outcome.dm_error,
      error_msg: outcome.error_msg,
      method: endpoint.method,
      path: endpoint.path,
      cost: options.now() - started,
      ...(isPost
        ? { body: JSON.stringify(maskSecrets(input)).slice(0, 2048) }
        : { query: encodeQuery(inputAsQuery(maskSecrets(input))).slice(0, 2048) }),
    };
    // Reporting a failed error report would loop (SPEC §8 "except the error report call itself").
    if (endpoint.path !== endpoints.errorReport.path) {
      try {
        options.onError?.(info);
      } catch {
        // A broken listener must not replace the caller's ApiError.
      }
    }
    throw new ApiError(info);
  }

  return { call };
}
