/** Bonus math (core/promotions): deposit match with cap, wagering requirement, contribution rules, markets. */
import { describe, expect, it } from 'vitest';
import { bonusCapOf, marketAllows } from '../../../core/promotions/markets';
import { BonusState, DEFAULT_CONTRIBUTION, tabOfState } from '../../../core/promotions/types';
import {
  contributionOf,
  depositBonus,
  productOfGame,
  progressPercent,
  totalOddsMilli,
  wageringRequired,
} from '../../../core/promotions/wagering';

const rules = { minOddsMilli: 1500, maxStake: 10_000, contribution: DEFAULT_CONTRIBUTION };

describe('deposit match', () => {
  it('gives the percent of the deposit, at most the cap, nothing below the minimum', () => {
    const r = { percent: 100, cap: 60_000, minDeposit: 3000 };
    expect(depositBonus(r, 5000)).toBe(5000);
    expect(depositBonus(r, 100_000)).toBe(60_000);
    expect(depositBonus(r, 2999)).toBe(0);
    expect(depositBonus({ ...r, percent: 33 }, 3001)).toBe(990);
    expect(depositBonus({ ...r, cap: 0 }, 100_000)).toBe(100_000);
    expect(depositBonus(r, -5)).toBe(0);
    expect(depositBonus(r, 1.5)).toBe(0);
  });
});

describe('wagering', () => {
  it('is a multiple of the bonus, or of bonus plus deposit', () => {
    expect(wageringRequired({ wagerMultiple: 10, wagerBase: 'bonus' }, 5000, 5000)).toBe(50_000);
    expect(wageringRequired({ wagerMultiple: 10, wagerBase: 'bonus_deposit' }, 5000, 5000)).toBe(100_000);
    expect(wageringRequired({ wagerMultiple: 0, wagerBase: 'bonus' }, 5000, 0)).toBe(0);
  });

  it('counts slots fully, table games 20%, sports only at the minimum odds, nothing above the max stake', () => {
    expect(contributionOf(rules, { product: 'slots', stake: 2000 })).toBe(2000);
    expect(contributionOf(rules, { product: 'table', stake: 2001 })).toBe(400);
    expect(contributionOf(rules, { product: 'sports', stake: 2000, oddsMilli: 1500 })).toBe(2000);
    expect(contributionOf(rules, { product: 'sports', stake: 2000, oddsMilli: 1499 })).toBe(0);
    expect(contributionOf(rules, { product: 'sports', stake: 2000 })).toBe(0);
    expect(contributionOf(rules, { product: 'slots', stake: 10_000 })).toBe(10_000);
    expect(contributionOf(rules, { product: 'slots', stake: 10_001 })).toBe(0);
    expect(contributionOf({ ...rules, maxStake: 0 }, { product: 'slots', stake: 10_001 })).toBe(10_001);
    expect(contributionOf(rules, { product: 'slots', stake: 0 })).toBe(0);
  });

  it('progress is whole percent, capped at 100', () => {
    expect(progressPercent(0, 50_000)).toBe(0);
    expect(progressPercent(20_000, 50_000)).toBe(40);
    expect(progressPercent(49_999, 50_000)).toBe(99);
    expect(progressPercent(60_000, 50_000)).toBe(100);
    expect(progressPercent(0, 0)).toBe(100);
  });

  it('maps games to products and multiplies combo odds', () => {
    expect(productOfGame('slot')).toBe('slots');
    expect(['dice', 'roulette', 'crash'].map(productOfGame)).toEqual(['table', 'table', 'table']);
    expect(totalOddsMilli([1500, 2000])).toBe(3000);
    expect(totalOddsMilli([1333, 1333])).toBe(1776);
  });
});

describe('states and markets', () => {
  it('files locked and unlocking as available, unlocked and expired as unavailable', () => {
    expect(tabOfState(BonusState.Locked)).toBe('available');
    expect(tabOfState(BonusState.Unlocking)).toBe('available');
    expect(tabOfState(BonusState.Unlocked)).toBe('unavailable');
    expect(tabOfState(BonusState.Expired)).toBe('unavailable');
  });

  it('Brazil forbids the sign-up bonus; caps follow SPEC §9', () => {
    expect(marketAllows('BR', 'register')).toBe(false);
    expect(marketAllows('BR', 'first_deposit')).toBe(true);
    expect(marketAllows('MX', 'register')).toBe(true);
    expect(bonusCapOf('br')).toBe(60_000);
    expect(bonusCapOf('ke')).toBe(1_500_000);
    expect(bonusCapOf('nope')).toBe(60_000);
  });
});
