/**
 * The brand's payment methods as configured in the operator console (db/schema-ops-config.ts overrides on
 * the code tables; core/wallet/method-rules.ts merges them). Read on every call (a primary-key range, no
 * cache), so an operator's change applies to the player's next method list or order.
 */
import { and, eq } from 'drizzle-orm';
import type { BrandId } from '../../core/brand/client-brands';
import { DmError } from '../../core/contract/errors';
import {
  checkOrderAmount,
  methodRules,
  type MethodRule,
  type PayDirection,
} from '../../core/wallet/method-rules';
import type { DbOrTx } from '../db/database';
import { brandPaymentMethods } from '../db/schema-ops-config';
import { fail } from './context';
import { money } from './views';

export async function loadMethodRules(
  db: DbOrTx,
  brand: BrandId,
  direction: PayDirection,
): Promise<MethodRule[]> {
  const rows = await db
    .select({
      method: brandPaymentMethods.method,
      enabled: brandPaymentMethods.enabled,
      min: brandPaymentMethods.minAmount,
      max: brandPaymentMethods.maxAmount,
    })
    .from(brandPaymentMethods)
    .where(and(eq(brandPaymentMethods.brandId, brand), eq(brandPaymentMethods.direction, direction)));
  return methodRules(brand, direction, rows);
}

/** The methods the player is offered: the enabled ones. */
export async function offeredMethods(db: DbOrTx, brand: BrandId, direction: PayDirection) {
  return (await loadMethodRules(db, brand, direction)).filter((r) => r.enabled);
}

/**
 * Refuses an order the method's configuration does not allow: a disabled method (3005), an amount below its
 * minimum or above its maximum (the existing limit errors: 3002 / 3003 for deposits, 3011 for withdrawals).
 */
export async function enforceMethodRule(
  db: DbOrTx,
  brand: BrandId,
  direction: PayDirection,
  method: string,
  amount: number,
  currency: string,
): Promise<void> {
  const rule = (await loadMethodRules(db, brand, direction)).find((r) => r.method === method);
  if (!rule || !rule.enabled) {
    throw fail(DmError.PayMethodUnavailable, `${method.slice(0, 32)} is not offered here`);
  }
  const verdict = checkOrderAmount(rule, amount);
  const what = direction === 'deposit' ? 'deposit' : 'withdrawal';
  if (verdict === 'below_min')
    throw fail(
      direction === 'deposit' ? DmError.DepositBelowMinimum : DmError.WithdrawBelowMinimum,
      `The minimum ${what} with ${method} is ${money(rule.min, currency)}`,
    );
  if (verdict === 'above_max')
    throw fail(
      direction === 'deposit' ? DmError.DepositAboveDailyMax : DmError.WithdrawBelowMinimum,
      `The maximum ${what} per order with ${method} is ${money(rule.max ?? 0, currency)}`,
    );
}
