/** Calls of the sportsbook contract through fastify.inject, and row changes standing in for the feed. */
import { eq, inArray, sql } from 'drizzle-orm';
import type { EndpointName, Endpoints } from '../../../core/contract/endpoints';
import { endpoints } from '../../../core/contract/endpoints';
import type { QueryOf, ResultOf } from '../../../core/contract/endpoint';
import { markets, matches, options } from '../../../server/db/schema';
import { brandHeaders, type EnvelopeBody, type TestApp } from './app';

export interface CallOptions {
  appKey?: string;
  lang?: string;
}

export async function callRaw<N extends EndpointName>(
  t: TestApp,
  name: N,
  input: QueryOf<Endpoints[N]> | Record<string, unknown>,
  opts: CallOptions = {},
) {
  const { method, path } = endpoints[name];
  const params = new URLSearchParams(opts.lang ? { lca_lang: opts.lang } : {});
  if (method === 'GET')
    for (const [k, v] of Object.entries(input as Record<string, unknown>))
      if (v !== undefined) params.set(k, String(v));
  const qs = params.toString();
  return t.app.inject({
    method,
    url: qs ? `${path}?${qs}` : path,
    headers: { ...brandHeaders(opts.appKey ?? 'placar_br'), 'content-type': 'application/json' },
    ...(method === 'POST' ? { payload: JSON.stringify(input) } : {}),
  });
}

export async function call<N extends EndpointName>(
  t: TestApp,
  name: N,
  input: QueryOf<Endpoints[N]>,
  opts: CallOptions = {},
): Promise<ResultOf<Endpoints[N]>> {
  const res = await callRaw(t, name, input, opts);
  if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
  return res.json<EnvelopeBody<ResultOf<Endpoints[N]>>>().data;
}

/** Bumps updated_at the way the feed does on every change of a match or of its markets. */
const bump = { updatedAt: sql`clock_timestamp()` };

export async function setMatch(
  t: TestApp,
  id: number,
  set: Partial<{ status: number; homeScore: number; awayScore: number }>,
): Promise<void> {
  await t.database.db
    .update(matches)
    .set({ ...set, ...bump })
    .where(eq(matches.id, id));
}

/** Moves every odds of a match by `deltaMilli` (x1000), as a repricing would. */
export async function repriceMatch(t: TestApp, id: number, deltaMilli: number): Promise<void> {
  const ids = (
    await t.database.db.select({ id: markets.id }).from(markets).where(eq(markets.matchId, id))
  ).map((r) => r.id);
  await t.database.db
    .update(options)
    .set({ oddsMilli: sql`${options.oddsMilli} + ${deltaMilli}` })
    .where(inArray(options.marketId, ids));
  await t.database.db.update(matches).set(bump).where(eq(matches.id, id));
}

/** Suspends a match's market and locks its options, as the feed does around a score event. */
export async function suspendMarket(t: TestApp, matchId: number, marketId: number): Promise<void> {
  await t.database.db.update(markets).set({ status: 2 }).where(eq(markets.id, marketId));
  await t.database.db.update(options).set({ locked: true }).where(eq(options.marketId, marketId));
  await t.database.db.update(matches).set(bump).where(eq(matches.id, matchId));
}
