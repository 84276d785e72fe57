/**
 * The demo player's own messages from what the seeds really did: their R$1,000.00 demo deposit
 * (demo-funds.ts) was credited, so they have its "Deposit received" message, as any player would.
 * writeMessage is idempotent on the order, so this runs at every start and writes once.
 */
import { and, eq } from 'drizzle-orm';
import { MessageKind, writeMessage } from '../../../messages/write';
import type { Tx } from '../../database';
import { users } from '../../schema-accounts';
import { payOrders } from '../../schema-payments';
import { DEMO_FUNDS } from '../demo-funds';
import { DEMO_PLAYER } from '../demo-player';

export async function seedDemoMessages(tx: Tx): Promise<void> {
  const [order] = await tx
    .select({
      uid: payOrders.uid,
      orderNo: payOrders.orderNo,
      amount: payOrders.amount,
      currency: payOrders.currency,
      at: payOrders.createdAt,
    })
    .from(payOrders)
    .innerJoin(users, eq(users.id, payOrders.uid))
    .where(
      and(
        eq(users.brandId, DEMO_PLAYER.brandId),
        eq(users.email, DEMO_PLAYER.email),
        eq(payOrders.idempotencyKey, DEMO_FUNDS.key),
        eq(payOrders.state, 'paid'),
      ),
    );
  if (!order) return;
  await writeMessage(tx, {
    uid: order.uid,
    brandId: DEMO_PLAYER.brandId,
    kind: MessageKind.DepositCredited,
    ref: order.orderNo,
    params: { order_id: order.orderNo, amount: order.amount, currency: order.currency },
    at: order.at.getTime(),
  });
}
