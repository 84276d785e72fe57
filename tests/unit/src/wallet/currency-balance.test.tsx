import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';

vi.mock('../../../../src/platform/engine-bridge', () => import('../engine-mock'));

import { topics } from '../engine-mock';
import { CurrencyPicker, CURRENCY_PROMPT_OFF_KEY } from '../../../../src/features/wallet/CurrencySheets';
import { balanceLines } from '../../../../src/platform/balance';
import { useSession } from '../../../../src/app/stores/session';
import { useSettings } from '../../../../src/app/stores/settings';
import { luhnOk, expiryOk, checkCard } from '../../../../src/features/wallet/card';
import { cleanup, click, getByRole, queryAllByRole, render } from '../dom';
import { setBrandId } from './wallet-fixtures';
import { storageKey } from '../../../../src/platform/storage';

beforeEach(() => {
  localStorage.clear();
  useSettings.setState({ currency: null, locale: 'en' });
  useSession.getState().setUser({ uid: 4 });
  topics.set('balance', {
    status: 'ready',
    data: {
      balances: [
        { currency: 'USDT', total_balance: 12_345, cash: 12_345, bonus: 0, freebet: 0 },
        { currency: 'BTC', total_balance: 50, cash: 50, bonus: 0, freebet: 0 },
      ],
      balance_info: { currency: 'USDT', balance: 12_345, symbol: 'USDT' },
    },
  });
});
afterEach(cleanup);

describe('currency select and change sheets (SPEC §4 Currency selection)', () => {
  it('asks before switching, stores the currency, clears the message cache and reloads; opt-out skips the prompt', async () => {
    setBrandId('crypto');
    localStorage.setItem('message_list', '[1]');
    localStorage.setItem(storageKey('lang'), 'en');
    const reload = vi.fn();
    const { container } = await render(
      <MemoryRouter>
        <CurrencyPicker currencies={['USDT', 'BTC', 'ETH']} reload={reload} />
      </MemoryRouter>,
    );
    await click(getByRole(container, 'button', 'Currency: USDT'));
    const options = queryAllByRole(container, 'radio').map((r) => r.textContent);
    expect(options).toEqual(['USDT123.45 USDT', 'BTC0.50 BTC', 'ETH0.00 ETH']);
    await click(getByRole(container, 'radio', /^BTC/));
    expect(container.textContent).toContain('Switch from USDT to BTC?');
    expect(reload).not.toHaveBeenCalled();

    await click(getByRole(container, 'button', 'Cancel'));
    expect(useSettings.getState().currency).toBeNull();

    await click(getByRole(container, 'button', 'Currency: USDT'));
    await click(getByRole(container, 'radio', /^BTC/));
    await click(container.querySelector<HTMLInputElement>('.wallet-check input')!);
    await click(getByRole(container, 'button', 'Switch'));
    expect(useSettings.getState().currency).toBe('BTC');
    expect(localStorage.getItem(storageKey('currency'))).toBe('BTC');
    expect(localStorage.getItem('message_list')).toBeNull();
    expect(localStorage.getItem(storageKey('lang'))).toBe('en');
    expect(localStorage.getItem(CURRENCY_PROMPT_OFF_KEY)).toBe('1');
    expect(reload).toHaveBeenCalledTimes(1);

    // Opted out: the next switch goes straight through.
    await click(getByRole(container, 'button', 'Currency: BTC'));
    await click(getByRole(container, 'radio', /^ETH/));
    expect(container.textContent).not.toContain('Switch from');
    expect(useSettings.getState().currency).toBe('ETH');
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

describe('header balance lines', () => {
  const balance = (symbol: string) => ({
    balances: [
      { currency: 'MXN', total_balance: 25_000, cash: 25_000, bonus: 0, freebet: 0 },
      { currency: 'USD', total_balance: 700, cash: 700, bonus: 0, freebet: 0 },
    ],
    balance_info: { currency: 'MXN', balance: 25_000, symbol },
  });

  it('Mexico shows a zero wallet when its symbol differs from the current currency (SPEC §3)', () => {
    expect(balanceLines(balance('$'), 'MX', 'MXN')).toEqual([
      { currency: 'MXN', total: 25_000 },
      { currency: 'USD', total: 700 },
    ]);
    expect(balanceLines(balance('US$'), 'MX', 'MXN')[0]).toEqual({ currency: 'MXN', total: 0 });
    // Only Mexico has the rule.
    expect(balanceLines(balance('US$'), 'BR', 'MXN')[0]).toEqual({ currency: 'MXN', total: 25_000 });
  });
});

describe('card checks', () => {
  it('Luhn, a future MM/YY expiry and a 3-4 digit CVC', () => {
    expect(luhnOk('4242424242424242')).toBe(true);
    expect(luhnOk('4242424242424241')).toBe(false);
    expect(luhnOk('42')).toBe(false);
    const now = Date.UTC(2026, 10, 22);
    expect(expiryOk('11/26', now)).toBe(true);
    expect(expiryOk('10/26', now)).toBe(false);
    expect(expiryOk('13/30', now)).toBe(false);
    const card = { number: '4242 4242 4242 4242', expiry: '12/29', cvc: '123', holder: 'A B' };
    expect(checkCard(card, now)).toBeNull();
    expect(checkCard({ ...card, cvc: '12' }, now)).toBe('cvc');
    expect(checkCard({ ...card, holder: ' ' }, now)).toBe('holder');
  });
});
