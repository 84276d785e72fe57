/**
 * Withdrawal review (issue #24): below the brand's review threshold the provider is asked at once; above it
 * the order waits in review (pay_status 20, no provider call) until an operator approves (one provider call
 * even for a double approve; the provider's callback then pays it) or rejects it (the money returns).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { DmError, OpsDmError } from '../../core/contract/errors';
import * as ops from '../../core/contract/endpoints-ops';
import type { PayoutOrder, PayTransaction } from '../../core/contract/schemas/finance';
import { orderPayStatus, PayStatus } from '../../core/wallet/status';
import { DEFAULT_REVIEW_THRESHOLD } from '../../core/wallet/payout-review';
import { defaultAccountsConfig } from '../../server/accounts/config';
import { brandPayoutReview, payOrders, sandboxProviderLines } from '../../server/db/schema';
import { resendPayouts, RESEND_AFTER_MS } from '../../server/payments/jobs';
import { DEMO_OPERATORS } from '../../server/db/seed/ops';
import { createTestApp, type TestApp } from './helpers/app';
import { addOperator, OpsClient, OpsClock, status } from './helpers/ops';
import type { Player } from './finance-support';
import { expectLedgerOk, withdrawing } from './finance-support';

let t: TestApp;
const clock = new OpsClock(Date.UTC(2026, 10, 28, 12, 0, 0));
const email = (name: string) => DEMO_OPERATORS.find((o) => o.email.startsWith(`${name}@`))!.email;
const THRESHOLD = 4_000;

beforeAll(async () => {
  vi.stubEnv('PAYMENTS_RATE_LIMIT', '10000');
  t = await createTestApp({
    now: clock.now,
    accounts: { ...defaultAccountsConfig(), sessionIdleMinutes: 525_600, sessionMaxDays: 3650 },
  });
  // R$ 40.00 here, so a test player's R$ 100.00 deposit can go either side of it.
  await t.database.db
    .insert(brandPayoutReview)
    .values({ brandId: 'br', threshold: THRESHOLD, updatedAt: new Date(clock.now()), updatedBy: 0 });
});
afterAll(async () => {
  await t.close();
  vi.unstubAllEnvs();
});
afterEach(() => expectLedgerOk(t.database.db));

const providerLines = (orderNo: string) =>
  t.database.db.select().from(sandboxProviderLines).where(eq(sandboxProviderLines.orderNo, orderNo));
const historyOf = async (p: Player, orderNo: string) =>
  (await p.ok<{ list: PayTransaction[] }>('payHistory', { direction: 'payout' })).list.find(
    (r) => r.order_id === orderNo,
  );

describe('withdrawal review', () => {
  it('at or below the threshold the provider is asked at once; the queue shows it paying', async () => {
    const { po } = await withdrawing(t.app, THRESHOLD);
    expect(po.pay_status).toBe(PayStatus.Pending);
    expect(await providerLines(po.order_id)).toHaveLength(1);
    const c = await new OpsClient(t.app, clock).signIn(email('payments'));
    const row = (await c.ok(ops.opsWithdrawals, {})).list.find((w) => w.order_id === po.order_id);
    expect(row?.stage).toBe('paying');
    // The provider's to settle now: reject and hold are refused, approve changes nothing.
    const refused = await c.call(ops.opsWithdrawalDecide, {
      order_id: po.order_id,
      action: 'reject',
      reason: 'x',
    });
    expect(status(refused)).toEqual({ http: 409, dm: OpsDmError.OpsWithdrawalWithProvider });
  });

  it('above it the order waits in review with no provider call; a double approve calls it once; the callback pays', async () => {
    const { p, po } = await withdrawing(t.app, 5_000);
    expect(po).toMatchObject({ state: 'pending', pay_status: PayStatus.PendingReview });
    expect(await providerLines(po.order_id)).toHaveLength(0);
    expect((await historyOf(p, po.order_id))?.status).toBe(PayStatus.PendingReview);
    // Nothing the provider could say settles an order it never got.
    const early = await p.call('sandboxMark', { order_id: po.order_id, outcome: 'paid' });
    expect((early.json() as { dm_error: number }).dm_error).toBe(DmError.CallbackRejected);

    const c = await new OpsClient(t.app, clock).signIn(email('payments'));
    expect((await c.ok(ops.opsWithdrawals, {})).list.find((w) => w.order_id === po.order_id)?.stage).toBe(
      'review',
    );
    const approve = () =>
      c.ok(ops.opsWithdrawalDecide, { order_id: po.order_id, action: 'approve', reason: 'OK' });
    const [a, b] = await Promise.all([approve(), approve()]);
    expect(a).toMatchObject({ state: 'pending', stage: 'paying' });
    expect(b).toMatchObject({ state: 'pending', stage: 'paying' });
    expect(await approve()).toMatchObject({ state: 'pending', stage: 'paying' });
    const lines = await providerLines(po.order_id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ direction: 'payout', amount: 4_900, status: 'pending' });
    expect((await historyOf(p, po.order_id))?.status).toBe(PayStatus.Pending);
    const audit = await (
      await new OpsClient(t.app, clock).signIn(email('admin'))
    ).ok(ops.opsAudit, { brand: 'br' });
    const approvals = audit.list.filter((r) => r.target === `withdrawal:${po.order_id}`);
    expect(approvals.map((r) => r.action)).toEqual(['withdrawal.approve']);
    expect(approvals[0]).toMatchObject({
      before: { stage: 'review' },
      after: { stage: 'paying', reason: 'OK' },
    });

    // The provider's callback pays it.
    await p.ok('sandboxMark', { order_id: po.order_id, outcome: 'paid' });
    expect((await p.ok<PayoutOrder>('payoutStatus', { order_id: po.order_id })).state).toBe('paid');
    expect(await p.cash()).toBe(5_000);
    expect((await providerLines(po.order_id))[0]?.status).toBe('paid');
    expect((await c.ok(ops.opsWithdrawals, {})).list.some((w) => w.order_id === po.order_id)).toBe(false);
  });

  it('an approved payout that never reached its provider (the process stopped between) is sent by the job, once', async () => {
    const lost = await withdrawing(t.app, 5_000);
    const fresh = await withdrawing(t.app, 5_000);
    const waiting = await withdrawing(t.app, 5_000);
    // What an approval leaves when the process stops before the provider call: out of review, no reference.
    const approvedAt = (ms: number, orderNo: string) =>
      t.database.db
        .update(payOrders)
        .set({ payStatus: orderPayStatus('pending'), updatedAt: new Date(ms) })
        .where(eq(payOrders.orderNo, orderNo));
    await approvedAt(clock.now() - RESEND_AFTER_MS - 1_000, lost.po.order_id);
    await approvedAt(clock.now() - 1_000, fresh.po.order_id);

    expect(await resendPayouts(t.app.payments)).toBeGreaterThanOrEqual(1);
    expect(await providerLines(lost.po.order_id)).toHaveLength(1);
    const [row] = await t.database.db.select().from(payOrders).where(eq(payOrders.orderNo, lost.po.order_id));
    expect(row?.providerRef).toMatch(/^SBX-/);
    // Too recent (its approval may still be calling the provider), or still in review: left alone.
    expect(await providerLines(fresh.po.order_id)).toHaveLength(0);
    expect(await providerLines(waiting.po.order_id)).toHaveLength(0);
    // Sent once: the next pass finds nothing of it to send.
    await resendPayouts(t.app.payments);
    expect(await providerLines(lost.po.order_id)).toHaveLength(1);
    // The provider's callback then pays it as for any payout.
    await lost.p.ok('sandboxMark', { order_id: lost.po.order_id, outcome: 'paid' });
    expect((await lost.p.ok<PayoutOrder>('payoutStatus', { order_id: lost.po.order_id })).state).toBe('paid');
  });

  it('reject of an order in review returns the whole amount; no provider call', async () => {
    const { p, po } = await withdrawing(t.app, 6_000);
    expect(await p.cash()).toBe(4_000);
    const c = await new OpsClient(t.app, clock).signIn(email('payments'));
    const done = await c.ok(ops.opsWithdrawalDecide, {
      order_id: po.order_id,
      action: 'reject',
      reason: 'No',
    });
    expect(done).toMatchObject({ state: 'failed', stage: null });
    expect(await p.cash()).toBe(10_000);
    expect(await providerLines(po.order_id)).toHaveLength(0);
    const again = await c.call(ops.opsWithdrawalDecide, {
      order_id: po.order_id,
      action: 'approve',
      reason: 'x',
    });
    expect(status(again)).toEqual({ http: 409, dm: OpsDmError.OpsWithdrawalSettled });
  });

  it('support and marketing may not decide; an operator of another brand finds no such withdrawal', async () => {
    const { po } = await withdrawing(t.app, 5_000);
    for (const role of ['support', 'marketing']) {
      const c = await new OpsClient(t.app, clock).signIn(email(role));
      const refused = await c.call(ops.opsWithdrawalDecide, {
        order_id: po.order_id,
        action: 'approve',
        reason: 'x',
      });
      expect(status(refused)).toEqual({ http: 403, dm: OpsDmError.OpsForbidden });
    }
    await addOperator(t.database.db, 'mx-payments@ops.example', 'payments', ['mx']);
    const mx = await new OpsClient(t.app, clock).signIn('mx-payments@ops.example');
    const other = await mx.call(ops.opsWithdrawalDecide, {
      order_id: po.order_id,
      action: 'approve',
      reason: 'x',
    });
    expect(status(other)).toEqual({ http: 404, dm: OpsDmError.OpsWithdrawalNotFound });
    expect(await providerLines(po.order_id)).toHaveLength(0);
  });

  it('the console edits the threshold per brand (admin), audited; back to the default removes the override', async () => {
    const admin = await new OpsClient(t.app, clock).signIn(email('admin'));
    expect(await admin.ok(ops.opsPayoutReview, { brand: 'br' })).toEqual({
      brand: 'br',
      currency: 'BRL',
      threshold: THRESHOLD,
      customised: true,
    });
    const pay = await new OpsClient(t.app, clock).signIn(email('payments'));
    const refused = await pay.call(ops.opsPayoutReviewEdit, { brand: 'br', threshold: 1, reason: 'x' });
    expect(status(refused)).toEqual({ http: 403, dm: OpsDmError.OpsForbidden });
    // Every withdrawal waits at 0.
    expect(
      await admin.ok(ops.opsPayoutReviewEdit, { brand: 'br', threshold: 0, reason: 'Audit week' }),
    ).toMatchObject({
      threshold: 0,
      customised: true,
    });
    const { po } = await withdrawing(t.app, 3_000);
    expect(po.pay_status).toBe(PayStatus.PendingReview);
    expect(
      await admin.ok(ops.opsPayoutReviewEdit, {
        brand: 'br',
        threshold: DEFAULT_REVIEW_THRESHOLD.br!,
        reason: 'Back',
      }),
    ).toMatchObject({ threshold: 50_000, customised: false });
    const audit = await admin.ok(ops.opsAudit, { brand: 'br' });
    expect(audit.list.find((r) => r.action === 'config.payout_review')).toMatchObject({
      before: { threshold: 0 },
      after: { threshold: 50_000, reason: 'Back' },
    });
    await admin.ok(ops.opsPayoutReviewEdit, { brand: 'br', threshold: THRESHOLD, reason: 'Tests' });
  });
});
