/**
 * The console's calls to /api/ops (core/contract/endpoints-ops.ts), typed by the same endpoint values the
 * server registers. The session is the httpOnly ops_session cookie (Path=/api/ops): the page never sees it.
 */
import type { Endpoint } from '../../core/contract/endpoint';
import { DmError, OpsDmError } from '../../core/contract/errors';

export class OpsError extends Error {
  constructor(
    readonly status: number,
    readonly dm: number,
    message: string,
  ) {
    super(message);
  }
  /** The session is gone (idle, signed out elsewhere): back to the sign-in. */
  get signedOut() {
    return this.dm === OpsDmError.OpsUnauthenticated || this.dm === OpsDmError.OpsTotpRequired;
  }
}

/** Set by the app: called when any call finds the session gone. */
let onSignedOut: () => void = () => undefined;
export const setSignedOutHandler = (fn: () => void) => (onSignedOut = fn);

export async function call<Q, R>(ep: Endpoint<Q, R>, input: Q): Promise<R> {
  const get = ep.method === 'GET';
  const query = get
    ? `?${new URLSearchParams(
        Object.entries(input as Record<string, unknown>)
          .filter(([, v]) => v !== undefined && v !== '')
          .map(([k, v]) => [k, String(v)]),
      ).toString()}`
    : '';
  let res: Response;
  try {
    res = await fetch(`${ep.path}${query}`, {
      method: ep.method,
      credentials: 'same-origin',
      headers: get ? {} : { 'content-type': 'application/json' },
      ...(get ? {} : { body: JSON.stringify(input) }),
    });
  } catch {
    throw new OpsError(0, DmError.Internal, '');
  }
  const body = (await res.json().catch(() => null)) as {
    data: R;
    dm_error: number;
    error_msg: string;
  } | null;
  if (!body) throw new OpsError(res.status, DmError.Internal, '');
  if (body.dm_error !== 0) {
    const err = new OpsError(res.status, body.dm_error, body.error_msg);
    if (err.signedOut && ep.path !== '/api/ops/auth/me') onSignedOut();
    throw err;
  }
  return body.data;
}
