/**
 * Diffs between two states of a topic, so the page receives only what changed (DESIGN.md §10.5). A topic's
 * data is an object; each top-level field is either a keyed list (diffed record by record) or a value
 * (replaced when it differs). The page applies the patch and keeps the object identity of every record that
 * did not change, so memoised cards skip re-rendering.
 */

export type RecordKey = string | number;

export interface ListPatch {
  kind: 'list';
  /** Name of the field that identifies a record (e.g. 'id', 'tab_key'). */
  key: string;
  added: unknown[];
  updated: unknown[];
  removed: RecordKey[];
  /** The full key order; present only when it changed (records added, removed or moved). */
  order?: RecordKey[];
}

export interface ValuePatch {
  kind: 'set';
  value: unknown;
}

export type FieldPatch = ListPatch | ValuePatch;

export interface DataPatch {
  /** True when the page must drop what it holds for the topic and take `fields` as the whole data. */
  reset: boolean;
  fields: Record<string, FieldPatch>;
}

/** Which top-level fields of a topic's data are keyed lists, and by which field. */
export type ListKeys = Readonly<Record<string, string>>;

export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!deepEqual(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  for (const k of ka) {
    if (!Object.prototype.hasOwnProperty.call(b, k)) return false;
    if (!deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  }
  return true;
}

const keyOf = (record: unknown, key: string): RecordKey => {
  const value = (record as Record<string, unknown>)[key];
  return typeof value === 'number' ? value : String(value);
};

/** Diff of two keyed lists, or undefined when nothing changed. */
export function diffList(
  prev: readonly unknown[],
  next: readonly unknown[],
  key: string,
): ListPatch | undefined {
  const before = new Map<RecordKey, unknown>();
  for (const record of prev) before.set(keyOf(record, key), record);
  const added: unknown[] = [];
  const updated: unknown[] = [];
  const seen = new Set<RecordKey>();
  const order: RecordKey[] = [];
  for (const record of next) {
    const k = keyOf(record, key);
    order.push(k);
    seen.add(k);
    const old = before.get(k);
    if (!before.has(k)) added.push(record);
    else if (!deepEqual(old, record)) updated.push(record);
  }
  const removed: RecordKey[] = [];
  for (const k of before.keys()) if (!seen.has(k)) removed.push(k);
  const moved = order.length !== prev.length || order.some((k, i) => keyOf(prev[i], key) !== k);
  if (!added.length && !updated.length && !removed.length && !moved) return undefined;
  return { kind: 'list', key, added, updated, removed, ...(moved ? { order } : {}) };
}

/**
 * The patch that turns `prev` into `next`, or undefined when they are equal. With no `prev` (first emission
 * after a subscribe or a worker restart) the patch is a reset carrying every field.
 */
export function diffData(prev: unknown, next: unknown, lists: ListKeys): DataPatch | undefined {
  const nextObj = (next ?? {}) as Record<string, unknown>;
  if (prev === undefined) {
    const fields: Record<string, FieldPatch> = {};
    for (const [name, value] of Object.entries(nextObj)) fields[name] = { kind: 'set', value };
    return { reset: true, fields };
  }
  const prevObj = prev as Record<string, unknown>;
  const fields: Record<string, FieldPatch> = {};
  const names = new Set([...Object.keys(prevObj), ...Object.keys(nextObj)]);
  for (const name of names) {
    const a = prevObj[name];
    const b = nextObj[name];
    const key = lists[name];
    if (key !== undefined && Array.isArray(a) && Array.isArray(b)) {
      const patch = diffList(a, b, key);
      if (patch) fields[name] = patch;
    } else if (!deepEqual(a, b)) {
      fields[name] = { kind: 'set', value: b };
    }
  }
  return Object.keys(fields).length ? { reset: false, fields } : undefined;
}
