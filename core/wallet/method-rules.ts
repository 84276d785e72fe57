/**
 * Payment methods per brand as an operator configures them (issue #24 configuration): each deposit and
 * withdraw method on or off, with a minimum and maximum per order. The defaults are the code tables
 * (methods.ts DEPOSIT_METHODS / WITHDRAW_METHODS, limits.ts MIN_DEPOSIT: the market's floor, and no
 * per-order maximum beyond the market's daily and 30-day limits); an override stores only what differs.
 * Pure: the server merges the stored overrides, the console shows the same merge.
 */
import type { BrandId } from '../brand/client-brands';
import { MIN_DEPOSIT } from './limits';
import { depositMethods, withdrawMethods, type PayMethod } from './methods';

export type PayDirection = 'deposit' | 'withdraw';

/** A stored override: null fields keep the default. */
export interface MethodOverride {
  method: string;
  enabled: boolean | null;
  min: number | null;
  max: number | null;
}

export interface MethodRule {
  method: PayMethod;
  enabled: boolean;
  /** Minimum per order, minor units; never below the market's floor. */
  min: number;
  /** Maximum per order, minor units; null: none beyond the market's limits. */
  max: number | null;
  /** True when an override changes anything. */
  customised: boolean;
}

/** The market's floor: the smallest minimum an operator may set (SPEC §9 minimum deposit / withdrawal). */
export const methodFloor = (brand: BrandId): number => MIN_DEPOSIT[brand];

export const methodsOf = (brand: BrandId, direction: PayDirection): readonly PayMethod[] =>
  direction === 'deposit' ? depositMethods(brand) : withdrawMethods(brand);

/** Every method of the brand and direction with the overrides applied, in the code table's order. */
export function methodRules(
  brand: BrandId,
  direction: PayDirection,
  overrides: readonly MethodOverride[],
): MethodRule[] {
  const floor = methodFloor(brand);
  return methodsOf(brand, direction).map((method) => {
    const o = overrides.find((x) => x.method === method);
    return {
      method,
      enabled: o?.enabled ?? true,
      // A floor raised after an override was saved still wins.
      min: Math.max(floor, o?.min ?? floor),
      max: o?.max ?? null,
      customised: !!o && (o.enabled !== null || o.min !== null || o.max !== null),
    };
  });
}

export type MethodEditError = 'unknown_method' | 'below_floor' | 'min_above_max' | 'amount_invalid';

/** Checks an edit: a method the brand has, whole positive amounts, min >= the floor, min <= max. */
export function checkMethodEdit(
  brand: BrandId,
  direction: PayDirection,
  edit: { method: string; min: number; max: number | null },
): MethodEditError | null {
  if (!(methodsOf(brand, direction) as readonly string[]).includes(edit.method)) return 'unknown_method';
  if (!Number.isSafeInteger(edit.min) || (edit.max !== null && !Number.isSafeInteger(edit.max)))
    return 'amount_invalid';
  if (edit.min < methodFloor(brand)) return 'below_floor';
  if (edit.max !== null && edit.max < edit.min) return 'min_above_max';
  return null;
}

/** What differs from the default (null: nothing, the override row can go). */
export function overrideOf(
  brand: BrandId,
  edit: { method: string; enabled: boolean; min: number; max: number | null },
): MethodOverride | null {
  const o: MethodOverride = {
    method: edit.method,
    enabled: edit.enabled ? null : false,
    min: edit.min === methodFloor(brand) ? null : edit.min,
    max: edit.max,
  };
  return o.enabled === null && o.min === null && o.max === null ? null : o;
}

/** An order's amount against a method's per-order limits. */
export function checkOrderAmount(rule: MethodRule, amount: number): 'below_min' | 'above_max' | null {
  if (amount < rule.min) return 'below_min';
  if (rule.max !== null && amount > rule.max) return 'above_max';
  return null;
}
