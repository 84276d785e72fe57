import { describe, expect, it } from 'vitest';
import {
  checkMethodEdit,
  checkOrderAmount,
  methodRules,
  overrideOf,
} from '../../../core/wallet/method-rules';

describe('payment method rules (issue #24 configuration)', () => {
  it('defaults are the code tables: every method on, the floor as minimum, no maximum', () => {
    expect(methodRules('mx', 'deposit', [])).toEqual(
      ['SPEI', 'OXXOPay', 'Card', 'MercadoPago'].map((method) => ({
        method,
        enabled: true,
        min: 8000,
        max: null,
        customised: false,
      })),
    );
  });

  it('applies overrides; a floor above a stored minimum wins', () => {
    const [pix] = methodRules('br', 'deposit', [{ method: 'PIX', enabled: false, min: 1000, max: 9000 }]);
    expect(pix).toEqual({ method: 'PIX', enabled: false, min: 3000, max: 9000, customised: true });
  });

  it('validates edits: known method, floor, min <= max', () => {
    const ok = { method: 'PIX', min: 3000, max: 3000 };
    expect(checkMethodEdit('br', 'deposit', ok)).toBeNull();
    expect(checkMethodEdit('br', 'deposit', { ...ok, method: 'SPEI' })).toBe('unknown_method');
    expect(checkMethodEdit('br', 'deposit', { ...ok, min: 2999 })).toBe('below_floor');
    expect(checkMethodEdit('br', 'deposit', { ...ok, min: 4000 })).toBe('min_above_max');
    expect(checkMethodEdit('br', 'withdraw', { ...ok, max: null })).toBeNull();
  });

  it('stores only differences', () => {
    expect(overrideOf('br', { method: 'PIX', enabled: true, min: 3000, max: null })).toBeNull();
    expect(overrideOf('br', { method: 'PIX', enabled: false, min: 3000, max: null })).toEqual({
      method: 'PIX',
      enabled: false,
      min: null,
      max: null,
    });
  });

  it('checks an order against the per-order limits', () => {
    const rule = { method: 'PIX' as const, enabled: true, min: 4000, max: 6000, customised: true };
    expect(checkOrderAmount(rule, 3999)).toBe('below_min');
    expect(checkOrderAmount(rule, 6001)).toBe('above_max');
    expect(checkOrderAmount(rule, 6000)).toBeNull();
    expect(checkOrderAmount({ ...rule, max: null }, 10 ** 9)).toBeNull();
  });
});
