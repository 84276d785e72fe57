import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DmError } from '../../core/contract/errors';
import type {
  BetList,
  CashOutList,
  CashOutPrice,
  CashOutResult,
  FreeBetInfo,
  PlaceResult,
} from '../../core/contract/schemas/bets';
import { cashOut, cashOutPrices } from '../../server/bets/cashout';
import { grantFreeBet } from '../../server/bets/free-bets';
import { placeBets } from '../../server/bets/place';
import { settleMatch, settlementPass } from '../../server/bets/settle';
import { betOrders, ledgerTransactions, markets, matches, MatchStatus } from '../../server/db/schema';
import { playerBalance } from '../../server/ledger/ledger';
import { createTestApp, type TestApp } from './helpers/app';
import {
  body,
  cash,
  endMatch,
  expectLedgerOk,
  fund,
  newKey,
  newPlayer,
  picks,
  selection,
  setOdds,
} from './helpers/bets';

let t: TestApp;
const clock = Date.now();
const now = () => clock;

beforeAll(async () => {
  t = await createTestApp({ now });
});
afterAll(() => t.close());

const db = () => t.database.db;

describe('settlement when the feed ends a match', () => {
  it('singles win and lose, a combo with a void leg, a 2/3 system with one loss: paid leg by leg', async () => {
    const { c, uid } = await newPlayer(t, 'settle');
    await fund(db(), uid, 100_000);
    const [a, b, d] = await picks(db(), 3, MatchStatus.NotStarted, 20);
    const place = async (name: 'betSinglePass' | 'betMultiple', payload: object) => {
      const res = await c.call(name, { key: newKey(), acceptOdds: 'ask', ...payload });
      expect(res.statusCode, res.body).toBe(200);
      return body<PlaceResult>(res).data.orders[0]!;
    };
    const win = await place('betSinglePass', { bets: [{ selection: selection(a!), stake: 1000 }] });
    const lose = await place('betSinglePass', { bets: [{ selection: selection(b!), stake: 1000 }] });
    const combo = await place('betMultiple', {
      kind: 'bet_multi',
      selections: [a!, d!].map(selection),
      stake: 1000,
    });
    const sys = await place('betMultiple', {
      kind: 'system_bet',
      systemK: 2,
      selections: [a!, b!, d!].map(selection),
      stake: 1000,
    });
    expect(await cash(db(), uid)).toBe(100_000 - 1000 - 1000 - 1000 - 3000);

    await endMatch(db(), a!.matchId, 2, 0); // home wins
    await endMatch(db(), b!.matchId, 0, 1); // home loses
    await endMatch(db(), d!.matchId, 0, 0, true); // cancelled: void
    await settlementPass(db(), clock);

    const list = body<BetList>(
      await c.call('betList', { status: 'settled', range: 'today', pageSize: 50 }),
    ).data;
    const byId = new Map(list.list.map((o) => [o.orderId, o]));
    const aWin = Math.floor((1000 * a!.oddsMilli) / 1000);
    expect(byId.get(win.orderId)).toMatchObject({ result: 4, payout: aWin });
    expect(byId.get(win.orderId)!.legs[0]).toMatchObject({ result: 4, sc: [2, 0] });
    expect(byId.get(lose.orderId)).toMatchObject({ result: 3, payout: 0 });
    // Void leg counts as odds 1: the combo pays the single's return.
    expect(byId.get(combo.orderId)).toMatchObject({ result: 4, payout: aWin });
    expect(byId.get(combo.orderId)!.legs.map((l) => l.result)).toEqual([4, 7]);
    // 2/3: lines {a,b} lost, {a,d} = a x 1, {b,d} lost.
    expect(byId.get(sys.orderId)).toMatchObject({ result: aWin > 3000 ? 4 : 6, payout: aWin });
    expect(await cash(db(), uid)).toBe(100_000 - 6000 + 3 * aWin);
    expect(body<BetList>(await c.call('betList', { status: 'outstanding', range: 'today' })).data.total).toBe(
      0,
    );

    // A second pass pays nothing more.
    await settlementPass(db(), clock);
    expect(await cash(db(), uid)).toBe(100_000 - 6000 + 3 * aWin);
    await expectLedgerOk(db());
  });
});

describe('free bets', () => {
  it('a granted free bet is listed, staked from the freebet account, and a win pays return minus stake', async () => {
    const { c, uid } = await newPlayer(t, 'free');
    const [p, q] = await picks(db(), 2, MatchStatus.NotStarted, 24);
    const id = await db().transaction((tx) =>
      grantFreeBet(tx, {
        uid,
        grantKey: `test:fb:${uid}`,
        currency: 'BRL',
        amount: 1000,
        title: 'Test free bet',
        expiresAt: new Date(clock + 86_400_000),
      }),
    );
    // Granting again with the same key grants nothing more.
    await db().transaction((tx) =>
      grantFreeBet(tx, {
        uid,
        grantKey: `test:fb:${uid}`,
        currency: 'BRL',
        amount: 1000,
        title: 'x',
        expiresAt: new Date(clock + 1),
      }),
    );
    expect(await playerBalance(db(), uid, 'BRL')).toMatchObject({ cash: 0, freebet: 1000 });
    const info = body<FreeBetInfo>(await c.call('freeBetInfo')).data;
    expect(info.list).toEqual([
      expect.objectContaining({ freeBetId: String(id), amount: 1000, status: 'available', currency: 'BRL' }),
    ]);

    const res = await c.call('freeBetPlace', {
      key: newKey(),
      acceptOdds: 'ask',
      freeBetId: String(id),
      selections: [selection(p!)],
    });
    expect(res.statusCode, res.body).toBe(200);
    const order = body<PlaceResult>(res).data.orders[0]!;
    const full = Math.floor((1000 * p!.oddsMilli) / 1000);
    expect(order).toMatchObject({ freeBet: true, stake: 1000, potentialReturn: full - 1000 });
    expect(await playerBalance(db(), uid, 'BRL')).toMatchObject({ cash: 0, freebet: 0 });
    // Used: a second use is refused and moves nothing.
    const again = await c.call('freeBetPlace', {
      key: newKey(),
      acceptOdds: 'ask',
      freeBetId: String(id),
      selections: [selection(q!)],
    });
    expect(body(again).dm_error).toBe(DmError.FreeBetUnavailable);
    expect(body<FreeBetInfo>(await c.call('freeBetInfo')).data.list[0]).toMatchObject({
      status: 'used',
      orderId: order.orderId,
    });
    // No cash-out on a free bet.
    const price = body<CashOutPrice>(await c.call('cashOutPrice', { orderIds: [order.orderId] })).data;
    expect(price.list[0]).toMatchObject({ available: false, reason: DmError.CashOutUnavailable });

    await endMatch(db(), p!.matchId, 3, 1);
    await settlementPass(db(), clock);
    expect(await playerBalance(db(), uid, 'BRL')).toMatchObject({ cash: full - 1000, freebet: 0 });
    await expectLedgerOk(db());
  });

  it('the demo player has a seeded free bet', async () => {
    const rows = await db()
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.key, 'freebet:grant:seed:demo-freebet'));
    expect(rows).toHaveLength(1);
  });
});

describe('cash-out', () => {
  it('offers a price from current odds, pays it once, and settlement then pays nothing', async () => {
    const { c, uid } = await newPlayer(t, 'cashout');
    await fund(db(), uid, 10_000);
    const [p] = await picks(db(), 1, MatchStatus.NotStarted, 30);
    const order = body<PlaceResult>(
      await c.call('betSinglePass', {
        key: newKey(),
        acceptOdds: 'ask',
        bets: [{ selection: selection(p!), stake: 2000 }],
      }),
    ).data.orders[0]!;
    // Odds shorten: the bet is worth more than the stake now.
    const shorter = Math.max(1010, Math.round(p!.oddsMilli * 0.8));
    await setOdds(db(), p!, shorter);
    const offer = body<CashOutPrice>(await c.call('cashOutPrice', { orderIds: [order.orderId] })).data
      .list[0]!;
    const expected = Math.floor((((2000 * p!.oddsMilli) / shorter) * 9500) / 10000);
    expect(offer.available).toBe(true);
    expect(Math.abs(offer.price - expected)).toBeLessThanOrEqual(1);

    // A forged higher price is refused.
    const forged = await c.call('cashOutBet', {
      key: newKey(),
      orderId: order.orderId,
      price: offer.price * 2,
    });
    expect(body(forged).dm_error).toBe(DmError.CashOutPriceChanged);
    const key = newKey();
    const taken = body<CashOutResult>(
      await c.call('cashOutBet', { key, orderId: order.orderId, price: offer.price }),
    ).data.order;
    expect(taken).toMatchObject({ payout: offer.price, cashOut: { amount: offer.price } });
    expect(await cash(db(), uid)).toBe(8000 + offer.price);
    // The same request again answers the same; another one is refused.
    const retry = await c.call('cashOutBet', { key, orderId: order.orderId, price: offer.price });
    expect(body<CashOutResult>(retry).data.order.cashOut?.amount).toBe(offer.price);
    const other = await c.call('cashOutBet', { key: newKey(), orderId: order.orderId, price: offer.price });
    expect(body(other).dm_error).toBe(DmError.CashOutUnavailable);
    const listed = body<CashOutList>(await c.call('cashOutsByIds', { orderIds: [order.orderId] })).data.list;
    expect(listed).toEqual([expect.objectContaining({ orderId: order.orderId, amount: offer.price })]);

    await endMatch(db(), p!.matchId, 5, 0);
    await settlementPass(db(), clock);
    expect(await cash(db(), uid)).toBe(8000 + offer.price);
    await expectLedgerOk(db());
  });

  it('another player cannot price or cash out my bet', async () => {
    const { c, uid } = await newPlayer(t, 'owner');
    const { c: thief } = await newPlayer(t, 'thief');
    await fund(db(), uid, 10_000);
    const [p] = await picks(db(), 1, MatchStatus.NotStarted, 31);
    const order = body<PlaceResult>(
      await c.call('betSinglePass', {
        key: newKey(),
        acceptOdds: 'ask',
        bets: [{ selection: selection(p!), stake: 1000 }],
      }),
    ).data.orders[0]!;
    const price = body<CashOutPrice>(await thief.call('cashOutPrice', { orderIds: [order.orderId] })).data
      .list[0]!;
    expect(price).toMatchObject({ available: false, reason: DmError.BetNotFound });
    const res = await thief.call('cashOutBet', { key: newKey(), orderId: order.orderId, price: 900 });
    expect(body(res).dm_error).toBe(DmError.BetNotFound);
    expect(await cash(db(), uid)).toBe(9000);
  });

  it('raced against settlement 1,000 times: every bet ends with exactly one outcome and at most one payout', async () => {
    const { uid } = await newPlayer(t, 'racer');
    const N = 1000;
    await fund(db(), uid, N * 300);
    const [p] = await picks(db(), 1, MatchStatus.NotStarted, 40);
    const orderIds: number[] = [];
    const deps = { db: db(), now };
    for (let i = 0; i < N; i++) {
      // The feed reopens the match; a bet is placed; then the match ends while the player cashes out.
      await db()
        .update(matches)
        .set({ status: MatchStatus.NotStarted, homeScore: 0, awayScore: 0 })
        .where(eq(matches.id, p!.matchId));
      await db().update(markets).set({ status: 1 }).where(eq(markets.matchId, p!.matchId));
      const [placed] = await placeBets(deps, {
        uid,
        brandId: 'br',
        currency: 'BRL',
        key: `race-${uid}-${i}`,
        acceptOdds: 'any',
        orders: [{ kind: 'single_bet', stakePerLine: 300, selections: [selection(p!)] }],
      });
      const id = placed!.order.id;
      orderIds.push(id);
      const offer = (await cashOutPrices(db(), uid, [id])).get(id)!;
      expect('price' in offer).toBe(true);
      const price = 'price' in offer ? offer.price : 0;
      const settle = async () => {
        // Vary who is a query behind (PGlite runs one query at a time, in arrival order).
        if (i % 3 === 0) await db().select().from(matches).where(eq(matches.id, p!.matchId));
        await endMatch(db(), p!.matchId, i % 3, 1);
        await settleMatch(db(), p!.matchId, clock);
      };
      const take = async () => {
        if (i % 3 === 2) await db().select().from(matches).where(eq(matches.id, p!.matchId));
        return cashOut(db(), clock, { uid, orderId: id, offered: price, key: `co-${uid}-${i}` }).catch(
          () => null,
        );
      };
      await Promise.all(i % 2 ? [settle(), take()] : [take(), settle()]);
    }
    const orders = await db().select().from(betOrders).where(inArray(betOrders.id, orderIds));
    const moves = await db()
      .select({ key: ledgerTransactions.key })
      .from(ledgerTransactions)
      .where(
        and(like(ledgerTransactions.key, 'bet:%'), inArray(ledgerTransactions.ref, orderIds.map(String))),
      );
    const movesOf = new Map<string, string[]>();
    for (const m of moves) {
      const [, kind, id] = m.key.split(':');
      movesOf.set(id!, [...(movesOf.get(id!) ?? []), kind!]);
    }
    let cashedOut = 0;
    let settled = 0;
    let expectedCash = 0;
    for (const o of orders) {
      expect(o.result, `order ${o.id}`).not.toBe(0);
      const kinds = movesOf.get(String(o.id)) ?? [];
      if (o.cashOutAmount !== null) {
        cashedOut++;
        expect(kinds).toEqual(['cashout']);
        expect(o.payout).toBe(o.cashOutAmount);
      } else {
        settled++;
        expect(kinds).toEqual(o.payout > 0 ? ['payout'] : []);
      }
      expectedCash += o.payout;
    }
    expect(cashedOut + settled).toBe(N);
    // Both sides won some of the races (on PGlite the interleaving is by arrival order, varied above).
    expect(cashedOut, `${cashedOut} cashed out, ${settled} settled`).toBeGreaterThan(0);
    expect(settled, `${cashedOut} cashed out, ${settled} settled`).toBeGreaterThan(0);
    expect(await cash(db(), uid)).toBe(expectedCash);
    await expectLedgerOk(db());
  }, 600_000);
});
