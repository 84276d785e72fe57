/**
 * The incremental poll's cursor (incr_cursor, SPEC §4): the newest `matches.updated_at` seen, in
 * microseconds (PostgreSQL's precision; a JS Date would round two changes in one millisecond together), with
 * the id as tie-breaker for rows stamped alike. InPlay also carries the ids of its (at most 3) live matches:
 * a match can enter or leave that set without changing itself (another live match finished), so the next
 * increment compares the sets rather than relying on updated_at alone.
 */
import { INT4_MAX } from '../../core/contract/schemas/bounds';

export interface IncrCursor {
  micros: bigint;
  id: number;
  /** InPlay only: the live matches the tab listed when the cursor was given out. */
  live?: number[];
}

const PATTERN = /^(\d{1,17})\.(\d{1,10})(?:\.((?:\d{1,10})(?:-\d{1,10}){0,2})?)?$/;

export function encodeIncrCursor(c: IncrCursor): string {
  const base = `${c.micros}.${c.id}`;
  return c.live ? `${base}.${c.live.join('-')}` : base;
}

export function decodeIncrCursor(raw: string): IncrCursor | undefined {
  const m = PATTERN.exec(raw);
  if (!m) return undefined;
  const cursor: IncrCursor = { micros: BigInt(m[1]!), id: Number(m[2]) };
  // A third part (possibly empty: no live match listed) marks an InPlay cursor.
  if (raw.split('.').length === 3) cursor.live = m[3] ? m[3].split('-').map(Number) : [];
  // Match ids are integers in the database: a larger one is not a cursor we gave out.
  if ([cursor.id, ...(cursor.live ?? [])].some((id) => id > INT4_MAX)) return undefined;
  return cursor;
}
