/**
 * Deposit orders (payin). Nothing is credited here: the money moves only when the provider's verified
 * callback says paid (callbacks.ts). The provider is asked outside the database transaction, so a slow
 * provider holds no lock.
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { BrandConfig } from '../../core/brand/brands';
import type { PayinCreate } from '../../core/contract/schemas/finance';
import { DEPOSIT_EXPIRY_MS, checkDepositAmount } from '../../core/wallet/limits';
import { METHOD_FAMILY, type PayMethod } from '../../core/wallet/methods';
import { orderPayStatus, type OrderState } from '../../core/wallet/status';
import { payOrders } from '../db/schema-payments';
import { rgGate } from '../rg/gate';
import { lockPlayer, providerFor, type PaymentsContext } from './context';
import { enforceMethodRule } from './method-config';
import { checkDepositMethod, depositRuleFailure, depositedSums, limitsFor } from './deposit-rules';
import {
  expireOrders,
  findByKey,
  findOrder,
  newOrderNo,
  requestHash,
  sameRequest,
  type PayOrderRow,
} from './orders';

export interface PayinCreateInput {
  uid: number;
  brand: BrandConfig;
  currency: string;
  input: PayinCreate;
  /** false for operator credits (seeded demo funds): no limits, not counted toward them. */
  countsTowardLimits?: boolean;
}

/**
 * Creates a deposit order: limits under the player lock, the row as `created`, then the provider is asked
 * (outside the transaction) and the answer stored as `pending` with instructions, or `failed`.
 * The same idempotency key with the same request returns the same order.
 */
export async function createPayin(p: PaymentsContext, args: PayinCreateInput): Promise<PayOrderRow> {
  const { uid, brand, currency, input } = args;
  const counts = args.countsTowardLimits ?? true;
  const { method, network } = checkDepositMethod(brand, currency, input.pay_type, input.network);
  const hash = requestHash({
    amount: input.amount,
    method,
    currency,
    network,
    phone: input.phone ?? null,
    card: input.card ? createHash('sha256').update(input.card.number).digest('hex') : null,
  });
  const now = p.now();
  const row = await p.db.transaction(async (tx) => {
    await lockPlayer(tx, uid);
    const existing = await findByKey(tx, uid, 'payin', input.idempotency_key);
    if (existing) return sameRequest(existing, hash);
    if (counts) {
      await expireOrders(tx, now, uid);
      // Responsible gaming (server/rg/gate.ts): play-money brands, the market's methods, exclusions and
      // the player's deposit limits.
      await rgGate(tx, {
        uid,
        brandId: brand.id,
        action: 'deposit',
        amount: input.amount,
        currency,
        now,
        method,
      });
      const sums = await depositedSums(tx, uid, now);
      const limits = limitsFor(brand, currency);
      const rule = checkDepositAmount(limits, input.amount, sums.today, sums.window);
      if (rule) throw depositRuleFailure(rule, limits, sums, currency);
      // The console's configuration (issue #24): the method switched on, its per-order min and max.
      await enforceMethodRule(tx, brand.id, 'deposit', method, input.amount, currency);
    }
    const [inserted] = await tx
      .insert(payOrders)
      .values({
        orderNo: newOrderNo('PI'),
        uid,
        brandId: brand.id,
        direction: 'payin',
        method,
        network,
        currency,
        amount: input.amount,
        state: 'created',
        payStatus: orderPayStatus('created'),
        provider: providerFor(p, method).id,
        idempotencyKey: input.idempotency_key,
        requestHash: hash,
        countsTowardLimits: counts,
        expiresAt: new Date(now + DEPOSIT_EXPIRY_MS),
        createdAt: new Date(now),
        updatedAt: new Date(now),
      })
      .returning();
    return inserted!;
  });
  if (row.state !== 'created') return row;
  return startPayin(p, row, input);
}

/** Asks the provider for a `created` order and stores its answer (only if the order is still `created`). */
async function startPayin(p: PaymentsContext, row: PayOrderRow, input: PayinCreate): Promise<PayOrderRow> {
  const adapter = p.providers.get(row.provider) ?? providerFor(p, row.method as PayMethod);
  const started = await adapter.startPayin({
    orderId: row.orderNo,
    method: row.method as PayMethod,
    family: METHOD_FAMILY[row.method as PayMethod],
    amount: row.amount,
    currency: row.currency,
    network: row.network ?? undefined,
    card: input.card,
    phone: input.phone,
    expiresAt: row.expiresAt?.getTime() ?? 0,
  });
  const now = p.now();
  const state: OrderState = started.ok ? 'pending' : 'failed';
  const [updated] = await p.db
    .update(payOrders)
    .set({
      state,
      payStatus: orderPayStatus(state),
      providerRef: started.providerRef,
      instructions: started.instructions,
      updatedAt: new Date(now),
      ...(started.ok ? {} : { finishedAt: new Date(now) }),
    })
    .where(and(eq(payOrders.id, row.id), eq(payOrders.state, 'created')))
    .returning();
  return updated ?? (await findOrder(p.db, row.orderNo))!;
}
