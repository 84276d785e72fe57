/**
 * Deposit reconciliation (issue #24): the sandbox provider's statement of a day against our orders finds each
 * kind of mismatch; the credit of a deposit whose callback was lost applies once, through the callback path,
 * audited; only payments and admin may credit, read-only may look, others and other brands are refused.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { OpsDmError } from '../../core/contract/errors';
import * as ops from '../../core/contract/endpoints-ops';
import type { PayinOrder } from '../../core/contract/schemas/finance';
import { defaultAccountsConfig } from '../../server/accounts/config';
import { payOrders, sandboxProviderLines } from '../../server/db/schema';
import { DEMO_LOST_CALLBACK } from '../../server/payments/seed-recon';
import { DEMO_OPERATORS } from '../../server/db/seed/ops';
import { sandboxSettle } from '../../server/payments/sandbox';
import { createTestApp, type TestApp } from './helpers/app';
import { addOperator, OpsClient, OpsClock, status } from './helpers/ops';
import { Player, expectLedgerOk, uniqueKey } from './finance-support';

let t: TestApp;
const clock = new OpsClock(Date.UTC(2026, 10, 28, 15, 0, 0));
const DAY = '2026-11-28';
const email = (name: string) => DEMO_OPERATORS.find((o) => o.email.startsWith(`${name}@`))!.email;

beforeAll(async () => {
  vi.stubEnv('PAYMENTS_RATE_LIMIT', '10000');
  t = await createTestApp({
    now: clock.now,
    accounts: { ...defaultAccountsConfig(), sessionIdleMinutes: 525_600, sessionMaxDays: 3650 },
  });
});
afterAll(async () => {
  await t.close();
  vi.unstubAllEnvs();
});
afterEach(() => expectLedgerOk(t.database.db));

async function deposit(amount: number) {
  const p = await new Player(t.app).register();
  const order = await p.ok<PayinOrder>('payinCreate', {
    amount,
    pay_type: 'PIX',
    idempotency_key: uniqueKey('d'),
  });
  return { p, order };
}

describe('deposit reconciliation', () => {
  it('finds matched, not credited, missing at the provider and amount mismatches; credit applies once, audited', async () => {
    const matched = await deposit(3_000);
    await matched.p.ok('sandboxMark', { order_id: matched.order.order_id, outcome: 'paid' });
    // Paid at the sandbox, callback lost: the provider's books say paid, ours pending.
    const lost = await deposit(4_000);
    await sandboxSettle(t.database.db, lost.order.order_id, 'paid', clock.now());
    // Credited here, absent from the provider's books.
    const missing = await deposit(5_000);
    await missing.p.ok('sandboxMark', { order_id: missing.order.order_id, outcome: 'paid' });
    await t.database.db
      .delete(sandboxProviderLines)
      .where(eq(sandboxProviderLines.orderNo, missing.order.order_id));
    // The provider's amount differs from ours.
    const skew = await deposit(6_000);
    await skew.p.ok('sandboxMark', { order_id: skew.order.order_id, outcome: 'paid' });
    await t.database.db
      .update(sandboxProviderLines)
      .set({ amount: 5_900 })
      .where(eq(sandboxProviderLines.orderNo, skew.order.order_id));
    const open = await deposit(3_500);

    const c = await new OpsClient(t.app, clock).signIn(email('payments'));
    const recon = await c.ok(ops.opsRecon, { brand: 'br', day: DAY });
    const kindOf = (id: string) => recon.list.find((l) => l.order_id === id)?.kind;
    expect(kindOf(matched.order.order_id)).toBeUndefined();
    expect(kindOf(open.order.order_id)).toBeUndefined();
    expect(kindOf(lost.order.order_id)).toBe('not_credited');
    expect(kindOf(missing.order.order_id)).toBe('missing_at_provider');
    expect(kindOf(skew.order.order_id)).toBe('amount_mismatch');
    // At least these (the demo seed's lost callback may fall on the same day: it is dated by the wall clock).
    expect(recon.counts.not_credited).toBeGreaterThanOrEqual(1);
    expect(recon.counts.missing_at_provider).toBeGreaterThanOrEqual(1);
    expect(recon.counts.amount_mismatch).toBeGreaterThanOrEqual(1);
    expect(recon.counts.matched).toBeGreaterThanOrEqual(1);
    expect(recon.counts.pending).toBeGreaterThanOrEqual(1);
    expect(recon.list.find((l) => l.order_id === lost.order.order_id)).toMatchObject({
      can_credit: true,
      our_amount: 4_000,
      provider_amount: 4_000,
      provider_status: 'paid',
      our_state: 'pending',
    });
    expect(recon.list.find((l) => l.order_id === skew.order.order_id)?.can_credit).toBe(false);
    // Another day has none of these.
    expect((await c.ok(ops.opsRecon, { brand: 'br', day: '2026-11-20' })).list).toEqual([]);

    expect(await lost.p.cash()).toBe(0);
    const credit = () =>
      c.ok(ops.opsReconCredit, { brand: 'br', order_id: lost.order.order_id, reason: 'Statement' });
    expect(await credit()).toEqual({ order_id: lost.order.order_id, state: 'paid', applied: true });
    expect(await credit()).toEqual({ order_id: lost.order.order_id, state: 'paid', applied: false });
    expect(await lost.p.cash()).toBe(4_000);
    const after = await c.ok(ops.opsRecon, { brand: 'br', day: DAY });
    expect(after.list.some((l) => l.order_id === lost.order.order_id)).toBe(false);
    expect(after.counts.not_credited).toBe(recon.counts.not_credited - 1);
    // A mismatch is never credited.
    const refused = await c.call(ops.opsReconCredit, {
      brand: 'br',
      order_id: open.order.order_id,
      reason: 'x',
    });
    expect(status(refused)).toEqual({ http: 404, dm: OpsDmError.OpsReconLineNotFound });

    const audit = await (
      await new OpsClient(t.app, clock).signIn(email('admin'))
    ).ok(ops.opsAudit, { brand: 'br' });
    const rows = audit.list.filter((r) => r.target === `deposit:${lost.order.order_id}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'reconciliation.credit',
      operator: email('payments'),
      before: { state: 'pending' },
      after: { state: 'paid', amount: 4_000, reason: 'Statement' },
    });
  });

  it('read-only may look but not credit; support and marketing are refused; another brand is refused', async () => {
    const lost = await deposit(4_500);
    await sandboxSettle(t.database.db, lost.order.order_id, 'paid', clock.now());
    const ro = await new OpsClient(t.app, clock).signIn(email('readonly'));
    expect(
      (await ro.ok(ops.opsRecon, { brand: 'br', day: DAY })).list.some(
        (l) => l.order_id === lost.order.order_id,
      ),
    ).toBe(true);
    const credit = { brand: 'br', order_id: lost.order.order_id, reason: 'x' };
    expect(status(await ro.call(ops.opsReconCredit, credit))).toEqual({
      http: 403,
      dm: OpsDmError.OpsForbidden,
    });
    for (const role of ['support', 'marketing']) {
      const c = await new OpsClient(t.app, clock).signIn(email(role));
      expect(status(await c.call(ops.opsRecon, { brand: 'br', day: DAY }))).toEqual({
        http: 403,
        dm: OpsDmError.OpsForbidden,
      });
      expect(status(await c.call(ops.opsReconCredit, credit))).toEqual({
        http: 403,
        dm: OpsDmError.OpsForbidden,
      });
    }
    await addOperator(t.database.db, 'mx-recon@ops.example', 'payments', ['mx']);
    const mx = await new OpsClient(t.app, clock).signIn('mx-recon@ops.example');
    expect(status(await mx.call(ops.opsRecon, { brand: 'br', day: DAY }))).toEqual({
      http: 403,
      dm: OpsDmError.OpsForbidden,
    });
    expect(status(await mx.call(ops.opsReconCredit, credit))).toEqual({
      http: 403,
      dm: OpsDmError.OpsForbidden,
    });
    expect(await lost.p.cash()).toBe(0);
  });

  it('the demo seed leaves one lost callback of br to credit, on its day', async () => {
    const [seeded] = await t.database.db
      .select()
      .from(payOrders)
      .where(eq(payOrders.idempotencyKey, DEMO_LOST_CALLBACK.key));
    expect(seeded).toMatchObject({ direction: 'payin', brandId: 'br', amount: DEMO_LOST_CALLBACK.amount });
    // br is on São Paulo time (UTC-3).
    const day = new Date(seeded!.createdAt.getTime() - 3 * 3_600_000).toISOString().slice(0, 10);
    const c = await new OpsClient(t.app, clock).signIn(email('readonly'));
    const recon = await c.ok(ops.opsRecon, { brand: 'br', day });
    expect(recon.list.find((l) => l.order_id === seeded!.orderNo)).toMatchObject({
      kind: 'not_credited',
      can_credit: true,
      provider_status: 'paid',
    });
  });
});
