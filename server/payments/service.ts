/**
 * Deposits and withdrawals (issue #6): the business rules around the ledger. Every money movement is one
 * ledger transaction posted in the same database transaction as the order row it belongs to:
 * - deposit credit:   provider_clearing -> player cash, key `payin:credit:<order>`, only on a verified
 *   provider callback (status paid);
 * - withdraw reserve: player cash -> provider_clearing (amount - fee) + fees (fee), key
 *   `payout:reserve:<uid>:<client idempotency key>`, at once when the order is created;
 * - withdraw return:  back to the player when the provider reports failed/expired, key `payout:return:<order>`;
 * - deposit code:     provider_clearing -> player cash, key `payin:code:<brand>:<code>:<uid>`.
 * Limits (SPEC §9 min, daily, 30-day total) are checked under a per-player row lock (users row FOR UPDATE),
 * so concurrent deposits cannot together pass a limit. Unpaid deposit orders expire after 30 minutes: lazily
 * when read or limited, and by the periodic job (jobs.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { BrandConfig } from '../../core/brand/brands';
import { DmError } from '../../core/contract/errors';
import type {
  CallbackResult,
  PayInstructions,
  PayinCreate,
  PayinOrder,
  PayoutCreate,
  PayoutOrder,
  PayTransaction,
} from '../../core/contract/schemas/finance';
import { currencyInfo } from '../../core/money/currencies';
import { DEPOSIT_RULE_DM_ERROR } from '../../core/wallet/errors';
import {
  DEPOSIT_EXPIRY_MS,
  TOTAL_WINDOW_DAYS,
  checkDepositAmount,
  checkWithdrawAmount,
  depositLimits,
  utcDayStart,
  withdrawFee,
  type DepositLimits,
} from '../../core/wallet/limits';
import {
  METHOD_FAMILY,
  cryptoNetworks,
  depositMethods,
  isPayMethod,
  withdrawMethods,
  type PayMethod,
} from '../../core/wallet/methods';
import { isFinalState, orderPayStatus, type OrderState } from '../../core/wallet/status';
import type { Db, DbOrTx, Tx } from '../db/database';
import { users } from '../db/schema-accounts';
import { payCallbacks, payOrders, withdrawAccounts } from '../db/schema-payments';
import { ApiFailure } from '../http/failure';
import { insufficientBalanceFailure, InsufficientFunds } from '../ledger/errors';
import { playerBalance, postTransaction } from '../ledger/ledger';
import type { ProviderAdapter, VerifiedCallback } from './provider';
import { SANDBOX_PROVIDER } from './sandbox';

export type PayOrderRow = typeof payOrders.$inferSelect;

export interface PaymentsContext {
  db: Db;
  now: () => number;
  /** The adapter per provider id; `providerFor` picks one per method. */
  providers: ReadonlyMap<string, ProviderAdapter>;
}

const fail = (dm: number, message: string, status = 400) => new ApiFailure(status, dm, message);

export const newOrderNo = (prefix: 'PI' | 'PO'): string =>
  `${prefix}${Date.now().toString(36).toUpperCase()}${randomBytes(6).toString('hex').toUpperCase()}`;

export const requestHash = (value: unknown): string =>
  createHash('sha256').update(JSON.stringify(value)).digest('hex');

/** The adapter that pays `method`: the sandbox until a real provider is configured for its family. */
export function providerFor(p: PaymentsContext, method: PayMethod): ProviderAdapter {
  const family = METHOD_FAMILY[method];
  for (const adapter of p.providers.values()) {
    if (adapter.id !== SANDBOX_PROVIDER && adapter.families.includes(family)) return adapter;
  }
  const sandbox = p.providers.get(SANDBOX_PROVIDER);
  if (!sandbox) throw fail(DmError.PayMethodUnavailable, 'No payment provider serves this method', 503);
  return sandbox;
}

/** Takes the player's row lock for the rest of the transaction: their money calls run one at a time. */
export async function lockPlayer(tx: Tx, uid: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, uid)).for('update');
}

/** Unpaid deposit orders past their expiry become expired (status 3). `uid` narrows it to one player. */
export async function expireOrders(db: DbOrTx, now: number, uid?: number): Promise<number> {
  const rows = await db
    .update(payOrders)
    .set({
      state: 'expired',
      payStatus: orderPayStatus('expired'),
      updatedAt: new Date(now),
      finishedAt: new Date(now),
    })
    .where(
      and(
        eq(payOrders.direction, 'payin'),
        inArray(payOrders.state, ['created', 'pending']),
        lt(payOrders.expiresAt, new Date(now)),
        uid === undefined ? undefined : eq(payOrders.uid, uid),
      ),
    )
    .returning({ id: payOrders.id });
  return rows.length;
}

/** What the player has deposited (orders not failed/expired) today and in the total window. */
export async function depositedSums(
  db: DbOrTx,
  uid: number,
  now: number,
): Promise<{ today: number; window: number }> {
  const dayStart = new Date(utcDayStart(now));
  const windowStart = new Date(now - TOTAL_WINDOW_DAYS * 86_400_000);
  const [row] = await db
    .select({
      today: sql<string>`coalesce(sum(${payOrders.amount}) filter (where ${payOrders.createdAt} >= ${dayStart.toISOString()}::timestamptz), 0)`,
      window: sql<string>`coalesce(sum(${payOrders.amount}), 0)`,
    })
    .from(payOrders)
    .where(
      and(
        eq(payOrders.uid, uid),
        eq(payOrders.direction, 'payin'),
        eq(payOrders.countsTowardLimits, true),
        inArray(payOrders.state, ['created', 'pending', 'paid']),
        sql`${payOrders.createdAt} >= ${windowStart.toISOString()}::timestamptz`,
      ),
    );
  return { today: Number(row?.today ?? 0), window: Number(row?.window ?? 0) };
}

export function limitsFor(brand: BrandConfig, currency: string): DepositLimits {
  return depositLimits(brand.id, brand.market, currency);
}

/** Money in minor units as "30.00 BRL" for messages (never shown as a float). */
export const money = (minor: number, currency: string): string =>
  `${Math.trunc(minor / 100)}.${String(Math.abs(minor % 100)).padStart(2, '0')} ${currency}`;

export function checkDepositMethod(
  brand: BrandConfig,
  currency: string,
  payType: string,
  network: string | undefined,
): { method: PayMethod; network: string | null } {
  if (!isPayMethod(payType) || !depositMethods(brand.id).includes(payType)) {
    throw fail(DmError.PayMethodUnavailable, `${payType.slice(0, 32)} is not a deposit method here`);
  }
  const family = METHOD_FAMILY[payType];
  const networks = cryptoNetworks(currency);
  if (family === 'crypto') {
    const chosen = payType === 'TRC20' ? 'TRC20' : (network ?? networks[0]);
    if (!chosen || !networks.includes(chosen)) {
      throw fail(
        DmError.PayMethodUnavailable,
        `No ${currency} deposits on network ${String(chosen).slice(0, 16)}`,
      );
    }
    return { method: payType, network: chosen };
  }
  if (brand.flags.multiCurrency && networks.length > 0) {
    throw fail(DmError.PayMethodUnavailable, `${payType} does not take ${currency}`);
  }
  return { method: payType, network: null };
}

export function payinView(row: PayOrderRow): PayinOrder {
  return {
    order_id: row.orderNo,
    pay_status: row.payStatus,
    state: row.state as OrderState,
    amount: row.amount,
    currency: row.currency,
    pay_type: row.method,
    created_at: row.createdAt.getTime(),
    expire_at: row.expiresAt?.getTime() ?? 0,
    instructions: row.instructions as PayInstructions,
  };
}

export function payoutView(row: PayOrderRow): PayoutOrder {
  return {
    order_id: row.orderNo,
    pay_status: row.payStatus,
    state: row.state as OrderState,
    amount: row.amount,
    fee: row.fee,
    receive_amount: row.amount - row.fee,
    currency: row.currency,
    pay_type: row.method,
    account_masked: row.accountMasked ?? '',
    created_at: row.createdAt.getTime(),
  };
}

export function transactionView(row: PayOrderRow): PayTransaction {
  return {
    order_id: row.orderNo,
    direction: row.direction as 'payin' | 'payout',
    status: row.payStatus,
    state: row.state as OrderState,
    amount: row.amount,
    fee: row.fee,
    currency: row.currency,
    method: row.method,
    created_at: row.createdAt.getTime(),
    updated_at: row.updatedAt.getTime(),
  };
}

async function findByKey(tx: DbOrTx, uid: number, direction: string, key: string) {
  const [row] = await tx
    .select()
    .from(payOrders)
    .where(
      and(eq(payOrders.uid, uid), eq(payOrders.direction, direction), eq(payOrders.idempotencyKey, key)),
    );
  return row;
}

export async function findOrder(db: DbOrTx, orderNo: string, uid?: number) {
  const [row] = await db
    .select()
    .from(payOrders)
    .where(and(eq(payOrders.orderNo, orderNo), uid === undefined ? undefined : eq(payOrders.uid, uid)));
  return row;
}

const sameRequest = (row: PayOrderRow, hash: string) => {
  if (row.requestHash !== hash) {
    throw fail(DmError.IdempotencyConflict, 'This idempotency key was already used for a different request');
  }
  return row;
};

export interface PayinCreateInput {
  uid: number;
  brand: BrandConfig;
  currency: string;
  input: PayinCreate;
  /** false for operator credits (seeded demo funds): no limits, not counted toward them. */
  countsTowardLimits?: boolean;
}

/**
 * Creates a deposit order: limits under the player lock, the row as `created`, then the provider is asked
 * (outside the transaction) and the answer stored as `pending` with instructions, or `failed`.
 * The same idempotency key with the same request returns the same order.
 */
export async function createPayin(p: PaymentsContext, args: PayinCreateInput): Promise<PayOrderRow> {
  const { uid, brand, currency, input } = args;
  const counts = args.countsTowardLimits ?? true;
  const { method, network } = checkDepositMethod(brand, currency, input.pay_type, input.network);
  const hash = requestHash({
    amount: input.amount,
    method,
    currency,
    network,
    phone: input.phone ?? null,
    card: input.card ? createHash('sha256').update(input.card.number).digest('hex') : null,
  });
  const now = p.now();
  const row = await p.db.transaction(async (tx) => {
    await lockPlayer(tx, uid);
    const existing = await findByKey(tx, uid, 'payin', input.idempotency_key);
    if (existing) return sameRequest(existing, hash);
    if (counts) {
      await expireOrders(tx, now, uid);
      const sums = await depositedSums(tx, uid, now);
      const limits = limitsFor(brand, currency);
      const rule = checkDepositAmount(limits, input.amount, sums.today, sums.window);
      if (rule) throw depositRuleFailure(rule, limits, sums, currency);
    }
    const [inserted] = await tx
      .insert(payOrders)
      .values({
        orderNo: newOrderNo('PI'),
        uid,
        brandId: brand.id,
        direction: 'payin',
        method,
        network,
        currency,
        amount: input.amount,
        state: 'created',
        payStatus: orderPayStatus('created'),
        provider: providerFor(p, method).id,
        idempotencyKey: input.idempotency_key,
        requestHash: hash,
        countsTowardLimits: counts,
        expiresAt: new Date(now + DEPOSIT_EXPIRY_MS),
        createdAt: new Date(now),
        updatedAt: new Date(now),
      })
      .returning();
    return inserted!;
  });
  if (row.state !== 'created') return row;
  return startPayin(p, row, input);
}

/** Asks the provider for a `created` order and stores its answer (only if the order is still `created`). */
async function startPayin(p: PaymentsContext, row: PayOrderRow, input: PayinCreate): Promise<PayOrderRow> {
  const adapter = p.providers.get(row.provider) ?? providerFor(p, row.method as PayMethod);
  const started = await adapter.startPayin({
    orderId: row.orderNo,
    method: row.method as PayMethod,
    family: METHOD_FAMILY[row.method as PayMethod],
    amount: row.amount,
    currency: row.currency,
    network: row.network ?? undefined,
    card: input.card,
    phone: input.phone,
    expiresAt: row.expiresAt?.getTime() ?? 0,
  });
  const now = p.now();
  const state: OrderState = started.ok ? 'pending' : 'failed';
  const [updated] = await p.db
    .update(payOrders)
    .set({
      state,
      payStatus: orderPayStatus(state),
      providerRef: started.providerRef,
      instructions: started.instructions,
      updatedAt: new Date(now),
      ...(started.ok ? {} : { finishedAt: new Date(now) }),
    })
    .where(and(eq(payOrders.id, row.id), eq(payOrders.state, 'created')))
    .returning();
  return updated ?? (await findOrder(p.db, row.orderNo))!;
}

function depositRuleFailure(
  rule: NonNullable<ReturnType<typeof checkDepositAmount>>,
  limits: DepositLimits,
  sums: { today: number; window: number },
  currency: string,
): ApiFailure {
  const dm = DEPOSIT_RULE_DM_ERROR[rule];
  switch (rule) {
    case 'amount_invalid':
      return fail(dm, 'The amount must be a positive whole number of minor units');
    case 'below_min':
      return fail(dm, `The minimum deposit is ${money(limits.min, currency)}`);
    case 'above_daily':
      return fail(
        dm,
        `Over the daily deposit limit of ${money(limits.dailyMax, currency)} (left today: ${money(Math.max(0, limits.dailyMax - sums.today), currency)})`,
      );
    case 'above_total':
      return fail(
        dm,
        `Over the ${TOTAL_WINDOW_DAYS}-day deposit limit of ${money(limits.totalMax, currency)} (left: ${money(Math.max(0, limits.totalMax - sums.window), currency)})`,
      );
  }
}

/** Reads an order, expiring it first when it is an unpaid deposit past its time. */
export async function readOrder(
  p: PaymentsContext,
  orderNo: string,
  uid: number,
  direction: 'payin' | 'payout',
) {
  let row = await findOrder(p.db, orderNo, uid);
  if (!row || row.direction !== direction) throw fail(DmError.PayOrderNotFound, 'No such order');
  const now = p.now();
  if (
    direction === 'payin' &&
    !isFinalState(row.state as OrderState) &&
    row.expiresAt &&
    row.expiresAt.getTime() < now
  ) {
    await expireOrders(p.db, now, uid);
    row = (await findOrder(p.db, orderNo, uid))!;
  }
  return row;
}

/**
 * Applies a verified provider callback once: the callback id is recorded in the same transaction as its
 * effect, so a replay (same id) answers the stored result and moves nothing; a second callback (new id) for
 * a settled order changes nothing either (`applied: false`). Deposits are credited only here.
 */
export async function applyCallback(p: PaymentsContext, cb: VerifiedCallback): Promise<CallbackResult> {
  const now = p.now();
  return p.db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(payCallbacks)
      .values({
        provider: cb.provider,
        callbackId: cb.callback_id,
        orderNo: cb.order_id,
        body: cb,
        receivedAt: new Date(now),
      })
      .onConflictDoNothing()
      .returning({ callbackId: payCallbacks.callbackId });
    if (!fresh) {
      const [seen] = await tx
        .select({ result: payCallbacks.result, body: payCallbacks.body })
        .from(payCallbacks)
        .where(and(eq(payCallbacks.provider, cb.provider), eq(payCallbacks.callbackId, cb.callback_id)));
      if (seen?.result) return seen.result as CallbackResult;
      throw fail(DmError.CallbackRejected, 'Callback is being processed');
    }
    const [order] = await tx.select().from(payOrders).where(eq(payOrders.orderNo, cb.order_id)).for('update');
    if (!order || order.provider !== cb.provider) throw fail(DmError.PayOrderNotFound, 'No such order');
    if (order.direction !== cb.direction || order.amount !== cb.amount || order.currency !== cb.currency) {
      throw fail(
        DmError.CallbackRejected,
        'The callback does not match the order (direction, amount or currency)',
      );
    }
    const state = order.state as OrderState;
    let next: OrderState | null = null;
    if (order.direction === 'payin') {
      if (cb.status === 'paid' && state !== 'paid') {
        // A payment reported after our time-out still arrived: it is credited (money is never dropped).
        await postTransaction(tx, {
          key: `payin:credit:${order.orderNo}`,
          kind: 'deposit',
          ref: order.orderNo,
          postings: [
            { account: { system: 'provider_clearing', currency: order.currency }, amount: -order.amount },
            { account: { uid: order.uid, kind: 'cash', currency: order.currency }, amount: order.amount },
          ],
          meta: { method: order.method, provider: cb.provider, provider_ref: cb.provider_ref },
        });
        next = 'paid';
      } else if (cb.status !== 'paid' && !isFinalState(state)) {
        next = cb.status;
      }
    } else if (!isFinalState(state)) {
      if (cb.status === 'paid') next = 'paid';
      else {
        const receive = order.amount - order.fee;
        await postTransaction(tx, {
          key: `payout:return:${order.orderNo}`,
          kind: 'payout_return',
          ref: order.orderNo,
          postings: [
            { account: { system: 'provider_clearing', currency: order.currency }, amount: -receive },
            ...(order.fee > 0
              ? [{ account: { system: 'fees' as const, currency: order.currency }, amount: -order.fee }]
              : []),
            { account: { uid: order.uid, kind: 'cash', currency: order.currency }, amount: order.amount },
          ],
          meta: { provider: cb.provider, provider_ref: cb.provider_ref, status: cb.status },
        });
        next = cb.status;
      }
    }
    if (next) {
      await tx
        .update(payOrders)
        .set({
          state: next,
          payStatus: orderPayStatus(next),
          updatedAt: new Date(now),
          finishedAt: new Date(now),
          providerRef: order.providerRef ?? cb.provider_ref,
        })
        .where(eq(payOrders.id, order.id));
    }
    const finalState = next ?? state;
    const result: CallbackResult = {
      order_id: order.orderNo,
      state: finalState,
      pay_status: orderPayStatus(finalState),
      applied: next !== null,
    };
    await tx
      .update(payCallbacks)
      .set({ result })
      .where(and(eq(payCallbacks.provider, cb.provider), eq(payCallbacks.callbackId, cb.callback_id)));
    return result;
  });
}

export const maskAccount = (accountNo: string): string =>
  accountNo.length <= 4
    ? accountNo
    : `${'*'.repeat(Math.min(8, accountNo.length - 4))}${accountNo.slice(-4)}`;

export interface PayoutCreateInput {
  uid: number;
  brand: BrandConfig;
  currency: string;
  input: PayoutCreate;
}

/**
 * Creates a withdrawal and reserves its amount at once (cash -> clearing + fees) in the same transaction as
 * the order row. InsufficientFunds from the ledger rolls both back and answers 3001.
 */
export async function createPayout(p: PaymentsContext, args: PayoutCreateInput): Promise<PayOrderRow> {
  const { uid, brand, currency, input } = args;
  const hash = requestHash({ amount: input.amount, account: input.account_id, currency });
  const now = p.now();
  let row: PayOrderRow;
  try {
    row = await p.db.transaction(async (tx) => {
      await lockPlayer(tx, uid);
      const existing = await findByKey(tx, uid, 'payout', input.idempotency_key);
      if (existing) return sameRequest(existing, hash);
      const [account] = await tx
        .select()
        .from(withdrawAccounts)
        .where(and(eq(withdrawAccounts.id, input.account_id), eq(withdrawAccounts.uid, uid)));
      if (!account) throw fail(DmError.WithdrawAccountMissing, 'No such withdraw account');
      const method = account.method as PayMethod;
      if (!isPayMethod(method) || !withdrawMethods(brand.id).includes(method)) {
        throw fail(DmError.PayMethodUnavailable, `${account.method} withdrawals are not offered here`);
      }
      const cash = (await playerBalance(tx, uid, currency)).cash;
      const rule = checkWithdrawAmount(brand.id, input.amount, cash);
      if (rule === 'insufficient') throw insufficientBalanceFailure();
      if (rule)
        throw fail(
          DmError.WithdrawBelowMinimum,
          `The minimum withdrawal is ${money(limitsFor(brand, currency).min, currency)}`,
        );
      const fee = withdrawFee(input.amount);
      const orderNo = newOrderNo('PO');
      const [inserted] = await tx
        .insert(payOrders)
        .values({
          orderNo,
          uid,
          brandId: brand.id,
          direction: 'payout',
          method,
          currency,
          amount: input.amount,
          fee,
          state: 'pending',
          payStatus: orderPayStatus('pending'),
          provider: providerFor(p, method).id,
          accountId: account.id,
          accountMasked: maskAccount(account.accountNo),
          idempotencyKey: input.idempotency_key,
          requestHash: hash,
          createdAt: new Date(now),
          updatedAt: new Date(now),
        })
        .returning();
      await postTransaction(tx, {
        key: `payout:reserve:${uid}:${input.idempotency_key}`,
        kind: 'payout',
        ref: orderNo,
        postings: [
          { account: { uid, kind: 'cash', currency }, amount: -input.amount },
          { account: { system: 'provider_clearing', currency }, amount: input.amount - fee },
          ...(fee > 0 ? [{ account: { system: 'fees' as const, currency }, amount: fee }] : []),
        ],
        meta: { method, account_id: account.id },
      });
      return inserted!;
    });
  } catch (err) {
    if (err instanceof InsufficientFunds) throw insufficientBalanceFailure();
    throw err;
  }
  if (row.providerRef) return row;
  const account = row.accountId
    ? (await p.db.select().from(withdrawAccounts).where(eq(withdrawAccounts.id, row.accountId)))[0]
    : undefined;
  const adapter = p.providers.get(row.provider) ?? providerFor(p, row.method as PayMethod);
  const { providerRef } = await adapter.startPayout({
    orderId: row.orderNo,
    method: row.method as PayMethod,
    amount: row.amount - row.fee,
    currency: row.currency,
    accountNo: account?.accountNo ?? '',
    holderName: account?.holderName ?? '',
  });
  const [updated] = await p.db
    .update(payOrders)
    .set({ providerRef })
    .where(and(eq(payOrders.id, row.id), sql`${payOrders.providerRef} is null`))
    .returning();
  return updated ?? row;
}

/** The player's deposits and withdrawals, newest first, keyset paged by order id. */
export async function history(
  db: Db,
  uid: number,
  direction: 'payin' | 'payout' | null,
  cursor: number | null,
  size: number,
): Promise<{ list: PayTransaction[]; cursor: string; has_more: boolean }> {
  const rows = await db
    .select()
    .from(payOrders)
    .where(
      and(
        eq(payOrders.uid, uid),
        direction ? eq(payOrders.direction, direction) : undefined,
        cursor ? lt(payOrders.id, cursor) : undefined,
      ),
    )
    .orderBy(desc(payOrders.id))
    .limit(size + 1);
  const page = rows.slice(0, size);
  return {
    list: page.map(transactionView),
    cursor: rows.length > size ? String(page[page.length - 1]!.id) : '',
    has_more: rows.length > size,
  };
}

export const currencySymbol = (currency: string): string => currencyInfo(currency)?.symbol ?? currency;
