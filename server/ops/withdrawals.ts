/**
 * The withdrawal queue: pending payouts of the operator's brands with their risk signals and stage (in review
 * above the brand's threshold, or with the provider), and the operator's decision on those in review
 * (decideWithdrawal below).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { OpsDmError } from '../../core/contract/errors';
import type {
  OpsRisk,
  OpsWithdrawal,
  OpsWithdrawalDecide,
  OpsWithdrawalStage,
} from '../../core/contract/schemas/ops';
import { orderPayStatus, PayStatus } from '../../core/wallet/status';
import { BonusState } from '../../core/promotions/types';
import type { Db } from '../db/database';
import { users } from '../db/schema-accounts';
import { opsWithdrawalHolds } from '../db/schema-ops';
import { payOrders } from '../db/schema-payments';
import { rowsOf } from '../db/rows';
import { ApiFailure } from '../http/failure';
import { applyCallback } from '../payments/callbacks';
import type { PaymentsContext } from '../payments/context';
import type { PayOrderRow } from '../payments/orders';
import { sendPayout } from '../payments/payout-review';
import { appendAudit } from './audit';
import type { Operator } from './auth';

const DAY = 86_400_000;
export const NEW_ACCOUNT_DAYS = 7;
const OPEN = ['created', 'pending'];

interface RiskRow {
  uid: string | number;
  shared: boolean;
  bonus: boolean;
  deposits: string | number;
  turnover: string | number;
}

/**
 * One query for the queue's players: a device (smid) of theirs used by another account, a bonus unlocked
 * in the last 24 h, paid deposits and turnover (cash spent on bets and games: debits other than payouts).
 */
async function riskFacts(db: Db, uids: number[], now: number): Promise<Map<number, RiskRow>> {
  if (uids.length === 0) return new Map();
  const list = sql.join(
    uids.map((u) => sql`${u}`),
    sql`, `,
  );
  const found = rowsOf<RiskRow>(
    await db.execute(sql`
      select u.id as uid,
        exists (select 1 from sessions s join sessions o on o.smid = s.smid and o.uid <> s.uid
                where s.uid = u.id and s.smid <> '') as shared,
        exists (select 1 from player_bonuses b where b.uid = u.id and b.state = ${BonusState.Unlocked}
                and b.finished_at > ${new Date(now - DAY)}) as bonus,
        coalesce((select sum(p.amount) from pay_orders p where p.uid = u.id and p.direction = 'payin'
                and p.state = 'paid'), 0) as deposits,
        coalesce((select -sum(e.amount) from ledger_entries e
                join ledger_accounts a on a.id = e.account_id
                join ledger_transactions t on t.id = e.tx_id
                where a.owner_uid = u.id and a.kind = 'cash' and e.amount < 0
                and t.kind not in ('payout', 'manual_adjustment')), 0) as turnover
      from users u where u.id in (${list})`),
  );
  return new Map(found.map((r) => [Number(r.uid), r]));
}

export async function withdrawalQueue(db: Db, op: Operator, now: number): Promise<OpsWithdrawal[]> {
  if (op.brands.length === 0) return [];
  const rows = await db
    .select({ order: payOrders, user: users, hold: opsWithdrawalHolds })
    .from(payOrders)
    .innerJoin(users, eq(users.id, payOrders.uid))
    .leftJoin(opsWithdrawalHolds, eq(opsWithdrawalHolds.orderNo, payOrders.orderNo))
    .where(
      and(
        eq(payOrders.direction, 'payout'),
        inArray(payOrders.state, OPEN),
        inArray(payOrders.brandId, op.brands),
      ),
    )
    .orderBy(asc(payOrders.id))
    .limit(200);
  const facts = await riskFacts(db, [...new Set(rows.map((r) => r.order.uid))], now);
  return rows.map(({ order, user, hold }) => {
    const f = facts.get(order.uid);
    const risks: OpsRisk[] = [];
    if (now - user.createdAt.getTime() < NEW_ACCOUNT_DAYS * DAY) risks.push('new_account');
    if (f?.bonus) risks.push('bonus_unlocked');
    if (f?.shared) risks.push('shared_device');
    if (f && Number(f.turnover) < Number(f.deposits)) risks.push('low_turnover');
    return {
      order_id: order.orderNo,
      uid: order.uid,
      brand_id: order.brandId,
      email: user.email,
      method: order.method,
      account: order.accountMasked,
      currency: order.currency,
      amount: order.amount,
      fee: order.fee,
      created_at: order.createdAt.getTime(),
      held: hold !== null,
      hold_reason: hold?.reason ?? null,
      risks,
      stage: order.payStatus === PayStatus.PendingReview ? 'review' : 'paying',
    };
  });
}

const notFound = () => new ApiFailure(404, OpsDmError.OpsWithdrawalNotFound, 'No such withdrawal.');
const withProvider = () =>
  new ApiFailure(
    409,
    OpsDmError.OpsWithdrawalWithProvider,
    'This withdrawal is already with the payment provider.',
  );

type Decided = { order_id: string; state: string; stage: OpsWithdrawalStage | null };

/**
 * The operator's decision on a withdrawal in review. Approve takes the order out of review (pay_status 20 ->
 * 2) in a transaction holding its row lock, with the audit row, and only then, outside it, asks the provider
 * (payments/payout-review.ts sendPayout): a second approve (a double click) finds it already `paying` and
 * answers the same without a second provider call. The provider's callback later pays it (or fails and
 * returns it). Reject settles it as a failed payout through the provider's own path (applyCallback: the money
 * back to the player's cash, their message written) in one transaction with the audit row. Hold keeps it in
 * review. An order already with the provider (below the threshold, or approved) is the provider's to settle.
 */
export async function decideWithdrawal(
  db: Db,
  payments: PaymentsContext,
  op: Operator,
  input: OpsWithdrawalDecide,
  now: number,
): Promise<Decided> {
  const decided = await db.transaction(async (tx): Promise<Decided & { send?: PayOrderRow }> => {
    const [order] = await tx
      .select()
      .from(payOrders)
      .where(eq(payOrders.orderNo, input.order_id))
      .for('update');
    if (!order || order.direction !== 'payout' || !op.brands.includes(order.brandId)) throw notFound();
    if (!OPEN.includes(order.state))
      throw new ApiFailure(409, OpsDmError.OpsWithdrawalSettled, 'This withdrawal is already settled.');
    const inReview = order.payStatus === PayStatus.PendingReview;
    if (!inReview) {
      // Approved a moment ago (a double click, a second tab): the same answer, no second provider call.
      if (input.action === 'approve') return { order_id: order.orderNo, state: order.state, stage: 'paying' };
      throw withProvider();
    }
    const audit = (action: string, after: object) =>
      appendAudit(
        tx,
        op,
        {
          brandId: order.brandId,
          action,
          target: `withdrawal:${order.orderNo}`,
          before: { state: order.state, stage: 'review' },
          after: { ...after, reason: input.reason, amount: order.amount, currency: order.currency },
        },
        now,
      );
    if (input.action === 'hold') {
      await tx
        .insert(opsWithdrawalHolds)
        .values({ orderNo: order.orderNo, operatorId: op.id, reason: input.reason, heldAt: new Date(now) })
        .onConflictDoUpdate({
          target: opsWithdrawalHolds.orderNo,
          set: { operatorId: op.id, reason: input.reason, heldAt: new Date(now) },
        });
      await audit('withdrawal.hold', { state: order.state, stage: 'review', held: true });
      return { order_id: order.orderNo, state: order.state, stage: 'review' };
    }
    // Out of review either way: approved goes to the provider, rejected is settled below.
    const [moved] = await tx
      .update(payOrders)
      .set({ payStatus: orderPayStatus('pending'), updatedAt: new Date(now) })
      .where(eq(payOrders.id, order.id))
      .returning();
    await tx.delete(opsWithdrawalHolds).where(eq(opsWithdrawalHolds.orderNo, order.orderNo));
    if (input.action === 'approve') {
      await audit('withdrawal.approve', { state: order.state, stage: 'paying' });
      return { order_id: order.orderNo, state: order.state, stage: 'paying', send: moved! };
    }
    // The provider's own settlement path, run in this transaction (a savepoint): the money returns and the
    // player's message is written exactly as for a provider's failed callback, the callback id naming us.
    const result = await applyCallback(
      { db: tx as unknown as Db, now: () => now, providers: new Map() },
      {
        provider: order.provider,
        callback_id: `ops-reject-${order.orderNo}`,
        order_id: order.orderNo,
        direction: 'payout',
        status: 'failed',
        amount: order.amount,
        currency: order.currency,
        provider_ref: order.providerRef ?? `ops-${order.orderNo}`,
      },
    );
    await audit('withdrawal.reject', { state: result.state });
    return { order_id: order.orderNo, state: result.state, stage: null };
  });
  const { send, ...answer } = decided;
  if (!send) return answer;
  try {
    await sendPayout(payments, send);
  } catch (err) {
    // The provider did not take it: back in review (unless its answer raced in), so approving again retries.
    await db
      .update(payOrders)
      .set({ payStatus: PayStatus.PendingReview, updatedAt: new Date(now) })
      .where(
        and(
          eq(payOrders.id, send.id),
          eq(payOrders.payStatus, orderPayStatus('pending')),
          sql`${payOrders.providerRef} is null`,
        ),
      );
    throw new ApiFailure(
      502,
      OpsDmError.OpsPayoutProviderFailed,
      `The payment provider did not accept the payout (${err instanceof Error ? err.message.slice(0, 80) : 'no answer'}); it is back in review.`,
    );
  }
  return answer;
}
