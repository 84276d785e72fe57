/**
 * Saved withdraw accounts (SPEC §5 rules), deposit codes (prepaid vouchers) and deposit appeals.
 */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { BrandConfig } from '../../core/brand/brands';
import { DmError } from '../../core/contract/errors';
import type { AccountSet, Appeal, WithdrawAccount } from '../../core/contract/schemas/finance';
import { ACCOUNT_RULE_DM_ERROR } from '../../core/wallet/errors';
import {
  accountLengths,
  checkWithdrawAccount,
  normalizeAccountNo,
  taxIdLabel,
  type AccountRuleFailure,
  type PayMethod,
} from '../../core/wallet/methods';
import { isFinalState, type OrderState } from '../../core/wallet/status';
import type { Db } from '../db/database';
import {
  depositCodes,
  depositCodeUses,
  payAppeals,
  payOrders,
  withdrawAccounts,
} from '../db/schema-payments';
import { ApiFailure } from '../http/failure';
import { playerBalance, postTransaction } from '../ledger/ledger';
import { lockPlayer, type PaymentsContext } from './context';
import { findOrder, newOrderNo, requestHash } from './orders';
import { maskAccount, money } from './views';

const fail = (dm: number, message: string, status = 400) => new ApiFailure(status, dm, message);

/** Saved accounts per player at most. */
export const MAX_WITHDRAW_ACCOUNTS = 10;

type AccountRow = typeof withdrawAccounts.$inferSelect;

export function accountView(row: AccountRow): WithdrawAccount {
  return {
    account_id: row.id,
    method: row.method,
    account_masked: maskAccount(row.accountNo),
    holder_name: row.holderName,
    tax_id_label: taxIdLabel(row.method as PayMethod) ?? '',
    document_type: row.documentType,
    bank_code: row.bankCode,
    bank_account_type: row.bankAccountType,
    created_at: row.createdAt.getTime(),
  };
}

/** The player-facing sentence of a SPEC §5 rule failure (error_msg; the page may show its own text). */
export function accountRuleMessage(failure: AccountRuleFailure, input: AccountSet): string {
  const method = input.method.slice(0, 32);
  switch (failure.error) {
    case 'method_unavailable':
      return `${method} withdrawals are not offered here`;
    case 'account_length': {
      const lengths = accountLengths(method as PayMethod)
        .map(([a, b]) => (a === b ? `${a}` : `${a} to ${b}`))
        .join(' or ');
      return `A ${method} account number has ${lengths} characters`;
    }
    case 'account_format':
      return `The ${method} account number has characters it cannot have`;
    case 'holder_required':
      return 'Enter the account holder name';
    case 'tax_id_required':
      return `Enter the ${taxIdLabel(method as PayMethod) ?? 'tax id'}`;
    case 'tax_id_format':
      return `The ${taxIdLabel(method as PayMethod) ?? 'tax id'} is not valid`;
    case 'document_type':
      return 'Choose the document type';
    case 'document_format':
      return `The ${input.document_type ?? ''} number is not valid`.replace('  ', ' ');
    case 'bank_account_type':
      return 'The bank account type must be savings or checking';
  }
}

/** account/elements/set: SPEC §5 checks, then insert or update (same method and number). */
export async function saveWithdrawAccount(
  p: PaymentsContext,
  uid: number,
  brand: BrandConfig,
  currency: string,
  input: AccountSet,
): Promise<WithdrawAccount> {
  const failure = checkWithdrawAccount(brand.id, currency, input);
  if (failure) throw fail(ACCOUNT_RULE_DM_ERROR[failure.error], accountRuleMessage(failure, input));
  const method = input.method as PayMethod;
  const accountNo = normalizeAccountNo(method, input.account_no);
  const now = new Date(p.now());
  const values = {
    holderName: input.holder_name.trim(),
    taxId: (input.tax_id ?? '').trim(),
    phone: (input.phone ?? '').trim(),
    documentType: input.document_type ?? '',
    documentNo: (input.document_no ?? '').trim(),
    bankCode: (input.bank_code ?? '').trim(),
    bankAccountType: input.bank_account_type ?? '',
    updatedAt: now,
  };
  const row = await p.db.transaction(async (tx) => {
    await lockPlayer(tx, uid);
    const [existing] = await tx
      .select()
      .from(withdrawAccounts)
      .where(
        and(
          eq(withdrawAccounts.uid, uid),
          eq(withdrawAccounts.method, method),
          eq(withdrawAccounts.accountNo, accountNo),
        ),
      );
    if (existing) {
      const [updated] = await tx
        .update(withdrawAccounts)
        .set(values)
        .where(eq(withdrawAccounts.id, existing.id))
        .returning();
      return updated!;
    }
    const [{ n }] = (await tx
      .select({ n: count() })
      .from(withdrawAccounts)
      .where(eq(withdrawAccounts.uid, uid))) as [{ n: number }];
    if (Number(n) >= MAX_WITHDRAW_ACCOUNTS) {
      throw fail(
        DmError.WithdrawAccountInvalid,
        `At most ${MAX_WITHDRAW_ACCOUNTS} withdraw accounts; remove one first`,
      );
    }
    const [inserted] = await tx
      .insert(withdrawAccounts)
      .values({ uid, brandId: brand.id, method, accountNo, ...values, createdAt: now })
      .returning();
    return inserted!;
  });
  return accountView(row);
}

export async function listWithdrawAccounts(db: Db, uid: number): Promise<WithdrawAccount[]> {
  const rows = await db
    .select()
    .from(withdrawAccounts)
    .where(eq(withdrawAccounts.uid, uid))
    .orderBy(desc(withdrawAccounts.updatedAt));
  return rows.map(accountView);
}

// ---- Deposit codes ---------------------------------------------------------------------------------------

export const normalizeCode = (code: string): string => code.trim().toUpperCase();

type CodeRow = typeof depositCodes.$inferSelect;

function codeProblem(row: CodeRow | undefined, now: number): ApiFailure | null {
  if (!row || (row.expiresAt && row.expiresAt.getTime() <= now)) {
    return fail(DmError.DepositCodeInvalid, 'This deposit code is not valid');
  }
  if (row.used >= row.maxUses) return fail(DmError.DepositCodeUsed, 'This deposit code has been used up');
  return null;
}

export async function checkDepositCode(p: PaymentsContext, uid: number, brand: BrandConfig, code: string) {
  const c = normalizeCode(code);
  const [row] = await p.db
    .select()
    .from(depositCodes)
    .where(and(eq(depositCodes.brandId, brand.id), eq(depositCodes.code, c)));
  const problem = codeProblem(row, p.now());
  if (problem || !row) return { valid: false, amount: 0, currency: brand.currency as string };
  const [used] = await p.db
    .select({ uid: depositCodeUses.uid })
    .from(depositCodeUses)
    .where(
      and(eq(depositCodeUses.brandId, brand.id), eq(depositCodeUses.code, c), eq(depositCodeUses.uid, uid)),
    );
  return { valid: !used, amount: row.amount, currency: row.currency };
}

/**
 * payin/code/use: credits the code's amount once per player (provider_clearing -> cash: the voucher was paid
 * at a shop), recorded as a paid deposit order so it shows in the history. Not counted toward the deposit
 * limits (the money was already collected). Same idempotency key again: the same answer, no second credit.
 */
export async function useDepositCode(
  p: PaymentsContext,
  uid: number,
  brand: BrandConfig,
  code: string,
  idempotencyKey: string,
) {
  const c = normalizeCode(code);
  const now = p.now();
  const hash = requestHash({ code: c });
  return p.db.transaction(async (tx) => {
    await lockPlayer(tx, uid);
    const [done] = await tx
      .select()
      .from(payOrders)
      .where(
        and(
          eq(payOrders.uid, uid),
          eq(payOrders.direction, 'payin'),
          eq(payOrders.idempotencyKey, idempotencyKey),
        ),
      );
    if (done) {
      if (done.requestHash !== hash) {
        throw fail(
          DmError.IdempotencyConflict,
          'This idempotency key was already used for a different request',
        );
      }
      const balance = await playerBalance(tx, uid, done.currency);
      return { amount: done.amount, currency: done.currency, balance: balance.cash };
    }
    const [row] = await tx
      .select()
      .from(depositCodes)
      .where(and(eq(depositCodes.brandId, brand.id), eq(depositCodes.code, c)))
      .for('update');
    const problem = codeProblem(row, now);
    if (problem || !row) throw problem!;
    const orderNo = newOrderNo('PI');
    const [use] = await tx
      .insert(depositCodeUses)
      .values({ brandId: brand.id, code: c, uid, orderNo, createdAt: new Date(now) })
      .onConflictDoNothing()
      .returning({ uid: depositCodeUses.uid });
    if (!use) throw fail(DmError.DepositCodeUsed, 'You have already used this deposit code');
    await tx
      .update(depositCodes)
      .set({ used: sql`${depositCodes.used} + 1` })
      .where(and(eq(depositCodes.brandId, brand.id), eq(depositCodes.code, c)));
    await tx.insert(payOrders).values({
      orderNo,
      uid,
      brandId: brand.id,
      direction: 'payin',
      method: 'CODE',
      currency: row.currency,
      amount: row.amount,
      state: 'paid',
      payStatus: 1,
      provider: 'code',
      idempotencyKey,
      requestHash: hash,
      countsTowardLimits: false,
      createdAt: new Date(now),
      updatedAt: new Date(now),
      finishedAt: new Date(now),
    });
    await postTransaction(tx, {
      key: `payin:code:${brand.id}:${c}:${uid}`,
      kind: 'deposit_code',
      ref: orderNo,
      postings: [
        { account: { system: 'provider_clearing', currency: row.currency }, amount: -row.amount },
        { account: { uid, kind: 'cash', currency: row.currency }, amount: row.amount },
      ],
    });
    const balance = await playerBalance(tx, uid, row.currency);
    return { amount: row.amount, currency: row.currency, balance: balance.cash };
  });
}

// ---- Appeals -----------------------------------------------------------------------------------------------

type AppealRow = typeof payAppeals.$inferSelect;

const appealView = (row: AppealRow): Appeal => ({
  appeal_id: row.id,
  order_id: row.orderNo,
  content: row.content,
  receipt: row.receipt,
  status: row.status,
  created_at: row.createdAt.getTime(),
});

/** appealpost: a deposit the player paid but that is not credited; one open appeal per order. */
export async function postAppeal(
  p: PaymentsContext,
  uid: number,
  orderNo: string,
  content: string,
  receipt: string,
): Promise<Appeal> {
  const order = await findOrder(p.db, orderNo, uid);
  if (!order || order.direction !== 'payin') throw fail(DmError.PayOrderNotFound, 'No such deposit order');
  if (order.state === 'paid') throw fail(DmError.AppealNotAllowed, 'This deposit is already credited');
  return p.db.transaction(async (tx) => {
    await lockPlayer(tx, uid);
    const [open] = await tx
      .select({ id: payAppeals.id })
      .from(payAppeals)
      .where(and(eq(payAppeals.orderNo, orderNo), eq(payAppeals.status, 'open')));
    if (open) throw fail(DmError.AppealNotAllowed, 'This order already has an open appeal');
    const [row] = await tx
      .insert(payAppeals)
      .values({
        orderNo,
        uid,
        content: content.trim(),
        receipt: receipt.trim(),
        createdAt: new Date(p.now()),
      })
      .returning();
    return appealView(row!);
  });
}

export async function listAppeals(p: PaymentsContext, uid: number, orderNo: string): Promise<Appeal[]> {
  const rows = await p.db
    .select()
    .from(payAppeals)
    .where(and(eq(payAppeals.orderNo, orderNo), eq(payAppeals.uid, uid)))
    .orderBy(desc(payAppeals.id));
  return rows.map(appealView);
}

export const orderIsOpen = (state: string) => !isFinalState(state as OrderState);
export { money };
