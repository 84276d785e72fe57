/**
 * The demo's reconciliation (issue #24), seeded once after the other demo seeds:
 * - the sandbox's books for the paid sandbox orders the seeds wrote directly (demo funds, invitees, agent
 *   tree, in-house rounds): those seeds stand for payments the sandbox processed, so its books say so, and
 *   the statement does not flag every seeded deposit;
 * - one lost callback: a real sandbox PIX deposit of an invited br player (ana.souza, who has none), made
 *   yesterday through createPayin with the sandbox keeping its books, then paid on the sandbox's side with its
 *   callback never delivered. Yesterday's reconciliation of br shows it "paid at the provider, not credited".
 * Idempotent: the deposit's idempotency key marks it done.
 */
import { and, eq, sql } from 'drizzle-orm';
import { brandById } from '../../core/brand/brands';
import type { Db, Tx } from '../db/database';
import { users } from '../db/schema-accounts';
import { payOrders } from '../db/schema-payments';
import { createPayin } from './deposits';
import { createSandboxProvider, SANDBOX_PROVIDER, sandboxSettle } from './sandbox';
import { loadSandboxSecret } from './secret';

const DAY = 86_400_000;
export const DEMO_LOST_CALLBACK = {
  brandId: 'br',
  email: 'ana.souza@demo.placarbet.com.br',
  key: 'seed:recon:lost-callback',
  amount: 5_000,
  currency: 'BRL',
} as const;

async function bookSeededOrders(tx: Tx): Promise<void> {
  await tx.execute(sql`
    insert into sandbox_provider_lines
      (provider_ref, order_no, direction, amount, currency, status, created_at, updated_at)
    select coalesce(o.provider_ref, 'SBX-SEED-' || o.order_no), o.order_no, o.direction,
      case when o.direction = 'payout' then o.amount - o.fee else o.amount end, o.currency, 'paid',
      o.created_at, coalesce(o.finished_at, o.updated_at)
    from pay_orders o
    where o.provider = ${SANDBOX_PROVIDER} and o.state = 'paid'
      and not exists (select 1 from sandbox_provider_lines l where l.order_no = o.order_no)
    on conflict do nothing`);
}

export async function seedReconciliationDemo(tx: Tx, now: number): Promise<void> {
  const brand = brandById(DEMO_LOST_CALLBACK.brandId);
  const [player] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.brandId, DEMO_LOST_CALLBACK.brandId), eq(users.email, DEMO_LOST_CALLBACK.email)));
  if (!brand || !player) return;
  const [done] = await tx
    .select({ id: payOrders.id })
    .from(payOrders)
    .where(and(eq(payOrders.uid, player.id), eq(payOrders.idempotencyKey, DEMO_LOST_CALLBACK.key)));
  if (done) return;
  await bookSeededOrders(tx);
  const at = now - DAY;
  const db = tx as unknown as Db;
  const order = await createPayin(
    {
      db,
      now: () => at,
      providers: new Map([
        [SANDBOX_PROVIDER, createSandboxProvider(await loadSandboxSecret(tx), tx, () => at)],
      ]),
    },
    {
      uid: player.id,
      brand,
      currency: DEMO_LOST_CALLBACK.currency,
      input: { amount: DEMO_LOST_CALLBACK.amount, pay_type: 'PIX', idempotency_key: DEMO_LOST_CALLBACK.key },
    },
  );
  // Paid at the sandbox ten minutes later; the callback that should have followed never arrived.
  await sandboxSettle(tx, order.orderNo, 'paid', at + 10 * 60_000);
}
