/** Shared by the wallet page tests: a brand switch, typing into labelled fields, finance answers. */
import { act } from 'react';
import { clientBrandById, type BrandId } from '../../../../core/brand/client-brands';
import { useBrand } from '../../../../src/app/stores/brand';

export function setBrandId(id: BrandId): void {
  const brand = clientBrandById(id)!;
  useBrand.setState({ brand });
}

/** The input a <label for> names, as a screen reader finds it. */
export function textbox(scope: HTMLElement, name: string): HTMLInputElement {
  const label = [...scope.querySelectorAll('label')].find((l) => l.textContent?.trim() === name);
  if (!label) {
    const all = [...scope.querySelectorAll('label')].map((l) => l.textContent?.trim());
    throw new Error(`no field labelled ${name}; labels: ${JSON.stringify(all)}`);
  }
  return scope.querySelector<HTMLInputElement>(`#${CSS.escape(label.htmlFor)}`)!;
}

export async function type(input: HTMLInputElement, value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const F = '/api/piranha/finance';
export const PATH = {
  info: `${F}/pay/info/get`,
  create: `${F}/payin/order/create`,
  status: `${F}/payin/order/status`,
  mark: `${F}/sandbox/order/mark`,
  balance: `${F}/user/balance/get`,
  withdrawBalance: `${F}/payout/balance/get`,
  accounts: `${F}/account/get`,
  elements: `${F}/account/elements/get`,
  setAccount: `${F}/account/elements/set`,
  payout: `${F}/payout/order/create`,
  history: `${F}/pay/order/history`,
} as const;

export function depositInfo(currency: string, channels: { key: string; family: string }[]) {
  return {
    currency,
    currency_list: [{ currency, symbol: currency, networks: [] }],
    pay_channel: channels.map((c) => ({
      key: c.key,
      name: c.key,
      icon: '',
      family: c.family,
      networks: [] as string[],
    })),
    limits: { min: 3000, daily_max: 10000, total_max: 100000, daily_left: 10000, total_left: 100000 },
    quick_amounts: [3000, 5000, 8000, 10000],
  };
}

export function payinOrder(pay_status: number, extra: Record<string, unknown> = {}) {
  return {
    order_id: 'D1',
    pay_status,
    state: pay_status === 1 ? 'paid' : pay_status === 4 ? 'failed' : pay_status === 3 ? 'expired' : 'pending',
    amount: 5000,
    currency: 'BRL',
    pay_type: 'PIX',
    created_at: Date.now(),
    expire_at: Date.now() + 30 * 60_000,
    instructions: {
      family: 'qr',
      qr_payload: '00020126580014BR.GOV.BCB.PIX0136sandbox-D1',
      copy_code: 'PIXCODE-D1',
    },
    sandbox_control: true,
    ...extra,
  };
}

export function withdrawBalance(withdrawable: number, currency = 'BRL') {
  return {
    currency,
    withdrawable,
    pending_payout: 0,
    min_amount: 3000,
    fee_bps: 200,
    max_fee: 50000,
    methods: ['PIX'],
  };
}

export function savedAccount(account_id: number, method = 'PIX') {
  return {
    account_id,
    method,
    account_masked: '*********.com',
    holder_name: 'Ana Souza',
    tax_id_label: 'CPF',
    document_type: '',
    bank_code: '',
    bank_account_type: '',
    created_at: 0,
  };
}

export const elements = (methods: string[]) => ({
  list: methods.map((method) => ({
    method,
    family: 'qr',
    account_lengths: [[4, 64]],
    tax_id_label: 'CPF',
    phone_code: '',
    document_types: [],
    bank_account_types: [],
  })),
});
