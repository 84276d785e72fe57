/**
 * Activity campaigns (issue #16, /activity/*): the daily deposit bonus granted with a qualifying deposit,
 * total-deposit and bet-reward tiers, daily and weekly cashback on a net loss, the real-time share of stakes
 * and the christmas gift, each claimed through POST user/draw as bonus money on the ledger. A claim grants
 * once (also in parallel); every refusal is a clear dm_error with nothing changed; the ledger balances.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DmError } from '../../core/contract/errors';
import type { PayinOrder } from '../../core/contract/schemas/finance';
import type { PlaceResult } from '../../core/contract/schemas/bets';
import type {
  ActivityIndex,
  ActivityItem,
  BonusList,
  DrawRecords,
  DrawResult,
} from '../../core/contract/schemas/promotions';
import { settlementPass } from '../../server/bets/settle';
import { MatchStatus } from '../../server/db/schema';
import { bonusWagers, promoCampaigns } from '../../server/db/schema-promotions';
import { playerBalance } from '../../server/ledger/ledger';
import { createTestApp, type TestApp } from './helpers/app';
import { allowDepositBonuses } from './helpers/deposit-bonus';
import { endMatch, fund, newKey, picks, selection, type Pick } from './helpers/bets';
import { envelope, expectLedgerOk, Player, uniqueKey } from './finance-support';

const DAY = 86_400_000;
/** Wednesday 25 November 2026, noon UTC. */
const START = Date.UTC(2026, 10, 25, 12);
let clock = START;
const now = () => clock;
let t: TestApp;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp({ now });
  await allowDepositBonuses(t.database.db, now());
});
beforeEach(() => {
  clock = START;
});
afterAll(() => t.close());

async function deposit(p: Player, amount: number) {
  const dep = await p.ok<PayinOrder>('payinCreate', {
    amount,
    pay_type: 'PIX',
    idempotency_key: uniqueKey('d'),
  });
  await p.ok('sandboxMark', { order_id: dep.order_id, outcome: 'paid' });
}

/** Registers with a known e-mail, so the test can log in again after moving the clock past the idle time. */
async function player(): Promise<Player & { relogin(): Promise<void> }> {
  const email = `${uniqueKey('act')}@example.com`;
  const p = await new Player(t.app).register(email);
  return Object.assign(p, {
    relogin: async () => {
      await p.ok('emailLogin', { email, password: 'correct horse 1' });
    },
  });
}

/** 01:00 in São Paulo (the Brazilian brand's time zone, 04:00 UTC) the day after START: a new day for the brand. */
const TOMORROW = Date.UTC(2026, 10, 26, 4);

const activity = async (p: Player, kind: string): Promise<ActivityItem> =>
  (await p.ok<ActivityIndex>('activityIndex')).list.find((a) => a.kind === kind)!;
const bonuses = async (p: Player) => [
  ...(await p.ok<BonusList>('bonusList', { tab: 'available', page_size: 50 })).list,
];
const bonusBalance = async (p: Player) => (await playerBalance(db(), p.uid, 'BRL')).bonus;

async function expectError(p: Player, name: Parameters<Player['call']>[0], payload: object, code: number) {
  const res = await p.call(name, payload);
  const e = envelope(res);
  expect(e.dm_error, res.body).toBe(code);
  expect(e.error_msg.length).toBeGreaterThan(0);
}

/** Places a stake on a home win and settles it at `at`: lost when `lose`, else won (the match ends 0-2 or 2-0). */
async function settledBet(p: Player, pick: Pick, stake: number, lose: boolean, at: number) {
  await p.ok<PlaceResult>('betSinglePass', {
    key: newKey(),
    acceptOdds: 'ask',
    bets: [{ selection: selection(pick), stake }],
  });
  await endMatch(db(), pick.matchId, lose ? 0 : 2, lose ? 2 : 0);
  await settlementPass(db(), at);
  await settlementPass(db(), at);
}

describe('daily deposit bonus', () => {
  it('a later deposit of the minimum or more earns 10% as bonus, once a day', async () => {
    const p = await player();
    await deposit(p, 3000); // first deposit: its own 100% bonus
    expect((await activity(p, 'daily_deposit')).progress).toMatchObject({ current: 3000, claimed: false });
    expect(await bonuses(p)).toHaveLength(1);
    await deposit(p, 3000);
    const list = await bonuses(p);
    expect(list).toHaveLength(2);
    // Waits locked: the first-deposit bonus is unlocking.
    expect(list.find((b) => b.kind === 'daily_deposit')).toMatchObject({ amount: 300, state: 0 });
    const a = await activity(p, 'daily_deposit');
    expect(a).toMatchObject({ state: 2, progress: { current: 6000, claimed: true } });
    await deposit(p, 3000); // once a day
    expect(await bonuses(p)).toHaveLength(2);
    expect(await bonusBalance(p)).toBe(3300);
    await expectError(p, 'bonusDraw', { activity_id: a.activity_id }, DmError.ActivityNothingToClaim);

    clock = TOMORROW;
    expect((await activity(p, 'daily_deposit')).progress).toMatchObject({ current: 0, claimed: false });
    await deposit(p, 5000);
    expect((await bonuses(p)).filter((b) => b.kind === 'daily_deposit').map((b) => b.amount)).toEqual([
      500, 300,
    ]);
    expect(await bonusBalance(p)).toBe(3800);
    await expectLedgerOk(db());
  });
});

describe('total deposit tiers', () => {
  it('each reached tier is claimed once as a bonus; parallel claims grant once; nothing left is refused', async () => {
    const p = await player();
    const fresh = await activity(p, 'total_deposit');
    expect(fresh.rules.tiers.map((x) => x.threshold)).toEqual([15_000, 60_000, 150_000]);
    await expectError(p, 'bonusDraw', { activity_id: fresh.activity_id }, DmError.ActivityNothingToClaim);
    await deposit(p, 10_000);
    clock = TOMORROW;
    await deposit(p, 6000);
    const a = await activity(p, 'total_deposit');
    expect(a.progress).toMatchObject({ current: 16_000, claimable: 1500, tiers_done: [] });
    expect(a.progress.claimed).toBe(false);
    const before = await bonusBalance(p);
    const [r1, r2] = await Promise.all([
      p.call('bonusDraw', { activity_id: a.activity_id }),
      p.call('bonusDraw', { activity_id: a.activity_id }),
    ]);
    const codes = [envelope(r1).dm_error, envelope(r2).dm_error].sort();
    expect(codes).toEqual([0, DmError.ActivityNothingToClaim]);
    const ok = [r1, r2].map((r) => envelope<DrawResult>(r)).find((e) => e.dm_error === 0)!;
    expect(ok.data.amount).toBe(1500);
    expect(ok.data.granted[0]).toMatchObject({ kind: 'total_deposit', amount: 1500, wager_required: 4500 });
    expect(await bonusBalance(p)).toBe(before + 1500);
    expect((await activity(p, 'total_deposit')).progress).toMatchObject({
      claimable: 0,
      tiers_done: [0],
      claimed: true,
    });
    const records = await p.ok<DrawRecords>('drawRecords');
    expect(records.list.map((r) => [r.kind, r.amount])).toEqual([
      ['total_deposit', 1500],
      ['daily_deposit', 600],
    ]);
    await expectLedgerOk(db());
  });
});

describe('bet reward and cashback', () => {
  it("bet reward tiers count this week's settled cash stakes; cashback pays 5% of yesterday's net loss once", async () => {
    const p = await player();
    await fund(db(), p.uid, 200_000);
    const [lost, won] = await picks(db(), 2, MatchStatus.NotStarted, 60);
    // Yesterday (Tuesday, this week): a R$200 bet lost; today a R$150 bet won.
    await settledBet(p, lost!, 20_000, true, START - DAY);
    await settledBet(p, won!, 15_000, false, START - 60_000);

    const reward = await activity(p, 'bet_reward');
    expect(reward.progress).toMatchObject({ current: 35_000, claimable: 600 });
    const got = await p.ok<DrawResult>('bonusDraw', { activity_id: reward.activity_id });
    expect(got.granted.map((g) => [g.kind, g.amount])).toEqual([['bet_reward', 600]]);
    await expectError(p, 'bonusDraw', { activity_id: reward.activity_id }, DmError.ActivityNothingToClaim);

    const cash = await activity(p, 'daily_cash');
    expect(cash.progress).toMatchObject({ current: 20_000, claimable: 1000, claimed: false });
    const before = await bonusBalance(p);
    expect((await p.ok<DrawResult>('bonusDraw', { activity_id: cash.activity_id })).amount).toBe(1000);
    expect(await bonusBalance(p)).toBe(before + 1000);
    expect((await activity(p, 'daily_cash')).progress).toMatchObject({ claimable: 0, claimed: true });
    await expectError(p, 'bonusDraw', { activity_id: cash.activity_id }, DmError.ActivityNothingToClaim);

    // Tomorrow counts today: a day won pays nothing back.
    clock = TOMORROW;
    const won2 = (await activity(p, 'daily_cash')).progress;
    expect(won2.current).toBeLessThan(0);
    expect(won2.claimable).toBe(0);
    // Next Monday, last week's net loss: stakes 35 000, came back the winning bet's payout.
    clock = Date.UTC(2026, 10, 30, 9);
    await p.relogin();
    const [row] = await db()
      .select()
      .from(promoCampaigns)
      .where(and(eq(promoCampaigns.brandId, 'br'), eq(promoCampaigns.kind, 'week_cash')));
    const week = await activity(p, 'week_cash');
    expect(week.activity_id).toBe(row!.id);
    const loss = week.progress.current;
    expect(week.progress.claimable).toBe(loss > 0 ? Math.min(Math.floor(loss / 10), 12_000) : 0);
    // The bet reward's tiers start again on Monday.
    expect((await activity(p, 'bet_reward')).progress).toMatchObject({ current: 0, claimable: 0 });
    await expectLedgerOk(db());
  });

  it('real-time bonus: 1% of stakes settled since the last claim', async () => {
    const p = await new Player(t.app).register();
    await fund(db(), p.uid, 100_000);
    const [a, b] = await picks(db(), 2, MatchStatus.NotStarted, 70);
    await settledBet(p, a!, 12_345, true, START - 1000);
    const rt = await activity(p, 'real_time');
    expect(rt.progress).toMatchObject({ current: 12_345, claimable: 123 });
    expect((await p.ok<DrawResult>('bonusDraw', { activity_id: rt.activity_id })).amount).toBe(123);
    await expectError(p, 'bonusDraw', { activity_id: rt.activity_id }, DmError.ActivityNothingToClaim);
    clock = START + 10 * 60_000;
    await settledBet(p, b!, 5000, true, START + 60_000);
    expect((await activity(p, 'real_time')).progress).toMatchObject({ current: 5000, claimable: 50 });
    await expectLedgerOk(db());
  });
});

describe('christmas and refusals', () => {
  it('the christmas gift is not started before December, then paid once to a player who deposited in season', async () => {
    const p = await player();
    const before = await activity(p, 'christmas');
    expect(before).toMatchObject({ state: 0, starts_at: Date.UTC(2026, 11, 1) });
    await expectError(p, 'bonusDraw', { activity_id: before.activity_id }, DmError.ActivityNotRunning);
    clock = Date.UTC(2026, 11, 5, 10);
    await p.relogin();
    await expectError(p, 'bonusDraw', { activity_id: before.activity_id }, DmError.ActivityNothingToClaim);
    await deposit(p, 6000);
    expect((await activity(p, 'christmas')).progress).toMatchObject({ current: 6000, claimable: 3000 });
    expect((await p.ok<DrawResult>('bonusDraw', { activity_id: before.activity_id })).amount).toBe(3000);
    expect(await activity(p, 'christmas')).toMatchObject({ state: 2, progress: { claimed: true } });
    await expectError(p, 'bonusDraw', { activity_id: before.activity_id }, DmError.ActivityNothingToClaim);
    clock = Date.UTC(2027, 0, 8);
    await p.relogin();
    expect((await p.ok<ActivityIndex>('activityIndex')).list.some((x) => x.kind === 'christmas')).toBe(false);
    await expectError(p, 'bonusDraw', { activity_id: before.activity_id }, DmError.ActivityNotRunning);
    await expectLedgerOk(db());
  });

  it("another brand's campaign, a forbidden one and an unknown id are not found; nothing changes", async () => {
    const p = await new Player(t.app).register();
    const [mx] = await db()
      .select()
      .from(promoCampaigns)
      .where(and(eq(promoCampaigns.brandId, 'mx'), eq(promoCampaigns.kind, 'total_deposit')));
    const [register] = await db()
      .select()
      .from(promoCampaigns)
      .where(and(eq(promoCampaigns.brandId, 'br'), eq(promoCampaigns.kind, 'register')));
    await expectError(p, 'bonusDraw', { activity_id: mx!.id }, DmError.ActivityNotFound);
    await expectError(p, 'bonusDraw', { activity_id: register!.id }, DmError.ActivityNotFound);
    await expectError(p, 'bonusDraw', { activity_id: 987_654 }, DmError.ActivityNotFound);
    const visitor = new Player(t.app);
    expect(envelope(await visitor.call('bonusDraw', { activity_id: mx!.id })).dm_error).not.toBe(0);
    expect(await bonuses(p)).toEqual([]);
    expect((await activity(visitor, 'total_deposit')).progress.current).toBe(0);
    await expectLedgerOk(db());
  });
});

describe('withdrawal forfeits an active bonus', () => {
  const pix = {
    method: 'PIX',
    account_no: 'player@example.com',
    holder_name: 'Ana Souza',
    tax_id: '123.456.789-09',
  };

  it('refused until confirmed (nothing changed); confirmed, every active bonus goes back to promotions once', async () => {
    const p = await player();
    await deposit(p, 5000); // first deposit: R$50 bonus, unlocking
    await deposit(p, 3000); // daily deposit: R$3 bonus, locked
    const acct = await p.ok<{ account_id: number }>('accountElementsSet', pix);
    const cash = await p.cash();
    const res = await p.call('payoutCreate', {
      amount: 4000,
      account_id: acct.account_id,
      idempotency_key: uniqueKey('wd'),
    });
    expect(envelope(res).dm_error, res.body).toBe(DmError.WithdrawForfeitsBonus);
    expect(envelope(res).error_msg).toContain('confirm');
    expect(await p.cash()).toBe(cash);
    expect(await bonusBalance(p)).toBe(5300);
    expect(await bonuses(p)).toHaveLength(2);

    await p.ok('payoutCreate', {
      amount: 4000,
      account_id: acct.account_id,
      idempotency_key: uniqueKey('wd'),
      forfeit_bonus: true,
    });
    expect(await p.cash()).toBe(cash - 4000);
    expect(await bonusBalance(p)).toBe(0);
    expect(await bonuses(p)).toEqual([]);
    const gone = (await p.ok<BonusList>('bonusList', { tab: 'unavailable' })).list;
    expect(gone.map((b) => b.state)).toEqual([3, 3]);
    // With nothing left to forfeit, a withdrawal needs no confirmation.
    await p.ok('payoutCreate', {
      amount: 3000,
      account_id: acct.account_id,
      idempotency_key: uniqueKey('wd'),
    });
    await expectLedgerOk(db());
  });

  it('an unlock and a confirmed withdrawal at once end in one state, the money moved once', async () => {
    const p = await player();
    await deposit(p, 3000);
    const [b] = await bonuses(p);
    // Wagering done (seeded contributions), so the unlock may move it to cash.
    await db()
      .insert(bonusWagers)
      .values({
        bonusId: b!.bonus_id,
        uid: p.uid,
        source: 'seed',
        ref: 'race',
        stake: 30_000,
        contribution: 30_000,
        at: new Date(clock),
      });
    const acct = await p.ok<{ account_id: number }>('accountElementsSet', pix);
    const [u, w] = await Promise.all([
      p.call('bonusUnlock', { bonus_id: b!.bonus_id }),
      p.call('payoutCreate', {
        amount: 3000,
        account_id: acct.account_id,
        idempotency_key: uniqueKey('wd'),
        forfeit_bonus: true,
      }),
    ]);
    const unlocked = envelope(u).dm_error === 0;
    const [row] = (await p.ok<BonusList>('bonusList', { tab: 'unavailable' })).list;
    expect(row!.state).toBe(unlocked ? 2 : 3);
    expect(await bonusBalance(p)).toBe(0);
    if (!unlocked) expect(envelope(u).dm_error).toBe(DmError.BonusExpired);
    expect(envelope(w).dm_error, w.body).toBe(0);
    expect(await p.cash()).toBe(unlocked ? 3000 : 0);
    await expectLedgerOk(db());
  });
});
