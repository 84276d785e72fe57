/**
 * A match's liability for trading (server/bets/liability.ts): singles on two outcomes of one market give
 * each outcome's payout and the book's net if it wins; a multiple with a leg there shows as exposure; a
 * settled match shows nothing open.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settledReturn } from '../../core/bets/returns';
import { matchLiability } from '../../server/bets/liability';
import { settlementPass } from '../../server/bets/settle';
import { MatchStatus, options } from '../../server/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { endMatch, fund, newKey, newPlayer, picks, selection, type Pick } from './helpers/bets';

let t: TestApp;
const clock = Date.UTC(2026, 10, 29, 12);
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

describe('match liability', () => {
  it('per outcome: single payouts and the net if it wins; multiples as exposure; nothing once settled', async () => {
    const [home, other] = await picks(db(), 2, MatchStatus.NotStarted, 70);
    const [away] = await db()
      .select()
      .from(options)
      .where(and(eq(options.marketId, home!.marketId), eq(options.outcomeType, 2)));
    const awayPick: Pick = { ...home!, ty: 2, oddsMilli: away!.oddsMilli, od: away!.oddsMilli / 1000 };

    const a = await newPlayer(t, 'liab-a');
    const b = await newPlayer(t, 'liab-b');
    await fund(db(), a.uid, 50_000);
    await fund(db(), b.uid, 50_000);
    const single = async (c: typeof a.c, p: Pick, stake: number) =>
      expect(
        (
          await c.call('betSinglePass', {
            key: newKey(),
            acceptOdds: 'ask',
            bets: [{ selection: selection(p), stake }],
          })
        ).statusCode,
      ).toBe(200);
    await single(a.c, home!, 1000);
    await single(b.c, awayPick, 2000);
    const combo = await a.c.call('betMultiple', {
      key: newKey(),
      acceptOdds: 'ask',
      kind: 'bet_multi',
      selections: [home!, other!].map(selection),
      stake: 500,
    });
    expect(combo.statusCode, combo.body).toBe(200);

    const [market] = (await matchLiability(db(), home!.matchId)).filter((m) => m.marketId === home!.marketId);
    const byTy = new Map(market!.outcomes.map((o) => [o.ty, o]));
    const homePays = Math.floor((1000 * home!.oddsMilli) / 1000);
    const awayPays = Math.floor((2000 * away!.oddsMilli) / 1000);
    expect(byTy.get(1)).toMatchObject({
      currency: 'BRL',
      singles: 1,
      singleStakes: 1000,
      singlePayout: homePays,
      net: 3000 - homePays,
      multiples: 1,
      multipleExposure: settledReturn('bet_multi', 500, [
        { oddsMilli: home!.oddsMilli, result: 4 },
        { oddsMilli: other!.oddsMilli, result: 4 },
      ]),
    });
    expect(byTy.get(2)).toMatchObject({
      singles: 1,
      singlePayout: awayPays,
      net: 3000 - awayPays,
      multiples: 0,
    });

    await endMatch(db(), home!.matchId, 1, 0);
    await settlementPass(db(), clock);
    expect(await matchLiability(db(), home!.matchId)).toEqual([]);
  });
});
