import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DmError } from '../../core/contract/errors';
import type {
  BetLatestInfo,
  BetList,
  BetOrderList,
  PlaceResult,
  Requote,
} from '../../core/contract/schemas/bets';
import { betOrders, matches, MatchStatus } from '../../server/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { Client } from './helpers/accounts';
import {
  body,
  cash,
  expectLedgerOk,
  fund,
  newKey,
  newPlayer,
  picks,
  selection,
  setMarketStatus,
  setOdds,
  type Pick,
} from './helpers/bets';

let t: TestApp;
let clock = Date.now();
const now = () => clock;

beforeAll(async () => {
  t = await createTestApp({ now });
});
afterAll(() => t.close());

const ordersOf = async (uid: number) =>
  (await t.database.db.select({ n: count() }).from(betOrders).where(eq(betOrders.uid, uid)))[0]!.n;

const single = (p: Pick, stake: number, key = newKey(), acceptOdds = 'ask') => ({
  key,
  acceptOdds,
  bets: [{ selection: selection(p), stake }],
});

describe('placing a single bet', () => {
  it('accepts a pre-match single at once, debits the stake and shows it as outstanding', async () => {
    const { c, uid } = await newPlayer(t, 'single');
    await fund(t.database.db, uid, 10_000);
    const [p] = await picks(t.database.db, 1);
    const key = newKey();
    const res = await c.call('betSinglePass', single(p!, 500, key));
    expect(res.statusCode, res.body).toBe(200);
    const order = body<PlaceResult>(res).data.orders[0]!;
    expect(order).toMatchObject({
      key,
      kind: 'single_bet',
      status: 4,
      result: 0,
      stake: 500,
      currency: 'BRL',
      od: p!.od,
      potentialReturn: Math.floor((500 * p!.oddsMilli) / 1000),
      freeBet: false,
    });
    expect(order.legs[0]).toMatchObject({
      matchId: p!.matchId,
      marketId: p!.marketId,
      ty: 1,
      od: p!.od,
      result: 0,
    });
    expect(await cash(t.database.db, uid)).toBe(9_500);

    const status = body<BetOrderList>(await c.call('betOrderStatus', { keys: [key] })).data.list;
    expect(status.map((o) => [o.orderId, o.status])).toEqual([[order.orderId, 4]]);
    const list = body<BetList>(await c.call('betList', { status: 'outstanding', range: 'today' })).data;
    expect(list.list.map((o) => o.orderId)).toEqual([order.orderId]);
    expect(list).toMatchObject({ total: 1, totalStake: 500, has_more: false });
    const settled = body<BetList>(await c.call('betList', { status: 'settled', range: 'today' })).data;
    expect(settled.total).toBe(0);
    await expectLedgerOk(t.database.db);
  });

  it('needs a session: 604 and nothing placed', async () => {
    const [p] = await picks(t.database.db, 1);
    const res = await new Client(t.app, '10.78.0.1', 'dev-x').call('betSinglePass', single(p!, 500));
    expect(res.statusCode).toBe(604);
  });
});

describe('concurrency and idempotency', () => {
  it('200 concurrent bets against a balance for 10 stakes: exactly 10 accepted, balance 0', async () => {
    const { c, uid } = await newPlayer(t, 'race');
    await fund(t.database.db, uid, 10 * 300);
    const [p] = await picks(t.database.db, 1);
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => c.call('betSinglePass', single(p!, 300))),
    );
    const ok = answers.filter((r) => r.statusCode === 200);
    const refused = answers.filter((r) => r.statusCode !== 200);
    expect(ok).toHaveLength(10);
    expect(new Set(refused.map((r) => body(r).dm_error))).toEqual(new Set([DmError.InsufficientBalance]));
    expect(await cash(t.database.db, uid)).toBe(0);
    expect(await ordersOf(uid)).toBe(10);
    await expectLedgerOk(t.database.db);
  });

  it('the same key sent 50 times gives one bet and one debit', async () => {
    const { c, uid } = await newPlayer(t, 'samekey');
    await fund(t.database.db, uid, 5_000);
    const [p] = await picks(t.database.db, 1);
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => c.call('betSinglePass', single(p!, 400, key))),
    );
    for (const r of answers) expect(r.statusCode, r.body).toBe(200);
    const ids = new Set(answers.map((r) => body<PlaceResult>(r).data.orders[0]!.orderId));
    expect(ids.size).toBe(1);
    expect(await ordersOf(uid)).toBe(1);
    expect(await cash(t.database.db, uid)).toBe(4_600);
    // The same key for a different bet is refused, and moves nothing.
    const other = await c.call('betSinglePass', single(p!, 500, key));
    expect(body(other).dm_error).toBe(DmError.BetKeyConflict);
    expect(await cash(t.database.db, uid)).toBe(4_600);
    await expectLedgerOk(t.database.db);
  });
});

describe('market state and odds at placement', () => {
  it('a bet 0-50 ms after the market is suspended is refused and changes nothing', async () => {
    const { c, uid } = await newPlayer(t, 'suspend');
    await fund(t.database.db, uid, 5_000);
    const [p] = await picks(t.database.db, 1, MatchStatus.NotStarted, 3);
    const suspendedAt = clock;
    await setMarketStatus(t.database.db, p!.marketId, 2);
    for (let dt = 0; dt <= 50; dt += 10) {
      clock = suspendedAt + dt;
      const res = await c.call('betSinglePass', single(p!, 300));
      expect(body(res).dm_error, `${dt} ms`).toBe(DmError.BetMarketClosed);
    }
    expect(await cash(t.database.db, uid)).toBe(5_000);
    expect(await ordersOf(uid)).toBe(0);
    await setMarketStatus(t.database.db, p!.marketId, 1);
    const key = newKey();
    const placed = await c.call('betSinglePass', single(p!, 300, key));
    expect(placed.statusCode).toBe(200);
    // A retry of a bet that went through (its answer lost) answers that bet, even once the market closed:
    // the key is found when the placement is refused, and nothing moves twice.
    await setMarketStatus(t.database.db, p!.marketId, 2);
    const retried = await c.call('betSinglePass', single(p!, 300, key));
    expect(body<PlaceResult>(retried).data).toEqual(body<PlaceResult>(placed).data);
    expect(await cash(t.database.db, uid)).toBe(4_700);
    expect(await ordersOf(uid)).toBe(1);
    await setMarketStatus(t.database.db, p!.marketId, 1);
    await expectLedgerOk(t.database.db);
  });

  it('odds changes follow the setting: ask refuses any change, higher takes a better price, any takes all', async () => {
    const { c, uid } = await newPlayer(t, 'odds');
    await fund(t.database.db, uid, 5_000);
    const [p] = await picks(t.database.db, 1, MatchStatus.NotStarted, 4);
    await setOdds(t.database.db, p!, p!.oddsMilli + 100);
    expect(body(await c.call('betSinglePass', single(p!, 300, newKey(), 'ask'))).dm_error).toBe(
      DmError.BetOddsChanged,
    );
    const higher = body<PlaceResult>(await c.call('betSinglePass', single(p!, 300, newKey(), 'higher'))).data;
    expect(higher.orders[0]!.od).toBe((p!.oddsMilli + 100) / 1000);
    await setOdds(t.database.db, p!, p!.oddsMilli - 50);
    expect(body(await c.call('betSinglePass', single(p!, 300, newKey(), 'higher'))).dm_error).toBe(
      DmError.BetOddsChanged,
    );
    const any = body<PlaceResult>(await c.call('betSinglePass', single(p!, 300, newKey(), 'any'))).data;
    expect(any.orders[0]!.od).toBe((p!.oddsMilli - 50) / 1000);
    expect(await cash(t.database.db, uid)).toBe(4_400);
    await setOdds(t.database.db, p!, p!.oddsMilli);
    await expectLedgerOk(t.database.db);
  });

  it('a live bet confirms after the delay, or is rejected and refunded if the market closed meanwhile', async () => {
    const { c, uid } = await newPlayer(t, 'live');
    await fund(t.database.db, uid, 5_000);
    const [a, b] = await picks(t.database.db, 2, MatchStatus.NotStarted, 6);
    await t.database.db.update(matches).set({ status: MatchStatus.Live }).where(eq(matches.id, a!.matchId));
    await t.database.db.update(matches).set({ status: MatchStatus.Live }).where(eq(matches.id, b!.matchId));
    const ka = newKey();
    const kb = newKey();
    const oa = body<PlaceResult>(await c.call('betSinglePass', single(a!, 500, ka))).data.orders[0]!;
    const ob = body<PlaceResult>(await c.call('betSinglePass', single(b!, 500, kb))).data.orders[0]!;
    expect([oa.status, ob.status]).toEqual([1, 1]);
    expect(await cash(t.database.db, uid)).toBe(4_000);
    // Not due yet: still confirming.
    const early = body<BetOrderList>(await c.call('betOrderStatus', { keys: [ka, kb] })).data.list;
    expect(early.map((o) => o.status)).toEqual([1, 1]);
    await setMarketStatus(t.database.db, b!.marketId, 2);
    clock += 3_000;
    const done = body<BetOrderList>(await c.call('betOrderStatus', { keys: [ka, kb] })).data.list;
    expect(done.map((o) => o.status)).toEqual([4, 2]);
    expect(done[1]!.reject?.code).toBe(DmError.BetMarketClosed);
    expect(await cash(t.database.db, uid)).toBe(4_500);
    const settled = body<BetList>(await c.call('betList', { status: 'settled', range: 'today' })).data;
    expect(settled.list.map((o) => o.orderId)).toEqual([ob.orderId]);
    await setMarketStatus(t.database.db, b!.marketId, 1);
    for (const p of [a!, b!])
      await t.database.db
        .update(matches)
        .set({ status: MatchStatus.NotStarted })
        .where(eq(matches.id, p.matchId));
    await expectLedgerOk(t.database.db);
  });
});

describe('bad inputs change nothing', () => {
  it('each refusal has its dm_error, and no order or money moves', async () => {
    const { c, uid } = await newPlayer(t, 'bad');
    await fund(t.database.db, uid, 100_000);
    const [p, q, r] = await picks(t.database.db, 3, MatchStatus.NotStarted, 8);
    const cases: [string, object, number][] = [
      ['stake below the BRL minimum (3.00)', single(p!, 299), DmError.BetStakeTooLow],
      ['stake above maxSingleBet', single(p!, 1_500_001), DmError.BetStakeTooHigh],
      ['unknown market', single({ ...p!, marketId: 999_999_999 }, 500), DmError.BetSelectionUnknown],
      ['market of another match', single({ ...p!, matchId: q!.matchId }, 500), DmError.BetSelectionUnknown],
      ['stale odds', single({ ...p!, od: p!.od + 0.5 }, 500), DmError.BetOddsChanged],
      [
        'the same selection twice',
        {
          key: newKey(),
          acceptOdds: 'ask',
          bets: [
            { selection: selection(p!), stake: 500 },
            { selection: selection(p!), stake: 500 },
          ],
        },
        DmError.BetSameMatch,
      ],
      ['negative stake', single(p!, -5), DmError.BadRequest],
      ['fractional stake', single(p!, 5.5), DmError.BadRequest],
      ['bad key', single(p!, 500, 'short'), DmError.BadRequest],
      ['bad accept setting', single(p!, 500, newKey(), 'sometimes'), DmError.BadRequest],
    ];
    for (const [what, payload, code] of cases) {
      const res = await c.call('betSinglePass', payload);
      expect(body(res).dm_error, what).toBe(code);
      expect(body(res).error_msg.length, what).toBeGreaterThan(0);
    }
    const multi: [string, object, number][] = [
      [
        'combo with two legs of one match',
        {
          key: newKey(),
          acceptOdds: 'ask',
          kind: 'bet_multi',
          selections: [selection(p!), { ...selection(p!), marketId: p!.marketId + 1, ty: 4 }],
          stake: 500,
        },
        DmError.BetSameMatch,
      ],
      [
        'system k = n',
        {
          key: newKey(),
          acceptOdds: 'ask',
          kind: 'system_bet',
          systemK: 3,
          selections: [p!, q!, r!].map(selection),
          stake: 500,
        },
        DmError.BetSystemInvalid,
      ],
      [
        'system without k',
        {
          key: newKey(),
          acceptOdds: 'ask',
          kind: 'system_bet',
          selections: [p!, q!, r!].map(selection),
          stake: 500,
        },
        DmError.BetSystemInvalid,
      ],
      [
        'combo with one leg',
        { key: newKey(), acceptOdds: 'ask', kind: 'bet_multi', selections: [selection(p!)], stake: 500 },
        DmError.BadRequest,
      ],
      [
        'combo above maxBetMulti',
        {
          key: newKey(),
          acceptOdds: 'ask',
          kind: 'bet_multi',
          selections: [p!, q!].map(selection),
          stake: 600_001,
        },
        DmError.BetStakeTooHigh,
      ],
    ];
    for (const [what, payload, code] of multi) {
      const res = await c.call('betMultiple', payload);
      expect(body(res).dm_error, what).toBe(code);
    }
    // A locked option (negative odds on the wire) cannot be bet.
    await t.database.db.execute(
      `update options set locked = true where market_id = ${r!.marketId} and outcome_type = ${r!.ty}` as never,
    );
    expect(body(await c.call('betSinglePass', single(r!, 500))).dm_error).toBe(DmError.BetOptionLocked);
    expect(await cash(t.database.db, uid)).toBe(100_000);
    expect(await ordersOf(uid)).toBe(0);
    await expectLedgerOk(t.database.db);
  });
});

describe('combo and system placement, quotes and limits', () => {
  it('a combo and a 2/3 system debit stake x lines and promise the right returns', async () => {
    const { c, uid } = await newPlayer(t, 'combo');
    await fund(t.database.db, uid, 10_000);
    const [p, q, r] = await picks(t.database.db, 3, MatchStatus.NotStarted, 12);
    const combo = body<PlaceResult>(
      await c.call('betMultiple', {
        key: newKey(),
        acceptOdds: 'ask',
        kind: 'bet_multi',
        selections: [p!, q!].map(selection),
        stake: 1000,
      }),
    ).data.orders[0]!;
    expect(combo).toMatchObject({ kind: 'bet_multi', lines: 1, stake: 1000, status: 4 });
    expect(combo.potentialReturn).toBe(Math.floor((1000 * p!.oddsMilli * q!.oddsMilli) / 1e6));
    const sys = body<PlaceResult>(
      await c.call('betMultiple', {
        key: newKey(),
        acceptOdds: 'ask',
        kind: 'system_bet',
        systemK: 2,
        selections: [p!, q!, r!].map(selection),
        stake: 500,
      }),
    ).data.orders[0]!;
    expect(sys).toMatchObject({ kind: 'system_bet', systemK: 2, lines: 3, stakePerLine: 500, stake: 1500 });
    expect(await cash(t.database.db, uid)).toBe(10_000 - 1000 - 1500);
    await expectLedgerOk(t.database.db);
  });

  it('answers a placement with the rows it stored: the same key again reads back the same orders and legs', async () => {
    // The placement builds its answer from what it wrote (server/bets/insert-orders.ts) rather than reading
    // the rows back; a retry reads them from the database, so the two answers must be equal.
    const { c, uid } = await newPlayer(t, 'readback');
    await fund(t.database.db, uid, 10_000);
    const [p, q, r] = await picks(t.database.db, 3, MatchStatus.NotStarted, 3);
    const singles = {
      key: newKey(),
      acceptOdds: 'ask',
      bets: [
        { selection: selection(p!), stake: 300 },
        { selection: selection(q!), stake: 700 },
      ],
    };
    const first = body<PlaceResult>(await c.call('betSinglePass', singles)).data;
    expect(first.orders.map((o) => [o.stake, o.legs[0]!.marketId])).toEqual([
      [300, p!.marketId],
      [700, q!.marketId],
    ]);
    expect(body<PlaceResult>(await c.call('betSinglePass', singles)).data).toEqual(first);
    const combo = {
      key: newKey(),
      acceptOdds: 'ask',
      kind: 'bet_multi',
      selections: [p!, q!, r!].map(selection),
      stake: 500,
    };
    const placed = body<PlaceResult>(await c.call('betMultiple', combo)).data;
    expect(placed.orders[0]!.legs.map((l) => l.marketId)).toEqual([p!, q!, r!].map((x) => x.marketId));
    expect(body<PlaceResult>(await c.call('betMultiple', combo)).data).toEqual(placed);
    expect(await ordersOf(uid)).toBe(3);
    expect(await cash(t.database.db, uid)).toBe(10_000 - 300 - 700 - 500);
    await expectLedgerOk(t.database.db);
  });

  it('re-quote and getBetLatestInfo give prices, status, limits and the systems allowed', async () => {
    const [p, q, r] = await picks(t.database.db, 3, MatchStatus.NotStarted, 15);
    const anon = new Client(t.app, '10.78.0.2', 'dev-q');
    await setMarketStatus(t.database.db, r!.marketId, 2);
    const rq = body<Requote>(
      await anon.call('betRequote', {
        list: [p!, r!].map(({ matchId, marketId, ty }) => ({ matchId, marketId, ty })),
      }),
    ).data;
    expect(rq.list.map((x) => [x.od, x.ss, x.available])).toEqual([
      [p!.od, 1, true],
      [r!.od, 2, false],
    ]);
    await setMarketStatus(t.database.db, r!.marketId, 1);
    const info = body<BetLatestInfo>(
      await anon.call('betLatestInfo', {
        betMatchMarketList: [p!, q!, r!].map((x) => ({
          type: x.ty,
          matchId: x.matchId,
          marketId: x.marketId,
        })),
        isSelectSeries: true,
        currencyId: 22,
        quotedOdds: [p!.od, q!.od, r!.od],
      }),
    ).data;
    expect(info).toMatchObject({
      currency: 'BRL',
      minBet: 300,
      defaultBet: 500,
      quickAmounts: [500, 1000, 5000, 10000],
      maxSingleBet: 1_500_000,
      maxBetMulti: 600_000,
      needAcceptLatestOdds: false,
      bms: true,
      sos: [{ k: 2, n: 3, name: '2/3', lines: 3 }],
    });
    const changed = body<BetLatestInfo>(
      await anon.call('betLatestInfo', {
        betMatchMarketList: [{ type: p!.ty, matchId: p!.matchId, marketId: p!.marketId }],
        quotedOdds: [p!.od + 0.1],
      }),
    ).data;
    expect(changed).toMatchObject({ needAcceptLatestOdds: true, bms: false, sos: [] });
  });
});
