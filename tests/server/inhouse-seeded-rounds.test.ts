/**
 * The demo seed's bot rounds (server/db/seed/inhouse-rounds.ts): every brand's big-wins strip has real
 * rounds from the first start, each paid through the ledger and verifiable from its seeds like a player's.
 */
import { createHmac } from 'node:crypto';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRANDS } from '../../core/brand/brands';
import type { BigWinList } from '../../core/contract/schemas/inhouse';
import { fairMessage, FairStream } from '../../core/games/fair';
import { playDice, type DiceBet } from '../../core/games/dice';
import { spinRoulette, type RouletteBet } from '../../core/games/roulette';
import { FRUIT_FIESTA, playSlotRound, slotPayout } from '../../core/games/slot';
import { users } from '../../server/db/schema-accounts';
import { inhouseRounds, inhouseSeeds } from '../../server/db/schema-inhouse';
import { ledgerTransactions } from '../../server/db/schema-ledger';
import { BOT_NICKS, seedInhouseRounds } from '../../server/db/seed/inhouse-rounds';
import { rotateSeed } from '../../server/games/inhouse/seeds';
import { Client } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { body, cash, expectLedgerOk } from './helpers/bets';

let t: TestApp;
const clock = Date.parse('2026-11-22T12:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const streamOf = (serverSeed: string, clientSeed: string, nonce: number) =>
  new FairStream(
    (round) =>
      new Uint8Array(
        createHmac('sha256', serverSeed)
          .update(fairMessage(clientSeed, nonce, round))
          .digest(),
      ),
  );

const botRounds = () =>
  t.database.db
    .select({ round: inhouseRounds })
    .from(inhouseRounds)
    .innerJoin(users, eq(users.id, inhouseRounds.uid))
    .where(like(users.email, '%@bots.demo.placarbet.com.br'));

describe('seeded in-house rounds', () => {
  it('gives every brand big wins, listed masked by big_win', async () => {
    const rows = await botRounds();
    for (const brand of BRANDS) {
      const wins = rows.filter((r) => r.round.brandId === brand.id && r.round.bigWin);
      expect(wins.length, brand.id).toBeGreaterThan(0);
      expect(wins.every((w) => w.round.currency === brand.currency)).toBe(true);
    }
    const list = body<BigWinList>(await new Client(t.app).call('bigWinList')).data.list;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((w) => w.nick.includes('***') && w.payout >= w.amount * 5)).toBe(true);
    expect(list.some((w) => BOT_NICKS.some((n) => w.nick === `${n[0]}***${n[n.length - 1]}`))).toBe(true);
  });

  it('pays every round through the ledger, and the bots keep what the rounds left them', async () => {
    await expectLedgerOk(t.database.db);
    const rows = (await botRounds()).map((r) => r.round);
    const keys = rows.flatMap((r) => [
      `inhouse:stake:${r.id}`,
      ...(r.payout > 0 ? [`inhouse:payout:${r.id}`] : []),
    ]);
    const posted = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerTransactions)
      .where(inArray(ledgerTransactions.key, keys));
    expect(posted[0]!.n).toBe(keys.length);
    const br = rows.filter((r) => r.brandId === 'br');
    const uid = br[0]!.uid;
    const mine = br.filter((r) => r.uid === uid);
    const net = mine.reduce((sum, r) => sum + r.payout - r.amount, 0);
    expect(await cash(t.database.db, uid)).toBe(200_000 + net);
  });

  it('verifies from the revealed seeds: the stored result and payout recompute', async () => {
    const rows = (await botRounds()).map((r) => r.round).filter((r) => r.brandId === 'br');
    // One of each game the bots played, the big wins first.
    const picked = ['dice', 'roulette', 'slot']
      .map((g) => rows.filter((r) => r.game === g).sort((a, b) => Number(b.bigWin) - Number(a.bigWin))[0])
      .filter((r) => r !== undefined);
    expect(picked.length).toBeGreaterThan(1);
    for (const round of picked) {
      const [seed] = await t.database.db
        .select()
        .from(inhouseSeeds)
        .where(eq(inhouseSeeds.id, round.seedId!));
      // The bot's pair is still active (server seed secret); rotating reveals it, as a player would.
      if (!seed!.revealedAt) await t.database.db.transaction((tx) => rotateSeed(tx, round.uid, clock));
      const [revealed] = await t.database.db
        .select()
        .from(inhouseSeeds)
        .where(and(eq(inhouseSeeds.id, round.seedId!)));
      expect(revealed!.revealedAt).not.toBeNull();
      const stream = streamOf(revealed!.serverSeed, revealed!.clientSeed, round.nonce);
      const result = round.result as Record<string, unknown>;
      if (round.game === 'dice') {
        const bet: DiceBet = { mode: result.mode as DiceBet['mode'], target: result.target as number };
        const r = playDice(stream, bet, round.amount);
        expect([r.roll, r.payout]).toEqual([result.roll, round.payout]);
      } else if (round.game === 'roulette') {
        const bets = (result.bets as (RouletteBet & { payout: number })[]).map((b) => ({
          kind: b.kind,
          numbers: b.numbers,
          amount: b.amount,
        }));
        const r = spinRoulette(stream, bets);
        expect([r.number, r.payout]).toEqual([result.number, round.payout]);
      } else {
        const r = playSlotRound(FRUIT_FIESTA, stream);
        expect(slotPayout(FRUIT_FIESTA, round.amount, r)).toBe(round.payout);
        expect(r.base.stops).toEqual((result.base as { stops: number[] }).stops);
      }
    }
  });

  it('seeds once: a second run adds nothing', async () => {
    const before = (await botRounds()).length;
    await t.database.db.transaction((tx) => seedInhouseRounds(tx, clock, 1));
    expect((await botRounds()).length).toBe(before);
  });
});
