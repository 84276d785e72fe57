/**
 * What a deposit must pass before an order is created: a method (and crypto network) this brand offers for
 * the currency, and the limits of SPEC §9 (minimum, daily, 30-day total). The sums are read by the caller
 * under the player's row lock, so concurrent deposits cannot together pass a limit.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { BrandConfig } from '../../core/brand/brands';
import { DmError } from '../../core/contract/errors';
import { DEPOSIT_RULE_DM_ERROR } from '../../core/wallet/errors';
import {
  TOTAL_WINDOW_DAYS,
  depositLimits,
  utcDayStart,
  type checkDepositAmount,
  type DepositLimits,
} from '../../core/wallet/limits';
import {
  METHOD_FAMILY,
  cryptoNetworks,
  depositMethods,
  isPayMethod,
  type PayMethod,
} from '../../core/wallet/methods';
import type { DbOrTx } from '../db/database';
import { payOrders } from '../db/schema-payments';
import type { ApiFailure } from '../http/failure';
import { fail } from './context';
import { money } from './views';

/** What the player has deposited (orders not failed/expired) today and in the total window. */
export async function depositedSums(
  db: DbOrTx,
  uid: number,
  now: number,
): Promise<{ today: number; window: number }> {
  const dayStart = new Date(utcDayStart(now));
  const windowStart = new Date(now - TOTAL_WINDOW_DAYS * 86_400_000);
  const [row] = await db
    .select({
      today: sql<string>`coalesce(sum(${payOrders.amount}) filter (where ${payOrders.createdAt} >= ${dayStart.toISOString()}::timestamptz), 0)`,
      window: sql<string>`coalesce(sum(${payOrders.amount}), 0)`,
    })
    .from(payOrders)
    .where(
      and(
        eq(payOrders.uid, uid),
        eq(payOrders.direction, 'payin'),
        eq(payOrders.countsTowardLimits, true),
        inArray(payOrders.state, ['created', 'pending', 'paid']),
        sql`${payOrders.createdAt} >= ${windowStart.toISOString()}::timestamptz`,
      ),
    );
  return { today: Number(row?.today ?? 0), window: Number(row?.window ?? 0) };
}

export function limitsFor(brand: BrandConfig, currency: string): DepositLimits {
  return depositLimits(brand.id, brand.market, currency);
}

export function checkDepositMethod(
  brand: BrandConfig,
  currency: string,
  payType: string,
  network: string | undefined,
): { method: PayMethod; network: string | null } {
  if (!isPayMethod(payType) || !depositMethods(brand.id).includes(payType)) {
    throw fail(DmError.PayMethodUnavailable, `${payType.slice(0, 32)} is not a deposit method here`);
  }
  const family = METHOD_FAMILY[payType];
  const networks = cryptoNetworks(currency);
  if (family === 'crypto') {
    const chosen = payType === 'TRC20' ? 'TRC20' : (network ?? networks[0]);
    if (!chosen || !networks.includes(chosen)) {
      throw fail(
        DmError.PayMethodUnavailable,
        `No ${currency} deposits on network ${String(chosen).slice(0, 16)}`,
      );
    }
    return { method: payType, network: chosen };
  }
  if (brand.flags.multiCurrency && networks.length > 0) {
    throw fail(DmError.PayMethodUnavailable, `${payType} does not take ${currency}`);
  }
  return { method: payType, network: null };
}

export function depositRuleFailure(
  rule: NonNullable<ReturnType<typeof checkDepositAmount>>,
  limits: DepositLimits,
  sums: { today: number; window: number },
  currency: string,
): ApiFailure {
  const dm = DEPOSIT_RULE_DM_ERROR[rule];
  switch (rule) {
    case 'amount_invalid':
      return fail(dm, 'The amount must be a positive whole number of minor units');
    case 'below_min':
      return fail(dm, `The minimum deposit is ${money(limits.min, currency)}`);
    case 'above_daily':
      return fail(
        dm,
        `Over the daily deposit limit of ${money(limits.dailyMax, currency)} (left today: ${money(Math.max(0, limits.dailyMax - sums.today), currency)})`,
      );
    case 'above_total':
      return fail(
        dm,
        `Over the ${TOTAL_WINDOW_DAYS}-day deposit limit of ${money(limits.totalMax, currency)} (left: ${money(Math.max(0, limits.totalMax - sums.window), currency)})`,
      );
  }
}
