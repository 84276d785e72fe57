/**
 * A cash placement's one statement (place.ts placeWithCash): the ledger's stake statement
 * (ledger/stake-statement.ts) with the orders' and legs' CTEs (insert-orders.ts), built once per shape and
 * run with each bet's values (db/named.ts preparedShapes), so drizzle builds no SQL per bet.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { preparedShapes } from '../db/named';
import { stakeStatement, stakeValues, type StakeMovement } from '../ledger/stake-statement';
import {
  LEG_FIELDS,
  legFieldsOf,
  ORDER_FIELDS,
  orderCtes,
  WRITTEN_LEGS,
  type Fields,
  type LegFields,
  type NewOrder,
  type OrderFields,
} from './insert-orders';
import type { SelectionState } from './quotes';

/**
 * The cash placement's one statement (ledger/stake-statement.ts with the orders' CTEs), built once per shape:
 * how many legs each order has (a single "1", three singles "1,1,1", a treble "3"); the order and leg fields
 * are placeholders `o<i>_<field>` and `l<j>_<field>`.
 */
const cashShape = preparedShapes((shape: string) => {
  const p = sql.placeholder;
  const legCounts = shape.split(',').map(Number);
  const orders = legCounts.map((_, i) =>
    Object.fromEntries(ORDER_FIELDS.map((f) => [f, p(`o${i}_${f}`)])),
  ) as unknown as OrderFields[];
  const legTotal = legCounts.reduce((a, b) => a + b, 0);
  const legRows = Array.from(
    { length: legTotal },
    (_, j) => Object.fromEntries(LEG_FIELDS.map((f) => [f, p(`l${j}_${f}`)])) as unknown as Fields<LegFields>,
  );
  return stakeStatement({
    ctes: (gate) => orderCtes(orders, legRows, gate, 'fail'),
    written: sql`exists (select 1 from o)`,
    ref: sql`(select string_agg(id::text, ',' order by seq) from o)`,
    select: WRITTEN_LEGS,
  });
});

export function cashStatement(
  db: DbOrTx,
  orders: readonly NewOrder[],
  legs: readonly (readonly SelectionState[])[],
  movement: StakeMovement,
): Promise<unknown> {
  const values = stakeValues(movement);
  orders.forEach((o, i) => {
    for (const f of ORDER_FIELDS) values[`o${i}_${f}`] = o[f];
  });
  legFieldsOf(orders, legs).forEach((l, j) => {
    for (const f of LEG_FIELDS) values[`l${j}_${f}`] = l[f];
  });
  return cashShape(db, orders.map((_, i) => legs[i]?.length ?? 0).join(','), values);
}
