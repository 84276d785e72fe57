import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

vi.mock('../../../../src/platform/engine-bridge', () => import('../engine-mock'));

import WithdrawPage from '../../../../src/features/wallet/WithdrawPage';
import TransactionPage from '../../../../src/features/wallet/TransactionPage';
import { useSession } from '../../../../src/app/stores/session';
import { useSettings } from '../../../../src/app/stores/settings';
import { topics } from '../engine-mock';
import { cleanup, click, getByRole, queryAllByRole, render, settle } from '../dom';
import { fakeServer } from '../account-fetch';
import { elements, PATH, savedAccount, setBrandId, textbox, type, withdrawBalance } from './wallet-fixtures';

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}
const where = (c: HTMLElement) => c.querySelector('[data-testid="where"]')!.textContent;
const fieldErrors = (c: HTMLElement) => [...c.querySelectorAll('.field-error')].map((e) => e.textContent);

async function renderAt(url: string) {
  const view = await render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/withdraw" element={<WithdrawPage />} />
        <Route path="/transaction" element={<TransactionPage />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
  await settle();
  return view;
}

beforeEach(() => {
  localStorage.clear();
  useSession.getState().setUser({ uid: 9, nick: 'joao' });
  useSettings.setState({ currency: null, locale: 'en' });
  // A real-money player: the wallet pages wait for the balance to know the brand is not in play-money mode.
  topics.set('balance', {
    status: 'ready',
    data: {
      balances: [{ currency: 'BRL', total_balance: 0, cash: 0, bonus: 0, freebet: 0 }],
      balance_info: { currency: 'BRL', balance: 0, symbol: 'R$' },
    },
  });
  setBrandId('br');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('withdraw page', () => {
  it('shows the withdrawable cash, the 2% fee and what arrives; refuses below the minimum and above the balance', async () => {
    const server = fakeServer({
      [PATH.withdrawBalance]: { data: withdrawBalance(10_000) },
      [PATH.accounts]: { data: { list: [savedAccount(5)] } },
      [PATH.elements]: { data: elements(['PIX']) },
      [PATH.payout]: (body) => ({
        data: {
          order_id: 'W1',
          pay_status: 2,
          state: 'pending',
          amount: body.amount,
          fee: 100,
          receive_amount: 4900,
          currency: 'BRL',
          pay_type: 'PIX',
          account_masked: '*********.com',
          created_at: 0,
        },
      }),
    });
    const { container } = await renderAt('/withdraw');
    expect(container.textContent).toContain('R$ 100.00');
    expect(getByRole(container, 'radio', /^PIX/).getAttribute('aria-checked')).toBe('true');
    const amount = textbox(container, 'Amount (BRL)');
    await type(amount, '20');
    await click(
      getByRole(container.querySelector<HTMLElement>('form[aria-label="Withdraw"]')!, 'button', 'Withdraw'),
    );
    expect(fieldErrors(container)).toEqual(['The minimum withdrawal is R$ 30.00.']);
    await type(amount, '150');
    expect(fieldErrors(container)).toEqual(['You can withdraw up to R$ 100.00.']);
    expect(server.paths()).not.toContain(PATH.payout);

    await type(amount, '50');
    expect(container.querySelector('.fee-list')!.textContent).toBe('FeeR$ 1.00You receiveR$ 49.00');
    await click(
      getByRole(container.querySelector<HTMLElement>('form[aria-label="Withdraw"]')!, 'button', 'Withdraw'),
    );
    await settle();
    const payout = server.calls.filter((c) => c.path === PATH.payout);
    expect(payout).toHaveLength(1);
    expect(payout[0]!.body).toMatchObject({ amount: 5000, account_id: 5, currency_code: 'BRL' });
    expect(String(payout[0]!.body.idempotency_key)).toMatch(/^[0-9a-f-]{36}$/);
    expect(where(container)).toBe('/record-detail?order_id=W1&type=payout');
  });

  it('a player without accounts gets the account form first', async () => {
    fakeServer({
      [PATH.withdrawBalance]: { data: withdrawBalance(0) },
      [PATH.accounts]: { data: { list: [] } },
      [PATH.elements]: { data: elements(['PIX']) },
    });
    const { container } = await renderAt('/withdraw');
    expect(container.querySelector('form[aria-label="New withdrawal account"]')).not.toBeNull();
    expect(container.querySelector('form[aria-label="Withdraw"]')).toBeNull();
  });
});

describe('transactions', () => {
  it('lists deposits and withdrawals with direction and the SPEC §4 status, pages with Load more, retries a failure', async () => {
    const tx = (order_id: string, direction: 'payin' | 'payout', status: number) => ({
      order_id,
      direction,
      status,
      state: 'pending',
      amount: 5000,
      fee: 0,
      currency: 'BRL',
      method: 'PIX',
      created_at: Date.UTC(2026, 10, 22, 12),
      updated_at: 0,
    });
    let fail = true;
    let pages = 0;
    fakeServer({
      [PATH.history]: () => {
        if (fail) return { status: 500 };
        return pages++ > 0
          ? { data: { list: [tx('D9', 'payin', 3)], cursor: '', has_more: false } }
          : {
              data: {
                list: [
                  tx('D1', 'payin', 1),
                  tx('W1', 'payout', 20),
                  tx('D2', 'payin', 4),
                  tx('D3', 'payin', 0),
                ],
                cursor: 'c1',
                has_more: true,
              },
            };
      },
    });
    const { container } = await renderAt('/transaction');
    fail = false;
    await click(getByRole(container, 'button', 'Try again'));
    await settle();
    const rows = () =>
      [...container.querySelectorAll('.tx-row')].map((r) => [
        r.querySelector('.tx-title')!.textContent,
        r.querySelector('.tx-amount')!.textContent,
        r.querySelector('.tx-status')!.textContent,
      ]);
    expect(rows()).toEqual([
      ['Deposit · PIX', '+R$ 50.00', 'Received'],
      // 20 is a pending status (SPEC §4); on a withdrawal it is the operator's review (issue #24).
      ['Withdrawal · PIX', '−R$ 50.00', 'In review'],
      ['Deposit · PIX', '+R$ 50.00', 'Failed'],
      ['Deposit · PIX', '+R$ 50.00', 'Pending'],
    ]);
    expect(getByRole(container, 'link', /^Withdrawal · PIX/).getAttribute('href')).toBe(
      '/transaction-detail?order_id=W1&type=payout',
    );
    await click(getByRole(container, 'button', 'Load more'));
    await settle();
    expect(rows()[4]).toEqual(['Deposit · PIX', '+R$ 50.00', 'Expired']);
    expect(queryAllByRole(container, 'button', 'Load more')).toHaveLength(0);
  });
});
