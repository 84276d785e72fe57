/**
 * The match list cursor: how many records were delivered so far (for the 50-record cap, SPEC §5) and the
 * keyset position of the last one (rank: 0 live, 1 upcoming; begin time; id). Keyset rather than offset,
 * so a match going live between two pages is neither repeated nor skipped within its rank.
 */
import { INT4_MAX } from '../../core/contract/schemas/bounds';

export interface MatchCursor {
  count: number;
  rank: 0 | 1;
  beginMs: number;
  id: number;
}

export const MAX_MATCH_RECORDS = 50;

const PATTERN = /^(\d{1,3})\.([01])\.(\d{1,15})\.(\d{1,10})$/;

export function encodeCursor(c: MatchCursor): string {
  return `${c.count}.${c.rank}.${c.beginMs}.${c.id}`;
}

export function decodeCursor(raw: string): MatchCursor | undefined {
  const m = PATTERN.exec(raw);
  if (!m) return undefined;
  const count = Number(m[1]);
  const id = Number(m[4]);
  // The id is compared with matches.id (integer): a larger one is not a cursor we gave out.
  if (count > MAX_MATCH_RECORDS || id > INT4_MAX) return undefined;
  return { count, rank: m[2] === '0' ? 0 : 1, beginMs: Number(m[3]), id };
}
