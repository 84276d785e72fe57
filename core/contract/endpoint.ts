/**
 * One typed endpoint of the contract. `Q` is the query (GET) or body (POST) the caller sends beyond the
 * added common parameters; `R` is the envelope's `data`. The client's api module and the server's routes are
 * both typed from the same `Endpoint` value, so a path or a field cannot drift between them.
 */
export type HttpMethod = 'GET' | 'POST';

export interface Endpoint<Q, R> {
  readonly method: HttpMethod;
  readonly path: string;
  /** Phantom fields: never set at run time, they carry the types. */
  readonly __query?: Q;
  readonly __result?: R;
}

/** Pure: an endpoint no bundle reads is dropped from it (the table is tree-shaken per bundle). */
/*#__NO_SIDE_EFFECTS__*/
export function endpoint<Q, R>(method: HttpMethod, path: string): Endpoint<Q, R> {
  return { method, path };
}

export type QueryOf<E> = E extends Endpoint<infer Q, unknown> ? Q : never;
export type ResultOf<E> = E extends Endpoint<unknown, infer R> ? R : never;
