/** The deposit page takes its preset amounts, method and prefilled amount from payin/user/recommend. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

vi.mock('../../../../src/platform/engine-bridge', () => import('../engine-mock'));

import DepositPage from '../../../../src/features/wallet/DepositPage';
import { useSession } from '../../../../src/app/stores/session';
import { useSettings } from '../../../../src/app/stores/settings';
import { cleanup, getByRole, render, settle } from '../dom';
import { fakeServer } from '../account-fetch';
import { depositInfo, PATH, setBrandId, textbox } from './wallet-fixtures';
import { topics } from '../engine-mock';

const RECOMMEND = '/api/piranha/finance/payin/user/recommend';

async function renderDeposit() {
  return render(
    <MemoryRouter initialEntries={['/deposit']}>
      <Routes>
        <Route path="/deposit" element={<DepositPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const quickLabels = (c: HTMLElement) =>
  [...c.querySelector('[aria-label="Quick amounts"]')!.querySelectorAll('button')].map((b) => b.textContent);

beforeEach(() => {
  localStorage.clear();
  setBrandId('br');
  useSession.getState().setUser({ uid: 9, nick: 'joao' });
  useSettings.setState({ currency: null, locale: 'en' });
  topics.set('balance', {
    status: 'ready',
    data: {
      balances: [{ currency: 'BRL', total_balance: 0, cash: 0, bonus: 0, freebet: 0 }],
      balance_info: { currency: 'BRL', balance: 0, symbol: 'R$' },
    },
  });
});

afterEach(() => {
  cleanup();
  topics.clear();
  vi.unstubAllGlobals();
});

const channels = [
  { key: 'PIX', family: 'qr' },
  { key: 'Card', family: 'card' },
];

describe('deposit recommendation', () => {
  it("preselects the player's method, shows their amounts and prefills the last one", async () => {
    const server = fakeServer({
      [PATH.info]: { data: depositInfo('BRL', channels) },
      [RECOMMEND]: {
        data: {
          currency: 'BRL',
          pay_type: 'Card',
          amounts: [3000, 4500, 5000, 9000],
          default_amount: 9000,
          last_amount: 9000,
          based_on: 3,
        },
      },
    });
    const { container } = await renderDeposit();
    await settle();
    expect(server.paths()).toContain(RECOMMEND);
    expect(getByRole(container, 'radio', 'Card').getAttribute('aria-checked')).toBe('true');
    expect(quickLabels(container)).toEqual(['R$ 30', 'R$ 45', 'R$ 50', 'R$ 90']);
    expect(textbox(container, 'Amount (BRL)').value).toBe('90');
    expect(container.textContent).toContain('Your last deposit: R$ 90.00');
  });

  it("falls back to the brand's presets and first method when the call fails", async () => {
    fakeServer({ [PATH.info]: { data: depositInfo('BRL', channels) } });
    const { container } = await renderDeposit();
    await settle();
    expect(getByRole(container, 'radio', 'PIX').getAttribute('aria-checked')).toBe('true');
    expect(quickLabels(container)).toEqual(['R$ 30', 'R$ 50', 'R$ 80', 'R$ 100']);
    expect(textbox(container, 'Amount (BRL)').value).toBe('');
  });
});
