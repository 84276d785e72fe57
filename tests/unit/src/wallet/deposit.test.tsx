import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

vi.mock('../../../../src/platform/engine-bridge', () => import('../engine-mock'));

import DepositPage from '../../../../src/features/wallet/DepositPage';
import DepositWaitPage from '../../../../src/features/wallet/DepositWaitPage';
import { ThaiBankPage, ThaiQrPayPage } from '../../../../src/features/wallet/ThaiPayPages';
import { useSession } from '../../../../src/app/stores/session';
import { useSettings } from '../../../../src/app/stores/settings';
import { DEPOSIT_DATA_KEY } from '../../../../src/features/wallet/deposit-data';
import { storageKey } from '../../../../src/platform/storage';
import { cleanup, click, getByRole, queryAllByRole, render, settle } from '../dom';
import { fakeServer } from '../account-fetch';
import { depositInfo, PATH, payinOrder, setBrandId, textbox, type } from './wallet-fixtures';
import { calls, publishTopic, refreshes, setOnRefreshTopic, topics } from '../engine-mock';

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}
const where = (c: HTMLElement) => c.querySelector('[data-testid="where"]')!.textContent;

async function renderAt(url: string) {
  const view = await render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/deposit" element={<DepositPage />} />
        <Route path="/deposit-wait" element={<DepositWaitPage />} />
        <Route path="/thaiqr-pay" element={<ThaiQrPayPage />} />
        <Route path="/th-bank-page" element={<ThaiBankPage />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
  return view;
}

const fieldErrors = (c: HTMLElement) => [...c.querySelectorAll('.field-error')].map((e) => e.textContent);

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
});

afterEach(() => {
  cleanup();
  topics.clear();
  refreshes.length = 0;
  calls.refresh = 0;
  setOnRefreshTopic(async () => undefined);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('deposit page', () => {
  it('checks the brand minimum and daily maximum, then creates the order once and keeps only its data', async () => {
    setBrandId('br');
    const server = fakeServer({
      [PATH.info]: { data: depositInfo('BRL', [{ key: 'PIX', family: 'qr' }]) },
      [PATH.create]: { data: payinOrder(0) },
      [PATH.status]: { data: payinOrder(2) },
    });
    const { container } = await renderAt('/deposit');
    await settle();
    expect(getByRole(container, 'radio', 'PIX').getAttribute('aria-checked')).toBe('true');
    expect(container.textContent).toContain('Minimum: R$ 30.00');
    expect(container.textContent).toContain('Daily maximum: R$ 100.00');

    const amount = textbox(container, 'Amount (BRL)');
    await type(amount, '10');
    await click(getByRole(container, 'button', 'Deposit'));
    expect(fieldErrors(container)).toEqual(['The minimum deposit is R$ 30.00.']);
    await type(amount, '150');
    expect(fieldErrors(container)).toEqual(['This is above your daily deposit limit of R$ 100.00.']);
    expect(server.paths()).not.toContain(PATH.create);

    await click(getByRole(container, 'button', 'R$ 50'));
    await click(getByRole(container, 'button', 'Deposit R$ 50.00'));
    await settle();
    const create = server.calls.filter((c) => c.path === PATH.create);
    expect(create).toHaveLength(1);
    expect(create[0]!.body).toMatchObject({ amount: 5000, pay_type: 'PIX', currency_code: 'BRL' });
    expect(String(create[0]!.body.idempotency_key)).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(localStorage.getItem(storageKey(DEPOSIT_DATA_KEY))!)).toEqual({
      orderId: 'D1',
      amount: 5000,
      currencyCode: 'BRL',
    });
    expect(where(container)).toBe('/deposit-wait?order_id=D1');
  });

  it('the USDT variant picks USDT and sends the network chosen in the sheet', async () => {
    setBrandId('crypto');
    const info = depositInfo('USDT', [
      { key: 'TRC20', family: 'crypto' },
      { key: 'USDT', family: 'crypto' },
    ]);
    info.pay_channel[1]!.networks = ['TRC20', 'ERC20', 'BEP20'];
    info.limits = { min: 8000, daily_max: 25000, total_max: 100000, daily_left: 25000, total_left: 100000 };
    const server = fakeServer({
      [PATH.info]: { data: info },
      [PATH.create]: { data: payinOrder(0, { order_id: 'U1', currency: 'USDT' }) },
      [PATH.status]: { data: payinOrder(2) },
    });
    const { container } = await renderAt('/deposit?rechargeChannel=USDT&noHeader=1');
    await settle();
    expect(queryAllByRole(container, 'button', 'Back')).toHaveLength(0);
    expect(getByRole(container, 'radio', 'USDT').getAttribute('aria-checked')).toBe('true');
    await click(getByRole(container, 'button', 'Network: TRC20'));
    await click(getByRole(container, 'radio', 'ERC20'));
    expect(queryAllByRole(container, 'button', 'Network: ERC20')).toHaveLength(1);
    await type(textbox(container, 'Amount (USDT)'), '100');
    await click(getByRole(container, 'button', 'Deposit 100.00 USDT'));
    await settle();
    expect(server.calls.find((c) => c.path === PATH.create)?.body).toMatchObject({
      amount: 10000,
      pay_type: 'USDT',
      network: 'ERC20',
      currency_code: 'USDT',
    });
    expect(where(container)).toBe('/deposit-wait?order_id=U1&noHeader=1');
  });
});

describe('deposit wait page', () => {
  // The engine checks the order every 10 s until it is over (topic payinOrder: tests/unit/workers/pay-orders.test.ts);
  // here the page shows what the topic holds.
  it('shows the QR and code from the order topic, and the sandbox control settles it and checks at once', async () => {
    setBrandId('br');
    const server = fakeServer({
      [PATH.mark]: { data: { order_id: 'D1', state: 'paid', pay_status: 1, applied: true } },
    });
    publishTopic('payinOrder', { data: payinOrder(2), status: 'ready' });
    // The engine answers the check with the paid order.
    setOnRefreshTopic(async () => publishTopic('payinOrder', { data: payinOrder(1), status: 'ready' }));
    const { container } = await renderAt('/deposit-wait?order_id=D1');
    expect(container.querySelector('svg[role="img"]')?.getAttribute('aria-label')).toBe('QR code to pay PIX');
    expect(container.textContent).toContain('PIXCODE-D1');
    expect(container.textContent).toMatch(/Expires in (29:59|30:00)/);
    expect(where(container)).toBe('/deposit-wait?order_id=D1');

    await click(getByRole(container, 'button', 'Sandbox: mark as paid'));
    await settle();
    expect(server.calls.find((c) => c.path === PATH.mark)?.body).toEqual({ order_id: 'D1', outcome: 'paid' });
    expect(refreshes).toContain('payinOrder');
    expect(where(container)).toBe('/deposit-result?order_id=D1');
  });

  it('offers a retry when the order cannot be loaded, no sandbox without the control, and leaves once it is over', async () => {
    setBrandId('mx');
    fakeServer({});
    publishTopic('payinOrder', { status: 'error', error: 'offline' });
    const { container } = await renderAt('/deposit-wait?order_id=M1');
    await click(getByRole(container, 'button', 'Try again'));
    expect(calls.refresh).toBeGreaterThan(0);
    await act(async () =>
      publishTopic('payinOrder', {
        status: 'ready',
        data: payinOrder(2, {
          order_id: 'M1',
          currency: 'MXN',
          pay_type: 'SPEI',
          sandbox_control: false,
          instructions: {
            family: 'bank_reference',
            bank_name: 'STP',
            account_no: '646180157000000004',
            reference: '1234567',
          },
        }),
      }),
    );
    expect(container.textContent).toContain('646180157000000004');
    expect(container.textContent).toContain('1234567');
    // SPEI's account is a CLABE (any other transfer names an account number).
    expect(getByRole(container, 'button', 'Copy CLABE')).toBeTruthy();
    // A server with the sandbox control off (SANDBOX_PAYMENTS=0) gets no sandbox buttons.
    expect(container.textContent).not.toContain('Sandbox provider');
    await act(async () =>
      publishTopic('payinOrder', {
        status: 'ready',
        data: payinOrder(3, { order_id: 'M1', currency: 'MXN', pay_type: 'SPEI' }),
      }),
    );
    await settle();
    expect(where(container)).toBe('/deposit-result?order_id=M1');
  });
});

describe('the Thai payment screens (/thaiqr-pay, /th-bank-page)', () => {
  it('a ThaiQR order shows its QR, code and countdown under the ThaiQR title, and the sandbox settles it', async () => {
    setBrandId('br');
    fakeServer({ [PATH.mark]: { data: { order_id: 'T1', state: 'paid', pay_status: 1, applied: true } } });
    const thai = { order_id: 'T1', currency: 'THB', pay_type: 'ThaiQR' };
    publishTopic('payinOrder', {
      status: 'ready',
      data: payinOrder(2, {
        ...thai,
        instructions: { family: 'qr', qr_payload: 'TQR-T1', copy_code: 'TQR-T1' },
      }),
    });
    setOnRefreshTopic(async () => publishTopic('payinOrder', { data: payinOrder(1, thai), status: 'ready' }));
    const { container } = await renderAt('/thaiqr-pay?order_id=T1');
    expect(getByRole(container, 'heading', 'ThaiQR payment')).toBeTruthy();
    expect(container.textContent).toContain('Scan QR (PromptPay)');
    expect(container.querySelector('svg[role="img"]')?.getAttribute('aria-label')).toBe(
      'QR code to pay ThaiQR',
    );
    expect(container.textContent).toContain('TQR-T1');
    expect(container.textContent).toMatch(/Expires in (29:59|30:00)/);
    await click(getByRole(container, 'button', 'Sandbox: mark as paid'));
    await settle();
    expect(where(container)).toBe('/deposit-result?order_id=T1');
  });

  it('a transfer in baht shows the bank, an account number (not a CLABE) and the reference', async () => {
    setBrandId('br');
    fakeServer({});
    publishTopic('payinOrder', {
      status: 'ready',
      data: payinOrder(2, {
        order_id: 'T2',
        currency: 'THB',
        pay_type: 'BankTransfer',
        instructions: {
          family: 'bank_reference',
          bank_name: 'Sandbox Bank',
          account_no: '12345678901234',
          beneficiary: 'Sandbox Payments Ltd',
          reference: '9876543210',
        },
      }),
    });
    const { container } = await renderAt('/th-bank-page?order_id=T2');
    expect(getByRole(container, 'heading', 'Thai bank transfer')).toBeTruthy();
    expect(container.textContent).toContain('Account number');
    expect(container.textContent).not.toContain('CLABE');
    expect(container.textContent).toContain('12345678901234');
    expect(container.textContent).toContain('9876543210');
  });

  it('without an order it says so and offers a deposit, without the payment instructions', async () => {
    setBrandId('br');
    fakeServer({});
    const { container } = await renderAt('/thaiqr-pay');
    expect(container.textContent).toContain('There is no deposit waiting for payment.');
    expect(container.textContent).not.toContain('PromptPay');
    expect(getByRole(container, 'button', 'Make a deposit')).toBeTruthy();
  });
});
