import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import type { PayMethod } from '../../../../core/wallet';
import { WithdrawAccountForm } from '../../../../src/features/wallet/WithdrawAccountForm';
import { cleanup, click, getByRole, queryAllByRole, render, settle } from '../dom';
import { fakeServer } from '../account-fetch';
import { PATH, setBrandId, textbox, type } from './wallet-fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

beforeEach(() => localStorage.clear());

async function form(methods: PayMethod[], currency: string) {
  const onSaved = vi.fn();
  const view = await render(
    <MemoryRouter>
      <WithdrawAccountForm methods={methods} currency={currency} onSaved={onSaved} />
    </MemoryRouter>,
  );
  return { ...view, onSaved };
}

const errors = (c: HTMLElement) => [...c.querySelectorAll('.field-error')].map((e) => e.textContent);

describe('withdraw account form (SPEC §5)', () => {
  it('GCASH needs an 11-digit phone number (+63) and sends nothing until it has one', async () => {
    setBrandId('ph');
    const server = fakeServer({
      [PATH.setAccount]: (body) => ({
        data: { account_id: 7, method: body.method, account_masked: '*******4567', holder_name: 'Juan' },
      }),
    });
    const { container, onSaved } = await form(['GCASH', 'PAYMAYA', 'CASH'], 'PHP');
    expect(container.textContent).toContain('+63');
    await type(textbox(container, 'Phone number'), '0917 123 45');
    await type(textbox(container, 'Account holder'), 'Juan Dela Cruz');
    await click(getByRole(container, 'button', 'Save account'));
    expect(errors(container)).toEqual(['Must be 11 characters long.']);
    expect(server.paths()).not.toContain(PATH.setAccount);

    // PAYMAYA takes 10: the same 10 digits are right there.
    await click(getByRole(container, 'radio', 'PAYMAYA'));
    await type(textbox(container, 'Phone number'), '0917123456');
    expect(errors(container)).toEqual([]);
    await click(getByRole(container, 'button', 'Save account'));
    await settle();
    expect(server.calls.find((c) => c.path === PATH.setAccount)?.body).toMatchObject({
      method: 'PAYMAYA',
      account_no: '0917123456',
      holder_name: 'Juan Dela Cruz',
    });
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it('CASH accepts 5 to 30 characters', async () => {
    setBrandId('ph');
    fakeServer({});
    const { container } = await form(['CASH'], 'PHP');
    await type(textbox(container, 'Receiver ID'), '1234');
    await type(textbox(container, 'Account holder'), 'Ana');
    await click(getByRole(container, 'button', 'Save account'));
    expect(errors(container)).toEqual(['Must be 5 to 30 characters long.']);
  });

  it('PIX asks for the CPF, SPEI for the RFC', async () => {
    setBrandId('br');
    fakeServer({});
    const br = await form(['PIX'], 'BRL');
    await type(textbox(br.container, 'PIX key'), 'joao@example.com');
    await type(textbox(br.container, 'Account holder'), 'João Silva');
    await type(textbox(br.container, 'CPF'), '123.456.789');
    await click(getByRole(br.container, 'button', 'Save account'));
    expect(errors(br.container)).toEqual(['Check your CPF.']);
    await type(textbox(br.container, 'CPF'), '123.456.789-09');
    expect(errors(br.container)).toEqual([]);
    cleanup();

    setBrandId('mx');
    const mx = await form(['SPEI'], 'MXN');
    expect(textbox(mx.container, 'CLABE')).toBeTruthy();
    expect(textbox(mx.container, 'RFC')).toBeTruthy();
  });

  it('Peru bank transfer asks for a DNI or RUC and the account type, not a CC', async () => {
    setBrandId('pe');
    fakeServer({});
    const { container } = await form(['BankTransfer', 'Billeteras'], 'PEN');
    expect(queryAllByRole(container, 'radio').map((r) => r.textContent)).toEqual([
      'Bank transfer',
      'Billeteras',
      'DNI',
      'RUC',
      'Savings',
      'Checking',
    ]);
    expect(container.textContent).not.toContain('CC');
    await type(textbox(container, 'Account number'), '19112345678901');
    await type(textbox(container, 'Account holder'), 'Rosa Quispe');
    await click(getByRole(container, 'button', 'Save account'));
    expect(errors(container)).toEqual(['Choose a document type.']);
    await click(getByRole(container, 'radio', 'DNI'));
    await type(textbox(container, 'Document number'), '1234567');
    expect(errors(container)).toEqual(['Check your document number.']);
    await type(textbox(container, 'Document number'), '12345678');
    expect(errors(container)).toEqual([]);
  });
});
