/**
 * Finance extras (rules in payments/extras.ts): withdraw accounts (account/get, elements/get|set), deposit
 * codes (check, use) and appeals on an order (post, get).
 */
import {
  BANK_ACCOUNT_TYPES,
  METHOD_FAMILY,
  accountLengths,
  documentTypes,
  phoneCode,
  taxIdLabel,
} from '../../core/wallet/methods';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../accounts/session-http';
import { registerEndpoint } from '../http/envelope';
import { offeredMethods } from '../payments/method-config';
import {
  checkDepositCode,
  listAppeals,
  listWithdrawAccounts,
  postAppeal,
  saveWithdrawAccount,
  useDepositCode,
} from '../payments/extras';
import type { FinanceRouteContext } from './finance';

export function registerFinanceExtrasRoutes(app: FastifyInstance, f: FinanceRouteContext): void {
  const { db, payments: p, limit, moneyBucket, codeBucket, walletCurrency } = f;

  registerEndpoint(app, 'accountGet', async ({ ctx }) => {
    const { uid } = requireUser(ctx);
    return { list: await listWithdrawAccounts(db, uid) };
  });

  registerEndpoint(app, 'accountElementsGet', async ({ ctx, input }) => {
    requireUser(ctx);
    const currency = walletCurrency(ctx);
    const methods = (await offeredMethods(db, ctx.brand.id, 'withdraw'))
      .map((r) => r.method)
      .filter((m) => !input.pay_type || m === input.pay_type);
    return {
      list: methods.map((m) => ({
        method: m,
        family: METHOD_FAMILY[m],
        account_lengths: accountLengths(m).map(([a, b]) => [a, b]),
        tax_id_label: taxIdLabel(m) ?? '',
        phone_code: phoneCode(m, currency) ?? '',
        document_types: m === 'BankTransfer' ? [...documentTypes(currency)] : [],
        bank_account_types: METHOD_FAMILY[m] === 'bank_reference' ? [...BANK_ACCOUNT_TYPES] : [],
      })),
    };
  });

  registerEndpoint(app, 'accountElementsSet', async ({ ctx, input }) => {
    const { uid } = requireUser(ctx);
    await limit(moneyBucket, `u:${uid}`);
    return saveWithdrawAccount(p, uid, ctx.brand, walletCurrency(ctx), input);
  });

  registerEndpoint(app, 'payinCodeCheck', async ({ ctx, input }) => {
    const { uid } = requireUser(ctx);
    await limit(codeBucket, `u:${uid}`);
    return checkDepositCode(p, uid, ctx.brand, input.code);
  });

  registerEndpoint(app, 'payinCodeUse', async ({ ctx, input }) => {
    const { uid } = requireUser(ctx);
    await limit(codeBucket, `u:${uid}`);
    return useDepositCode(p, uid, ctx.brand, input.code, input.idempotency_key);
  });

  registerEndpoint(app, 'appealPost', async ({ ctx, input }) => {
    const { uid } = requireUser(ctx);
    await limit(moneyBucket, `u:${uid}`);
    return postAppeal(p, uid, input.order_id, input.content, input.receipt ?? '');
  });

  registerEndpoint(app, 'appealGet', async ({ ctx, input }) => {
    const { uid } = requireUser(ctx);
    return { list: await listAppeals(p, uid, input.order_id) };
  });
}
