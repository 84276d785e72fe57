import { describe, expect, it } from 'vitest';
import {
  AMOUNT_LIMIT_KEYS,
  changeRule,
  exclusionEnd,
  periodEnd,
  periodStart,
  validLimitValue,
  widestStart,
} from '../../../../core/rg/limits';
import { cpfDigits, formatCpf, isValidCpf } from '../../../../core/rg/cpf';

// Wednesday 2026-11-25 14:30 UTC
const NOW = Date.UTC(2026, 10, 25, 14, 30);

describe('limit periods (UTC calendar)', () => {
  it('starts and ends the day, the week (Monday) and the month', () => {
    expect(periodStart('day', NOW)).toBe(Date.UTC(2026, 10, 25));
    expect(periodEnd('day', NOW)).toBe(Date.UTC(2026, 10, 26));
    expect(periodStart('week', NOW)).toBe(Date.UTC(2026, 10, 23));
    expect(periodEnd('week', NOW)).toBe(Date.UTC(2026, 10, 30));
    expect(periodStart('month', NOW)).toBe(Date.UTC(2026, 10, 1));
    expect(periodEnd('month', NOW)).toBe(Date.UTC(2026, 11, 1));
  });

  it('puts a Sunday in the week that began the Monday before', () => {
    const sunday = Date.UTC(2026, 10, 29, 23, 59);
    expect(periodStart('week', sunday)).toBe(Date.UTC(2026, 10, 23));
  });

  it('reads from the earlier of the week and the month start', () => {
    const dec2 = Date.UTC(2026, 11, 2, 8);
    expect(widestStart(dec2)).toBe(Date.UTC(2026, 10, 30));
    expect(widestStart(NOW)).toBe(Date.UTC(2026, 10, 1));
  });

  it('ends December in January', () => {
    expect(periodEnd('month', Date.UTC(2026, 11, 31, 23))).toBe(Date.UTC(2027, 0, 1));
  });
});

describe('limit changes', () => {
  it('applies a stricter limit at once and waits for a looser one', () => {
    expect(changeRule(null, 5000)).toBe('immediate');
    expect(changeRule(5000, 2000)).toBe('immediate');
    expect(changeRule(5000, 8000)).toBe('delayed');
    expect(changeRule(5000, null)).toBe('delayed');
    expect(changeRule(5000, 5000)).toBe('none');
    expect(changeRule(null, null)).toBe('none');
  });

  it('accepts positive whole amounts and session minutes within bounds', () => {
    expect(AMOUNT_LIMIT_KEYS).toHaveLength(9);
    expect(validLimitValue('deposit_day', 100)).toBe(true);
    expect(validLimitValue('deposit_day', 0)).toBe(false);
    expect(validLimitValue('deposit_day', 1.5)).toBe(false);
    expect(validLimitValue('session_minutes', 10)).toBe(false);
    expect(validLimitValue('session_minutes', 60)).toBe(true);
  });

  it('ends a time out after whole days and a self-exclusion after calendar months', () => {
    expect(exclusionEnd('timeout', 1, NOW)).toBe(NOW + 86_400_000);
    expect(exclusionEnd('self_exclusion', 6, NOW)).toBe(Date.UTC(2027, 4, 25, 14, 30));
  });
});

describe('CPF', () => {
  it('accepts valid check digits, bare or masked', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('123.456.789-09')).toBe(true);
  });

  it('refuses wrong check digits, repeated digits and other shapes', () => {
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('52998224715')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('529-982-247.25')).toBe(false);
    expect(cpfDigits(' 529.982.247-25 ')).toBe('52998224725');
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
  });
});
