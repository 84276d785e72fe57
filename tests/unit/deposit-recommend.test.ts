import { describe, expect, it } from 'vitest';
import { medianAmount, recommendDeposit } from '../../core/wallet/recommend';

const base = {
  offered: ['PIX', 'Card'],
  quickAmounts: [3000, 5000, 8000, 10000],
  min: 2000,
  maxLeft: 1_000_000,
};

describe('deposit recommendation (payin/user/recommend)', () => {
  it('without history: the first method and the quick amounts, the second as default', () => {
    expect(recommendDeposit({ ...base, history: [] })).toEqual({
      method: 'PIX',
      amounts: [3000, 5000, 8000, 10000],
      default_amount: 5000,
      last_amount: null,
      based_on: 0,
    });
  });

  it('prefers the method used most, the latest on a tie, and only an offered one', () => {
    const history = [
      { method: 'Card', amount: 4000, at: 1 },
      { method: 'Card', amount: 4000, at: 2 },
      { method: 'PIX', amount: 6000, at: 3 },
      { method: 'OXXO', amount: 6000, at: 4 },
      { method: 'OXXO', amount: 6000, at: 5 },
      { method: 'OXXO', amount: 6000, at: 6 },
    ];
    expect(recommendDeposit({ ...base, history }).method).toBe('Card');
    const tie = [
      { method: 'Card', amount: 4000, at: 1 },
      { method: 'PIX', amount: 4000, at: 2 },
    ];
    expect(recommendDeposit({ ...base, history: tie }).method).toBe('PIX');
  });

  it('puts the last and the usual amount first, then presets, ascending and within limits', () => {
    const history = [
      { method: 'PIX', amount: 12000, at: 30 },
      { method: 'PIX', amount: 4500, at: 20 },
      { method: 'PIX', amount: 4500, at: 10 },
    ];
    const r = recommendDeposit({ ...base, history });
    expect(r.amounts).toEqual([3000, 4500, 5000, 12000]);
    expect(r.default_amount).toBe(12000);
    expect(r.last_amount).toBe(12000);
    // The last amount no longer fits today's maximum: not proposed, not the default.
    const tight = recommendDeposit({ ...base, history, maxLeft: 9000 });
    expect(tight.amounts).toEqual([3000, 4500, 5000, 8000]);
    expect(tight.default_amount).toBe(5000);
  });

  it('takes the lower middle as the usual amount', () => {
    expect(medianAmount([100, 300, 200, 400])).toBe(200);
    expect(medianAmount([])).toBeNull();
  });
});
