/**
 * Loyalty, third part (issue #17): red-packet rain events are rows per brand (the daily schedule and extra
 * events such as the demo's live rain), a player's taps are capped also when sent at once, and the weekly
 * raffle: tickets from turnover, a draw from the committed seed that anyone can redo once it is revealed,
 * paid once however often the job runs (also after a run rolled back half way). The ledger holds after each.
 */
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DmError } from '../../core/contract/errors';
import type { RaffleInfo, RainInfo } from '../../core/contract/schemas/loyalty';
import { loyaltyConfig } from '../../core/loyalty/config';
import { weekOf } from '../../core/loyalty/period';
import type { Db } from '../../server/db/database';
import { ledgerTransactions } from '../../server/db/schema';
import { loyaltyRaffleWinners, loyaltyRaffles } from '../../server/db/schema-loyalty';
import { sha256Hex } from '../../server/games/inhouse/fair';
import { ApiFailure } from '../../server/http/failure';
import { loyaltyPass } from '../../server/loyalty/jobs';
import {
  drawRaffle,
  drawWinners,
  holdingsOf,
  openRaffle,
  raffleId,
  raffleInfo,
} from '../../server/loyalty/raffle';
import { addRain, grabPacket, rainHoursFrom, rainInfo, setRainHours } from '../../server/loyalty/red-packet';
import { createTestApp, type TestApp } from './helpers/app';
import { cash, expectLedgerOk, fund, newKey } from './helpers/bets';
import { Player } from './finance-support';

const DAY = 86_400_000;
const cfg = loyaltyConfig('br');
/** A week well after the seed's (its activity is this file's only), its Wednesday at 08:00 local. */
const week = weekOf(Date.now() + 21 * DAY, cfg.timeZone);
const MID = week.start + 2 * DAY + 8 * 3_600_000;
let clock = MID;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const db = () => t.database.db;
const code = (err: unknown) => (err instanceof ApiFailure ? err.dmError : -1);

async function player(money = 2_000_000): Promise<Player> {
  const p = await new Player(t.app).register();
  if (money > 0) await fund(db(), p.uid, money);
  return p;
}

describe('red-packet rain events', () => {
  const start = MID - 30 * 60_000;
  const id = 'live-test';

  it('an extra event of the brand is the running rain, with the next scheduled one after it', async () => {
    await addRain(db(), 'br', id, start, 3_600_000);
    // A second extra rain over the first is not added.
    await addRain(db(), 'br', 'live-overlap', start + 5 * 60_000, 3_600_000);
    const p = await player(0);
    const view = await p.ok<RainInfo>('redPacketRain');
    expect(view).toMatchObject({
      event: id,
      start,
      end: start + 3_600_000,
      active: true,
      opened: 0,
      won: 0,
      per_player: cfg.redPacket.perPlayer,
      budget_left: cfg.redPacket.budget,
      min: cfg.redPacket.min,
      max: cfg.redPacket.max,
    });
    expect(view.next_start).toBeGreaterThanOrEqual(start + 3_600_000);
    expect(await rainInfo(db(), p.uid, 'br', start + 3_600_000)).toMatchObject({ active: false });
  });

  it('taps sent at once by one player open at most per_player packets, each paid once', async () => {
    const p = await player(0);
    const who = { uid: p.uid, brandId: 'br' };
    const taps = 3 * cfg.redPacket.perPlayer;
    const results = await Promise.all(
      Array.from({ length: taps }, () =>
        grabPacket(db(), who, newKey(), MID).then(
          (r) => r.amount,
          (e: unknown) => -code(e),
        ),
      ),
    );
    const won = results.filter((r) => r > 0);
    expect(won).toHaveLength(cfg.redPacket.perPlayer);
    expect(results.filter((r) => r === -DmError.RainLimit)).toHaveLength(taps - won.length);
    const paid = won.reduce((a, b) => a + b, 0);
    expect(await cash(db(), p.uid)).toBe(paid);
    const view = await p.ok<RainInfo>('redPacketRain');
    expect(view).toMatchObject({ event: id, opened: cfg.redPacket.perPlayer, won: paid });
    const txs = await db()
      .select()
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.key, `loyalty:red_packet:${p.uid}:${id}:%`));
    expect(txs).toHaveLength(cfg.redPacket.perPlayer);
    await expectLedgerOk(db());
  });

  it('the grab endpoint pays the shown amount', async () => {
    const p = await player(0);
    const g = await p.ok<{ amount: number; event: string }>('redPacketGrab', { key: newKey() });
    expect(g.event).toBe(id);
    expect(await cash(db(), p.uid)).toBe(g.amount);
  });
});

describe('RAIN_HOURS', () => {
  it('reads whole hours 0-23 and refuses anything else', () => {
    expect(rainHoursFrom({})).toBeNull();
    expect(rainHoursFrom({ RAIN_HOURS: ' 20, 3,20 ' })).toEqual([3, 20]);
    for (const bad of ['24', '-1', '12.5', 'noon', '12,,20'])
      expect(() => rainHoursFrom({ RAIN_HOURS: bad }), bad).toThrow(/RAIN_HOURS/);
  });

  it('moves the scheduled rains of the days written after it to its hours', async () => {
    // A day no other test of this file reaches: its 01:00 local, before any rain of the day.
    const day = weekOf(MID + 14 * DAY, cfg.timeZone).start + 2 * DAY;
    const p = await player(0);
    setRainHours([3]);
    try {
      const view = await rainInfo(db(), p.uid, 'br', day + 3_600_000);
      expect(view).toMatchObject({ start: day + 3 * 3_600_000, active: false });
      // The next one is the next day's 03:00, not the configured 12:00 of this day.
      expect(view.next_start).toBe(day + DAY + 3 * 3_600_000);
    } finally {
      setRainHours(null);
    }
  });
});

describe('raffle', () => {
  const rid = raffleId(week);
  const dice = (p: Player, amount: number) =>
    p.ok<{ payout: number }>('inhouseDicePlay', { key: newKey(), amount, mode: 'under', target: 5000 });
  const players: Player[] = [];

  it('opens with a published seed hash; tickets come from the week’s turnover', async () => {
    // Five players with 1..5 tickets (R$100 of turnover each), one with no bet.
    for (let i = 0; i < 6; i++) players.push(await player());
    for (const [i, p] of players.entries())
      for (let k = 0; k < i; k++) await dice(p, cfg.raffle.turnoverUnit);
    const info = await players[3]!.ok<RaffleInfo>('raffleInfo');
    expect(info.current).toMatchObject({
      id: rid,
      start: week.start,
      end: week.end,
      draw_at: week.end,
      drawn: false,
      server_seed: '',
      tickets: null,
      my_tickets: 3,
      winners: [],
      prizes: [...cfg.raffle.prizes],
    });
    expect(info.current!.server_seed_hash).toMatch(/^[0-9a-f]{64}$/);
    // Logged out: no tickets.
    const anon = await new Player(t.app).ok<RaffleInfo>('raffleInfo').catch(() => null);
    if (anon) expect(anon.current?.my_tickets).toBeNull();
  });

  it('is not drawn before its time', async () => {
    expect(await drawRaffle(db(), 'br', rid, week.end - 1)).toMatchObject({ skipped: true });
  });

  it('a draw killed half way pays nothing; run again (and again) it pays each prize once', async () => {
    const after = week.end + 60_000;
    const hashBefore = (await players[0]!.ok<RaffleInfo>('raffleInfo')).current!.server_seed_hash;
    await db()
      .transaction(async (tx) => {
        const r = await drawRaffle(tx as unknown as Db, 'br', rid, after);
        expect(r.written).toBeGreaterThan(0);
        throw new Error('killed');
      })
      .catch((e: unknown) => expect((e as Error).message).toBe('killed'));
    expect(
      await db().select().from(loyaltyRaffleWinners).where(eq(loyaltyRaffleWinners.raffle, rid)),
    ).toEqual([]);
    const before = await Promise.all(players.map((p) => cash(db(), p.uid)));
    const [a, b] = await Promise.all([
      drawRaffle(db(), 'br', rid, after),
      drawRaffle(db(), 'br', rid, after),
    ]);
    const written = [a, b].reduce((s, r) => s + r.written, 0);
    // Five players hold tickets: five prizes, each player at most one.
    expect(written).toBe(5);
    const winners = await db()
      .select()
      .from(loyaltyRaffleWinners)
      .where(and(eq(loyaltyRaffleWinners.brandId, 'br'), eq(loyaltyRaffleWinners.raffle, rid)));
    expect(winners).toHaveLength(5);
    expect(new Set(winners.map((w) => w.uid)).size).toBe(5);
    expect(winners.map((w) => w.uid)).not.toContain(players[0]!.uid);
    const txs = await db()
      .select()
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.key, `loyalty:raffle:br:${rid}:%`));
    expect(txs).toHaveLength(5);
    const after_ = await Promise.all(players.map((p) => cash(db(), p.uid)));
    const gained = after_.reduce((s, c, i) => s + c - before[i]!, 0);
    expect(gained).toBe(cfg.raffle.prizes.reduce((s, x) => s + x, 0));
    for (const w of winners) {
      const i = players.findIndex((p) => p.uid === w.uid);
      expect(after_[i]! - before[i]!).toBe(w.amount);
    }
    // The job's pass (it also pays the period's ranking prizes) draws nothing more.
    clock = after;
    const again = (await loyaltyPass(db(), after)).filter((r) => 'raffle' in r && r.raffle === rid);
    expect(again.every((r) => r.skipped)).toBe(true);
    expect(
      await db()
        .select()
        .from(ledgerTransactions)
        .where(like(ledgerTransactions.key, `loyalty:raffle:br:${rid}:%`)),
    ).toHaveLength(5);

    // The revealed seed matches the published hash and redoes the same draw.
    const info: RaffleInfo = await raffleInfo(db(), 'br', players[5]!.uid, clock);
    const past = info.past.find((r) => r.id === rid)!;
    expect(past).toMatchObject({ drawn: true, tickets: 15 });
    expect(past.server_seed_hash).toBe(hashBefore);
    expect(sha256Hex(past.server_seed)).toBe(hashBefore);
    const [raffle] = await db().select().from(loyaltyRaffles).where(eq(loyaltyRaffles.id, rid));
    const redo = drawWinners(past.server_seed, rid, await holdingsOf(db(), raffle!), past.prizes.length);
    expect(redo.map((w) => [w.place, w.uid, w.ticket])).toEqual(
      [...winners].sort((x, y) => x.place - y.place).map((w) => [w.place, w.uid, w.ticket]),
    );
    expect(past.winners.map((w) => w.place)).toEqual([1, 2, 3, 4, 5]);
    expect(past.my_tickets).toBe(5);
    expect(past.winners.filter((w) => w.is_me)).toHaveLength(
      winners.some((w) => w.uid === players[5]!.uid) ? 1 : 0,
    );
    for (const w of past.winners) expect(w.name).toContain('***');
    // The next week's raffle is open.
    const next = await raffleInfo(db(), 'br', undefined, after);
    expect(next.current?.id).toBe(raffleId(weekOf(after, cfg.timeZone)));
    expect(next.current?.my_tickets).toBeNull();
    await expectLedgerOk(db());
  });

  it('the draw is uniform over tickets and gives a player one prize at most', () => {
    const holdings = [
      { uid: 1, tickets: 1 },
      { uid: 2, tickets: 3 },
    ];
    const wins = new Map<number, number>();
    for (let i = 0; i < 400; i++) {
      const w = drawWinners(`seed-${i}`, 'r', holdings, 5);
      expect(w.map((x) => x.uid).sort()).toEqual([1, 2]);
      wins.set(w[0]!.uid, (wins.get(w[0]!.uid) ?? 0) + 1);
    }
    // First place: 3 of 4 tickets are player 2's (300 of 400 expected).
    expect(wins.get(2)).toBeGreaterThan(250);
    expect(wins.get(2)).toBeLessThan(350);
  });

  it('opening a raffle twice keeps its first seed', async () => {
    const [r1] = await db().select().from(loyaltyRaffles).where(eq(loyaltyRaffles.id, rid));
    await openRaffle(db(), 'br', week.start + DAY);
    const [r2] = await db().select().from(loyaltyRaffles).where(eq(loyaltyRaffles.id, rid));
    expect(r2!.serverSeedHash).toBe(r1!.serverSeedHash);
  });
});
