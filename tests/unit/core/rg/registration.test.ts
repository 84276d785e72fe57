import { describe, expect, it } from 'vitest';
import type { MarketProfile } from '../../../../core/contract/schemas/rg';
import { cpfFromNine, isValidCpf } from '../../../../core/rg/cpf';
import {
  ageOn,
  parseBirthDate,
  registrationNeeds,
  verificationNeeded,
} from '../../../../core/rg/registration';

const base: MarketProfile = {
  pay_methods: null,
  signup_bonus: true,
  deposit_bonus: true,
  min_age: 18,
  identity: null,
  required_limits: [],
  limits_at_registration: false,
  reality_minutes: 0,
  session_clock: false,
  show_rtp: false,
  risk_warnings: false,
  real_money: true,
};
const brazil: MarketProfile = {
  ...base,
  identity: { document: 'cpf', when: 'registration' },
  limits_at_registration: true,
};
const NOW = Date.UTC(2026, 10, 25, 12);

describe('registration rules (issue #21)', () => {
  it('Brazil asks a date of birth, a CPF and offers limits; others only terms and age', () => {
    expect(registrationNeeds(brazil)).toEqual({ minAge: 18, birthDate: true, document: 'cpf', limits: true });
    expect(registrationNeeds(base)).toEqual({ minAge: 18, birthDate: false, document: null, limits: false });
    expect(
      registrationNeeds({ ...base, identity: { document: 'ine', when: 'first_withdrawal' } }).document,
    ).toBe(null);
  });

  it('ages by the calendar day, refusing dates that do not exist or lie ahead', () => {
    expect(ageOn('2008-11-25', NOW)).toBe(18);
    expect(ageOn('2008-11-26', NOW)).toBe(17);
    expect(ageOn('2000-02-29', NOW)).toBe(26);
    expect(ageOn('2027-01-01', NOW)).toBeNull();
    expect(parseBirthDate('1990-02-30')).toBeNull();
    expect(parseBirthDate('90-01-01')).toBeNull();
  });

  it('a withdrawal needs verification unless verified, per the market', () => {
    expect(verificationNeeded(base, 'none', 0)).toBe(false);
    expect(verificationNeeded(brazil, 'none', 0)).toBe(true);
    expect(verificationNeeded(brazil, 'verified', 0)).toBe(false);
    const threshold = {
      ...base,
      identity: { document: 'id', when: 'threshold', deposit_threshold: 100_000 },
    };
    expect(verificationNeeded(threshold, 'unverified', 99_999)).toBe(false);
    expect(verificationNeeded(threshold, 'pending', 100_000)).toBe(true);
  });

  it('builds a CPF from nine digits with its check digits', () => {
    expect(cpfFromNine('529982247')).toBe('52998224725');
    for (const nine of ['000000001', '123456789', '987654321'])
      expect(isValidCpf(cpfFromNine(nine))).toBe(true);
  });
});
