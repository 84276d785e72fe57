/**
 * No 5xx from out-of-range numbers (issue #14, item 3). Every number field of every request schema in the
 * contract (core/contract endpoints + schema-table: query strings and bodies, nested objects and arrays) has
 * a minimum and a maximum that fit its database column, and the whole endpoint table is walked as a
 * logged-in, funded player:
 * - each number field just past its bounds, at 2^31, 2^63, 1e20 (and a 20-digit string in a query) gets
 *   400 / dm_error 1001 with an error_msg that names the field;
 * - each at its own bounds is not a 5xx (the bound fits the column the handler reaches);
 * - an id sent as text (orderId, freeBetId) of 20 digits gets 400 naming the field; any other text field
 *   that takes 20 digits is not a 5xx.
 */
import { Value } from '@sinclair/typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type EndpointName } from '../../core/contract/endpoints';
import { DmError } from '../../core/contract/errors';
import { schemaTable } from '../../core/contract/schema-table';
import { createTestApp, type TestApp } from './helpers/app';
import { fund } from './helpers/bets';
import { fieldsOf, sampleValue, withField, type NumberField } from './helpers/schema-values';
import { Player } from './finance-support';

let t: TestApp;
let player: Player;
beforeAll(async () => {
  t = await createTestApp({
    env: { ...process.env, PAYMENTS_RATE_LIMIT: '1000000' },
    reportLimits: {
      reports: { capacity: 1_000_000, refillPerSecond: 1 },
      feedback: { capacity: 1_000_000, refillPerSecond: 1 },
    },
  });
  player = await new Player(t.app, 'placar_br').register();
  await fund(t.database.db, player.uid, 1_000_000);
  // A cursor the server gave out, so the increment reaches its query.
  const list = await player.ok<{ incr_cursor: string }>('matchList', { tab_key: 'Soccer', page_limit: '10' });
  extra.matchListNew = { incr_cursor: list.incr_cursor };
});

const extra: Partial<Record<EndpointName, Record<string, Json>>> = {};
afterAll(() => t.close());

/** Calls that end the session the walk runs in; they have no number fields. */
const SESSION_ENDERS = new Set<EndpointName>(['logout', 'deleteApply']);
const NAMES = (Object.keys(schemaTable) as EndpointName[]).filter((n) => !SESSION_ENDERS.has(n));

const TWENTY_DIGITS = '12345678901234567890';

type Json = ReturnType<typeof sampleValue>;

/** Sends `input` as the endpoint's query (GET) or body (POST), as the logged-in player. */
async function send(name: EndpointName, input: Json) {
  if (endpoints[name].method === 'GET') {
    const query = Object.fromEntries(
      Object.entries(input as Record<string, Json>).map(([k, v]) => [k, String(v)]),
    );
    return player.call(name, query);
  }
  return player.call(name, input as object);
}

/**
 * The values to try in a number field, each with whether it is out of the field's declared bounds (a
 * field without a bound has none to give: its huge values must be refused all the same).
 */
function tries(field: NumberField, query: boolean): { value: Json; out: boolean }[] {
  const { minimum, maximum } = field;
  const inRange = (v: number) =>
    minimum !== undefined && maximum !== undefined && v >= minimum && v <= maximum;
  const step = field.integer ? 1 : 0.5;
  const values = [2 ** 31, 2 ** 63, -(2 ** 63), 1e20];
  if (maximum !== undefined) values.unshift(maximum + step);
  if (minimum !== undefined) values.unshift(minimum - step);
  const out = values.map((value) => ({ value, out: !inRange(value) }));
  return query ? [...out, { value: TWENTY_DIGITS, out: true }] : out;
}

/** A request's fields a handler reads before the database, set to what it takes (the rest: any valid value). */
const SEMANTIC: Partial<Record<EndpointName, Record<string, Json>>> = {
  matchList: { tab_key: 'Soccer', cursor: '' },
  matchListNew: { tab_key: 'Soccer' },
  homeTabData: { tab_key: 'Soccer' },
  matchListBySource: { source: 'live' },
  betLatestInfo: { quotedOdds: [1.5] },
};

describe('every number in the contract has bounds that fit a database column', () => {
  it.each(NAMES)('%s', (name) => {
    const { numbers, strings } = fieldsOf(schemaTable[name].input);
    for (const f of numbers) {
      expect(f.minimum, `${name} ${f.path} minimum`).toBeTypeOf('number');
      expect(f.maximum, `${name} ${f.path} maximum`).toBeTypeOf('number');
      expect(Math.abs(f.minimum!), `${name} ${f.path}`).toBeLessThanOrEqual(Number.MAX_SAFE_INTEGER);
      expect(Math.abs(f.maximum!), `${name} ${f.path}`).toBeLessThanOrEqual(Number.MAX_SAFE_INTEGER);
    }
    for (const f of strings.filter((f) => f.digitsOnly))
      expect(f.maxLength, `${name} ${f.path}: digits past 15 are no safe integer`).toBeLessThanOrEqual(15);
    // A base request the schema takes (the generator's own check: a gap there would hide the field).
    expect(Value.Check(schemaTable[name].input, sampleValue(schemaTable[name].input))).toBe(true);
  });
});

describe('the endpoint table walked with out-of-range numbers', () => {
  it.each(NAMES)('%s', async (name) => {
    const schema = schemaTable[name].input;
    const base = { ...(sampleValue(schema) as object), ...SEMANTIC[name], ...extra[name] } as Json;
    const query = endpoints[name].method === 'GET';
    const { numbers, strings } = fieldsOf(schema);
    const problems: string[] = [];

    const baseAnswer = await send(name, base);
    if (baseAnswer.statusCode >= 500)
      problems.push(`base request: ${baseAnswer.statusCode} ${baseAnswer.body}`);

    for (const field of numbers) {
      for (const { value, out } of tries(field, query)) {
        const res = await send(name, withField(base, field.keys, value));
        const body = res.json() as { dm_error: number; error_msg: string };
        if (!out) {
          if (res.statusCode >= 500)
            problems.push(`${field.path}=${String(value)}: ${res.statusCode} ${res.body}`);
        } else if (
          res.statusCode !== 400 ||
          body.dm_error !== DmError.BadRequest ||
          !body.error_msg.startsWith(`${field.path} `)
        )
          problems.push(`${field.path}=${String(value)}: ${res.statusCode} ${res.body}`);
      }
      for (const value of [field.minimum, field.maximum]) {
        if (value === undefined) continue;
        const res = await send(name, withField(base, field.keys, value));
        if (res.statusCode >= 500)
          problems.push(`${field.path}=${value} (in range): ${res.statusCode} ${res.body}`);
      }
    }
    for (const field of strings) {
      const res = await send(name, withField(base, field.keys, TWENTY_DIGITS));
      const body = res.json() as { dm_error: number; error_msg: string };
      if (field.digitsOnly) {
        if (
          res.statusCode !== 400 ||
          body.dm_error !== DmError.BadRequest ||
          !body.error_msg.startsWith(`${field.path} `)
        )
          problems.push(`${field.path}="${TWENTY_DIGITS}": ${res.statusCode} ${res.body}`);
      } else if (res.statusCode >= 500)
        problems.push(`${field.path}="${TWENTY_DIGITS}": ${res.statusCode} ${res.body}`);
    }
    expect(problems).toEqual([]);
  });
});

describe('cursors name match ids too', () => {
  it.each([
    ['matchList', { tab_key: 'Soccer', page_limit: '10', cursor: '1.1.1700000000000.9999999999' }],
    ['matchListNew', { tab_key: 'Soccer', incr_cursor: '1.9999999999' }],
    ['matchListNew', { tab_key: 'InPlay', incr_cursor: '1.1.9999999999' }],
  ] as const)('%s %j: 400, not a 5xx', async (name, query) => {
    const res = await player.call(name, query);
    expect(res.statusCode, res.body).toBe(400);
    expect((res.json() as { dm_error: number }).dm_error).toBe(DmError.BadRequest);
  });
});
