/**
 * Loyalty, second part (issue #17): the VIP spin wheel (spins from the VIP level, each used once, also
 * concurrently; the outcome from the committed server seed, verifiable with the same code; the prize paid
 * once on the ledger; a retried request returns the first outcome) and the ranking prizes paid at a
 * period's end by a restartable job, once per period and rank. The ledger holds after each.
 */
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DmError } from '../../core/contract/errors';
import type {
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
import { loyaltyJobs, loyaltyRankPrizes } from '../../server/db/schema-loyalty';
import { betStream, sha256Hex } from '../../server/games/inhouse/fair';
import { loyaltyPass } from '../../server/loyalty/jobs';
import { payRankPeriod, rankPrizePass } from '../../server/loyalty/rank-prizes';
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

async function player(money = 2_000_000): Promise<Player> {
  const p = await new Player(t.app).register();
  await fund(db(), p.uid, money);
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
    expect(await cash(db(), a.uid)).toBe(cashA + cfg.rankPrizes.week[0]!);
    expect(await cash(db(), b.uid)).toBe(cashB + cfg.rankPrizes.week[1]!);
    const rows = await db()
      .select()
      .from(loyaltyRankPrizes)
      .where(and(eq(loyaltyRankPrizes.kind, 'week'), eq(loyaltyRankPrizes.period, first.period)));
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
    expect(await cash(db(), a.uid)).toBe(cashA + cfg.rankPrizes.week[0]! + cfg.rankPrizes.day[0]!);

    // The page: the prizes by rank and the last period's winners, the caller marked.
    const view = await a.ok<RankPrizes>('rankPrizes', { kind: 'week' });
    expect(view.prizes).toEqual(cfg.rankPrizes.week);
    expect(view.last_period).toBe(first.period);
    expect(view.winners[0]).toMatchObject({ rank: 1, is_me: true, amount: cfg.rankPrizes.week[0] });
    expect(view.winners.every((w) => w.name.includes('***'))).toBe(true);
    await expectLedgerOk(db());
  });
});
