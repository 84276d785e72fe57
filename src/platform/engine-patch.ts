/**
 * Turns the engine's batched diffs into new topic data. Records that did not change keep their object
 * identity, so memoised cards skip re-rendering when one odd ticks.
 */
import type { DataPatch, ListPatch, RecordKey } from '../../workers/protocol';

const keyOf = (record: unknown, key: string): RecordKey => {
  const value = (record as Record<string, unknown>)[key];
  return typeof value === 'number' ? value : String(value);
};

function applyList(prev: readonly unknown[], patch: ListPatch): unknown[] {
  const changed = new Map<RecordKey, unknown>();
  for (const record of patch.added) changed.set(keyOf(record, patch.key), record);
  for (const record of patch.updated) changed.set(keyOf(record, patch.key), record);
  if (!patch.order) return prev.map((record) => changed.get(keyOf(record, patch.key)) ?? record);
  const before = new Map(prev.map((record) => [keyOf(record, patch.key), record]));
  return patch.order.map((k) => changed.get(k) ?? before.get(k));
}

/** Applies an engine patch; every record and field the patch does not mention is the same object as before. */
export function applyPatch(prev: unknown, patch: DataPatch): unknown {
  const base = patch.reset || prev === undefined ? {} : (prev as Record<string, unknown>);
  const next: Record<string, unknown> = { ...base };
  for (const [name, field] of Object.entries(patch.fields)) {
    const old = base[name];
    next[name] = field.kind === 'set' ? field.value : applyList(Array.isArray(old) ? old : [], field);
  }
  return next;
}
