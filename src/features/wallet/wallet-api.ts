import { t } from '@lingui/core/macro';
import { ApiError } from '../../../core/api/types';
import { endpoints } from '../../../core/contract/endpoints';
import { DmError } from '../../../core/contract/errors';
import type {
  Appeal,
  PayTransaction,
  PayinOrder,
  PayoutOrder,
  WithdrawAccount as ServerWithdrawAccount,
  WithdrawBalance,
  AccountElements,
} from '../../../core/contract/schemas/finance';
import type { MethodFamily, WithdrawAccountInput } from '../../../core/wallet';
import { createPageApi } from '../../platform/api';
import { methodLabel } from './account-rules';
import type { CardInput } from './card';

/**
 * The finance calls as the wallet pages use them (SPEC §7 Finance), turned into the small shapes the pages
 * render. Failures are shown next to what the player did, so this client does not toast; 604 and 403 keep
 * the page-wide handling. Money is integer minor units throughout.
 */
export const walletApi = createPageApi({ toast: false });

export type { Appeal, PayTransaction, PayoutOrder, WithdrawBalance, AccountElements };
export type WithdrawAccount = ServerWithdrawAccount;

export interface PayChannel {
  key: string;
  name: string;
  icon?: string;
  family: MethodFamily;
  networks?: string[];
}

export interface DepositInfoView {
  currencies: string[];
  channels: PayChannel[];
  limits: { min: number; dailyMax: number; totalMax: number };
  quickAmounts?: number[];
  /** Already used of the daily / total maximum (the server tells what is left). */
  depositedToday: number;
  depositedTotal: number;
}

const FAMILIES: readonly MethodFamily[] = ['qr', 'bank_reference', 'voucher', 'crypto', 'card', 'ewallet'];
const family = (value: string): MethodFamily =>
  (FAMILIES as readonly string[]).includes(value) ? (value as MethodFamily) : 'ewallet';

export async function fetchDepositInfo(currency: string): Promise<DepositInfoView> {
  const info = await walletApi.call(endpoints.depositInfo, { currency_code: currency });
  const l = info.limits;
  return {
    currencies: info.currency_list.map((c) => c.currency),
    channels: info.pay_channel.map((c) => ({
      key: c.key,
      // Our own spelling (translated) for the codes we know, else the server's name.
      name: methodLabel(c.key) === c.key ? c.name : methodLabel(c.key),
      ...(c.icon ? { icon: c.icon } : {}),
      family: family(c.family),
      ...(c.networks.length ? { networks: c.networks } : {}),
    })),
    limits: { min: l.min, dailyMax: l.daily_max, totalMax: l.total_max },
    ...(info.quick_amounts.length ? { quickAmounts: info.quick_amounts } : {}),
    depositedToday: Math.max(0, l.daily_max - l.daily_left),
    depositedTotal: Math.max(0, l.total_max - l.total_left),
  };
}

export type { PayoutSocial } from '../../../core/contract/schemas/finance-more';

/** payout/social: the latest paid withdrawal and its share links (null when it cannot be read). */
export async function fetchPayoutSocial() {
  try {
    return await walletApi.call(endpoints.payoutSocial, {});
  } catch {
    return null;
  }
}

/** payout/social_click: the player opened a network's share (counted once per order and network). */
export const recordSocialClick = (orderId: string, channel: 'whatsapp' | 'telegram' | 'facebook' | 'x') =>
  walletApi
    .call(endpoints.payoutSocialClick, { order_id: orderId, channel }, { retries: 0 })
    .catch(() => null);

export interface BankOption {
  code: string;
  name: string;
}

/** bankcode/get: the banks of the brand's market, for a bank withdrawal account (empty when it fails). */
export async function fetchBankCodes(): Promise<BankOption[]> {
  try {
    const r = await walletApi.call(endpoints.bankCodes, {});
    return r.list.map((b) => ({ code: b.bank_code, name: b.bank_name }));
  } catch {
    return [];
  }
}

export interface DepositRecommendView {
  /** The method to preselect ('' for none). */
  method: string;
  /** Preset amounts, ascending, minor units. */
  amounts: number[];
  /** The amount to prefill (0: none). */
  defaultAmount: number;
  /** The last paid deposit (0: none). */
  lastAmount: number;
}

/**
 * payin/user/recommend: presets from the player's own paid deposits. A failure is not the page's problem:
 * the brand's quick amounts stand in (null).
 */
export async function fetchDepositRecommend(currency: string): Promise<DepositRecommendView | null> {
  try {
    const r = await walletApi.call(endpoints.payinRecommend, { currency_code: currency }, { retries: 0 });
    return {
      method: r.pay_type,
      amounts: r.amounts,
      defaultAmount: r.default_amount,
      lastAmount: r.last_amount,
    };
  } catch {
    return null;
  }
}

export interface DepositCodeView {
  valid: boolean;
  amount: number;
  currency: string;
}

export const checkDepositCode = (code: string): Promise<DepositCodeView> =>
  walletApi.call(endpoints.payinCodeCheck, { code }, { retries: 0 });

/** Redeems a deposit code: its amount is credited at once. The key makes a repeated tap credit once. */
export const redeemDepositCode = (code: string, idempotencyKey: string) =>
  walletApi.call(endpoints.payinCodeUse, { code, idempotency_key: idempotencyKey });

export interface CreateDeposit {
  amount: number;
  currency: string;
  method: string;
  network?: string;
  card?: CardInput;
  idempotencyKey: string;
}

/** payin/order/create. Retried by the client on a lost answer: the idempotency key makes that safe. */
export async function createDeposit(input: CreateDeposit): Promise<{ orderId: string }> {
  const order = await walletApi.call(endpoints.payinCreate, {
    amount: input.amount,
    pay_type: input.method,
    currency_code: input.currency,
    ...(input.network ? { network: input.network } : {}),
    ...(input.card
      ? {
          card: {
            number: input.card.number.replace(/\s/g, ''),
            holder: input.card.holder.trim(),
            expiry: input.card.expiry,
            cvv: input.card.cvc,
          },
        }
      : {}),
    idempotency_key: input.idempotencyKey,
  });
  return { orderId: order.order_id };
}

export interface DepositOrder {
  orderId: string;
  payStatus: number;
  amount: number;
  currency: string;
  method: string;
  methodName: string;
  family: MethodFamily;
  createdAt: number;
  expiresAt?: number;
  /** The server takes the sandbox provider's control for this order (mark paid / failed / expired). */
  sandboxControl: boolean;
  pay: {
    qr?: string;
    copyCode?: string;
    bank?: string;
    clabe?: string;
    beneficiary?: string;
    reference?: string;
    voucher?: string;
    barcode?: string;
    address?: string;
    network?: string;
    memo?: string;
    redirectUrl?: string;
    message?: string;
  };
}

export async function fetchDepositOrder(orderId: string): Promise<DepositOrder> {
  return toDepositOrder(await walletApi.call(endpoints.payinStatus, { order_id: orderId }, { retries: 0 }));
}

/** A deposit order as the server answers it (payin/order/status), as the pages show it. */
export function toDepositOrder(o: PayinOrder): DepositOrder {
  const i = o.instructions;
  const pay: DepositOrder['pay'] = {};
  if (i.qr_payload) pay.qr = i.qr_payload;
  if (i.copy_code) pay.copyCode = i.copy_code;
  if (i.bank_name) pay.bank = i.bank_name;
  if (i.account_no) pay.clabe = i.account_no;
  if (i.beneficiary) pay.beneficiary = i.beneficiary;
  if (i.reference) pay.reference = i.reference;
  if (i.voucher_no) pay.voucher = i.voucher_no;
  if (i.barcode) pay.barcode = i.barcode;
  if (i.address) pay.address = i.address;
  if (i.network) pay.network = i.network;
  if (i.memo) pay.memo = i.memo;
  if (i.redirect_url) pay.redirectUrl = i.redirect_url;
  if (i.message) pay.message = i.message;
  return {
    orderId: o.order_id,
    payStatus: o.pay_status,
    amount: o.amount,
    currency: o.currency,
    method: o.pay_type,
    methodName: methodLabel(o.pay_type),
    family: family(i.family),
    createdAt: o.created_at,
    ...(o.expire_at ? { expiresAt: o.expire_at } : {}),
    sandboxControl: o.sandbox_control === true,
    pay,
  };
}

export type SandboxOutcome = 'paid' | 'failed' | 'expired';

export const sandboxSettle = (orderId: string, outcome: SandboxOutcome) =>
  walletApi.call(endpoints.sandboxMark, { order_id: orderId, outcome }, { retries: 0 });

export const fetchWithdrawBalance = (currency: string): Promise<WithdrawBalance> =>
  walletApi.call(endpoints.withdrawBalance, { currency_code: currency });

export const fetchWithdrawAccounts = async (): Promise<WithdrawAccount[]> =>
  (await walletApi.call(endpoints.accountGet, {})).list;

export const fetchAccountElements = async (): Promise<AccountElements[]> =>
  (await walletApi.call(endpoints.accountElementsGet, {})).list;

export function saveWithdrawAccount(input: WithdrawAccountInput): Promise<WithdrawAccount> {
  const opt = (v: string | undefined) => (v && v.trim() ? v.trim() : undefined);
  const body = {
    method: input.method,
    account_no: input.account_no.trim(),
    holder_name: (input.holder_name ?? '').trim(),
    tax_id: opt(input.tax_id),
    phone: opt(input.phone),
    document_type: opt(input.document_type),
    document_no: opt(input.document_no),
    bank_code: opt(input.bank_code),
    bank_account_type: opt(input.bank_account_type),
  };
  const clean = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
  return walletApi.call(endpoints.accountElementsSet, clean as typeof body, { retries: 0 });
}

export const createWithdrawal = (input: {
  amount: number;
  accountId: number;
  currency: string;
  idempotencyKey: string;
  /** Confirmed: forfeit the active bonus (issue #16). */
  forfeitBonus?: boolean;
}): Promise<PayoutOrder> =>
  walletApi.call(endpoints.payoutCreate, {
    amount: input.amount,
    account_id: input.accountId,
    currency_code: input.currency,
    idempotency_key: input.idempotencyKey,
    ...(input.forfeitBonus ? { forfeit_bonus: true } : {}),
  });

export interface HistoryPage {
  list: PayTransaction[];
  cursor: string;
  hasMore: boolean;
}

export async function fetchHistory(
  direction: '' | 'payin' | 'payout',
  cursor?: string,
): Promise<HistoryPage> {
  const res = await walletApi.call(endpoints.payHistory, {
    ...(direction ? { direction } : {}),
    ...(cursor ? { cursor } : {}),
    page_size: 20,
  });
  return { list: res.list, cursor: res.cursor, hasMore: res.has_more };
}

export const fetchAppeals = async (orderId: string): Promise<Appeal[]> =>
  (await walletApi.call(endpoints.appealGet, { order_id: orderId })).list;

export const postAppeal = (orderId: string, content: string, receipt: string): Promise<Appeal> =>
  walletApi.call(
    endpoints.appealPost,
    { order_id: orderId, content, ...(receipt.trim() ? { receipt: receipt.trim() } : {}) },
    { retries: 0 },
  );

/** What to show for a failed wallet call: our texts for the wallet's codes, else the server's message. */
export function errorText(error: unknown): string {
  if (!(error instanceof ApiError)) return t`Something went wrong. Please try again.`;
  const { dm_error, error_msg, kind } = error.info;
  if (kind === 'network' || kind === 'timeout') return t`No connection. Check your network and try again.`;
  switch (dm_error) {
    case DmError.InsufficientBalance:
      return t`Your balance is too low for this amount.`;
    case DmError.DepositBelowMinimum:
      return t`The amount is below the minimum deposit.`;
    case DmError.DepositAboveDailyMax:
      return t`This is above your daily deposit limit.`;
    case DmError.DepositAboveTotalMax:
      return t`This is above your total deposit limit.`;
    case DmError.PayMethodUnavailable:
      return t`This payment method is not available right now.`;
    case DmError.WithdrawBelowMinimum:
      return t`The amount is below the minimum withdrawal.`;
    case DmError.WithdrawAccountMissing:
      return t`Add a withdrawal account first.`;
    case DmError.DepositCodeInvalid:
      return t`This code is not valid.`;
    case DmError.DepositCodeUsed:
      return t`This code was already used.`;
    case DmError.PayOrderFinal:
      return t`This order is already closed.`;
    case DmError.AppealNotAllowed:
      return t`An appeal cannot be sent for this order.`;
  }
  return error_msg.trim() || t`The interface responds abnormally, please contact the administrator`;
}
