import { describe, expect, it } from 'vitest';
import type { MarketProfile } from '../../../core/contract/schemas/rg';
import { looserFields } from '../../../core/rg/profile-floor';

const legal: MarketProfile = {
  pay_methods: null,
  signup_bonus: false,
  deposit_bonus: true,
  min_age: 18,
  identity: null,
  required_limits: ['deposit_day'],
  limits_at_registration: true,
  reality_minutes: 60,
  session_clock: true,
  show_rtp: false,
  risk_warnings: true,
  real_money: true,
};

describe('market profile floor', () => {
  it('allows the legal profile and stricter rules', () => {
    expect(looserFields(legal, legal)).toEqual([]);
    expect(
      looserFields(legal, {
        ...legal,
        deposit_bonus: false,
        min_age: 21,
        required_limits: ['deposit_day', 'loss_day'],
        reality_minutes: 30,
        show_rtp: true,
      }),
    ).toEqual([]);
  });

  it('names every looser field', () => {
    expect(
      looserFields(legal, {
        ...legal,
        signup_bonus: true,
        min_age: 16,
        required_limits: [],
        limits_at_registration: false,
        reality_minutes: 90,
        session_clock: false,
        risk_warnings: false,
      }),
    ).toEqual([
      'signup_bonus',
      'min_age',
      'required_limits',
      'limits_at_registration',
      'reality_minutes',
      'session_clock',
      'risk_warnings',
    ]);
    expect(looserFields(legal, { ...legal, reality_minutes: 0 })).toEqual(['reality_minutes']);
    expect(looserFields({ ...legal, reality_minutes: 0 }, { ...legal, reality_minutes: 120 })).toEqual([]);
  });
});
