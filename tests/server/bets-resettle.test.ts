/**
 * Trading corrections (server/bets/resettle.ts, issue #24): a corrected score that flips results both ways,
 * a shortfall when the winnings are gone, a voided market on an open match and a voided match after
 * settlement. Balances, the ledger's invariants, the orders and the players' messages are checked each time.
 */
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaceResult } from '../../core/contract/schemas/bets';
import { applyCorrection, CorrectionRefused } from '../../server/bets/resettle';
import { settlementPass } from '../../server/bets/settle';
import { betOrders, ledgerTransactions, markets, messages, MatchStatus } from '../../server/db/schema';
import { postTransaction } from '../../server/ledger/ledger';
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
  type Pick,
} from './helpers/bets';

let t: TestApp;
const clock = Date.UTC(2026, 10, 29, 12);
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

async function single(c: Awaited<ReturnType<typeof newPlayer>>['c'], p: Pick, stake: number) {
  const res = await c.call('betSinglePass', {
    key: newKey(),
    acceptOdds: 'ask',
    bets: [{ selection: selection(p), stake }],
  });
  expect(res.statusCode, res.body).toBe(200);
  return Number(body<PlaceResult>(res).data.orders[0]!.orderId);
}

const orderOf = async (id: number) => (await db().select().from(betOrders).where(eq(betOrders.id, id)))[0]!;
const messagesOf = (uid: number, id: number) =>
  db()
    .select()
    .from(messages)
    .where(and(eq(messages.uid, uid), like(messages.dedupeKey, `%:${id}%`)));

describe('trading corrections', () => {
  it('a corrected score flips a win to a loss and back; the same correction twice moves nothing', async () => {
    const { c, uid } = await newPlayer(t, 'resettle-flip');
    await fund(db(), uid, 100_000);
    const [p] = await picks(db(), 1, MatchStatus.NotStarted, 40);
    const id = await single(c, p!, 2000);
    await endMatch(db(), p!.matchId, 2, 0); // the home pick wins
    await settlementPass(db(), clock);
    const won = Math.floor((2000 * p!.oddsMilli) / 1000);
    expect(await orderOf(id)).toMatchObject({ result: 4, payout: won });
    expect(await cash(db(), uid)).toBe(100_000 - 2000 + won);

    const lost = await applyCorrection(db(), { kind: 'score', matchId: p!.matchId, home: 0, away: 1 }, clock);
    expect(lost.revised).toEqual([
      expect.objectContaining({
        orderId: id,
        before: { result: 4, payout: won },
        after: { result: 3, payout: 0 },
        moved: -won,
        shortfall: 0,
      }),
    ]);
    expect(await orderOf(id)).toMatchObject({ result: 3, payout: 0 });
    expect(await cash(db(), uid)).toBe(100_000 - 2000);

    const again = await applyCorrection(
      db(),
      { kind: 'score', matchId: p!.matchId, home: 0, away: 1 },
      clock,
    );
    expect(again.revised).toEqual([]);
    expect(await cash(db(), uid)).toBe(100_000 - 2000);

    const back = await applyCorrection(db(), { kind: 'score', matchId: p!.matchId, home: 3, away: 1 }, clock);
    expect(back.revised[0]).toMatchObject({ after: { result: 4, payout: won }, moved: won });
    expect(await cash(db(), uid)).toBe(100_000 - 2000 + won);
    // One ledger movement per correction that changed something, each keyed by its number.
    const keys = (
      await db()
        .select({ key: ledgerTransactions.key })
        .from(ledgerTransactions)
        .where(like(ledgerTransactions.key, `bet:resettle:${id}:%`))
    ).map((r) => r.key);
    expect(keys.sort()).toEqual([`bet:resettle:${id}:1`, `bet:resettle:${id}:2`]);
    // The settlement's message and one per correction.
    expect(await messagesOf(uid, id)).toHaveLength(3);
    await expectLedgerOk(db());
  });

  it('winnings already spent: takes what the player holds, reports the rest, never a negative balance', async () => {
    const { c, uid } = await newPlayer(t, 'resettle-short');
    await fund(db(), uid, 10_000);
    const [p] = await picks(db(), 1, MatchStatus.NotStarted, 41);
    await single(c, p!, 10_000);
    await endMatch(db(), p!.matchId, 1, 0);
    await settlementPass(db(), clock);
    const won = Math.floor((10_000 * p!.oddsMilli) / 1000);
    // The player withdraws all but 1,000 of it.
    await db().transaction((tx) =>
      postTransaction(tx, {
        key: `test:spend:${uid}`,
        kind: 'test_spend',
        postings: [
          { account: { uid, kind: 'cash', currency: 'BRL' }, amount: -(won - 1000) },
          { account: { system: 'promotions', currency: 'BRL' }, amount: won - 1000 },
        ],
      }),
    );
    const out = await applyCorrection(db(), { kind: 'score', matchId: p!.matchId, home: 0, away: 1 }, clock);
    expect(out.revised[0]).toMatchObject({ moved: -1000, shortfall: won - 1000, after: { result: 3 } });
    expect(await cash(db(), uid)).toBe(0);
    await expectLedgerOk(db());
  });

  it('a voided market on an open match: a single on it is refunded now, a combo waits for its other leg', async () => {
    const { c, uid } = await newPlayer(t, 'resettle-void');
    await fund(db(), uid, 50_000);
    const [a, b] = await picks(db(), 2, MatchStatus.NotStarted, 42);
    const s = await single(c, a!, 3000);
    const res = await c.call('betMultiple', {
      key: newKey(),
      acceptOdds: 'ask',
      kind: 'bet_multi',
      selections: [a!, b!].map(selection),
      stake: 1000,
    });
    expect(res.statusCode, res.body).toBe(200);
    const combo = Number(body<PlaceResult>(res).data.orders[0]!.orderId);
    expect(await cash(db(), uid)).toBe(46_000);

    const out = await applyCorrection(db(), { kind: 'void_market', marketId: a!.marketId }, clock);
    expect(out).toMatchObject({ legs: 2, settled: 1, revised: [] });
    expect(await orderOf(s)).toMatchObject({ result: 7, payout: 3000 });
    expect(await orderOf(combo)).toMatchObject({ result: 0 });
    expect(await cash(db(), uid)).toBe(49_000);
    const [market] = await db().select().from(markets).where(eq(markets.id, a!.marketId));
    expect(market!.status).toBe(3);
    expect(await messagesOf(uid, s)).toHaveLength(1);

    // The other leg wins: the void leg counts as odds 1.
    await endMatch(db(), b!.matchId, 1, 0);
    await settlementPass(db(), clock);
    expect(await orderOf(combo)).toMatchObject({
      result: 4,
      payout: Math.floor((1000 * b!.oddsMilli) / 1000),
    });
    await expectLedgerOk(db());
  });

  it('a match voided after settlement gives a lost stake back', async () => {
    const { c, uid } = await newPlayer(t, 'resettle-match');
    await fund(db(), uid, 5000);
    const [p] = await picks(db(), 1, MatchStatus.NotStarted, 43);
    const id = await single(c, p!, 5000);
    await endMatch(db(), p!.matchId, 0, 2);
    await settlementPass(db(), clock);
    expect(await orderOf(id)).toMatchObject({ result: 3, payout: 0 });
    const out = await applyCorrection(db(), { kind: 'void_match', matchId: p!.matchId }, clock);
    expect(out.revised[0]).toMatchObject({ after: { result: 7, payout: 5000 }, moved: 5000 });
    expect(await cash(db(), uid)).toBe(5000);
    await expectLedgerOk(db());
  });

  it('refuses a score for a match that has not ended, and what does not exist', async () => {
    const [p] = await picks(db(), 1, MatchStatus.NotStarted, 44);
    await expect(
      applyCorrection(db(), { kind: 'score', matchId: p!.matchId, home: 1, away: 0 }, clock),
    ).rejects.toBeInstanceOf(CorrectionRefused);
    await expect(
      applyCorrection(db(), { kind: 'void_market', marketId: 2_000_000_000 }, clock),
    ).rejects.toThrow(CorrectionRefused);
    await expect(
      applyCorrection(db(), { kind: 'void_match', matchId: 2_000_000_000 }, clock),
    ).rejects.toThrow('does not exist');
  });
});
