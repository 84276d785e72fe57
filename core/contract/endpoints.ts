/**
 * The endpoint table (SPEC §7). Paths are exactly the spec's, so the client also works against an operator's
 * own back end. Only types are imported from the schemas: the client bundle never carries the JSON schemas.
 * The server pairs each endpoint with its schemas in `schema-table.ts`.
 *
 * Paths the spec leaves unnamed ("exact paths are not shown") are chosen here once and documented in the
 * area files: endpoints-core.ts (config, sports, accounts, reports), endpoints-finance.ts, endpoints-bets.ts,
 * endpoints-games.ts, endpoints-inhouse.ts. Each endpoint is its own export, and `endpoints` is their
 * namespace: a client bundle that reads `endpoints.latestOdds` carries that one definition, not the table
 * (DESIGN.md §8 first-route budget).
 */
import * as endpoints from './endpoint-defs';

export { endpoints };
export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
