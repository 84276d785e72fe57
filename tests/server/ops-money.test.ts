/**
 * Operator money actions (issue #24): approving and rejecting a withdrawal (the order, balances, ledger and
 * the player's message), holds, risk signals, and a manual adjustment with two-person approval above the
 * threshold. The ledger's invariants are checked after every test.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DmError, OpsDmError } from '../../core/contract/errors';
import * as ops from '../../core/contract/endpoints-ops';
import type { PayoutOrder } from '../../core/contract/schemas/finance';
import { ADJUSTMENT_APPROVAL_THRESHOLD } from '../../core/ops/permissions';
import { defaultAccountsConfig } from '../../server/accounts/config';
import { DEMO_OPERATORS } from '../../server/db/seed/ops';
import { brandPayoutReview } from '../../server/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { OpsClient, OpsClock, status } from './helpers/ops';
import { Player, expectLedgerOk, withdrawing } from './finance-support';

let t: TestApp;
const clock = new OpsClock(Date.UTC(2026, 10, 28, 12, 0, 0));
const email = (name: string) => DEMO_OPERATORS.find((o) => o.email.startsWith(`${name}@`))!.email;

beforeAll(async () => {
  vi.stubEnv('PAYMENTS_RATE_LIMIT', '10000');
  t = await createTestApp({
    now: clock.now,
    accounts: { ...defaultAccountsConfig(), sessionIdleMinutes: 525_600, sessionMaxDays: 3650 },
  });
  // Every withdrawal of br waits for review here (threshold 0): the queue's decisions are what this tests.
  await t.database.db
    .insert(brandPayoutReview)
    .values({ brandId: 'br', threshold: 0, updatedAt: new Date(clock.now()), updatedBy: 0 });
});
afterAll(async () => {
  await t.close();
  vi.unstubAllEnvs();
});
afterEach(() => expectLedgerOk(t.database.db));

const messages = async (p: Player) =>
  (
    await p.ok<{ message_list: { message_content: { title: string } }[] }>('messageList', { page_size: 20 })
  ).message_list.map((m) => m.message_content);

describe('withdrawal queue', () => {
  it('lists the pending withdrawal with its risks; approve pays it, moves nothing back, tells the player', async () => {
    const { p, po } = await withdrawing(t.app, 5_000);
    expect(await p.cash()).toBe(5_000);
    const c = await new OpsClient(t.app, clock).signIn(email('payments'));
    const row = (await c.ok(ops.opsWithdrawals, {})).list.find((w) => w.order_id === po.order_id)!;
    expect(row).toMatchObject({ uid: p.uid, amount: 5_000, fee: 100, held: false, brand_id: 'br' });
    // Registered today, deposited 100.00 and bet nothing.
    expect(row.risks).toEqual(expect.arrayContaining(['new_account', 'low_turnover']));

    const held = await c.ok(ops.opsWithdrawalDecide, {
      order_id: po.order_id,
      action: 'hold',
      reason: 'Check documents',
    });
    expect(held.state).toBe('pending');
    expect((await c.ok(ops.opsWithdrawals, {})).list.find((w) => w.order_id === po.order_id)).toMatchObject({
      held: true,
      hold_reason: 'Check documents',
    });

    const done = await c.ok(ops.opsWithdrawalDecide, {
      order_id: po.order_id,
      action: 'approve',
      reason: 'OK',
    });
    // Approved: with the provider until its callback (here the sandbox's, as a real one would) pays it.
    expect(done).toMatchObject({ state: 'pending', stage: 'paying' });
    await p.ok('sandboxMark', { order_id: po.order_id, outcome: 'paid' });
    expect(await p.cash()).toBe(5_000);
    expect((await p.ok<PayoutOrder>('payoutStatus', { order_id: po.order_id })).state).toBe('paid');
    expect((await c.ok(ops.opsWithdrawals, {})).list.some((w) => w.order_id === po.order_id)).toBe(false);
    expect((await messages(p)).map((m) => m.title)).toContain('Saque pago');
    const again = await c.call(ops.opsWithdrawalDecide, {
      order_id: po.order_id,
      action: 'reject',
      reason: 'late',
    });
    expect(status(again)).toEqual({ http: 409, dm: OpsDmError.OpsWithdrawalSettled });
    const statement = await c.ok(ops.opsPlayerStatement, { uid: p.uid });
    expect(statement.balance).toBe(5_000);
    expect(statement.list.map((r) => [r.kind, r.amount, r.balance])).toEqual([
      ['payout', -5_000, 5_000],
      ['deposit', 10_000, 10_000],
    ]);
  });

  it('reject returns the whole amount (fee included) to the player and says so', async () => {
    const { p, po } = await withdrawing(t.app, 4_000);
    expect(await p.cash()).toBe(6_000);
    const c = await new OpsClient(t.app, clock).signIn(email('payments'));
    const done = await c.ok(ops.opsWithdrawalDecide, {
      order_id: po.order_id,
      action: 'reject',
      reason: 'Wrong account',
    });
    expect(done.state).toBe('failed');
    expect(await p.cash()).toBe(10_000);
    expect((await messages(p)).map((m) => m.title)).toContain('Saque não pago');
    const audit = await (
      await new OpsClient(t.app, clock).signIn(email('admin'))
    ).ok(ops.opsAudit, { brand: 'br' });
    expect(audit.list.find((r) => r.target === `withdrawal:${po.order_id}`)).toMatchObject({
      action: 'withdrawal.reject',
      operator: email('payments'),
      before: { state: 'pending' },
      after: { state: 'failed', reason: 'Wrong account', amount: 4_000 },
    });
  });

  it('a read-only operator sees the queue but cannot decide', async () => {
    const { po } = await withdrawing(t.app, 3_000);
    const c = await new OpsClient(t.app, clock).signIn(email('readonly'));
    expect((await c.ok(ops.opsWithdrawals, {})).list.some((w) => w.order_id === po.order_id)).toBe(true);
    const refused = await c.call(ops.opsWithdrawalDecide, {
      order_id: po.order_id,
      action: 'approve',
      reason: 'x',
    });
    expect(status(refused)).toEqual({ http: 403, dm: OpsDmError.OpsForbidden });
  });
});

describe('manual adjustment', () => {
  it('up to the threshold posts at once; above it waits for a second admin, never the requester', async () => {
    const p = await new Player(t.app).register();
    const a1 = await new OpsClient(t.app, clock).signIn(email('admin'));
    const a2 = await new OpsClient(t.app, clock).signIn(email('admin2'));
    const small = await a1.ok(ops.opsAdjust, {
      uid: p.uid,
      currency: 'BRL',
      amount: 2_500,
      reason: 'Goodwill',
    });
    expect(small.state).toBe('posted');
    expect(await p.cash()).toBe(2_500);

    const big = ADJUSTMENT_APPROVAL_THRESHOLD + 1;
    const pending = await a1.ok(ops.opsAdjust, {
      uid: p.uid,
      currency: 'BRL',
      amount: big,
      reason: 'Missed payout',
    });
    expect(pending).toMatchObject({ state: 'pending', requested_by: email('admin') });
    expect(await p.cash()).toBe(2_500);
    const self = await a1.call(ops.opsAdjustDecide, { id: pending.id, approve: true });
    expect(status(self)).toEqual({ http: 403, dm: OpsDmError.OpsSelfApproval });
    expect((await a2.ok(ops.opsAdjustments, {})).list.map((a) => a.id)).toContain(pending.id);
    const approved = await a2.ok(ops.opsAdjustDecide, { id: pending.id, approve: true });
    expect(approved).toMatchObject({ state: 'posted', decided_by: email('admin2') });
    expect(await p.cash()).toBe(2_500 + big);
    const twice = await a2.call(ops.opsAdjustDecide, { id: pending.id, approve: true });
    expect(status(twice)).toEqual({ http: 404, dm: OpsDmError.OpsAdjustmentNotFound });

    // A debit beyond the cash is refused and posts nothing.
    const empty = await new Player(t.app).register();
    const over = await a1.call(ops.opsAdjust, {
      uid: empty.uid,
      currency: 'BRL',
      amount: -500,
      reason: 'too much',
    });
    expect(status(over)).toEqual({ http: 400, dm: DmError.InsufficientBalance });
    expect(await empty.cash()).toBe(0);
    const debit = await a1.ok(ops.opsAdjust, {
      uid: p.uid,
      currency: 'BRL',
      amount: -500,
      reason: 'Correction',
    });
    expect(debit.state).toBe('posted');
    expect(await p.cash()).toBe(2_000 + big);
    const statement = await a1.ok(ops.opsPlayerStatement, { uid: p.uid });
    expect(statement.list.map((r) => [r.kind, r.amount, r.balance])).toEqual([
      ['manual_adjustment', -500, 2_000 + big],
      ['manual_adjustment', big, 2_500 + big],
      ['manual_adjustment', 2_500, 2_500],
    ]);
  });

  it('a rejected request moves nothing; the payments role may request but not approve', async () => {
    const p = await new Player(t.app).register();
    const pay = await new OpsClient(t.app, clock).signIn(email('payments'));
    const req = await pay.ok(ops.opsAdjust, {
      uid: p.uid,
      currency: 'BRL',
      amount: 200_000,
      reason: 'Refund',
    });
    expect(status(await pay.call(ops.opsAdjustDecide, { id: req.id, approve: true }))).toEqual({
      http: 403,
      dm: OpsDmError.OpsForbidden,
    });
    const admin = await new OpsClient(t.app, clock).signIn(email('admin'));
    expect((await admin.ok(ops.opsAdjustDecide, { id: req.id, approve: false })).state).toBe('rejected');
    expect(await p.cash()).toBe(0);
  });
});
