/** The player's deposit and withdrawal history (finance history call). */
import { and, desc, eq, lt } from 'drizzle-orm';
import type { PayTransaction } from '../../core/contract/schemas/finance';
import type { Db } from '../db/database';
import { payOrders } from '../db/schema-payments';
import { transactionView } from './views';

/** The player's deposits and withdrawals, newest first, keyset paged by order id. */
export async function history(
  db: Db,
  uid: number,
  direction: 'payin' | 'payout' | null,
  cursor: number | null,
  size: number,
): Promise<{ list: PayTransaction[]; cursor: string; has_more: boolean }> {
  const rows = await db
    .select()
    .from(payOrders)
    .where(
      and(
        eq(payOrders.uid, uid),
        direction ? eq(payOrders.direction, direction) : undefined,
        cursor ? lt(payOrders.id, cursor) : undefined,
      ),
    )
    .orderBy(desc(payOrders.id))
    .limit(size + 1);
  const page = rows.slice(0, size);
  return {
    list: page.map(transactionView),
    cursor: rows.length > size ? String(page[page.length - 1]!.id) : '',
    has_more: rows.length > size,
  };
}
