/**
 * The remaining SPEC §7 Games calls (issue #23) on the real database: the game funding detail from the
 * ledger, ideas (5 a day), game event reports feeding getFeatureList, and getPromotionList.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DmError } from '../../core/contract/errors';
import type {
  FeatureList,
  FundingDetail,
  Idea,
  IdeaInfo,
  PromotionList,
} from '../../core/contract/schemas/games-more';
import { createTestApp, type TestApp } from './helpers/app';
import { fund } from './helpers/bets';
import { Player, envelope, expectLedgerOk, uniqueKey } from './finance-support';

let clock = 1_800_000_000_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock, env: { ...process.env, NODE_ENV: 'development' } });
});
afterAll(() => t.close());
afterEach(() => expectLedgerOk(t.database.db));

describe('pg_game/hall/funding_detail', () => {
  it("lists the player's game stakes and payouts from the ledger, with the game's name", async () => {
    const p = await new Player(t.app).register();
    await fund(t.database.db, p.uid, 10_000);
    for (let i = 0; i < 3; i++) {
      await p.ok('inhouseDicePlay', { key: uniqueKey('dice'), amount: 100, mode: 'under', target: 5000 });
    }
    const detail = await p.ok<FundingDetail>('fundingDetail', { page_size: 50 });
    const stakes = detail.list.filter((i) => i.kind === 'stake');
    expect(stakes).toHaveLength(3);
    expect(stakes[0]).toMatchObject({
      game_platform: 'inhouse',
      game_id: 'dice',
      amount: -100,
      currency: 'BRL',
    });
    expect(stakes[0]!.game_name).not.toBe('');
    expect(detail.staked).toBe(300);
    const payouts = detail.list.filter((i) => i.kind === 'payout');
    expect(detail.paid).toBe(payouts.reduce((s, i) => s + i.amount, 0));
    // The balance agrees with the detail: funded, minus stakes, plus payouts.
    expect(await p.cash()).toBe(10_000 - detail.staked + detail.paid);
    // Paging by cursor.
    const page = await p.ok<FundingDetail>('fundingDetail', { page_size: 1 });
    expect(page.list).toHaveLength(1);
    const next = await p.ok<FundingDetail>('fundingDetail', { page_size: 1, cursor: page.cursor });
    expect(Number(next.list[0]!.id)).toBeLessThan(Number(page.list[0]!.id));
  });
});

describe('idea/add and idea/info', () => {
  it("keeps a player's ideas, names a real game only, and takes 5 a day", async () => {
    const p = await new Player(t.app).register();
    const first = await p.ok<Idea>('ideaAdd', {
      kind: 'game',
      content: 'Please add a crash game with two bets at once.',
      game_platform: 'inhouse',
      game_id: 'crash',
    });
    expect(first).toMatchObject({ kind: 'game', game: 'inhouse/crash', status: 'received', reply: '' });
    const unknown = await p.call('ideaAdd', {
      kind: 'game',
      content: 'A game that does not exist here.',
      game_platform: 'pgsoft',
      game_id: 'no-such-game',
    });
    expect(envelope(unknown).dm_error).toBe(DmError.IdeaGameUnknown);
    const short = await p.call('ideaAdd', { kind: 'other', content: '   tiny      ' });
    expect(envelope(short).dm_error).toBe(DmError.BadRequest);
    for (let i = 0; i < 4; i++)
      await p.ok('ideaAdd', { kind: 'feature', content: `Feature idea number ${i}` });
    const sixth = await p.call('ideaAdd', { kind: 'feature', content: 'One idea too many today.' });
    expect(envelope(sixth).dm_error).toBe(DmError.IdeaDailyLimit);
    const info = await p.ok<IdeaInfo>('ideaInfo');
    expect(info.left_today).toBe(0);
    expect(info.list).toHaveLength(5);
    expect(info.list.at(-1)!.id).toBe(first.id);
    // The next UTC day opens 5 more; another player sees none of these.
    clock = Math.floor(clock / 86_400_000 + 1) * 86_400_000 + 60_000;
    expect((await p.ok<IdeaInfo>('ideaInfo')).left_today).toBe(5);
    expect((await (await new Player(t.app).register()).ok<IdeaInfo>('ideaInfo')).list).toEqual([]);
    expect((await new Player(t.app).call('ideaInfo')).statusCode).toBe(604);
  });
});

describe('game/base/event/report and getFeatureList', () => {
  it('ranks the games opened most this week first; unknown games are not counted', async () => {
    const visitor = new Player(t.app);
    const before = await visitor.ok<FeatureList>('getFeatureList', { size: 5 });
    expect(before.list).toHaveLength(5);
    expect(before.list.every((g) => g.is_hot)).toBe(true);
    const report = await visitor.ok('gameEventReport', {
      events: [
        { game_platform: 'inhouse', game_id: 'dice', event: 'open' },
        { game_platform: 'inhouse', game_id: 'dice', event: 'open' },
        { game_platform: 'inhouse', game_id: 'roulette', event: 'open' },
        { game_platform: 'pgsoft', game_id: 'made-up', event: 'open' },
        { game_platform: 'inhouse', game_id: 'slot', event: 'impression' },
      ],
    });
    expect(report).toEqual({ accepted: 4 });
    const after = await visitor.ok<FeatureList>('getFeatureList', { size: 5 });
    expect(after.list.slice(0, 2).map((g) => g.game_id)).toEqual(['dice', 'roulette']);
    expect(after.list).toHaveLength(5);
    // A week later those opens no longer count.
    clock += 8 * 86_400_000;
    const later = await visitor.ok<FeatureList>('getFeatureList', { size: 5 });
    expect(later.list.map((g) => g.game_id)).toEqual(before.list.map((g) => g.game_id));
  });
});

describe('getPromotionList', () => {
  it("lists the brand's enabled running campaigns with their pages", async () => {
    const list = await new Player(t.app).ok<PromotionList>('getPromotionList');
    expect(list.list.length).toBeGreaterThan(0);
    for (const item of list.list) expect(item.link).toMatch(/^\//);
    const mx = await new Player(t.app, 'golazo_mx').ok<PromotionList>('getPromotionList');
    expect(mx.list.map((i) => i.id)).not.toEqual(list.list.map((i) => i.id));
  });
});
