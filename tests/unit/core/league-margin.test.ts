import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MARGIN_BP,
  MAX_MARGIN_BP,
  MIN_MARGIN_BP,
  isValidMarginBp,
  marginMultiplier,
} from '../../../core/ops/league-margin';
import { MARGIN } from '../../../core/sport/pricing';

describe('league margin (issue #24 trading)', () => {
  it('accepts whole basis points from 2 % to 15 % only', () => {
    expect([MIN_MARGIN_BP, 500, 1000, MAX_MARGIN_BP].every(isValidMarginBp)).toBe(true);
    expect([MIN_MARGIN_BP - 1, MAX_MARGIN_BP + 1, 0, -500, 500.5, Number.NaN].some(isValidMarginBp)).toBe(
      false,
    );
  });
  it('turns basis points into the pricing multiplier; the default is the feed default', () => {
    expect(marginMultiplier(1000)).toBeCloseTo(1.1, 10);
    expect(marginMultiplier(DEFAULT_MARGIN_BP)).toBeCloseTo(MARGIN, 10);
  });
});
