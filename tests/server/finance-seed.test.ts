import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema-accounts';
import { payOrders } from '../../server/db/schema-payments';
import { DEMO_FUNDS } from '../../server/db/seed/demo-funds';
import { DEMO_PLAYER } from '../../server/db/seed/demo-player';
import { seedAll } from '../../server/db/seed/index';
import { playerBalance } from '../../server/ledger/ledger';
import { seededRoundsNet } from '../../server/loyalty/seed';
import { DEMO_HISTORY, DEMO_HISTORY_NET } from '../../server/payments/seed';
import { DEMO_BETS_STAKE } from '../../server/bets/demo-bets';
import { betOrders } from '../../server/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { Player, envelope, expectLedgerOk, uniqueKey } from './finance-support';
import { DmError } from '../../core/contract/errors';

let t: TestApp;
beforeAll(async () => {
  // A frozen clock: the rate-limit buckets must not refill while the test runs.
  const frozen = Date.now();
  t = await createTestApp({ now: () => frozen });
});
afterAll(() => t.close());

describe('demo funds seed', () => {
  it('gives the demo player R$1,000.00 through one paid sandbox deposit, once', async () => {
    const { db } = t.database;
    const [demo] = await db
      .select()
      .from(users)
      .where(and(eq(users.brandId, DEMO_PLAYER.brandId), eq(users.email, DEMO_PLAYER.email)));
    // The demo funds, the seeded payment history (server/payments/seed.ts) and what the seeded loyalty
    // history's dice rounds won or lost (server/loyalty/seed.ts).
    const seeded =
      DEMO_FUNDS.amount + DEMO_HISTORY_NET - DEMO_BETS_STAKE + (await seededRoundsNet(db, demo!.id));
    expect((await playerBalance(db, demo!.id, 'BRL')).cash).toBe(seeded);
    await seedAll(db);
    await seedAll(db);
    expect((await playerBalance(db, demo!.id, 'BRL')).cash).toBe(seeded);
    const orders = await db.select().from(payOrders).where(eq(payOrders.uid, demo!.id));
    expect(orders).toHaveLength(4);
    expect(orders.find((o) => o.idempotencyKey === DEMO_FUNDS.key)).toMatchObject({
      state: 'paid',
      payStatus: 1,
      method: 'PIX',
      countsTowardLimits: false,
    });
    await expectLedgerOk(db);
  });

  it('gives the demo player a payment history through the real money calls: paid deposit and withdrawal, one on its way', async () => {
    const { db } = t.database;
    const [demo] = await db
      .select()
      .from(users)
      .where(and(eq(users.brandId, DEMO_PLAYER.brandId), eq(users.email, DEMO_PLAYER.email)));
    const orders = await db.select().from(payOrders).where(eq(payOrders.uid, demo!.id));
    const byKey = (key: string) => orders.find((o) => o.idempotencyKey === key);
    expect(byKey(DEMO_HISTORY.deposit.key)).toMatchObject({
      direction: 'payin',
      state: 'paid',
      amount: 10_000,
    });
    expect(byKey(DEMO_HISTORY.paidOut.key)).toMatchObject({
      direction: 'payout',
      state: 'paid',
      amount: 4_000,
    });
    expect(byKey(DEMO_HISTORY.pending.key)).toMatchObject({ direction: 'payout', state: 'pending' });
    // Dated back, newest last: a history, not three orders of this second.
    const created = [DEMO_HISTORY.deposit, DEMO_HISTORY.paidOut, DEMO_HISTORY.pending].map((h) =>
      byKey(h.key)!.createdAt.getTime(),
    );
    expect(created).toEqual([...created].sort((a, b) => a - b));
    const today = byKey(DEMO_FUNDS.key)!.createdAt.getTime();
    // And open bets through the real placement: a single and a double (server/bets/demo-bets.ts) and a bet
    // builder (server/bets/builder-seed.ts), stakes taken once.
    const bets = await db.select().from(betOrders).where(eq(betOrders.uid, demo!.id));
    expect(bets.map((b) => [b.kind, b.status]).sort()).toEqual([
      ['bet_builder', 4],
      ['bet_multi', 4],
      ['single_bet', 4],
    ]);
    expect(today - created[0]!).toBe(DEMO_HISTORY.deposit.daysAgo * 86_400_000);
  });

  it('the demo player sees the balance and the deposit, and still has the full daily limit', async () => {
    const p = new Player(t.app);
    await p.ok('emailLogin', { email: DEMO_PLAYER.email, password: DEMO_PLAYER.password });
    const { uid } = await p.ok<{ uid: number }>('accountInfo');
    expect(await p.cash()).toBe(
      100_000 + DEMO_HISTORY_NET - DEMO_BETS_STAKE + (await seededRoundsNet(t.database.db, uid)),
    );
    const hist = await p.ok<{ list: { direction: string; status: number; amount: number }[] }>('payHistory');
    expect(hist.list[0]).toMatchObject({ direction: 'payin', status: 1, amount: 100_000 });
    expect(hist.list.map((h) => h.direction)).toEqual(['payin', 'payout', 'payout', 'payin']);
    const info = await p.ok<{ limits: { daily_left: number } }>('depositInfo');
    expect(info.limits.daily_left).toBe(10_000);
  });
});

describe('rate limit of money calls', () => {
  it('30 per minute per player by default, then 429 / 1006', async () => {
    const p = await new Player(t.app).register();
    for (let i = 0; i < 30; i++) {
      const res = await p.call('payinCreate', {
        amount: 100,
        pay_type: 'PIX',
        idempotency_key: uniqueKey('rl'),
      });
      expect(envelope(res).dm_error).toBe(DmError.DepositBelowMinimum);
    }
    const res = await p.call('payinCreate', {
      amount: 3000,
      pay_type: 'PIX',
      idempotency_key: uniqueKey('rl'),
    });
    expect(res.statusCode).toBe(429);
    expect(envelope(res).dm_error).toBe(DmError.RateLimited);
    const other = await new Player(t.app).register();
    expect(
      envelope(
        await other.call('payinCreate', { amount: 3000, pay_type: 'PIX', idempotency_key: uniqueKey('rl') }),
      ).dm_error,
    ).toBe(0);
  });
});
