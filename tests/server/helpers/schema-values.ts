/**
 * Requests made from the contract's JSON schemas (core/contract schema-table): a valid value for a schema,
 * and every number field of it (integers and decimals, in nested objects and arrays alike) with the path
 * the server's validation names it by ("bets.0.stake").
 */
import type { TSchema } from '@sinclair/typebox';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

interface Schema {
  type?: string;
  anyOf?: Schema[];
  allOf?: Schema[];
  const?: Json;
  properties?: Record<string, Schema>;
  items?: Schema;
  minItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
}

const STRING_SEEDS = ['abcdefgh1234', 'Abcdefgh', 'abcdefgh', '12345678', 'ab', 'https://example.com/a'];

function stringValue(s: Schema): string {
  const min = s.minLength ?? 0;
  const max = s.maxLength ?? 64;
  const pattern = s.pattern ? new RegExp(s.pattern) : null;
  for (const seed of STRING_SEEDS) {
    let v = seed.repeat(Math.ceil(Math.max(min, 1) / seed.length)).slice(0, Math.max(min, seed.length));
    v = v.slice(0, max);
    if (v.length >= min && (!pattern || pattern.test(v))) return v;
  }
  throw new Error(`no sample string for ${JSON.stringify(s)}`);
}

function numberValue(s: Schema, integer: boolean): number {
  const low = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + (integer ? 1 : 0.5) : 1);
  const high = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : Infinity);
  return Math.min(Math.max(low, Math.min(1, high)), high);
}

/** A value the schema accepts: every property present (optional ones too), arrays at their minimum size (1 at least). */
export function sampleValue(schema: TSchema | Schema): Json {
  const s = schema as Schema;
  if (s.const !== undefined) return s.const;
  if (s.anyOf) return sampleValue(s.anyOf[0]!);
  if (s.allOf) return Object.assign({}, ...s.allOf.map((p) => sampleValue(p) as object)) as Json;
  switch (s.type) {
    case 'object':
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, sampleValue(v)]));
    case 'array':
      return Array.from({ length: Math.max(1, s.minItems ?? 0) }, () => sampleValue(s.items!));
    case 'integer':
      return numberValue(s, true);
    case 'number':
      return numberValue(s, false);
    case 'boolean':
      return true;
    case 'string':
      return stringValue(s);
    default:
      return null;
  }
}

export interface NumberField {
  /** As the server's validation names it: dots, array indexes ("bets.0.selection.matchId"). */
  path: string;
  keys: (string | number)[];
  integer: boolean;
  minimum: number | undefined;
  maximum: number | undefined;
}

export interface DigitString {
  path: string;
  keys: (string | number)[];
  /** The pattern takes only digits: an id sent as text. */
  digitsOnly: boolean;
  maxLength: number | undefined;
}

/** Every integer and decimal field of a schema, and every string field, with where it is. */
export function fieldsOf(schema: TSchema | Schema): { numbers: NumberField[]; strings: DigitString[] } {
  const numbers: NumberField[] = [];
  const strings: DigitString[] = [];
  const walk = (s: Schema, keys: (string | number)[]) => {
    const path = keys.join('.');
    if (s.anyOf) {
      // The first variant is the one sampleValue sends; a union of constants has no number to push out.
      walk(s.anyOf[0]!, keys);
      return;
    }
    if (s.type === 'object') for (const [k, v] of Object.entries(s.properties ?? {})) walk(v, [...keys, k]);
    else if (s.type === 'array') walk(s.items!, [...keys, 0]);
    else if ((s.type === 'integer' || s.type === 'number') && s.const === undefined)
      numbers.push({
        path,
        keys,
        integer: s.type === 'integer',
        minimum: s.minimum ?? s.exclusiveMinimum,
        maximum: s.maximum ?? s.exclusiveMaximum,
      });
    else if (s.type === 'string')
      strings.push({
        path,
        keys,
        digitsOnly: s.pattern !== undefined && /^\^\[0-9\](\+|\{\d+(,\d+)?\})\$$/.test(s.pattern),
        maxLength: s.maxLength,
      });
  };
  walk(schema as Schema, []);
  return { numbers, strings };
}

/** A copy of `value` with the field at `keys` set to `to`. */
export function withField(value: Json, keys: (string | number)[], to: Json): Json {
  if (keys.length === 0) return to;
  const [head, ...rest] = keys;
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[head as number] = withField(copy[head as number]!, rest, to);
    return copy;
  }
  const obj = value as Record<string, Json>;
  return { ...obj, [head!]: withField(obj[head!]!, rest, to) };
}
