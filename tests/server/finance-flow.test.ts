import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DmError } from '../../core/contract/errors';
import type { PayinOrder } from '../../core/contract/schemas/finance';
import type { TestApp } from './helpers/app';
import {
  Player,
  closeFinanceApp,
  deposit,
  envelope,
  expectLedgerOk,
  financeApp,
  postCallback,
  sandboxSecret,
  uniqueKey,
} from './finance-support';

let t: TestApp;
let clock = Date.UTC(2026, 10, 22, 12, 0, 0);
let secret = '';

beforeAll(async () => {
  t = await financeApp(() => clock);
  secret = await sandboxSecret(t.database.db);
});
afterAll(() => closeFinanceApp(t));
afterEach(() => expectLedgerOk(t.database.db));

describe('deposit (PIX, sandbox provider)', () => {
  it('creates a pending order with a QR and copy code, credits only after a signed callback', async () => {
    const p = await new Player(t.app).register();
    expect(await p.cash()).toBe(0);
    const order = await deposit(p, 5000);
    expect(order).toMatchObject({
      state: 'pending',
      pay_status: 2,
      amount: 5000,
      currency: 'BRL',
      pay_type: 'PIX',
    });
    expect(order.instructions.family).toBe('qr');
    expect(order.instructions.qr_payload).toMatch(/^000201/);
    expect(order.instructions.copy_code).toBe(order.instructions.qr_payload);
    // The sandbox provider's control is on (SANDBOX_PAYMENTS not 0): the page may offer it.
    expect(order.sandbox_control).toBe(true);
    expect(order.expire_at).toBe(clock + 30 * 60_000);
    const status = await p.ok<PayinOrder>('payinStatus', { order_id: order.order_id });
    expect(status.pay_status).toBe(2);
    expect(await p.cash()).toBe(0);

    const marked = await p.ok('sandboxMark', { order_id: order.order_id, outcome: 'paid' });
    expect(marked).toMatchObject({ state: 'paid', pay_status: 1, applied: true });
    expect(await p.cash()).toBe(5000);
    expect((await p.ok<PayinOrder>('payinStatus', { order_id: order.order_id })).pay_status).toBe(1);
    const check = await p.ok<{ has_deposit: number; deposit_count: number }>('depositCheck');
    expect(check).toMatchObject({ has_deposit: 1, deposit_count: 1 });
  });

  it('a callback replayed 100 times credits once and answers the same each time', async () => {
    const p = await new Player(t.app).register();
    const order = await deposit(p, 3000);
    const body = {
      callback_id: uniqueKey('cb'),
      order_id: order.order_id,
      direction: 'payin' as const,
      status: 'paid' as const,
      amount: 3000,
      currency: 'BRL',
      provider_ref: 'x',
    };
    const answers = [];
    for (let i = 0; i < 100; i++) {
      const { res } = await postCallback(t.app, secret, body, clock);
      expect(res.statusCode, res.body).toBe(200);
      answers.push(envelope(res).data);
    }
    expect(answers[0]).toEqual({ order_id: order.order_id, state: 'paid', pay_status: 1, applied: true });
    for (const a of answers) expect(a).toEqual(answers[0]);
    // A different callback id for the settled order changes nothing.
    const again = await postCallback(t.app, secret, { ...body, callback_id: uniqueKey('cb') }, clock);
    expect(envelope(again.res).data).toMatchObject({ state: 'paid', applied: false });
    expect(await p.cash()).toBe(3000);
  });

  it('concurrent replays of one callback credit once', async () => {
    const p = await new Player(t.app).register();
    const order = await deposit(p, 4000);
    const body = {
      callback_id: uniqueKey('cb'),
      order_id: order.order_id,
      direction: 'payin' as const,
      status: 'paid' as const,
      amount: 4000,
      currency: 'BRL',
      provider_ref: 'y',
    };
    const all = await Promise.all(Array.from({ length: 20 }, () => postCallback(t.app, secret, body, clock)));
    for (const { res } of all) expect(res.statusCode, res.body).toBe(200);
    expect(all.filter(({ res }) => envelope<{ applied: boolean }>(res).data.applied)).toHaveLength(20);
    expect(await p.cash()).toBe(4000);
  });

  it('refuses a tampered, unsigned, mis-signed or stale callback and changes nothing', async () => {
    const p = await new Player(t.app).register();
    const order = await deposit(p, 3000);
    const body = {
      order_id: order.order_id,
      direction: 'payin' as const,
      status: 'paid' as const,
      amount: 3000,
      currency: 'BRL',
      provider_ref: 'z',
    };
    const tampered = await postCallback(t.app, secret, body, clock, {
      tamper: (raw) => raw.replace('"amount":3000', '"amount":3000 '),
    });
    expect(tampered.res.statusCode).toBe(401);
    expect(envelope(tampered.res).dm_error).toBe(DmError.CallbackRejected);
    const wrongKey = await postCallback(t.app, 'another-secret-another-secret-xx', body, clock);
    expect(wrongKey.res.statusCode).toBe(401);
    const unsigned = await postCallback(t.app, secret, body, clock, {
      headers: { 'x-sandbox-signature': '' },
    });
    expect(unsigned.res.statusCode).toBe(401);
    const stale = await postCallback(t.app, secret, body, clock - 5 * 60_000 - 1);
    expect(stale.res.statusCode).toBe(401);
    expect(envelope(stale.res).error_msg).toMatch(/tolerance/);
    const future = await postCallback(t.app, secret, body, clock + 5 * 60_000 + 1);
    expect(future.res.statusCode).toBe(401);
    const wrongAmount = await postCallback(t.app, secret, { ...body, amount: 300000 }, clock);
    expect(envelope(wrongAmount.res).dm_error).toBe(DmError.CallbackRejected);
    expect(await p.cash()).toBe(0);
    expect((await p.ok<PayinOrder>('payinStatus', { order_id: order.order_id })).state).toBe('pending');
    // Within the tolerance it is accepted.
    const fine = await postCallback(t.app, secret, body, clock - 4 * 60_000);
    expect(fine.res.statusCode, fine.res.body).toBe(200);
    expect(await p.cash()).toBe(3000);
  });

  it('the same idempotency key returns the same order; with another request it is refused', async () => {
    const p = await new Player(t.app).register();
    const key = uniqueKey('idem');
    const a = await p.ok<PayinOrder>('payinCreate', { amount: 3000, pay_type: 'PIX', idempotency_key: key });
    const b = await p.ok<PayinOrder>('payinCreate', { amount: 3000, pay_type: 'PIX', idempotency_key: key });
    expect(b.order_id).toBe(a.order_id);
    const c = await p.call('payinCreate', { amount: 4000, pay_type: 'PIX', idempotency_key: key });
    expect(envelope(c).dm_error).toBe(DmError.IdempotencyConflict);
  });

  it('expires an unpaid order after 30 minutes (status 3); a late payment is still credited', async () => {
    const p = await new Player(t.app).register();
    const order = await deposit(p, 3000);
    clock += 30 * 60_000 + 1;
    const read = await p.ok<PayinOrder>('payinStatus', { order_id: order.order_id });
    expect(read).toMatchObject({ state: 'expired', pay_status: 3 });
    const late = await p.ok('sandboxMark', { order_id: order.order_id, outcome: 'paid' });
    expect(late).toMatchObject({ state: 'paid', applied: true });
    expect(await p.cash()).toBe(3000);
  });

  it('a failed order credits nothing and cannot be marked again', async () => {
    const p = await new Player(t.app).register();
    const order = await deposit(p, 3000);
    expect(await p.ok('sandboxMark', { order_id: order.order_id, outcome: 'failed' })).toMatchObject({
      state: 'failed',
      pay_status: 4,
    });
    const again = await p.call('sandboxMark', { order_id: order.order_id, outcome: 'paid' });
    expect(envelope(again).dm_error).toBe(DmError.PayOrderFinal);
    expect(await p.cash()).toBe(0);
  });

  it("another player's order is not found", async () => {
    const a = await new Player(t.app).register();
    const b = await new Player(t.app).register();
    const order = await deposit(a, 3000);
    expect(envelope(await b.call('payinStatus', { order_id: order.order_id })).dm_error).toBe(
      DmError.PayOrderNotFound,
    );
    expect(
      envelope(await b.call('sandboxMark', { order_id: order.order_id, outcome: 'paid' })).dm_error,
    ).toBe(DmError.PayOrderNotFound);
    expect(await a.cash()).toBe(0);
  });

  it('needs a session (604)', async () => {
    const anon = new Player(t.app);
    const res = await anon.call('payinCreate', {
      amount: 3000,
      pay_type: 'PIX',
      idempotency_key: uniqueKey(),
    });
    expect(res.statusCode).toBe(604);
    expect((await anon.call('userBalance')).statusCode).toBe(604);
  });
});

describe('deposit limits (SPEC §9)', () => {
  it('minimum, daily maximum, bad inputs: clear dm_error, nothing created', async () => {
    const p = await new Player(t.app).register();
    const below = await p.call('payinCreate', {
      amount: 2999,
      pay_type: 'PIX',
      idempotency_key: uniqueKey(),
    });
    expect(envelope(below).dm_error).toBe(DmError.DepositBelowMinimum);
    expect(envelope(below).error_msg).toContain('30.00 BRL');
    for (const bad of [
      { amount: 0, pay_type: 'PIX', idempotency_key: uniqueKey() },
      { amount: 30.5, pay_type: 'PIX', idempotency_key: uniqueKey() },
      { amount: '3000', pay_type: 'PIX', idempotency_key: uniqueKey() },
      { amount: 3000, pay_type: 'PIX' },
      { amount: 3000, pay_type: 'PIX', idempotency_key: 'short' },
    ]) {
      const res = await p.call('payinCreate', bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(envelope(res).dm_error).toBe(DmError.BadRequest);
    }
    const spei = await p.call('payinCreate', {
      amount: 3000,
      pay_type: 'SPEI',
      idempotency_key: uniqueKey(),
    });
    expect(envelope(spei).dm_error).toBe(DmError.PayMethodUnavailable);
    await deposit(p, 6000);
    await deposit(p, 4000);
    const over = await p.call('payinCreate', { amount: 3000, pay_type: 'PIX', idempotency_key: uniqueKey() });
    expect(envelope(over).dm_error).toBe(DmError.DepositAboveDailyMax);
    const history = await p.ok<{ list: unknown[] }>('payHistory');
    expect(history.list).toHaveLength(2);
    const info = await p.ok<{ limits: { daily_left: number; min: number } }>('depositInfo');
    expect(info.limits).toMatchObject({ min: 3000, daily_left: 0 });
  });

  it('a failed order frees the daily limit; the next UTC day starts again', async () => {
    const p = await new Player(t.app).register();
    const a = await deposit(p, 10000);
    expect(
      envelope(await p.call('payinCreate', { amount: 3000, pay_type: 'PIX', idempotency_key: uniqueKey() }))
        .dm_error,
    ).toBe(DmError.DepositAboveDailyMax);
    await p.ok('sandboxMark', { order_id: a.order_id, outcome: 'failed' });
    const b = await deposit(p, 10000);
    await p.ok('sandboxMark', { order_id: b.order_id, outcome: 'paid' });
    clock += 24 * 3600_000;
    await deposit(p, 10000);
  });

  it('concurrent deposits cannot pass the daily maximum together', async () => {
    const p = await new Player(t.app).register();
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        p.call('payinCreate', { amount: 3000, pay_type: 'PIX', idempotency_key: uniqueKey() }),
      ),
    );
    const ok = results.filter((r) => envelope(r).dm_error === 0);
    const refused = results.filter((r) => envelope(r).dm_error === DmError.DepositAboveDailyMax);
    expect(ok).toHaveLength(3); // 3 x 30 = 90 <= 100 < 120
    expect(refused).toHaveLength(9);
  });

  it('the 30-day total maximum holds across days (Brazil: 1000)', async () => {
    const p = await new Player(t.app).register();
    for (let day = 0; day < 10; day++) {
      const o = await deposit(p, 10000);
      await p.ok('sandboxMark', { order_id: o.order_id, outcome: 'paid' });
      clock += 24 * 3600_000;
    }
    const over = await p.call('payinCreate', { amount: 3000, pay_type: 'PIX', idempotency_key: uniqueKey() });
    expect(envelope(over).dm_error).toBe(DmError.DepositAboveTotalMax);
    expect(await p.cash()).toBe(100000);
  });
});

describe('methods per market', () => {
  it('Mexico SPEI gives a CLABE reference, OXXO a voucher; a card form; a declined card fails at once', async () => {
    const p = await new Player(t.app, 'golazo_mx').register();
    const spei = await deposit(p, 8000, 'SPEI');
    expect(spei.currency).toBe('MXN');
    expect(spei.instructions).toMatchObject({ family: 'bank_reference', bank_name: 'STP' });
    expect(spei.instructions.account_no).toMatch(/^646180\d{12}$/);
    expect(spei.instructions.reference).toMatch(/^\d{10}$/);
    const oxxo = await deposit(p, 8000, 'OXXOPay');
    expect(oxxo.instructions.voucher_no).toMatch(/^\d{14}$/);
    const q = await new Player(t.app, 'golazo_mx').register();
    const cardForm = await deposit(q, 8000, 'Card');
    expect(cardForm.instructions.card_fields).toEqual(['number', 'holder', 'expiry', 'cvv']);
    const declined = await deposit(q, 8000, 'Card', {
      card: { number: '4000 0000 0000 0002', holder: 'A', expiry: '12/30', cvv: '123' },
    });
    expect(declined).toMatchObject({ state: 'failed', pay_status: 4 });
  });

  it('crypto brand: USDT on TRC20, ERC20; an unknown network and BRL are refused; USDT daily max 250', async () => {
    const p = await new Player(t.app, 'chain_crypto').register();
    const trc = await deposit(p, 10000, 'USDT', { network: 'TRC20' });
    expect(trc.currency).toBe('USDT');
    expect(trc.instructions).toMatchObject({ family: 'crypto', network: 'TRC20' });
    expect(trc.instructions.address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    const erc = await deposit(p, 10000, 'USDT', { network: 'ERC20' });
    expect(erc.instructions.address).toMatch(/^0x[0-9a-f]{40}$/);
    const bad = await p.call('payinCreate', {
      amount: 8000,
      pay_type: 'USDT',
      network: 'SOL',
      idempotency_key: uniqueKey(),
    });
    expect(envelope(bad).dm_error).toBe(DmError.PayMethodUnavailable);
    const brl = await p.call('payinCreate', {
      amount: 8000,
      pay_type: 'USDT',
      currency_code: 'BRL',
      idempotency_key: uniqueKey(),
    });
    expect(envelope(brl).dm_error).toBe(DmError.CurrencyNotAllowed);
    const over = await p.call('payinCreate', {
      amount: 8000,
      pay_type: 'USDT',
      idempotency_key: uniqueKey(),
    });
    expect(envelope(over).dm_error).toBe(DmError.DepositAboveDailyMax);
    const info = await p.ok<{
      pay_channel: { key: string; networks: string[] }[];
      currency_list: { currency: string }[];
    }>('depositInfo');
    expect(info.pay_channel[0]).toMatchObject({ key: 'USDT', networks: ['TRC20', 'ERC20', 'BEP20'] });
    expect(info.currency_list.map((c) => c.currency)).toContain('BTC');
  });

  it('Kenya MPESA is a push to the phone; Philippines PHQR a QR', async () => {
    const ke = await new Player(t.app, 'safari_ke').register();
    const mpesa = await deposit(ke, 3000, 'MPESA', { phone: '254712345678' });
    expect(mpesa.instructions).toMatchObject({ family: 'ewallet', message: 'push_sent' });
    const ph = await new Player(t.app, 'taya_ph').register();
    expect((await deposit(ph, 3000, 'PHQR')).instructions.family).toBe('qr');
  });
});
