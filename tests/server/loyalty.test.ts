/**
 * Loyalty (issue #17): the VIP level from settled turnover (a voided bet counts nothing), each reward kind
 * received once (also concurrently), daily tasks from the day's activity, the cashback period job run twice
 * and the rankings; the ledger holds after each.
 */
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DmError } from '../../core/contract/errors';
import type { PlaceResult } from '../../core/contract/schemas/bets';
import type {
  AwardList,
  Cashback,
  Rank,
  TaskCenter,
  TaskHint,
  VipInfo,
} from '../../core/contract/schemas/loyalty';
import { loyaltyConfig } from '../../core/loyalty/config';
import { DEMO_PLAYER } from '../../server/db/seed/demo-player';
import { settlementPass } from '../../server/bets/settle';
import { MatchStatus } from '../../server/db/schema';
import { inhouseRounds } from '../../server/db/schema-inhouse';
import { loyaltyCashback, loyaltyJobs } from '../../server/db/schema-loyalty';
import { cashbackPass, closeCashbackPeriod } from '../../server/loyalty/cashback';
import { taskCenter } from '../../server/loyalty/tasks';
import { createTestApp, type TestApp } from './helpers/app';
import { testDb } from './helpers/database';
import { cash, endMatch, expectLedgerOk, fund, newKey, picks, selection } from './helpers/bets';
import { envelope, Player } from './finance-support';

let t: TestApp;
// The seed's own time, not the wall clock: the demo's seeded task progress is for the seed's day in São
// Paulo, and a run that crosses midnight there (it did, in CI) would look at the next day.
const START = testDb().seededAt;
const now = () => START;
const DAY = 86_400_000;
const cfg = loyaltyConfig('br');

beforeAll(async () => {
  t = await createTestApp({ now });
});
afterAll(() => t.close());

const db = () => t.database.db;
let pickOffset = 0;

async function player(money = 1_000_000): Promise<Player> {
  const p = await new Player(t.app).register();
  await fund(db(), p.uid, money);
  return p;
}

/** A single on a home win, settled: lost (home scores nothing) or voided (the match is cancelled). */
async function sportsBet(p: Player, stake: number, outcome: 'lost' | 'void'): Promise<void> {
  const [pick] = await picks(db(), 1, MatchStatus.NotStarted, pickOffset++);
  await p.ok<PlaceResult>('betSinglePass', {
    key: newKey(),
    acceptOdds: 'ask',
    bets: [{ selection: selection(pick!), stake }],
  });
  await endMatch(db(), pick!.matchId, 0, 3, outcome === 'void');
  await settlementPass(db(), START);
}

const dice = (p: Player, amount: number) =>
  p.ok<{ payout: number }>('inhouseDicePlay', { key: newKey(), amount, mode: 'under', target: 5000 });

async function refused(p: Player, name: Parameters<Player['call']>[0], q: object): Promise<number> {
  const body = envelope(await p.call(name, q));
  return body.dm_error;
}

describe('VIP level', () => {
  it('counts settled turnover only, sports at 100% and casino at 50%; a voided bet counts nothing', async () => {
    const p = await player();
    let info = await p.ok<VipInfo>('vipInfo');
    expect(info).toMatchObject({
      level: 0,
      stage: 1,
      points: 0,
      max_level: 30,
      rewards: [],
      currency: 'BRL',
    });
    expect(info.levels).toHaveLength(31);
    expect(info.levels.map((l) => l.stage).slice(0, 12)).toEqual([1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 3]);

    await sportsBet(p, 20_000, 'lost');
    await sportsBet(p, 50_000, 'void');
    info = await p.ok<VipInfo>('vipInfo');
    expect(info.points).toBe(200);
    expect(info.level).toBe(2);
    expect(info.progress).toBe(Math.floor(((200 - 150) * 10_000) / (300 - 150)));

    await dice(p, 20_000);
    info = await p.ok<VipInfo>('vipInfo');
    expect(info.points).toBe(300);
    expect(info.level).toBe(3);
    expect(info.receivable).toBe(5);
    await expectLedgerOk(db());
  });
});

describe('VIP rewards', () => {
  it('each kind is received once as cash; an unearned or taken one is refused; concurrent receives pay once', async () => {
    const p = await player();
    await dice(p, 60_000);
    const info = await p.ok<VipInfo>('vipInfo');
    expect(info.level).toBe(3);
    const week = info.rewards.find((r) => r.kind === 'week_free')!;
    const month = info.rewards.find((r) => r.kind === 'month_free')!;
    expect(week.amount).toBe(cfg.levels[3]!.weekFree);
    expect(month.amount).toBe(cfg.levels[3]!.monthFree);

    let before = await cash(db(), p.uid);
    await p.ok('vipReceive', { kind: 'vip_bonus', period: 'L1' });
    expect(await cash(db(), p.uid)).toBe(before + cfg.levels[1]!.vipBonus);
    expect(await refused(p, 'vipReceive', { kind: 'vip_bonus', period: 'L1' })).toBe(DmError.RewardTaken);
    expect(await refused(p, 'vipReceive', { kind: 'vip_bonus', period: 'L4' })).toBe(DmError.RewardNotEarned);
    expect(await refused(p, 'vipReceive', { kind: 'week_free', period: '2001-01-01' })).toBe(
      DmError.RewardNotEarned,
    );

    before = await cash(db(), p.uid);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => p.call('vipReceive', { kind: 'vip_bonus', period: 'L2' })),
    );
    const codes = answers.map((r) => envelope(r).dm_error).sort();
    expect(codes).toEqual([0, 6602, 6602, 6602, 6602, 6602]);
    expect(await cash(db(), p.uid)).toBe(before + cfg.levels[2]!.vipBonus);

    before = await cash(db(), p.uid);
    await p.ok('vipReceive', { kind: 'vip_bonus', period: 'L3' });
    await p.ok('vipReceive', { kind: 'week_free', period: week.period });
    await p.ok('vipReceive', { kind: 'month_free', period: month.period });
    expect(await cash(db(), p.uid)).toBe(
      before + cfg.levels[3]!.vipBonus + cfg.levels[3]!.weekFree + cfg.levels[3]!.monthFree,
    );
    const after = await p.ok<VipInfo>('vipInfo');
    expect(after.receivable).toBe(0);
    expect(after.rewards.every((r) => r.status === 2)).toBe(true);
    const awards = await p.ok<AwardList>('vipAwardList');
    expect(awards.list.map((a) => a.kind).sort()).toEqual([
      'month_free',
      'vip_bonus',
      'vip_bonus',
      'vip_bonus',
      'week_free',
    ]);
    // Another player cannot take this player's rewards (they are earned per player).
    const other = await player();
    expect(await refused(other, 'vipReceive', { kind: 'vip_bonus', period: 'L1' })).toBe(
      DmError.RewardNotEarned,
    );
    await expectLedgerOk(db());
  });

  it('needs a player', async () => {
    const visitor = new Player(t.app);
    expect((await visitor.call('vipInfo')).statusCode).toBe(604);
  });
});

describe('daily tasks', () => {
  it("progress comes from the day's bets, a done task pays once, the red point hides once opened, a new day resets", async () => {
    const p = await player();
    let center = await p.ok<TaskCenter>('taskCenter');
    expect(center.list.map((x) => [x.task_type, x.progress_num, x.status])).toEqual([
      ['recharge', 0, 0],
      ['bet_amount', 0, 0],
      ['bet_win', 0, 0],
    ]);
    expect(await p.ok<TaskHint>('taskHint')).toEqual({ red_point: false, num: 0 });
    const betTask = center.list.find((x) => x.task_type === 'bet_amount')!;

    await dice(p, betTask.conf_num / 2);
    center = await p.ok<TaskCenter>('taskCenter');
    expect(center.list.find((x) => x.task_id === betTask.task_id)).toMatchObject({
      progress_num: betTask.conf_num / 2,
      status: 0,
    });
    expect(await refused(p, 'taskReceive', { task_id: betTask.task_id })).toBe(DmError.RewardNotEarned);

    await dice(p, betTask.conf_num / 2);
    center = await p.ok<TaskCenter>('taskCenter');
    expect(center.list.find((x) => x.task_id === betTask.task_id)).toMatchObject({
      progress_num: betTask.conf_num,
      status: 1,
    });
    expect((await p.ok<TaskHint>('taskHint')).red_point).toBe(true);
    expect(await p.ok('redPointClick')).toEqual({ red_point: false });
    expect(await p.ok<TaskHint>('taskHint')).toMatchObject({ red_point: false });

    const before = await cash(db(), p.uid);
    const answers = await Promise.all(
      [1, 2, 3].map(() => p.call('taskReceive', { task_id: betTask.task_id })),
    );
    expect(answers.map((r) => envelope(r).dm_error).sort()).toEqual([0, 6602, 6602]);
    expect(await cash(db(), p.uid)).toBe(before + betTask.reward);
    expect((await p.ok<AwardList>('taskAwardList')).list).toHaveLength(1);
    expect(await refused(p, 'taskReceive', { task_id: 'daily_recharge' })).toBe(DmError.RewardNotEarned);

    // The next day in São Paulo (sessions would expire over a moved app clock: the server's own call).
    center = await taskCenter(db(), p.uid, 'br', START + DAY);
    expect(center.list.find((x) => x.task_id === betTask.task_id)).toMatchObject({
      progress_num: 0,
      status: 0,
    });
    await expectLedgerOk(db());
  });
});

describe('cashback', () => {
  it("the period job computes each player's cashback once (run twice, and after a crash), received once", async () => {
    const p = await player();
    await sportsBet(p, 100_000, 'lost');
    const view = await p.ok<Cashback>('cashbackWeek');
    // 1000 points: level 5 (750), not 6 (1050); 5% + 5 × 0.5%.
    expect(view.current).toMatchObject({ net_loss: 100_000, rate: 750, estimate: 7500 });
    expect(view.list).toEqual([]);

    const later = START + 7 * DAY;
    const first = await closeCashbackPeriod(db(), 'br', 'week', later);
    expect(first).toMatchObject({ skipped: false, period: view.current.period });
    expect(first.written).toBeGreaterThanOrEqual(1);
    expect(await closeCashbackPeriod(db(), 'br', 'week', later)).toMatchObject({ skipped: true, written: 0 });
    // A run killed after writing its rows but before recording the period: the rerun adds nothing.
    await db()
      .delete(loyaltyJobs)
      .where(and(eq(loyaltyJobs.brandId, 'br'), eq(loyaltyJobs.period, view.current.period)));
    expect(await closeCashbackPeriod(db(), 'br', 'week', later)).toMatchObject({
      skipped: false,
      written: 0,
    });
    await cashbackPass(db(), later);
    await cashbackPass(db(), later);
    const rows = await db().select().from(loyaltyCashback).where(eq(loyaltyCashback.uid, p.uid));
    expect(rows.map((r) => [r.kind, r.period, r.amount])).toEqual([['week', view.current.period, 7500]]);

    // The closed week is listed from now on (this week's view too): received once, also when raced.
    const closed = await p.ok<Cashback>('cashbackWeek');
    expect(closed.list).toEqual([
      { period: view.current.period, net_loss: 100_000, rate: 750, amount: 7500, status: 1 },
    ]);
    const before = await cash(db(), p.uid);
    const answers = await Promise.all(
      [1, 2].map(() => p.call('cashbackReceive', { kind: 'week', period: view.current.period })),
    );
    expect(answers.map((r) => envelope(r).dm_error).sort()).toEqual([0, 6602]);
    expect(await cash(db(), p.uid)).toBe(before + 7500);
    expect((await p.ok<Cashback>('cashbackWeek')).list[0]!.status).toBe(2);
    expect(await refused(p, 'cashbackReceive', { kind: 'day', period: view.current.period })).toBe(
      DmError.RewardNotEarned,
    );
    await expectLedgerOk(db());
  });
});

describe('rankings', () => {
  it('rank players by the period turnover, names masked, the top three apart, the caller marked', async () => {
    const a = await player();
    const b = await player();
    await dice(a, 500_000);
    await dice(b, 400_000);
    const week = await a.ok<Rank>('rankWeek');
    const all = [...week.top, ...week.list];
    expect(week.top.length).toBe(Math.min(3, all.length));
    expect(all.map((e) => e.rank)).toEqual(all.map((_, i) => i + 1));
    expect(all.map((e) => e.amount)).toEqual([...all.map((e) => e.amount)].sort((x, y) => y - x));
    expect(all.every((e) => e.name.includes('***') && !e.name.includes('@'))).toBe(true);
    expect(week.me).toMatchObject({ is_me: true, amount: 500_000 });
    expect(week.full).toBe(all.length >= 50);
    const meB = (await b.ok<Rank>('rankDay')).me!;
    expect(meB.rank).toBeGreaterThan(week.me!.rank);
    const visitor = await new Player(t.app).ok<Rank>('rankWeek');
    expect(visitor.me).toBeNull();
    expect(visitor.top).toEqual(week.top.map((e) => ({ ...e, is_me: false })));
  });
});

describe('demo player', () => {
  it("is VIP level 3 with rewards to receive, two tasks half done, ranked this week, last week's cashback waiting", async () => {
    const p = new Player(t.app);
    const { uid } = await p.ok<{ uid: number }>('emailLogin', {
      email: DEMO_PLAYER.email,
      password: DEMO_PLAYER.password,
    });
    const info = { ...(await p.ok<VipInfo>('vipInfo')), uid };
    expect(info).toMatchObject({ level: 3, stage: 1 });
    expect(info.receivable).toBeGreaterThan(0);
    const center = await p.ok<TaskCenter>('taskCenter');
    const half = center.list.filter((x) => x.progress_num > 0 && x.progress_num < x.conf_num);
    expect(half.map((x) => x.task_type)).toEqual(expect.arrayContaining(['recharge', 'bet_amount']));
    expect((await p.ok<Rank>('rankWeek')).me).not.toBeNull();
    // Last week's seeded long shots: when they lost (about 97% of databases), that cashback waits.
    const cb = await p.ok<Cashback>('cashbackWeek');
    const lastWeek = await db()
      .select({ amount: inhouseRounds.amount, payout: inhouseRounds.payout })
      .from(inhouseRounds)
      .where(and(eq(inhouseRounds.uid, info.uid ?? 0), like(inhouseRounds.clientKey, 'seed-loyalty-lw-%')));
    const netLoss = lastWeek.reduce((sum, r) => sum + r.amount - r.payout, 0);
    expect(lastWeek.length).toBeGreaterThanOrEqual(3);
    // (This week's row, if any, is the cashback test's job run a week ahead.)
    const closed = cb.list.filter((r) => r.period < cb.current.period);
    if (netLoss > 0) expect(closed).toMatchObject([{ status: 1, net_loss: netLoss, rate: 650 }]);
    else expect(closed).toEqual([]);
  });
});
