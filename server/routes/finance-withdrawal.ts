/** Finance withdrawals: payout create and status, and the withdrawable balance (getWithdrawBalance). */
import { MAX_WITHDRAW_FEE, MIN_DEPOSIT, WITHDRAW_FEE_BPS } from '../../core/wallet/limits';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../accounts/session-http';
import { payOrders } from '../db/schema-payments';
import { registerEndpoint } from '../http/envelope';
import { playerBalance } from '../ledger/ledger';
import { offeredMethods } from '../payments/method-config';
import { SANDBOX_PROVIDER } from '../payments/sandbox';
import { createPayout, payoutView, readOrder } from '../payments/service';
import { refuseInPlayMode } from '../rg/play-money';
import type { FinanceRouteContext } from './finance';

export function registerWithdrawalRoutes(app: FastifyInstance, f: FinanceRouteContext): void {
  const { payments: p, limit, moneyBucket, moneyCurrency, sandboxControl } = f;
  /** As deposits: the page offers the sandbox control only when this server accepts it (development). */
  const payoutAnswer = (row: Parameters<typeof payoutView>[0]) =>
    sandboxControl && row.provider === SANDBOX_PROVIDER
      ? { ...payoutView(row), sandbox_control: true }
      : payoutView(row);

  registerEndpoint(app, 'payoutCreate', async ({ ctx, input }) => {
    const { uid } = requireUser(ctx);
    refuseInPlayMode(ctx);
    await limit(moneyBucket, `u:${uid}`);
    const currency = moneyCurrency(ctx, input.currency_code);
    const row = await createPayout(p, { uid, brand: ctx.brand, currency, input });
    return payoutAnswer(row);
  });

  registerEndpoint(app, 'payoutStatus', async ({ ctx, input }) => {
    const { uid } = requireUser(ctx);
    return payoutAnswer(await readOrder(p, input.order_id, uid, 'payout'));
  });
}

export function registerWithdrawBalanceRoute(app: FastifyInstance, f: FinanceRouteContext): void {
  const { db, moneyCurrency } = f;

  registerEndpoint(app, 'withdrawBalance', async ({ ctx, input }) => {
    const { uid } = requireUser(ctx);
    refuseInPlayMode(ctx);
    const currency = moneyCurrency(ctx, input.currency_code);
    const balance = await playerBalance(db, uid, currency);
    const [pending] = await db
      .select({ sum: sql<string>`coalesce(sum(${payOrders.amount}), 0)` })
      .from(payOrders)
      .where(
        and(
          eq(payOrders.uid, uid),
          eq(payOrders.direction, 'payout'),
          eq(payOrders.currency, currency),
          inArray(payOrders.state, ['created', 'pending']),
        ),
      );
    return {
      currency,
      withdrawable: balance.cash,
      pending_payout: Number(pending?.sum ?? 0),
      min_amount: MIN_DEPOSIT[ctx.brand.id],
      fee_bps: WITHDRAW_FEE_BPS,
      max_fee: MAX_WITHDRAW_FEE,
      methods: (await offeredMethods(db, ctx.brand.id, 'withdraw')).map((r) => r.method),
    };
  });
}
