/**
 * Promotions (issue #16): the first-deposit bonus granted on a paid deposit, wagering from settled bets and
 * in-house rounds (contribution per product, minimum odds, maximum stake), the unlock into cash (once, also
 * in parallel), expiry (forfeit), redeem codes (once per player, global cap, expiry) and market rules
 * (Brazil: no register bonus). Every refusal is a clear dm_error with nothing changed; the ledger balances.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DmError } from '../../core/contract/errors';
import type { PayinOrder } from '../../core/contract/schemas/finance';
import type { PlaceResult } from '../../core/contract/schemas/bets';
import type {
  ActivityIndex,
  BonusBaseInfo,
  BonusItem,
  BonusList,
  BonusUnlockResult,
  RechargeActivity,
  RedeemResult,
} from '../../core/contract/schemas/promotions';
import { settlementPass } from '../../server/bets/settle';
import { MatchStatus } from '../../server/db/schema';
import { playerBonuses, promoCampaigns, redeemCodes } from '../../server/db/schema-promotions';
import { playerBalance } from '../../server/ledger/ledger';
import { expireDue } from '../../server/promotions/expire';
import { createTestApp, type TestApp } from './helpers/app';
import { allowDepositBonuses } from './helpers/deposit-bonus';
import { endMatch, fund, newKey, picks, selection, setOdds } from './helpers/bets';
import { envelope, expectLedgerOk, Player, uniqueKey } from './finance-support';

let t: TestApp;
const clock = Date.UTC(2026, 10, 25, 12);
const now = () => clock;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp({ now });
  await allowDepositBonuses(t.database.db, now());
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

const available = async (p: Player) => (await p.ok<BonusList>('bonusList', { tab: 'available' })).list;
const info = (p: Player) => p.ok<BonusBaseInfo>('bonusBaseInfo');
const bonusBalance = async (p: Player) => (await playerBalance(db(), p.uid, 'BRL')).bonus;

async function expectError(p: Player, name: Parameters<Player['call']>[0], payload: object, code: number) {
  const res = await p.call(name, payload);
  const e = envelope(res);
  expect(e.dm_error, res.body).toBe(code);
  expect(e.error_msg.length).toBeGreaterThan(0);
}

async function spin(p: Player, amount: number, times: number) {
  for (let i = 0; i < times; i++) await p.ok('inhouseSlotSpin', { key: newKey(), amount });
}

describe('first-deposit bonus and wagering', () => {
  it('a first paid deposit grants 100% as bonus money (unlocking), a second one only the daily deposit bonus', async () => {
    const p = await new Player(t.app).register();
    expect((await p.ok<RechargeActivity>('rechargeActivity')).eligible).toBe(true);
    await deposit(p, 5000);
    const offer = await p.ok<RechargeActivity>('rechargeActivity');
    expect(offer.eligible).toBe(false);
    expect(offer.activity).toMatchObject({ kind: 'first_deposit', state: 2, bonus: { amount: 5000 } });
    const list = await available(p);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      kind: 'first_deposit',
      slug: 'first-charge',
      amount: 5000,
      state: 1,
      wager_required: 50_000,
      wagered: 0,
      progress: 0,
      can_unlock: false,
    });
    expect(await bonusBalance(p)).toBe(5000);
    expect(await p.cash()).toBe(5000);
    await deposit(p, 5000);
    // The day's deposit bonus (10%), locked while the first-deposit bonus unlocks; no second 100%.
    expect((await available(p)).map((b) => [b.kind, b.amount, b.state])).toEqual([
      ['daily_deposit', 500, 0],
      ['first_deposit', 5000, 1],
    ]);
    expect(await bonusBalance(p)).toBe(5500);
    await expectLedgerOk(db());
  });

  it('slot spins count fully, dice 20%, a stake above the maximum is refused; unlock moves exactly the bonus to cash', async () => {
    const p = await new Player(t.app).register();
    await deposit(p, 3000);
    await fund(db(), p.uid, 200_000);
    const [b] = await available(p);
    expect(b!.wager_required).toBe(30_000);

    await spin(p, 2000, 5);
    expect((await available(p))[0]!.wagered).toBe(10_000);
    await p.ok('inhouseDicePlay', { key: newKey(), amount: 5000, mode: 'under', target: 5000 });
    expect((await available(p))[0]!.wagered).toBe(11_000);
    // BR maximum stake while a bonus unlocks: R$600 / 6 = R$100. Above it the stake is refused, nothing taken
    // (bonus-max-stake.test.ts covers every staking path).
    const cashMax = await p.cash();
    await expectError(
      p,
      'inhouseDicePlay',
      { key: newKey(), amount: 10_100, mode: 'under', target: 5000 },
      DmError.BonusMaxStakeExceeded,
    );
    expect(await p.cash()).toBe(cashMax);
    expect((await available(p))[0]!.wagered).toBe(11_000);

    const cashBefore = await p.cash();
    await expectError(p, 'bonusUnlock', { bonus_id: b!.bonus_id }, DmError.BonusWageringIncomplete);
    expect(await p.cash()).toBe(cashBefore);

    await spin(p, 2000, 10);
    const done = (await available(p))[0]!;
    expect(done).toMatchObject({ wagered: 30_000, progress: 100, can_unlock: true });
    const before = await p.cash();
    const [r1, r2] = await Promise.all([
      p.call('bonusUnlock', { bonus_id: b!.bonus_id }),
      p.call('bonusUnlock', { bonus_id: b!.bonus_id }),
    ]);
    const codes = [envelope(r1).dm_error, envelope(r2).dm_error].sort();
    expect(codes).toEqual([0, DmError.BonusAlreadyUnlocked]);
    const ok = [r1, r2].map((r) => envelope<BonusUnlockResult>(r)).find((e) => e.dm_error === 0)!;
    expect(ok.data.credited).toBe(3000);
    expect(ok.data.bonus.state).toBe(2);
    expect(await p.cash()).toBe(before + 3000);
    expect(await bonusBalance(p)).toBe(0);
    const history = (await p.ok<BonusList>('bonusList', { tab: 'unavailable' })).list;
    expect(history.map((h) => h.state)).toEqual([2]);
    expect((await info(p)).total_unlocked).toBe(3000);
    await expectLedgerOk(db());
  });

  it('a settled sports bet counts at or above the minimum odds, a bet below them does not', async () => {
    const p = await new Player(t.app).register();
    await deposit(p, 3000);
    await fund(db(), p.uid, 50_000);
    const [hi, lo] = await picks(db(), 2, MatchStatus.NotStarted, 40);
    await setOdds(db(), hi!, 2000);
    await setOdds(db(), lo!, 1200);
    for (const pk of [
      { ...hi!, oddsMilli: 2000, od: 2 },
      { ...lo!, oddsMilli: 1200, od: 1.2 },
    ])
      await p.ok<PlaceResult>('betSinglePass', {
        key: newKey(),
        acceptOdds: 'ask',
        bets: [{ selection: selection(pk), stake: 4000 }],
      });
    expect((await available(p))[0]!.wagered).toBe(0);
    await endMatch(db(), hi!.matchId, 0, 2);
    await endMatch(db(), lo!.matchId, 0, 2);
    await settlementPass(db(), clock + 60_000);
    await settlementPass(db(), clock + 120_000);
    expect((await available(p))[0]!.wagered).toBe(4000);
    // Settling again counts nothing twice.
    await settlementPass(db(), clock + 180_000);
    expect((await available(p))[0]!.wagered).toBe(4000);
    await expectLedgerOk(db());
  });
});

describe('redeem codes', () => {
  it('grants once per player; unknown, used, used-up and expired codes are refused with nothing changed', async () => {
    const [code] = await db()
      .insert(redeemCodes)
      .values({
        brandId: 'br',
        code: 'ONLYONE',
        amount: 700,
        wagerMultiple: 3,
        maxUses: 1,
        expiresAt: new Date(clock + 86_400_000),
      })
      .returning();
    await db()
      .insert(redeemCodes)
      .values({
        brandId: 'br',
        code: 'OLDCODE',
        amount: 700,
        wagerMultiple: 3,
        maxUses: 9,
        expiresAt: new Date(clock - 1),
      });
    const a = await new Player(t.app).register();
    const b = await new Player(t.app).register();
    const got = await a.ok<RedeemResult>('redeemCheck', { code: ' onlyone ' });
    expect(got.bonus).toMatchObject({ kind: 'redeem', amount: 700, wager_required: 2100, state: 1 });
    await expectError(a, 'redeemCheck', { code: 'ONLYONE' }, DmError.RedeemCodeUsed);
    await expectError(b, 'redeemCheck', { code: 'ONLYONE' }, DmError.RedeemCodeUsed);
    await expectError(b, 'redeemCheck', { code: 'NOPE' }, DmError.RedeemCodeUnknown);
    await expectError(b, 'redeemCheck', { code: 'OLDCODE' }, DmError.RedeemCodeExpired);
    const mx = new Player(t.app, 'golazo_mx');
    await mx.register();
    await expectError(mx, 'redeemCheck', { code: 'ONLYONE' }, DmError.RedeemCodeUnknown);
    expect(await available(b)).toEqual([]);
    expect(await bonusBalance(b)).toBe(0);
    const [row] = await db().select().from(redeemCodes).where(eq(redeemCodes.id, code!.id));
    expect(row!.used).toBe(1);
    await expectLedgerOk(db());
  });

  it('a second bonus waits locked; unlocking it asks to replace the running one, whose progress is kept', async () => {
    const p = await new Player(t.app).register();
    await deposit(p, 3000);
    await fund(db(), p.uid, 20_000);
    await spin(p, 1000, 2);
    const code = (await p.ok<RedeemResult>('redeemCheck', { code: 'BONUS2026' })).bonus!;
    expect(code.state).toBe(0);
    await expectError(p, 'bonusUnlock', { bonus_id: code.bonus_id }, DmError.BonusUnlockBusy);
    const res = await p.ok<BonusUnlockResult>('bonusUnlock', {
      bonus_id: code.bonus_id,
      replace: true,
    });
    expect(res).toMatchObject({ credited: 0, bonus: { state: 1, wagered: 0 } });
    const list = await available(p);
    const first = list.find((b) => b.kind === 'first_deposit')!;
    expect(first).toMatchObject({ state: 0, wagered: 2000 });
    await expectLedgerOk(db());
  });
});

describe('expiry and market rules', () => {
  it('an expired bonus is forfeited to promotions once; unlock then answers expired', async () => {
    const p = await new Player(t.app).register();
    await deposit(p, 3000);
    const [b] = await available(p);
    // Its expiry passes (the session would not survive moving the clock 30 days).
    await db()
      .update(playerBonuses)
      .set({ expiresAt: new Date(clock - 1000) })
      .where(eq(playerBonuses.id, b!.bonus_id));
    const [x, y] = await Promise.all([expireDue(db(), clock, p.uid), expireDue(db(), clock, p.uid)]);
    expect(x + y).toBe(1);
    await expectError(p, 'bonusUnlock', { bonus_id: b!.bonus_id }, DmError.BonusExpired);
    const [gone] = (await p.ok<BonusList>('bonusList', { tab: 'unavailable' })).list as BonusItem[];
    expect(gone).toMatchObject({ bonus_id: b!.bonus_id, state: 3 });
    expect(await bonusBalance(p)).toBe(0);
    expect(await p.cash()).toBe(3000);
    await expectError(p, 'bonusUnlock', { bonus_id: 999_999_999 }, DmError.BonusNotFound);
    await expectLedgerOk(db());
  });

  it('Brazil serves no register bonus; Mexico grants it once to an account, not to a guest', async () => {
    const br = await new Player(t.app).register();
    const brActs = (await br.ok<ActivityIndex>('activityIndex')).list.map((a) => a.kind);
    expect(brActs).not.toContain('register');
    expect(brActs).toContain('first_deposit');
    expect((await info(br)).available_count).toBe(0);

    const mx = new Player(t.app, 'golazo_mx');
    await mx.register();
    await info(mx);
    const mine = await mx.ok<BonusList>('bonusList', { tab: 'available' }, { currency: 'MXN' });
    expect(mine.list.map((b) => b.kind)).toEqual(['register']);
    await info(mx);
    expect((await mx.ok<BonusList>('bonusList')).list).toHaveLength(1);
    const [campaign] = await db()
      .select()
      .from(promoCampaigns)
      .where(and(eq(promoCampaigns.brandId, 'br'), eq(promoCampaigns.kind, 'register')));
    expect(campaign!.enabled).toBe(false);
    const rows = await db().select().from(playerBonuses).where(eq(playerBonuses.uid, br.uid));
    expect(rows).toEqual([]);
    await expectLedgerOk(db());
  });

  it('needs a session; a player without cards has none (boosters.test.ts covers them)', async () => {
    const anon = new Player(t.app);
    expect(envelope(await anon.call('bonusList')).dm_error).toBe(DmError.SessionExpired);
    const p = await new Player(t.app).register();
    expect((await p.ok<{ list: unknown[] }>('boosterList')).list).toEqual([]);
    await expectError(p, 'boosterUse', { id: 1 }, DmError.BoosterUnavailable);
  });
});
