import { describe, expect, it } from 'vitest';
import { SettleResult as R } from '../../../../core/contract/schemas/bets';
import { acceptCashOut, cashOutPrice, CASHOUT_MARGIN_BP } from '../../../../core/bets/cashout';

const open = (oddsMilli: number, currentOddsMilli: number | null) => ({
  oddsMilli,
  result: R.NotSettled,
  currentOddsMilli,
});

describe('cash-out price', () => {
  it('single: stake x taken / current odds, less the margin', () => {
    // Unchanged odds: the stake back less 5%.
    expect(cashOutPrice('single_bet', 1000, [open(2000, 2000)])).toBe(950);
    // Odds shortened to 1.25 (now likely): 1000 x 2 / 1.25 = 1600, less 5% = 1520.
    expect(cashOutPrice('single_bet', 1000, [open(2000, 1250)])).toBe(1520);
    // Odds drifted to 4.0: 500 less 5%.
    expect(cashOutPrice('single_bet', 1000, [open(2000, 4000)])).toBe(475);
    expect(cashOutPrice('single_bet', 1000, [open(2000, 2000)], undefined, 0)).toBe(1000);
    expect(CASHOUT_MARGIN_BP).toBe(500);
  });
  it('combo: won legs at their odds, open legs at taken/current, void at 1', () => {
    const legs = [{ oddsMilli: 2000, result: R.Win, currentOddsMilli: null }, open(3000, 1500)];
    // 1000 x 2 x (3 / 1.5) = 4000 -> 3800
    expect(cashOutPrice('bet_multi', 1000, legs)).toBe(3800);
    const voided = [{ oddsMilli: 2000, result: R.Cancel, currentOddsMilli: null }, open(3000, 3000)];
    expect(cashOutPrice('bet_multi', 1000, voided)).toBe(950);
  });
  it('no offer: a lost combo, a suspended or locked open leg, a settled bet', () => {
    expect(
      cashOutPrice('bet_multi', 1000, [
        { oddsMilli: 2000, result: R.Lose, currentOddsMilli: null },
        open(3000, 1500),
      ]),
    ).toBeNull();
    expect(cashOutPrice('single_bet', 1000, [open(2000, null)])).toBeNull();
    expect(
      cashOutPrice('single_bet', 1000, [{ oddsMilli: 2000, result: R.Win, currentOddsMilli: null }]),
    ).toBeNull();
  });
  it('system: the sum over lines, a lost leg zeroing only its lines', () => {
    const legs = [
      { oddsMilli: 2000, result: R.Lose, currentOddsMilli: null },
      open(2000, 2000),
      open(2000, 2000),
    ];
    // Lines {0,1}, {0,2} are lost; {1,2} = 100 x 1 x 1 -> 95.
    expect(cashOutPrice('system_bet', 100, legs, 2)).toBe(95);
  });
});

describe('taking an offer', () => {
  it('within the tolerance pays the lower of offer and price now', () => {
    expect(acceptCashOut(1000, 1000)).toEqual({ ok: true, pay: 1000 });
    expect(acceptCashOut(1000, 980)).toEqual({ ok: true, pay: 980 });
    expect(acceptCashOut(1000, 1200)).toEqual({ ok: true, pay: 1000 });
  });
  it('refused beyond the tolerance or without a price', () => {
    expect(acceptCashOut(1000, 979)).toEqual({ ok: false });
    expect(acceptCashOut(1000, null)).toEqual({ ok: false });
    expect(acceptCashOut(0, 100)).toEqual({ ok: false });
  });
});
