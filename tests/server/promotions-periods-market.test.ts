/**
 * Promotions (issue #16): daily and weekly campaign periods cut at the brand's local midnight
 * (brands.time_zone, injected clock), and the market rule (the brand's market profile forbids sign-up
 * bonuses: none is granted, the campaign is not served and the pages are told why).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AwardInfo } from '../../core/contract/schemas/free-rounds';
import type { PayinOrder } from '../../core/contract/schemas/finance';
import type { ActivityIndex, BonusList, RechargeActivity } from '../../core/contract/schemas/promotions';
import { DmError } from '../../core/contract/errors';
import { brands } from '../../server/db/schema';
import { playerBonuses, promoCampaigns } from '../../server/db/schema-promotions';
import { brandTimeZone, periodsAt } from '../../server/promotions/periods';
import { defaultProfile, setProfile } from '../../server/rg/profiles';
import { createTestApp, type TestApp } from './helpers/app';
import { allowDepositBonuses } from './helpers/deposit-bonus';
import { expectLedgerOk, Player, uniqueKey } from './finance-support';

/** Wednesday 25 November 2026, 20:00 UTC (17:00 in São Paulo). */
const START = Date.UTC(2026, 10, 25, 20);
let clock = START;
const now = () => clock;
let t: TestApp;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp({ now });
  await allowDepositBonuses(t.database.db, now());
}, 180_000);
afterAll(() => t?.close());

async function deposit(p: Player, amount: number) {
  const dep = await p.ok<PayinOrder>('payinCreate', {
    amount,
    pay_type: 'PIX',
    idempotency_key: uniqueKey('d'),
  });
  await p.ok('sandboxMark', { order_id: dep.order_id, outcome: 'paid' });
}

const dailyBonuses = async (p: Player) =>
  (await p.ok<BonusList>('bonusList', { tab: 'available', page_size: 50 })).list.filter(
    (b) => b.kind === 'daily_deposit',
  );

describe('brand time zones', () => {
  it('days and Monday weeks cut at local midnight, across the UTC date line of the zone', () => {
    // 02:00 UTC on Thursday 26 November is 23:00 on Wednesday 25 in São Paulo (UTC-3).
    const p = periodsAt(Date.UTC(2026, 10, 26, 2), 'America/Sao_Paulo');
    expect(p.today).toEqual({
      key: '2026-11-25',
      start: Date.UTC(2026, 10, 25, 3),
      end: Date.UTC(2026, 10, 26, 3),
    });
    expect(p.yesterday.key).toBe('2026-11-24');
    expect(p.week).toMatchObject({ key: '2026-11-23', start: Date.UTC(2026, 10, 23, 3) });
    expect(p.lastWeek).toMatchObject({ key: '2026-11-16', end: Date.UTC(2026, 10, 23, 3) });
    // The same instant is already Thursday in Manila (UTC+8) and in UTC.
    expect(periodsAt(Date.UTC(2026, 10, 26, 2), 'Asia/Manila').today).toMatchObject({
      key: '2026-11-26',
      start: Date.UTC(2026, 10, 25, 16),
    });
    expect(periodsAt(Date.UTC(2026, 10, 26, 2), 'UTC').today.key).toBe('2026-11-26');
  });

  it('each brand row carries its zone; an unknown zone counts in UTC', async () => {
    expect(await brandTimeZone(db(), 'br')).toBe('America/Sao_Paulo');
    expect(await brandTimeZone(db(), 'ph')).toBe('Asia/Manila');
    expect(await brandTimeZone(db(), 'crypto')).toBe('UTC');
    await db().update(brands).set({ timeZone: 'Mars/Olympus' }).where(eq(brands.id, 'ke'));
    expect(await brandTimeZone(db(), 'ke')).toBe('UTC');
    await db().update(brands).set({ timeZone: 'Africa/Nairobi' }).where(eq(brands.id, 'ke'));
  });

  it("the daily deposit bonus is once per day of the brand's zone, not of UTC", async () => {
    clock = START;
    const p = await new Player(t.app).register();
    await deposit(p, 3000); // the first deposit: its own bonus
    clock = Date.UTC(2026, 10, 26, 1); // 22:00 on the 25th in São Paulo
    await deposit(p, 3000);
    expect(await dailyBonuses(p)).toHaveLength(1);
    clock = Date.UTC(2026, 10, 26, 2, 30); // a new UTC day, still the 25th in São Paulo: no second bonus
    await deposit(p, 3000);
    expect(await dailyBonuses(p)).toHaveLength(1);
    const index = await p.ok<ActivityIndex>('activityIndex');
    expect(index.list.find((a) => a.kind === 'daily_deposit')!.progress).toMatchObject({
      claimed: true,
      period_start: Date.UTC(2026, 10, 25, 3),
      period_end: Date.UTC(2026, 10, 26, 3),
    });
    clock = Date.UTC(2026, 10, 26, 3, 30); // 00:30 on the 26th in São Paulo: a new day
    expect(
      (await p.ok<ActivityIndex>('activityIndex')).list.find((a) => a.kind === 'daily_deposit')!.progress,
    ).toMatchObject({ current: 0, claimed: false, period_start: Date.UTC(2026, 10, 26, 3) });
    await deposit(p, 3000);
    expect(await dailyBonuses(p)).toHaveLength(2);
    const refs = await db()
      .select({ ref: playerBonuses.sourceRef })
      .from(playerBonuses)
      .where(and(eq(playerBonuses.uid, p.uid)));
    expect(
      refs
        .map((r) => r.ref)
        .filter((r) => r.startsWith('day:'))
        .sort(),
    ).toEqual(['day:2026-11-25', 'day:2026-11-26']);
    await expectLedgerOk(db());
  });

  it("an operator's change of the zone moves the cut", async () => {
    clock = Date.UTC(2026, 10, 26, 2); // 23:00 on the 25th in São Paulo, 10:00 on the 26th in Manila
    await db().update(brands).set({ timeZone: 'Asia/Manila' }).where(eq(brands.id, 'br'));
    try {
      const p = await new Player(t.app).register();
      const daily = (await p.ok<ActivityIndex>('activityIndex')).list.find((a) => a.kind === 'daily_deposit');
      expect(daily!.progress.period_start).toBe(Date.UTC(2026, 10, 25, 16));
    } finally {
      await db().update(brands).set({ timeZone: 'America/Sao_Paulo' }).where(eq(brands.id, 'br'));
    }
  });
});

describe('market rule', () => {
  it('a market whose profile allows sign-up bonuses grants one and says nothing', async () => {
    clock = START;
    const mx = await new Player(t.app, 'golazo_mx').register();
    const index = await mx.ok<ActivityIndex>('activityIndex');
    expect(index.restriction).toBe('');
    expect(index.list.some((a) => a.kind === 'register')).toBe(true);
    const list = await mx.ok<BonusList>('bonusList', { tab: 'available' });
    expect(list.list.map((b) => b.kind)).toContain('register');
  });

  it('a profile that forbids sign-up bonuses: none granted, not served, the pages say why (market)', async () => {
    clock = START;
    await setProfile(db(), 'mx', 'test', { signupBonus: false }, clock);
    try {
      const mx = await new Player(t.app, 'golazo_mx').register();
      const index = await mx.ok<ActivityIndex>('activityIndex');
      expect(index.restriction).toBe('market');
      expect(index.list.some((a) => a.kind === 'register')).toBe(false);
      expect((await mx.ok<BonusList>('bonusList', { tab: 'available' })).list).toEqual([]);
      const award = await mx.ok<AwardInfo>('getAwardInfo');
      expect(award).toMatchObject({ restriction: 'market', total_awarded: 0, recent: [] });
      const rows = await db().select().from(playerBonuses).where(eq(playerBonuses.uid, mx.uid));
      expect(rows).toEqual([]);
    } finally {
      await setProfile(db(), 'mx', 'test', { signupBonus: true }, clock);
    }
  });

  it("Brazil's and India's profiles forbid sign-up bonuses", async () => {
    clock = START;
    for (const key of ['placar_br', 'khel_in']) {
      const p = await new Player(t.app, key).register();
      const index = await p.ok<ActivityIndex>('activityIndex');
      // India forbids deposit bonuses too ('market_all'); Brazil's deposit rule is lifted by this file's setup.
      expect(index.restriction, key).toBe(key === 'khel_in' ? 'market_all' : 'market');
      expect(
        index.list.some((a) => a.kind === 'register'),
        key,
      ).toBe(false);
      const mine = await db().select().from(playerBonuses).where(eq(playerBonuses.uid, p.uid));
      expect(
        mine.filter((b) => b.sourceRef === 'register'),
        key,
      ).toEqual([]);
    }
    await expectLedgerOk(db());
  });

  it("a profile that forbids deposit bonuses (Brazil's as seeded): none granted on deposits, not served, not advertised", async () => {
    clock = START;
    expect(defaultProfile('br').depositBonus).toBe(false);
    await setProfile(db(), 'br', 'test', { depositBonus: false }, clock);
    try {
      const p = await new Player(t.app).register();
      const index = await p.ok<ActivityIndex>('activityIndex');
      expect(index.restriction).toBe('market_all');
      const kinds = index.list.map((a) => a.kind);
      for (const kind of ['first_deposit', 'daily_deposit', 'total_deposit', 'christmas'])
        expect(kinds, kind).not.toContain(kind);
      expect(await p.ok<RechargeActivity>('rechargeActivity')).toEqual({ eligible: false, activity: null });
      // A first deposit, then a second on the same day: no first-deposit and no daily bonus.
      await deposit(p, 5000);
      await deposit(p, 5000);
      const rows = await db().select().from(playerBonuses).where(eq(playerBonuses.uid, p.uid));
      expect(rows).toEqual([]);
      expect((await p.ok<BonusList>('bonusList', { tab: 'available' })).list).toEqual([]);
      // Claiming a deposit campaign by id is refused as not found, nothing granted.
      const [tiers] = await db()
        .select()
        .from(promoCampaigns)
        .where(and(eq(promoCampaigns.brandId, 'br'), eq(promoCampaigns.kind, 'total_deposit')));
      expect(tiers).toBeDefined();
      const refused = await p.call('bonusDraw', { activity_id: tiers!.id });
      expect((refused.json() as { dm_error: number }).dm_error).toBe(DmError.ActivityNotFound);
      expect(await db().select().from(playerBonuses).where(eq(playerBonuses.uid, p.uid))).toEqual([]);
      // The home banner and popup that advertise the deposit bonus are not served.
      const banners = await p.ok<{ list: { banner_type: string }[] }>('bannerIndex');
      expect(banners.list.length).toBeGreaterThan(0);
      expect(banners.list.map((b) => b.banner_type)).not.toContain('deposit');
      const popups = await p.ok<{ list: { popup_type: string }[] }>('popupIndex');
      expect(popups.list.map((x) => x.popup_type)).not.toContain('first_charge');
      await expectLedgerOk(db());
    } finally {
      await setProfile(db(), 'br', 'test', { depositBonus: true }, clock);
    }
  });

  it('a profile that forbids deposit bonuses only: the pages say so (market_deposit); allowed, the banner is back', async () => {
    clock = START;
    const mx = await new Player(t.app, 'golazo_mx').register();
    expect(
      (await mx.ok<{ list: { banner_type: string }[] }>('bannerIndex')).list.map((b) => b.banner_type),
    ).toContain('deposit');
    await setProfile(db(), 'mx', 'test', { depositBonus: false }, clock);
    try {
      const index = await mx.ok<ActivityIndex>('activityIndex');
      expect(index.restriction).toBe('market_deposit');
      expect(index.list.some((a) => a.kind === 'register')).toBe(true);
      expect(index.list.some((a) => a.kind === 'first_deposit')).toBe(false);
      expect((await mx.ok<AwardInfo>('getAwardInfo')).restriction).toBe('market_deposit');
    } finally {
      await setProfile(db(), 'mx', 'test', { depositBonus: true }, clock);
    }
  });
});
