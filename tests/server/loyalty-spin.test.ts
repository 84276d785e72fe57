/**
 * Loyalty, second part (issue #17): the VIP spin wheel (spins from the VIP level, each used once, also
 * concurrently; the outcome from the committed server seed, verifiable with the same code; the prize paid
 * once on the ledger; a retried request returns the first outcome) and the ranking prizes paid at a
 * period's end by a restartable job, once per period and rank; red-packet rain within its caps. The ledger
 * holds after each.
 */
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DmError } from '../../core/contract/errors';
import type {
  RainInfo,
  RankPrizes,
  VipInfo,
  VipSpinInfo,
  VipSpinMarquee,
  VipSpinResult,
} from '../../core/contract/schemas/loyalty';
import { loyaltyConfig } from '../../core/loyalty/config';
import { spinSegment } from '../../core/loyalty/wheel';
import type { Db } from '../../server/db/database';
import { ledgerTransactions } from '../../server/db/schema';
import {
  loyaltyJobs,
  loyaltyRaffleWinners,
  loyaltyRainEvents,
  loyaltyRankPrizes,
} from '../../server/db/schema-loyalty';
import { betStream, hmacBytes, sha256Hex } from '../../server/games/inhouse/fair';
import { loyaltyPass } from '../../server/loyalty/jobs';
import { payRankPeriod, rankPrizePass } from '../../server/loyalty/rank-prizes';
import { grabPacket, rainInfo } from '../../server/loyalty/red-packet';
import { FairStream, fairMessage } from '../../core/games/fair';
import { nextRain, packetDraw, packetSeed } from '../../core/loyalty/red-packet';
import { ApiFailure } from '../../server/http/failure';
import { createTestApp, type TestApp } from './helpers/app';
import { cash, expectLedgerOk, fund, newKey } from './helpers/bets';
import { envelope, Player } from './finance-support';

let t: TestApp;
const START = Date.now();
const now = () => START;
const DAY = 86_400_000;
const cfg = loyaltyConfig('br');

beforeAll(async () => {
  t = await createTestApp({ now });
});
afterAll(() => t.close());

const db = () => t.database.db;

/** What a player won in raffles (the loyalty pass draws them too). */
async function raffleWon(uid: number): Promise<number> {
  const rows = await db().select().from(loyaltyRaffleWinners).where(eq(loyaltyRaffleWinners.uid, uid));
  return rows.reduce((s, r) => s + r.amount, 0);
}

async function player(money = 2_000_000): Promise<Player> {
  const p = await new Player(t.app).register();
  if (money > 0) await fund(db(), p.uid, money);
  return p;
}

const dice = (p: Player, amount: number) =>
  p.ok<{ payout: number }>('inhouseDicePlay', { key: newKey(), amount, mode: 'under', target: 5000 });

const spin = (p: Player, key = newKey(), extra: object = {}) => p.call('vipSpinDraw', { key, ...extra });

describe('demo player', () => {
  it('has spins to use, a seeded spin in the marquee and last week’s ranking prize', async () => {
    const p = new Player(t.app);
    await p.ok('emailLogin', { email: 'demo@placarbet.com.br', password: 'demo-player-2026' });
    const vip = await p.ok<VipInfo>('vipInfo');
    const info = await p.ok<VipSpinInfo>('vipSpinInfo');
    expect(info).toMatchObject({ level: vip.level, used: 1 });
    expect(info.balance).toBeGreaterThan(0);
    expect(info.draw_list).toHaveLength(1);
    const prizes = await p.ok<RankPrizes>('rankPrizes', { kind: 'week' });
    expect(prizes.winners.some((w) => w.is_me)).toBe(true);
  });
});

describe('VIP spin', () => {
  it('spins come with the VIP level; none left is refused', async () => {
    const p = await player();
    const info = await p.ok<VipSpinInfo>('vipSpinInfo');
    expect(info).toMatchObject({ level: 0, balance: 0, earned: 0, used: 0, next_level_spins: 1 });
    expect(info.segments.map((s) => s.amount)).toEqual(cfg.wheel);
    expect(envelope(await spin(p)).dm_error).toBe(DmError.NoSpinLeft);
    // 300 points (R$600 of casino turnover at 50%): level 3, one spin per level of stage 1.
    await dice(p, 60_000);
    expect(await p.ok<VipSpinInfo>('vipSpinInfo')).toMatchObject({ level: 3, balance: 3, earned: 3 });
  });

  it('the outcome is the committed seed’s, verifiable; the prize is paid once; a retry returns the first spin', async () => {
    const p = await player();
    await dice(p, 60_000);
    const before = await p.ok<VipSpinInfo>('vipSpinInfo');
    const cashBefore = await cash(db(), p.uid);
    const key = newKey();
    const res = envelope<VipSpinResult>(await spin(p, key));
    expect(res.dm_error).toBe(0);
    const { spin: s } = res.data;
    // The seed used is the one whose hash was shown before; the same code on the revealed seeds agrees.
    expect(s.server_seed_hash).toBe(before.server_seed_hash);
    expect(sha256Hex(s.server_seed)).toBe(before.server_seed_hash);
    expect(s).toMatchObject({ client_seed: before.client_seed, nonce: before.nonce });
    expect(s.segment).toBe(spinSegment(betStream(s.server_seed, s.client_seed, s.nonce)));
    expect(s.amount).toBe(cfg.wheel[s.segment]);
    expect(await cash(db(), p.uid)).toBe(cashBefore + s.amount);
    expect(res.data.balance).toBe(2);

    // The same key again: the same spin, nothing paid, no credit used.
    const again = envelope<VipSpinResult>(await spin(p, key));
    expect(again.data.spin).toEqual(s);
    expect(await cash(db(), p.uid)).toBe(cashBefore + s.amount);

    const after = await p.ok<VipSpinInfo>('vipSpinInfo');
    expect(after).toMatchObject({ balance: 2, used: 1, nonce: before.nonce + 1 });
    expect(after.server_seed_hash).toBe(res.data.next_server_seed_hash);
    expect(after.server_seed_hash).not.toBe(before.server_seed_hash);
    expect(after.draw_list).toEqual([s]);
    const posted = await db()
      .select()
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.key, `loyalty:vip_spin:${p.uid}:%`));
    expect(posted).toHaveLength(1);

    // A client seed of the player's own is used and kept.
    const mine = envelope<VipSpinResult>(await spin(p, newKey(), { client_seed: 'my-own-seed' }));
    expect(mine.data.spin).toMatchObject({ client_seed: 'my-own-seed', nonce: before.nonce + 1 });
    expect(mine.data.spin.segment).toBe(
      spinSegment(betStream(mine.data.spin.server_seed, 'my-own-seed', mine.data.spin.nonce)),
    );
    expect((await p.ok<VipSpinInfo>('vipSpinInfo')).client_seed).toBe('my-own-seed');
    await expectLedgerOk(db());
  });

  it('concurrent spins use each credit once and pay each prize once', async () => {
    const p = await player();
    await dice(p, 60_000);
    const cashBefore = await cash(db(), p.uid);
    const answers = (await Promise.all([1, 2, 3, 4, 5].map(() => spin(p)))).map((r) =>
      envelope<VipSpinResult>(r),
    );
    const won = answers.filter((a) => a.dm_error === 0);
    expect(won).toHaveLength(3);
    expect(answers.filter((a) => a.dm_error === DmError.NoSpinLeft)).toHaveLength(2);
    expect(new Set(won.map((a) => a.data.spin.nonce)).size).toBe(3);
    const paid = won.reduce((sum, a) => sum + a.data.spin.amount, 0);
    expect(await cash(db(), p.uid)).toBe(cashBefore + paid);
    expect(await p.ok<VipSpinInfo>('vipSpinInfo')).toMatchObject({ balance: 0, used: 3 });
    await expectLedgerOk(db());
  });

  it('the marquee lists recent wins of the brand, names masked', async () => {
    const p = await player();
    await dice(p, 60_000);
    const s = envelope<VipSpinResult>(await spin(p)).data.spin;
    const visitor = await new Player(t.app).ok<VipSpinMarquee>('vipSpinMarquee', { limit: '5' });
    expect(visitor.marquee_list.length).toBeGreaterThan(0);
    expect(visitor.marquee_list.length).toBeLessThanOrEqual(5);
    expect(visitor.marquee_list[0]).toMatchObject({ amount: s.amount, currency: 'BRL' });
    expect(visitor.marquee_list.every((m) => m.name.includes('***') && !m.name.includes('@'))).toBe(true);
    const other = await new Player(t.app, 'golazo_mx').ok<VipSpinMarquee>('vipSpinMarquee');
    expect(other.marquee_list.every((m) => m.currency !== 'BRL')).toBe(true);
  });

  it('needs a player to spin', async () => {
    expect(envelope(await new Player(t.app).call('vipSpinDraw', { key: newKey() })).dm_error).not.toBe(0);
  });
});

describe('ranking prizes', () => {
  it("pay the closed period's top ranks once (run twice, after a crash, on the pass), on the ledger", async () => {
    const a = await player(5_000_000);
    const b = await player(5_000_000);
    await dice(a, 2_000_000);
    await dice(b, 1_500_000);
    const later = START + 7 * DAY;
    const cashA = await cash(db(), a.uid);
    const cashB = await cash(db(), b.uid);

    // A run killed before its commit pays nothing; the next run pays.
    await expect(
      db().transaction(async (tx) => {
        await payRankPeriod(tx as unknown as Db, 'br', 'week', later);
        throw new Error('killed');
      }),
    ).rejects.toThrow('killed');
    expect(await cash(db(), a.uid)).toBe(cashA);

    const first = await payRankPeriod(db(), 'br', 'week', later);
    expect(first).toMatchObject({ skipped: false });
    expect(first.written).toBeGreaterThanOrEqual(2);
    expect(await cash(db(), a.uid)).toBe(cashA + cfg.rankPrizes.week[0]!);
    expect(await cash(db(), b.uid)).toBe(cashB + cfg.rankPrizes.week[1]!);

    // Again: skipped; without the finished-period record: nothing written; whole passes: nothing paid.
    expect(await payRankPeriod(db(), 'br', 'week', later)).toMatchObject({ skipped: true, written: 0 });
    await db()
      .delete(loyaltyJobs)
      .where(and(eq(loyaltyJobs.job, 'rank:week'), eq(loyaltyJobs.period, first.period)));
    expect(await payRankPeriod(db(), 'br', 'week', later)).toMatchObject({ skipped: false, written: 0 });
    await rankPrizePass(db(), later);
    await loyaltyPass(db(), later);
    await Promise.all([rankPrizePass(db(), later), rankPrizePass(db(), later)]);
    // The pass also draws the week's raffle (loyalty-rain-raffle.test.ts): its prizes apart.
    expect(await cash(db(), a.uid)).toBe(cashA + cfg.rankPrizes.week[0]! + (await raffleWon(a.uid)));
    expect(await cash(db(), b.uid)).toBe(cashB + cfg.rankPrizes.week[1]! + (await raffleWon(b.uid)));
    const rows = await db()
      .select()
      .from(loyaltyRankPrizes)
      .where(
        and(
          eq(loyaltyRankPrizes.brandId, 'br'),
          eq(loyaltyRankPrizes.kind, 'week'),
          eq(loyaltyRankPrizes.period, first.period),
        ),
      );
    expect(rows.map((r) => r.rank).sort((x, y) => x - y)).toEqual(rows.map((_, i) => i + 1));
    expect(rows.find((r) => r.rank === 1)?.uid).toBe(a.uid);
    const posted = await db()
      .select()
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.key, `loyalty:rank:br:week:${first.period}:%`));
    expect(posted).toHaveLength(rows.length);

    // The day's ranking of that day is paid by its own job, once too.
    const day = await payRankPeriod(db(), 'br', 'day', START + DAY);
    expect(day.written).toBeGreaterThanOrEqual(2);
    expect(await payRankPeriod(db(), 'br', 'day', START + DAY)).toMatchObject({ written: 0 });
    expect(await cash(db(), a.uid)).toBe(
      cashA + cfg.rankPrizes.week[0]! + cfg.rankPrizes.day[0]! + (await raffleWon(a.uid)),
    );

    // The page: the prizes by rank and the last period's winners, the caller marked.
    const view = await a.ok<RankPrizes>('rankPrizes', { kind: 'week' });
    expect(view.prizes).toEqual(cfg.rankPrizes.week);
    expect(view.last_period).toBe(first.period);
    expect(view.winners[0]).toMatchObject({ rank: 1, is_me: true, amount: cfg.rankPrizes.week[0] });
    expect(view.winners.every((w) => w.name.includes('***'))).toBe(true);
    await expectLedgerOk(db());
  });
});

describe('red-packet rain', () => {
  const c = cfg.redPacket;
  const DAY0 = START + DAY;
  /** The first rain of the day after START (12:00 local), and the evening one (20:00). */
  const noon = nextRain(DAY0 - (DAY0 % DAY), cfg.timeZone, c);
  const evening = nextRain(noon.end, cfg.timeZone, c);
  const code = (err: unknown) => (err instanceof ApiFailure ? err.dmError : -1);

  it('opens only during a rain, at most per_player packets, a retried tap returns the first packet', async () => {
    const p = await player();
    const who = { uid: p.uid, brandId: 'br' };
    expect(code(await grabPacket(db(), who, newKey(), noon.start - 1).catch((e: unknown) => e))).toBe(
      DmError.RainClosed,
    );
    expect(code(await grabPacket(db(), who, newKey(), noon.end).catch((e: unknown) => e))).toBe(
      DmError.RainClosed,
    );
    const before = await cash(db(), p.uid);
    const at = noon.start + 60_000;
    const first = await grabPacket(db(), who, 'tap-00000001', at);
    expect(first).toMatchObject({ event: noon.id, opened: 1, currency: 'BRL' });
    expect(first.amount).toBeGreaterThanOrEqual(c.min);
    expect(first.amount).toBeLessThanOrEqual(c.max);
    expect(await grabPacket(db(), who, 'tap-00000001', at)).toEqual(first);
    const amounts = [first.amount];
    for (let i = 2; i <= c.perPlayer; i++) amounts.push((await grabPacket(db(), who, newKey(), at)).amount);
    expect(code(await grabPacket(db(), who, newKey(), at).catch((e: unknown) => e))).toBe(DmError.RainLimit);
    const paid = amounts.reduce((a, b) => a + b, 0);
    expect(await cash(db(), p.uid)).toBe(before + paid);
    // Provably fair: packet n is the draw of the event's committed seed for (event, player, n), recomputed here.
    const [ev] = await db()
      .select()
      .from(loyaltyRainEvents)
      .where(and(eq(loyaltyRainEvents.brandId, 'br'), eq(loyaltyRainEvents.id, noon.id)));
    expect(ev!.serverSeedHash).toBe(sha256Hex(ev!.serverSeed));
    const draw = (n: number) =>
      packetDraw(
        new FairStream((round) =>
          hmacBytes(ev!.serverSeed, fairMessage(packetSeed(noon.id, p.uid), n, round)),
        ),
        ev!,
      );
    expect(amounts).toEqual(amounts.map((_, i) => draw(i + 1)));
    // Revealed once the rain has ended, with the packets' numbers.
    const during = await rainInfo(db(), p.uid, 'br', at);
    expect(during.server_seed_hash).toBe(ev!.serverSeedHash);
    expect(during.last).toBeNull();
    const after = await rainInfo(db(), p.uid, 'br', noon.end);
    expect(after.last).toMatchObject({
      event: noon.id,
      server_seed: ev!.serverSeed,
      seed: `${noon.id}:${p.uid}`,
      packets: amounts.map((amount, i) => ({ n: i + 1, amount })),
    });
    await expectLedgerOk(db());
  });

  it('the prizes of a rain never exceed its budget, also with concurrent taps', async () => {
    const players = await Promise.all(Array.from({ length: 12 }, () => player(0)));
    const at = evening.start + 60_000;
    // Every packet at the maximum (the event's bounds are data: set both to the maximum): the budget pays
    // budget / max packets, the rest are refused.
    await rainInfo(db(), players[0]!.uid, 'br', at);
    await db()
      .update(loyaltyRainEvents)
      .set({ min: c.max, max: c.max })
      .where(and(eq(loyaltyRainEvents.brandId, 'br'), eq(loyaltyRainEvents.id, evening.id)));
    const taps = players.flatMap((p) => Array.from({ length: c.perPlayer }, () => p));
    const results = await Promise.all(
      taps.map((p) =>
        grabPacket(db(), { uid: p.uid, brandId: 'br' }, newKey(), at).then(
          (r) => r.amount,
          (e: unknown) => -code(e),
        ),
      ),
    );
    const won = results.filter((r) => r > 0);
    expect(won.reduce((a, b) => a + b, 0)).toBe(c.budget);
    expect(won).toHaveLength(c.budget / c.max);
    expect(results.filter((r) => r === -DmError.RainClosed)).toHaveLength(taps.length - won.length);
    let total = 0;
    for (const p of players) total += await cash(db(), p.uid);
    expect(total).toBe(c.budget);
    const view = await players[0]!.ok<RainInfo>('redPacketRain');
    expect(view).toMatchObject({ per_player: c.perPlayer, budget: c.budget });
    await expectLedgerOk(db());
  });
});
