/**
 * A foreign currency is refused, not swapped (issue #14, item 5): a deposit with currency_code "MXN" on the
 * Brazilian brand created a BRL order. Every money call (deposit info and create, withdrawal, withdrawable
 * balance, bets, the slip's limits, in-house rounds, game launch) that names a currency the brand does not
 * serve, in its body (currency_code) or its `currency` parameter, answers 400/3006 and moves nothing. The
 * brand's own currency by code or slug (BRL, brl) is fine; the crypto brand serves its list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DmError } from '../../core/contract/errors';
import type { PayinOrder, WithdrawAccount } from '../../core/contract/schemas/finance';
import type { GamePage } from '../../core/contract/schemas/games';
import { createTestApp, type TestApp } from './helpers/app';
import { fund, picks, selection } from './helpers/bets';
import { Player, envelope, expectLedgerOk, uniqueKey } from './finance-support';

let t: TestApp;
let br: Player;
beforeAll(async () => {
  t = await createTestApp({ env: { ...process.env, PAYMENTS_RATE_LIMIT: '10000' } });
  br = await new Player(t.app, 'placar_br').register();
  await fund(t.database.db, br.uid, 100_000);
});
afterAll(() => t.close());

const pixAccount = {
  method: 'PIX',
  account_no: '12345678901',
  holder_name: 'Ana Souza',
  tax_id: '52998224725',
};

async function expectRefused(res: Awaited<ReturnType<Player['call']>>) {
  expect(res.statusCode, res.body).toBe(400);
  expect(envelope(res).dm_error).toBe(DmError.CurrencyNotAllowed);
}

describe('the Brazilian brand', () => {
  it('refuses a deposit in MXN (body or parameter), creating no order, and takes BRL or brl', async () => {
    const deposit = (extra: object, query: Record<string, string> = {}) =>
      br.call(
        'payinCreate',
        { amount: 5000, pay_type: 'PIX', idempotency_key: uniqueKey('dep'), ...extra },
        query,
      );
    await expectRefused(await deposit({ currency_code: 'MXN' }));
    await expectRefused(await deposit({}, { currency: 'mex' }));
    await expectRefused(await deposit({ currency_code: 'BRL' }, { currency: 'MXN' }));
    await expectRefused(await br.call('depositInfo', { currency_code: 'MXN' }));
    expect((await br.ok<{ list: unknown[] }>('payHistory', { direction: 'payin' })).list).toHaveLength(0);
    expect(
      (
        await br.ok<PayinOrder>('payinCreate', {
          amount: 5000,
          pay_type: 'PIX',
          idempotency_key: uniqueKey('dep'),
          currency_code: 'brl',
        })
      ).currency,
    ).toBe('BRL');
    const ok = envelope<PayinOrder>(await deposit({}, { currency: 'BRL' }));
    expect(ok.data.currency).toBe('BRL');
  });

  it('refuses a withdrawal in MXN, reserving nothing', async () => {
    const acct = await br.ok<WithdrawAccount>('accountElementsSet', pixAccount);
    const before = await br.cash();
    const payout = (extra: object, query: Record<string, string> = {}) =>
      br.call(
        'payoutCreate',
        { amount: 5000, account_id: acct.account_id, idempotency_key: uniqueKey('wd'), ...extra },
        query,
      );
    await expectRefused(await payout({ currency_code: 'MXN' }));
    await expectRefused(await payout({}, { currency: 'usd' }));
    await expectRefused(await br.call('withdrawBalance', { currency_code: 'MXN' }));
    expect(await br.cash()).toBe(before);
    expect((await br.ok<{ currency: string }>('withdrawBalance', { currency_code: 'BRL' })).currency).toBe(
      'BRL',
    );
  });

  it('refuses a bet, the slip limits, a dice round and a game launch in another currency', async () => {
    const [p] = await picks(t.database.db, 1);
    const before = await br.cash();
    await expectRefused(
      await br.call(
        'betSinglePass',
        { key: uniqueKey('bet'), acceptOdds: 'any', bets: [{ selection: selection(p!), stake: 500 }] },
        { currency: 'MXN' },
      ),
    );
    await expectRefused(
      await br.call(
        'betLatestInfo',
        { betMatchMarketList: [{ type: p!.ty, matchId: p!.matchId, marketId: p!.marketId }] },
        { currency: 'MXN' },
      ),
    );
    await expectRefused(
      await br.call(
        'inhouseDicePlay',
        { key: uniqueKey('dice'), amount: 100, mode: 'under', target: 5000 },
        { currency: 'USDT' },
      ),
    );
    const lobby = await br.ok<GamePage>('gameByTab', { tab_key: 'lobby', limit: '60' });
    const external = lobby.list.find((g) => g.game_platform !== 'inhouse')!;
    const launch = { game_platform: external.game_platform, game_id: external.game_id };
    await expectRefused(await br.call('gameLaunch', launch, { currency: 'MXN' }));
    expect(
      (await br.ok<{ launch_url: string }>('gameLaunch', launch, { currency: 'BRL' })).launch_url,
    ).toContain('currency=BRL');
    expect(await br.cash()).toBe(before);
    // Its own currency by slug places the bet.
    const placed = await br.call(
      'betSinglePass',
      { key: uniqueKey('bet'), acceptOdds: 'any', bets: [{ selection: selection(p!), stake: 500 }] },
      { currency: 'brl' },
    );
    expect(envelope(placed).dm_error, placed.body).toBe(0);
    expect(await br.cash()).toBe(before - 500);
    await expectLedgerOk(t.database.db);
  });
});

describe('the crypto brand', () => {
  it('serves its currencies and refuses another', async () => {
    const c = await new Player(t.app, 'chain_crypto').register();
    expect((await c.ok<{ currency: string }>('depositInfo', { currency_code: 'BTC' })).currency).toBe('BTC');
    expect((await c.ok<{ currency: string }>('depositInfo', {}, { currency: 'usdt' })).currency).toBe('USDT');
    await expectRefused(await c.call('depositInfo', { currency_code: 'MXN' }));
    await expectRefused(
      await c.call(
        'inhouseDicePlay',
        { key: uniqueKey('dice'), amount: 100, mode: 'under', target: 5000 },
        { currency: 'BRL' },
      ),
    );
  });
});
