import { describe, expect, it } from 'vitest';
import { BRANDS } from '../../../../core/brand/brands';
import { DmError } from '../../../../core/contract/errors';
import { balanceOf, walletDisplayBalance } from '../../../../core/wallet/balance';
import { brandCurrencies, resolveWalletCurrency } from '../../../../core/wallet/currency';
import {
  ACCOUNT_RULE_DM_ERROR,
  DEPOSIT_RULE_DM_ERROR,
  WITHDRAW_RULE_DM_ERROR,
} from '../../../../core/wallet/errors';
import {
  PayStatus,
  iosPurchaseStep,
  isFinalState,
  orderPayStatus,
  payStatusOutcome,
  payinDetailOutcome,
} from '../../../../core/wallet/status';

describe('pay transaction status (SPEC §4)', () => {
  it.each([
    [0, 'pending'],
    [1, 'success'],
    [2, 'pending'],
    [3, 'timeout'],
    [4, 'failed'],
    [20, 'pending'],
    [99, 'failed'],
  ])('%i -> %s', (status, outcome) => {
    expect(payStatusOutcome(status)).toBe(outcome);
  });

  it('our order states map to the codes', () => {
    expect(orderPayStatus('created')).toBe(PayStatus.Unprocessed);
    expect(orderPayStatus('pending')).toBe(PayStatus.Pending);
    expect(orderPayStatus('paid')).toBe(PayStatus.Finished);
    expect(orderPayStatus('expired')).toBe(PayStatus.Timeout);
    expect(orderPayStatus('failed')).toBe(PayStatus.Failed);
  });

  it('paid, failed and expired are final', () => {
    expect(isFinalState('paid')).toBe(true);
    expect(isFinalState('failed')).toBe(true);
    expect(isFinalState('expired')).toBe(true);
    expect(isFinalState('created')).toBe(false);
    expect(isFinalState('pending')).toBe(false);
  });

  it('payin detail: 1 success, 0 and 2 pending, others over', () => {
    expect(payinDetailOutcome(1)).toBe('success');
    expect(payinDetailOutcome(0)).toBe('pending');
    expect(payinDetailOutcome(2)).toBe('pending');
    expect(payinDetailOutcome(3)).toBe('over');
    expect(payinDetailOutcome(4)).toBe('over');
    expect(payinDetailOutcome(20)).toBe('over');
  });

  it('iOS purchase reporting: poll on 0/2, report on 1, stop otherwise', () => {
    expect(iosPurchaseStep(0)).toBe('poll');
    expect(iosPurchaseStep(2)).toBe('poll');
    expect(iosPurchaseStep(1)).toBe('report');
    expect(iosPurchaseStep(3)).toBe('stop');
    expect(iosPurchaseStep(4)).toBe('stop');
  });
});

describe("Mexico's zero-wallet rule (SPEC §3)", () => {
  it('shows zero in Mexico when the wallet symbol differs from the current currency', () => {
    expect(walletDisplayBalance('MX', 12345, 'USD', '$')).toBe(0);
    expect(walletDisplayBalance('MX', 12345, '$', '$')).toBe(12345);
  });
  it('other markets always show the balance', () => {
    expect(walletDisplayBalance('BR', 12345, 'USD', 'R$')).toBe(12345);
  });
  it('balanceOf finds the currency row or 0', () => {
    const rows = [{ currency: 'BRL', total_balance: 100000 }];
    expect(balanceOf(rows, 'brl')).toBe(100000);
    expect(balanceOf(rows, 'USD')).toBe(0);
  });
});

describe('wallet currency', () => {
  const br = BRANDS.find((b) => b.id === 'br')!;
  const crypto = BRANDS.find((b) => b.id === 'crypto')!;
  it('a single-currency brand always uses its currency', () => {
    expect(brandCurrencies(br)).toEqual(['BRL']);
    expect(resolveWalletCurrency(br, undefined)).toBe('BRL');
    expect(resolveWalletCurrency(br, 'usd')).toBe('BRL');
  });
  it('the multi-currency brand allows the crypto list, USDT first', () => {
    expect(brandCurrencies(crypto)[0]).toBe('USDT');
    expect(brandCurrencies(crypto)).toContain('BTC');
    expect(resolveWalletCurrency(crypto, 'btc')).toBe('BTC');
    expect(resolveWalletCurrency(crypto, 'BRL')).toBeNull();
  });
});

describe('rule errors as dm_error codes', () => {
  it('are in the wallet range or the shared ones', () => {
    const codes = [
      ...Object.values(ACCOUNT_RULE_DM_ERROR),
      ...Object.values(DEPOSIT_RULE_DM_ERROR),
      ...Object.values(WITHDRAW_RULE_DM_ERROR),
    ];
    for (const c of codes) {
      expect(c === DmError.BadRequest || (c >= 3001 && c <= 3199)).toBe(true);
    }
    expect(DEPOSIT_RULE_DM_ERROR.above_daily).toBe(DmError.DepositAboveDailyMax);
    expect(ACCOUNT_RULE_DM_ERROR.account_length).toBe(DmError.WithdrawAccountInvalid);
  });
});
