/**
 * The withdrawal journey in development (issue #14): a payout is reserved at once (player cash ->
 * provider_clearing + fees), its answers offer the sandbox control (sandbox_control), and the sandbox marks
 * it through finance/sandbox/order/mark as the provider would: paid keeps the money out with the provider,
 * failed releases it back to the player's cash (payout:return). Read in the ledger itself.
 */
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DmError } from '../../core/contract/errors';
import type { PayoutOrder, WithdrawAccount } from '../../core/contract/schemas/finance';
import { rowsOf } from '../../server/db/rows';
import { createTestApp, type TestApp } from './helpers/app';
import { fund } from './helpers/bets';
import { Player, envelope, expectLedgerOk, uniqueKey } from './finance-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { ...process.env, NODE_ENV: 'development' } });
});
afterAll(() => t.close());
afterEach(() => expectLedgerOk(t.database.db));

const pixAccount = {
  method: 'PIX',
  account_no: '12345678901',
  holder_name: 'Ana Souza',
  tax_id: '52998224725',
};

/** What each ledger movement of the order moved, per account kind: [key prefix, kind, amount]. */
async function movementsOf(orderNo: string) {
  const rows = rowsOf<{ key: string; kind: string; amount: string }>(
    await t.database.db.execute(sql`
      select t.key, a.kind, sum(e.amount)::text as amount
      from ledger_transactions t join ledger_entries e on e.tx_id = t.id join ledger_accounts a on a.id = e.account_id
      where t.ref = ${orderNo}
      group by t.id, t.key, a.kind order by t.id, a.kind`),
  );
  return rows.map((r) => [r.key.split(':').slice(0, 2).join(':'), r.kind, Number(r.amount)]);
}

async function withdraw(p: Player, amount: number) {
  const acct = await p.ok<WithdrawAccount>('accountElementsSet', pixAccount);
  return p.ok<PayoutOrder>('payoutCreate', {
    amount,
    account_id: acct.account_id,
    idempotency_key: uniqueKey('wd'),
  });
}

describe('a sandbox withdrawal', () => {
  it('offers the control, and marked paid the money stays out: with the provider and the fee', async () => {
    const p = await new Player(t.app).register();
    await fund(t.database.db, p.uid, 10_000);
    const order = await withdraw(p, 5000);
    expect(order).toMatchObject({ state: 'pending', pay_status: 2, fee: 100, sandbox_control: true });
    expect((await p.ok<PayoutOrder>('payoutStatus', { order_id: order.order_id })).sandbox_control).toBe(
      true,
    );
    expect(await p.cash()).toBe(5000);

    const marked = await p.ok('sandboxMark', { order_id: order.order_id, outcome: 'paid' });
    expect(marked).toMatchObject({ state: 'paid', pay_status: 1, applied: true });
    expect(await p.cash()).toBe(5000);
    expect(await movementsOf(order.order_id)).toEqual([
      ['payout:reserve', 'cash', -5000],
      ['payout:reserve', 'fees', 100],
      ['payout:reserve', 'provider_clearing', 4900],
    ]);
    const again = await p.call('sandboxMark', { order_id: order.order_id, outcome: 'failed' });
    expect(envelope(again).dm_error).toBe(DmError.PayOrderFinal);
    expect(await p.cash()).toBe(5000);
  });

  it('marked failed, the reserve comes back to the cash: clearing and fee returned', async () => {
    const p = await new Player(t.app).register();
    await fund(t.database.db, p.uid, 10_000);
    const order = await withdraw(p, 3000);
    expect(await p.cash()).toBe(7000);
    const marked = await p.ok('sandboxMark', { order_id: order.order_id, outcome: 'failed' });
    expect(marked).toMatchObject({ state: 'failed', pay_status: 4, applied: true });
    expect(await p.cash()).toBe(10_000);
    expect(await movementsOf(order.order_id)).toEqual([
      ['payout:reserve', 'cash', -3000],
      ['payout:reserve', 'fees', 60],
      ['payout:reserve', 'provider_clearing', 2940],
      ['payout:return', 'cash', 3000],
      ['payout:return', 'fees', -60],
      ['payout:return', 'provider_clearing', -2940],
    ]);
    const history = await p.ok<{ list: { status: number }[] }>('payHistory', { direction: 'payout' });
    expect(history.list.map((x) => x.status)).toEqual([4]);
  });

  it("another player cannot mark it: the control is the order's owner's only", async () => {
    const p = await new Player(t.app).register();
    await fund(t.database.db, p.uid, 10_000);
    const order = await withdraw(p, 4000);
    const other = await new Player(t.app).register();
    const res = await other.call('sandboxMark', { order_id: order.order_id, outcome: 'failed' });
    expect(envelope(res).dm_error).toBe(DmError.PayOrderNotFound);
    expect(await p.cash()).toBe(6000);
  });
});
