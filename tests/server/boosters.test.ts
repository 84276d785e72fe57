/**
 * Boosters (issue #16, SPEC "booost list / use"): a first-deposit bonus brings the brand's value-boost card
 * (promo_boosters.grant_on), the list shows it, a use raises the bonus by its percent (capped) with a balanced
 * promotions -> bonus movement, once (also in parallel); a speed boost cuts the wagering; used, expired,
 * another player's card and no active bonus are clear dm_errors with nothing changed.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DmError } from '../../core/contract/errors';
import type { PayinOrder } from '../../core/contract/schemas/finance';
import type {
  BonusList,
  BonusNewMessage,
  BoosterItem,
  BoosterList,
  BoosterUseResult,
} from '../../core/contract/schemas/promotions';
import { BRANDS } from '../../core/brand/brands';
import { playerBoosters, promoBoosters } from '../../server/db/schema-boosters';
import { ledgerTransactions } from '../../server/db/schema-ledger';
import { playerBalance } from '../../server/ledger/ledger';
import { createTestApp, type TestApp } from './helpers/app';
import { allowDepositBonuses } from './helpers/deposit-bonus';
import { envelope, expectLedgerOk, Player, uniqueKey } from './finance-support';

let t: TestApp;
const clock = Date.UTC(2026, 10, 25, 12);
const now = () => clock;
const db = () => t.database.db;
const DAY = 86_400_000;
const minCharge = BRANDS.find((b) => b.id === 'br')!.minCharge;

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

const cards = async (p: Player) => (await p.ok<BoosterList>('boosterList')).list;
const bonuses = async (p: Player) => (await p.ok<BonusList>('bonusList', { tab: 'available' })).list;

async function expectError(p: Player, payload: object, code: number) {
  const res = await p.call('boosterUse', payload);
  const e = envelope(res);
  expect(e.dm_error, res.body).toBe(code);
  expect(e.error_msg.length).toBeGreaterThan(0);
}

/** A player holding a first-deposit bonus of `amount` and the value-boost card it brought. */
async function withValueCard(amount: number): Promise<{ p: Player; card: BoosterItem }> {
  const p = await new Player(t.app).register();
  expect(await cards(p)).toEqual([]);
  await deposit(p, amount);
  const list = await cards(p);
  expect(list).toHaveLength(1);
  expect(list[0]).toMatchObject({
    slug: 'value-boost',
    kind: 'bonus_value',
    percent: 20,
    state: 0,
    bonus_id: 0,
  });
  expect(list[0]!.expires_at).toBe(clock + 14 * DAY);
  return { p, card: list[0]! };
}

/** Grants a card of the brand's `slug` booster to `p` directly (as a campaign grant would). */
async function giveCard(p: Player, slug: string, expiresAt = clock + DAY): Promise<number> {
  const [offer] = await db()
    .select()
    .from(promoBoosters)
    .where(and(eq(promoBoosters.brandId, 'br'), eq(promoBoosters.slug, slug)));
  const [row] = await db()
    .insert(playerBoosters)
    .values({
      uid: p.uid,
      brandId: 'br',
      boosterId: offer!.id,
      sourceRef: uniqueKey('test'),
      grantedAt: new Date(clock - DAY),
      expiresAt: new Date(expiresAt),
    })
    .returning();
  return row!.id;
}

describe('boosters', () => {
  it('a first-deposit bonus brings a value boost; using it raises the bonus by 20% in the ledger, once', async () => {
    const { p, card } = await withValueCard(5000);
    const msg = await p.ok<BonusNewMessage>('bonusNewMessage');
    // Reading the list showed the card: its popup is not due again.
    expect(msg.new_bonus_boost).toBe(0);
    const [bonus] = await bonuses(p);
    const before = await playerBalance(db(), p.uid, 'BRL');
    const res = await p.ok<BoosterUseResult>('boosterUse', { id: card.id });
    expect(res.booster).toMatchObject({ id: card.id, state: 1, bonus_id: bonus!.bonus_id, effect: 1000 });
    expect(res.booster.used_at).toBe(clock);
    expect(res.bonus).toMatchObject({ bonus_id: bonus!.bonus_id, amount: 6000 });
    const after = await playerBalance(db(), p.uid, 'BRL');
    expect(after.bonus - before.bonus).toBe(1000);
    expect(after.cash).toBe(before.cash);
    const [tx] = await db()
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.key, `bonus:boost:${card.id}`));
    expect(tx).toMatchObject({ kind: 'bonus_boost', ref: `bonus:${bonus!.bonus_id}` });
    await expectError(p, { id: card.id }, DmError.BoosterUsed);
    expect((await playerBalance(db(), p.uid, 'BRL')).bonus).toBe(after.bonus);
    expect((await cards(p))[0]).toMatchObject({ state: 1, effect: 1000 });
    await expectLedgerOk(db());
  });

  it('a value boost is capped at the cap the operator set (editable in the database)', async () => {
    const where = and(eq(promoBoosters.brandId, 'br'), eq(promoBoosters.slug, 'value-boost'));
    const [offer] = await db().select().from(promoBoosters).where(where);
    expect(offer!.cap).toBe(minCharge * 2);
    await db().update(promoBoosters).set({ cap: 700 }).where(where);
    try {
      const { p, card } = await withValueCard(5000);
      const [bonus] = await bonuses(p);
      const res = await p.ok<BoosterUseResult>('boosterUse', { id: card.id, bonus_id: bonus!.bonus_id });
      expect(res.booster.effect).toBe(700);
      expect(res.bonus.amount).toBe(5700);
    } finally {
      await db().update(promoBoosters).set({ cap: offer!.cap }).where(where);
    }
    await expectLedgerOk(db());
  });

  it('two parallel uses of one card apply once', async () => {
    const { p, card } = await withValueCard(5000);
    const before = (await playerBalance(db(), p.uid, 'BRL')).bonus;
    const res = await Promise.all([0, 1, 2].map(() => p.call('boosterUse', { id: card.id })));
    const codes = res.map((r) => envelope(r).dm_error).sort();
    expect(codes).toEqual([0, DmError.BoosterUsed, DmError.BoosterUsed]);
    expect((await playerBalance(db(), p.uid, 'BRL')).bonus - before).toBe(1000);
    expect((await bonuses(p))[0]!.amount).toBe(6000);
    await expectLedgerOk(db());
  });

  it('a speed boost cuts the wagering still required by 25%', async () => {
    const { p } = await withValueCard(4000);
    const [bonus] = await bonuses(p);
    const id = await giveCard(p, 'speed-boost');
    const balance = await playerBalance(db(), p.uid, 'BRL');
    const res = await p.ok<BoosterUseResult>('boosterUse', { id });
    expect(res.bonus.wager_required).toBe(bonus!.wager_required - Math.floor(bonus!.wager_required / 4));
    expect(res.booster).toMatchObject({
      kind: 'unlock_speed',
      effect: Math.floor(bonus!.wager_required / 4),
    });
    expect(await playerBalance(db(), p.uid, 'BRL')).toEqual(balance);
  });

  it("refuses an expired card, another player's card, an unknown one and a player with no active bonus", async () => {
    const { p, card } = await withValueCard(5000);
    const other = await new Player(t.app).register();
    await expectError(other, { id: card.id }, DmError.BoosterUnavailable);
    await expectError(p, { id: 9_000_000 }, DmError.BoosterUnavailable);
    const old = await giveCard(p, 'value-boost', clock - 1);
    await expectError(p, { id: old }, DmError.BoosterExpired);
    expect((await cards(p)).find((c) => c.id === old)).toMatchObject({ state: 2 });
    const lone = await giveCard(other, 'value-boost');
    await expectError(other, { id: lone }, DmError.BoosterNoBonus);
    // Nothing changed: the card is still there to use once a bonus is.
    expect((await cards(other))[0]).toMatchObject({ id: lone, state: 0 });
    expect((await cards(p)).find((c) => c.id === card.id)).toMatchObject({ state: 0 });
    await expectLedgerOk(db());
  });

  it('needs a session', async () => {
    const anon = new Player(t.app);
    expect(envelope(await anon.call('boosterList')).dm_error).toBe(DmError.SessionExpired);
    expect(envelope(await anon.call('boosterUse', { id: 1 })).dm_error).toBe(DmError.SessionExpired);
  });
});
