/**
 * Everything a cash placement reads before its one writing statement, in ONE statement: the selections as
 * they stand (quotes.ts) and, as two more columns, whether the player's responsible-gaming settings need the
 * full gate (rg/gate.ts: only for a player who set something) and the unlocking bonus's rules
 * (promotions/max-stake.ts). A bet is then three round trips with the session check, the same three
 * statements bench/bet-throughput.sql runs in pgbench; separate reads cost the database a parse, a plan and
 * a round trip each (issue #15, bench/README.md).
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { preparedShapes } from '../db/named';
import { rowsOf } from '../db/rows';
import { bonusRulesColumn, maxStakeOf } from '../promotions/max-stake';
import { playGateColumn } from '../rg/gate';
import { selectionsQuery, selectionStates, type SelectionRow, type SelectionState } from './quotes';

export interface PlacementRead {
  states: Map<string, SelectionState>;
  /** The player set a limit or an exclusion: the full responsible-gaming gate must run. */
  gate: boolean;
  /** The unlocking bonus's maximum stake (0: none). */
  maxStake: number;
}

type Row = SelectionRow & { rg_gate: boolean; bonus: unknown };

/**
 * No row at all (no selection exists): the placement is refused for that, so the player's columns, which
 * every row carries, are not needed.
 */
export async function readForPlacement(
  db: DbOrTx,
  uid: number,
  currency: string,
  marketIds: readonly number[],
): Promise<PlacementRead> {
  const ids = [...new Set(marketIds)];
  const values: Record<string, unknown> = { uid, currency };
  ids.forEach((id, i) => (values[`m${i}`] = id));
  const rows = rowsOf<Row>(await placementRead(db, ids.length, values));
  const first = rows[0];
  return {
    states: selectionStates(rows),
    gate: first?.rg_gate === true,
    maxStake: maxStakeOf(first?.bonus ?? null),
  };
}

/** The statement for `n` markets, built once per n (db/named.ts preparedShapes): values m0..m(n-1), uid, currency. */
const placementRead = preparedShapes((n: number) => {
  const p = sql.placeholder;
  return selectionsQuery(
    Array.from({ length: n }, (_, i) => p(`m${i}`)),
    sql`, ${playGateColumn(p('uid'))} as rg_gate, ${bonusRulesColumn(p('uid'), p('currency'))} as bonus`,
  );
});
