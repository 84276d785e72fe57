import { Type } from '@sinclair/typebox';

/**
 * The bounds of numbers a request may carry, from the database column each one reaches: a value a column
 * cannot hold is refused by validation (400 / 1001 naming the field), never by the database (a 500). Every
 * integer and decimal of a request schema has a minimum and a maximum (tests/server/number-bounds.test.ts
 * walks the whole endpoint table to hold that).
 */

/** PostgreSQL `integer`: the sports catalogue's ids (sport, league, team, match, market), error codes. */
export const INT4_MAX = 2_147_483_647;
export const INT4_MIN = -2_147_483_648;

/**
 * A `bigint` id we hand out (orders, rounds, withdraw accounts) or a time in ms: held as a JS number by the
 * server (Drizzle mode 'number'), so at most Number.MAX_SAFE_INTEGER.
 */
export const BIGINT_SAFE_MAX = Number.MAX_SAFE_INTEGER;

/** Money a request may name: 1e8 major units (SPEC §9 "Max value constant 1e8") in minor units. */
export const MONEY_MAX = 10_000_000_000;

/** A sports catalogue id (int4 column): match, market, league, sport. */
export const CatalogueId = (options: { description?: string } = {}) =>
  Type.Integer({ minimum: 1, maximum: INT4_MAX, ...options });

/** A bigint row id sent as a number: withdraw account, in-house round. */
export const RowId = () => Type.Integer({ minimum: 1, maximum: BIGINT_SAFE_MAX });

/**
 * A bigint row id sent as text (bet order ids, free bet ids: SPEC keeps them strings). At most 15 digits: a
 * safe integer, so `Number(id)` is exact, and far below what a bigint holds.
 */
export const IdText = () => Type.String({ minLength: 1, maxLength: 15, pattern: '^[0-9]+$' });
