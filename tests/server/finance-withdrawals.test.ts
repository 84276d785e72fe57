/**
 * Withdrawals, the balance and deposit info, deposit codes and appeals, end to end through the API with the
 * sandbox provider (the deposits themselves: finance-flow.test.ts).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DmError } from '../../core/contract/errors';
import type { PayoutOrder, WithdrawAccount } from '../../core/contract/schemas/finance';
import type { TestApp } from './helpers/app';
import {
  Player,
  closeFinanceApp,
  deposit,
  envelope,
  expectLedgerOk,
  financeApp,
  uniqueKey,
} from './finance-support';

let t: TestApp;
const clock = Date.UTC(2026, 10, 22, 12, 0, 0);

beforeAll(async () => {
  t = await financeApp(() => clock);
});
afterAll(() => closeFinanceApp(t));
afterEach(() => expectLedgerOk(t.database.db));

async function funded(appKey = 'placar_br', amount = 10000) {
  const p = await new Player(t.app, appKey).register();
  const o = await deposit(p, amount, appKey === 'golazo_mx' ? 'SPEI' : 'PIX');
  await p.ok('sandboxMark', { order_id: o.order_id, outcome: 'paid' });
  return p;
}

const pixAccount = {
  method: 'PIX',
  account_no: 'player@example.com',
  holder_name: 'Ana Souza',
  tax_id: '123.456.789-09',
};

describe('withdrawals', () => {
  it('account rules: a wrong length or CPF gives 3009 and saves nothing', async () => {
    const p = await new Player(t.app, 'taya_ph').register();
    const short = await p.call('accountElementsSet', {
      method: 'GCASH',
      account_no: '0917123456',
      holder_name: 'Juan',
    });
    expect(short.statusCode).toBe(400);
    expect(envelope(short).dm_error).toBe(DmError.WithdrawAccountInvalid);
    expect(envelope(short).error_msg).toBe('A GCASH account number has 11 characters');
    expect((await p.ok<{ list: unknown[] }>('accountGet')).list).toHaveLength(0);
    const ok = await p.ok<WithdrawAccount>('accountElementsSet', {
      method: 'GCASH',
      account_no: '09171234567',
      holder_name: 'Juan',
    });
    expect(ok).toMatchObject({ method: 'GCASH', account_masked: '*******4567' });
    const els = await p.ok<{ list: { method: string; account_lengths: number[][]; phone_code: string }[] }>(
      'accountElementsGet',
    );
    expect(els.list.find((e) => e.method === 'GCASH')).toMatchObject({
      account_lengths: [[11, 11]],
      phone_code: '63',
    });
    const br = await new Player(t.app).register();
    const cpf = await br.call('accountElementsSet', { ...pixAccount, tax_id: '123' });
    expect(envelope(cpf).dm_error).toBe(DmError.WithdrawAccountInvalid);
    expect(envelope(cpf).error_msg).toBe('The CPF is not valid');
  });

  it('reserves at once (fee 2%), completes on the callback; a failed payout returns the money', async () => {
    const p = await funded();
    const acct = await p.ok<WithdrawAccount>('accountElementsSet', pixAccount);
    const po = await p.ok<PayoutOrder>('payoutCreate', {
      forfeit_bonus: true,
      amount: 5000,
      account_id: acct.account_id,
      idempotency_key: uniqueKey('wd'),
    });
    expect(po).toMatchObject({
      state: 'pending',
      pay_status: 2,
      amount: 5000,
      fee: 100,
      receive_amount: 4900,
    });
    expect(await p.cash()).toBe(5000);
    const wb = await p.ok<{ withdrawable: number; pending_payout: number }>('withdrawBalance');
    expect(wb).toMatchObject({ withdrawable: 5000, pending_payout: 5000 });
    await p.ok('sandboxMark', { order_id: po.order_id, outcome: 'paid' });
    expect((await p.ok<PayoutOrder>('payoutStatus', { order_id: po.order_id })).pay_status).toBe(1);
    expect(await p.cash()).toBe(5000);

    const po2 = await p.ok<PayoutOrder>('payoutCreate', {
      forfeit_bonus: true,
      amount: 3000,
      account_id: acct.account_id,
      idempotency_key: uniqueKey('wd'),
    });
    expect(await p.cash()).toBe(2000);
    await p.ok('sandboxMark', { order_id: po2.order_id, outcome: 'failed' });
    expect(await p.cash()).toBe(5000);
    const hist = await p.ok<{ list: { direction: string; status: number }[] }>('payHistory', {
      direction: 'payout',
    });
    expect(hist.list.map((x) => x.status)).toEqual([4, 1]);
  });

  it('insufficient balance: 3001, nothing reserved; below minimum: 3011; unknown account: 3010', async () => {
    const p = await funded();
    const acct = await p.ok<WithdrawAccount>('accountElementsSet', pixAccount);
    const tooMuch = await p.call('payoutCreate', {
      forfeit_bonus: true,
      amount: 10001,
      account_id: acct.account_id,
      idempotency_key: uniqueKey(),
    });
    expect(envelope(tooMuch).dm_error).toBe(DmError.InsufficientBalance);
    const small = await p.call('payoutCreate', {
      forfeit_bonus: true,
      amount: 2999,
      account_id: acct.account_id,
      idempotency_key: uniqueKey(),
    });
    expect(envelope(small).dm_error).toBe(DmError.WithdrawBelowMinimum);
    const other = await p.call('payoutCreate', {
      forfeit_bonus: true,
      amount: 3000,
      account_id: 999999,
      idempotency_key: uniqueKey(),
    });
    expect(envelope(other).dm_error).toBe(DmError.WithdrawAccountMissing);
    expect(await p.cash()).toBe(10000);
    expect((await p.ok<{ list: unknown[] }>('payHistory', { direction: 'payout' })).list).toHaveLength(0);
  });

  it('concurrent withdrawals cannot exceed the balance', async () => {
    const p = await funded('placar_br', 10000);
    const acct = await p.ok<WithdrawAccount>('accountElementsSet', pixAccount);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        p.call('payoutCreate', {
          forfeit_bonus: true,
          amount: 3000,
          account_id: acct.account_id,
          idempotency_key: uniqueKey('cw'),
        }),
      ),
    );
    const ok = results.filter((r) => envelope(r).dm_error === 0);
    expect(ok).toHaveLength(3);
    expect(results.filter((r) => envelope(r).dm_error === DmError.InsufficientBalance)).toHaveLength(7);
    expect(await p.cash()).toBe(1000);
  });

  it('a retried withdrawal (same key) reserves once', async () => {
    const p = await funded();
    const acct = await p.ok<WithdrawAccount>('accountElementsSet', pixAccount);
    const key = uniqueKey('same');
    const all = await Promise.all(
      Array.from({ length: 5 }, () =>
        p.call('payoutCreate', {
          forfeit_bonus: true,
          amount: 4000,
          account_id: acct.account_id,
          idempotency_key: key,
        }),
      ),
    );
    const ids = new Set(all.map((r) => envelope<PayoutOrder>(r).data.order_id));
    expect(ids.size).toBe(1);
    expect(await p.cash()).toBe(6000);
  });
});

describe('balance and deposit info', () => {
  it('lists the brand currency at zero, the PIX channel, quick amounts and limits', async () => {
    const p = await new Player(t.app).register();
    const bal = await p.ok<{ balances: { currency: string; total_balance: number }[]; balance_info: object }>(
      'userBalance',
    );
    expect(bal.balances).toEqual([{ currency: 'BRL', total_balance: 0, cash: 0, bonus: 0, freebet: 0 }]);
    expect(bal.balance_info).toEqual({ currency: 'BRL', balance: 0, symbol: 'R$' });
    const info = await p.ok<Record<string, unknown>>('depositInfo');
    expect(info).toMatchObject({
      currency: 'BRL',
      currency_list: [{ currency: 'BRL', symbol: 'R$', networks: [] }],
      pay_channel: [{ key: 'PIX', name: 'PIX', family: 'qr', networks: [] }],
      quick_amounts: [3000, 5000, 8000, 10000],
      limits: { min: 3000, daily_max: 10000, total_max: 100000, daily_left: 10000, total_left: 100000 },
    });
  });

  it("Mexico: the wallet shows zero when the player's currency is not the wallet's (SPEC §3)", async () => {
    const p = await funded('golazo_mx', 8000);
    const same = await p.ok<{ balance_info: { balance: number } }>('userBalance', {}, { currency: 'mex' });
    // Cash plus bonus money: the first deposit earned the 100% first-deposit bonus (issue #16).
    expect(same.balance_info.balance).toBe(16_000);
    const other = await p.ok<{ balance_info: { balance: number }; balances: { cash: number }[] }>(
      'userBalance',
      {},
      { currency: 'usd' },
    );
    expect(other.balance_info.balance).toBe(0);
    expect(other.balances[0]!.cash).toBe(8000);
  });
});

describe('deposit codes and appeals', () => {
  it('a code credits once per player; appeals on an unpaid deposit', async () => {
    const p = await new Player(t.app).register();
    const check = await p.ok<{ valid: boolean; amount: number }>('payinCodeCheck', { code: 'demo10' });
    expect(check).toEqual({ valid: true, amount: 1000, currency: 'BRL' });
    const key = uniqueKey('code');
    expect(await p.ok('payinCodeUse', { code: 'DEMO10', idempotency_key: key })).toEqual({
      amount: 1000,
      currency: 'BRL',
      balance: 1000,
    });
    expect(await p.ok('payinCodeUse', { code: 'DEMO10', idempotency_key: key })).toEqual({
      amount: 1000,
      currency: 'BRL',
      balance: 1000,
    });
    const twice = await p.call('payinCodeUse', { code: 'DEMO10', idempotency_key: uniqueKey('code') });
    expect(envelope(twice).dm_error).toBe(DmError.DepositCodeUsed);
    const bogus = await p.call('payinCodeUse', { code: 'NOPE', idempotency_key: uniqueKey('code') });
    expect(envelope(bogus).dm_error).toBe(DmError.DepositCodeInvalid);
    expect(await p.cash()).toBe(1000);

    const order = await deposit(p, 3000);
    const appeal = await p.ok<{ appeal_id: number; status: string }>('appealPost', {
      order_id: order.order_id,
      content: 'I paid with PIX',
      receipt: 'E2E123',
    });
    expect(appeal.status).toBe('open');
    const dup = await p.call('appealPost', { order_id: order.order_id, content: 'again' });
    expect(envelope(dup).dm_error).toBe(DmError.AppealNotAllowed);
    expect((await p.ok<{ list: unknown[] }>('appealGet', { order_id: order.order_id })).list).toHaveLength(1);
  });
});
