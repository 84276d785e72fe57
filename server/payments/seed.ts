/**
 * The demo player's payment history (server/db/seed/demo-player.ts), made once at the first start through the
 * real money calls, so /transaction and /transaction-detail show what a player's history looks like: a
 * saved PIX account (saveWithdrawAccount), a PIX deposit paid five days ago and a withdrawal paid three days
 * ago (createPayin / createPayout, then the sandbox's callback through applyCallback, as the sandbox
 * control does), and a withdrawal still on its way, made yesterday. The clock of each call is set back, so
 * the dates look like a history and nothing counts toward today's deposit limit.
 * Runs before the demo funds (seed/index.ts): the history is keyed by order id, so its older orders must be
 * written first to be listed below the R$1,000 of today. A withdrawal needs the verified CPF of the demo's
 * registration (rg/seed.ts), written here first (it is idempotent).
 * Idempotent: the first order's idempotency key marks the history as made; a restart adds nothing.
 */
import { and, eq } from 'drizzle-orm';
import { brandById } from '../../core/brand/brands';
import type { Db, Tx } from '../db/database';
import { users } from '../db/schema-accounts';
import { payOrders } from '../db/schema-payments';
import { DEMO_PLAYER } from '../db/seed/demo-player';
import { applyCallback } from './callbacks';
import type { PaymentsContext } from './context';
import { createPayin } from './deposits';
import { saveWithdrawAccount } from './extras';
import { buildSandboxCallback, createSandboxProvider, SANDBOX_PROVIDER } from './sandbox';
import { loadSandboxSecret } from './secret';
import { createPayout } from './withdrawals';
import { seedDemoIdentities } from '../rg/seed';
import type { PayOrderRow } from './orders';

const DAY = 86_400_000;

/**
 * What the seeded history moves, within the daily deposit limit of 100.00 and paid from the history's own
 * deposit: +100.00 in, -40.00 paid out, -30.00 reserved (on its way).
 */
export const DEMO_HISTORY = {
  currency: 'BRL',
  deposit: { key: 'seed:demo-history:deposit', amount: 10_000, daysAgo: 5 },
  paidOut: { key: 'seed:demo-history:withdraw-paid', amount: 4_000, daysAgo: 3 },
  pending: { key: 'seed:demo-history:withdraw-pending', amount: 3_000, daysAgo: 1 },
  account: {
    method: 'PIX',
    account_no: 'demo@placarbet.com.br',
    holder_name: 'Demo Player',
    tax_id: '529.982.247-25',
  },
} as const;

/** The demo player's cash after the history: deposits in, withdrawals out (fees are within the amount). */
export const DEMO_HISTORY_NET =
  DEMO_HISTORY.deposit.amount - DEMO_HISTORY.paidOut.amount - DEMO_HISTORY.pending.amount;

export async function seedDemoPaymentHistory(tx: Tx, now: number): Promise<void> {
  const [demo] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.brandId, DEMO_PLAYER.brandId), eq(users.email, DEMO_PLAYER.email)));
  const brand = brandById(DEMO_PLAYER.brandId);
  if (!demo || !brand) return;
  const uid = demo.id;
  const [done] = await tx
    .select({ id: payOrders.id })
    .from(payOrders)
    .where(and(eq(payOrders.uid, uid), eq(payOrders.idempotencyKey, DEMO_HISTORY.deposit.key)));
  if (done) return;
  await seedDemoIdentities(tx, now);

  const secret = await loadSandboxSecret(tx);
  // The money calls open their own (nested: a savepoint) transactions, as the loyalty seed's rounds do.
  const db = tx as unknown as Db;
  const at = (daysAgo: number): PaymentsContext => ({
    db,
    now: () => now - daysAgo * DAY,
    providers: new Map([[SANDBOX_PROVIDER, createSandboxProvider(secret)]]),
  });
  const { currency } = DEMO_HISTORY;
  const settle = async (p: PaymentsContext, order: PayOrderRow) => {
    const { body } = buildSandboxCallback(
      secret,
      {
        order_id: order.orderNo,
        direction: order.direction as 'payin' | 'payout',
        status: 'paid',
        amount: order.amount,
        currency: order.currency,
        provider_ref: order.providerRef ?? '',
      },
      p.now(),
    );
    await applyCallback(p, { ...body, provider: SANDBOX_PROVIDER });
  };

  const dep = DEMO_HISTORY.deposit;
  const depositCtx = at(dep.daysAgo);
  const deposit = await createPayin(depositCtx, {
    uid,
    brand,
    currency,
    input: { amount: dep.amount, pay_type: 'PIX', idempotency_key: dep.key },
  });
  await settle(depositCtx, deposit);

  const account = await saveWithdrawAccount(at(4), uid, brand, currency, { ...DEMO_HISTORY.account });
  for (const w of [DEMO_HISTORY.paidOut, DEMO_HISTORY.pending]) {
    const p = at(w.daysAgo);
    const order = await createPayout(p, {
      uid,
      brand,
      currency,
      input: { amount: w.amount, account_id: account.account_id, idempotency_key: w.key },
    });
    if (w === DEMO_HISTORY.paidOut) await settle(p, order);
  }
}
