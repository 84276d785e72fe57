/**
 * Demo money, seeded once:
 * - the demo player (demo-player.ts, brand br) gets R$1,000.00 through a real sandbox deposit order: the
 *   order row, the provider's callback record and the ledger credit (provider_clearing -> cash, key
 *   `payin:credit:<order>`), marked as an operator credit so it does not use up the player's deposit limits;
 * - every brand gets the deposit code DEMO10 (10.00 in the brand's currency, once per player).
 * Idempotent: the order is found by its idempotency key; the ledger key and the code row cannot repeat.
 */
import { and, eq } from 'drizzle-orm';
import { BRANDS } from '../../../core/brand/brands';
import { orderPayStatus } from '../../../core/wallet/status';
import { DEPOSIT_EXPIRY_MS } from '../../../core/wallet/limits';
import { postTransaction } from '../../ledger/ledger';
import { SANDBOX_PROVIDER, createSandboxProvider } from '../../payments/sandbox';
import { loadSandboxSecret } from '../../payments/secret';
import { newOrderNo } from '../../payments/service';
import type { Tx } from '../database';
import { users } from '../schema-accounts';
import { depositCodes, payCallbacks, payOrders } from '../schema-payments';
import { DEMO_PLAYER } from './demo-player';

export const DEMO_FUNDS = { amount: 100_000, currency: 'BRL', key: 'seed:demo-funds' };
export const DEMO_CODE = { code: 'DEMO10', amountMajor: 10 };

export async function seedDemoFunds(tx: Tx, now: number): Promise<void> {
  for (const brand of BRANDS) {
    await tx
      .insert(depositCodes)
      .values({
        brandId: brand.id,
        code: DEMO_CODE.code,
        amount: DEMO_CODE.amountMajor * 100,
        currency: brand.currency,
        maxUses: 1_000_000,
      })
      .onConflictDoNothing();
  }

  const [player] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.brandId, DEMO_PLAYER.brandId), eq(users.email, DEMO_PLAYER.email)));
  if (!player) return;
  const uid = player.id;
  const [done] = await tx
    .select({ id: payOrders.id })
    .from(payOrders)
    .where(
      and(
        eq(payOrders.uid, uid),
        eq(payOrders.direction, 'payin'),
        eq(payOrders.idempotencyKey, DEMO_FUNDS.key),
      ),
    );
  if (done) return;

  const { amount, currency } = DEMO_FUNDS;
  const orderNo = newOrderNo('PI');
  const sandbox = createSandboxProvider(await loadSandboxSecret(tx));
  const started = await sandbox.startPayin({
    orderId: orderNo,
    method: 'PIX',
    family: 'qr',
    amount,
    currency,
    expiresAt: now + DEPOSIT_EXPIRY_MS,
  });
  const at = new Date(now);
  await tx.insert(payOrders).values({
    orderNo,
    uid,
    brandId: DEMO_PLAYER.brandId,
    direction: 'payin',
    method: 'PIX',
    currency,
    amount,
    state: 'paid',
    payStatus: orderPayStatus('paid'),
    provider: SANDBOX_PROVIDER,
    providerRef: started.providerRef,
    instructions: started.instructions,
    idempotencyKey: DEMO_FUNDS.key,
    requestHash: 'seed',
    countsTowardLimits: false,
    expiresAt: new Date(now + DEPOSIT_EXPIRY_MS),
    createdAt: at,
    updatedAt: at,
    finishedAt: at,
  });
  const callback = {
    callback_id: `seed-${orderNo}`,
    order_id: orderNo,
    direction: 'payin' as const,
    status: 'paid' as const,
    amount,
    currency,
    provider_ref: started.providerRef,
  };
  await tx.insert(payCallbacks).values({
    provider: SANDBOX_PROVIDER,
    callbackId: callback.callback_id,
    orderNo,
    body: callback,
    result: { order_id: orderNo, state: 'paid', pay_status: 1, applied: true },
    receivedAt: at,
  });
  await postTransaction(tx, {
    key: `payin:credit:${orderNo}`,
    kind: 'deposit',
    ref: orderNo,
    postings: [
      { account: { system: 'provider_clearing', currency }, amount: -amount },
      { account: { uid, kind: 'cash', currency }, amount },
    ],
    meta: { method: 'PIX', provider: SANDBOX_PROVIDER, seed: true },
  });
}
