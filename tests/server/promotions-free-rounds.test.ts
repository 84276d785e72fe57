/**
 * Free rounds (issue #16): a free_rounds grant spends a free spin of the in-house slot instead of cash
 * (server-side, idempotent by key, race-safe: two spins for the last free round spend it once); the wins go
 * to the bonus balance as bonuses under the campaign's wagering rule, in balanced ledger movements.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DmError } from '../../core/contract/errors';
import type { FreeRounds, FreeRoundSpinResult } from '../../core/contract/schemas/free-rounds';
import { freeRoundGrants } from '../../server/db/schema-free-rounds';
import { playerBonuses, promoCampaigns } from '../../server/db/schema-promotions';
import { playerBalance } from '../../server/ledger/ledger';
import { freeSpinMovement, grantFreeRounds } from '../../server/promotions/free-rounds';
import { createTestApp, type TestApp } from './helpers/app';
import { fund, newKey } from './helpers/bets';
import { envelope, expectLedgerOk, Player } from './finance-support';

let t: TestApp;
const clock = Date.UTC(2026, 10, 25, 12);
const now = () => clock;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp({ now });
}, 180_000);
afterAll(() => t?.close());

async function campaign() {
  const [c] = await db()
    .select()
    .from(promoCampaigns)
    .where(and(eq(promoCampaigns.brandId, 'br'), eq(promoCampaigns.slug, 'free-rounds')));
  expect(c, 'the seeded free-rounds campaign').toBeDefined();
  return c!;
}

async function grant(p: Player, spins?: number, source = 'test') {
  const c = await campaign();
  const g = await grantFreeRounds(db(), {
    uid: p.uid,
    brandId: 'br',
    campaign: spins === undefined ? c : { ...c, rules: { ...(c.rules as object), spins } },
    currency: 'BRL',
    sourceRef: source,
    now: clock,
  });
  expect(g).not.toBeNull();
  return g!;
}

const spin = (p: Player, grantId: number, key = newKey()) =>
  p.call('inhouseFreeRoundSpin', { key, grant_id: grantId });

async function expectError(res: Awaited<ReturnType<Player['call']>>, code: number) {
  const e = envelope(res);
  expect(e.dm_error, res.body).toBe(code);
  expect(e.error_msg.length).toBeGreaterThan(0);
}

describe('free rounds', () => {
  it('the seeded campaign gives 10 spins of the slot at a multiple of its 20 lines; getFreeRounds lists a grant', async () => {
    const p = await new Player(t.app).register();
    const g = await grant(p);
    expect(g.total).toBe(10);
    expect(g.game).toBe('slot');
    expect(g.stake % 20).toBe(0);
    const list = await p.ok<FreeRounds>('getFreeRounds');
    expect(list.total).toBe(1);
    expect(list.freeGameTotal).toBe(10);
    expect(list.available.list[0]).toMatchObject({
      id: g.id,
      game_id: 'slot',
      left: 10,
      used: 0,
      value: 10 * g.stake,
      state: 1,
      wager_multiple: 20,
    });
    expect(list.unavailable).toEqual({ offset: 0, list: [], hasMore: false });
  });

  it('spending every spin never touches cash; wins become bonuses with the campaign wagering; the ledger balances', async () => {
    const p = await new Player(t.app).register();
    await fund(db(), p.uid, 10_000);
    const g = await grant(p, 30, 'many');
    const cash = await p.cash();
    const bonusBefore = (await playerBalance(db(), p.uid, 'BRL')).bonus;
    let won = 0;
    for (let i = 0; i < 30; i++) {
      const r = await p.ok<FreeRoundSpinResult>('inhouseFreeRoundSpin', { key: newKey(), grant_id: g.id });
      expect(r.round.amount).toBe(g.stake);
      expect(r.grant.left).toBe(29 - i);
      expect(r.bonus_id !== null).toBe(r.round.payout > 0);
      won += r.round.payout;
    }
    expect(await p.cash()).toBe(cash);
    expect((await playerBalance(db(), p.uid, 'BRL')).bonus - bonusBefore).toBe(won);
    const bonuses = await db().select().from(playerBonuses).where(eq(playerBonuses.uid, p.uid));
    expect(bonuses.reduce((s, b) => s + b.amount, 0)).toBe(won);
    for (const b of bonuses) {
      expect(b.sourceRef).toMatch(/^free-round:\d+$/);
      expect(b.wagerRequired).toBe(b.amount * 20);
    }
    const [row] = await db().select().from(freeRoundGrants).where(eq(freeRoundGrants.id, g.id));
    expect(row).toMatchObject({ used: 30, won });
    await expectError(await spin(p, g.id), DmError.FreeRoundsUsedUp);
    const list = await p.ok<FreeRounds>('getFreeRounds');
    expect(list.total).toBe(0);
    expect(list.unavailable.list[0]).toMatchObject({ id: g.id, left: 0, state: 2, won });
    await expectLedgerOk(db());
  });

  it('the free spin movement is balanced: promotions pays the stake, the win is bonus money', () => {
    const m = freeSpinMovement({ id: 1, uid: 7, currency: 'BRL' }, 200, 600);
    expect(m.postings.reduce((s, x) => s + x.amount, 0)).toBe(0);
    expect(m.postings).toContainEqual({ account: { uid: 7, kind: 'bonus', currency: 'BRL' }, amount: 600 });
    expect(freeSpinMovement({ id: 2, uid: 7, currency: 'BRL' }, 200, 0).postings).toHaveLength(2);
  });

  it('a retried key answers the first round and spends one spin', async () => {
    const p = await new Player(t.app).register();
    const g = await grant(p);
    const key = newKey();
    const a = envelope<FreeRoundSpinResult>(await spin(p, g.id, key)).data;
    const b = envelope<FreeRoundSpinResult>(await spin(p, g.id, key)).data;
    expect(b.round.round_id).toBe(a.round.round_id);
    expect(b.grant.left).toBe(9);
    const [row] = await db().select().from(freeRoundGrants).where(eq(freeRoundGrants.id, g.id));
    expect(row!.used).toBe(1);
  });

  it('two spins racing for the last free round spend it once', async () => {
    const p = await new Player(t.app).register();
    await fund(db(), p.uid, 10_000);
    const cash = await p.cash();
    const g = await grant(p, 1, 'last');
    const results = await Promise.all([spin(p, g.id), spin(p, g.id), spin(p, g.id)]);
    const codes = results.map((r) => envelope(r).dm_error).sort();
    expect(codes).toEqual([0, DmError.FreeRoundsUsedUp, DmError.FreeRoundsUsedUp]);
    const [row] = await db().select().from(freeRoundGrants).where(eq(freeRoundGrants.id, g.id));
    expect(row!.used).toBe(1);
    expect(await p.cash()).toBe(cash);
    await expectLedgerOk(db());
  });

  it("unknown, another player's and expired grants are refused with nothing spent", async () => {
    const p = await new Player(t.app).register();
    const other = await new Player(t.app).register();
    const g = await grant(p, 5, 'expiry');
    await expectError(await spin(p, 999_999_999), DmError.FreeRoundsNotFound);
    await expectError(await spin(other, g.id), DmError.FreeRoundsNotFound);
    // Its expiry passes (the grant's row is moved back: the session would expire with a moved clock).
    await db()
      .update(freeRoundGrants)
      .set({ expiresAt: new Date(clock - 1) })
      .where(eq(freeRoundGrants.id, g.id));
    await expectError(await spin(p, g.id), DmError.FreeRoundsExpired);
    const list = await p.ok<FreeRounds>('getFreeRounds');
    expect(list.unavailable.list.find((x) => x.id === g.id)).toMatchObject({ state: 3, value: 0, left: 5 });
    const [row] = await db().select().from(freeRoundGrants).where(eq(freeRoundGrants.id, g.id));
    expect(row!.used).toBe(0);
  });

  it('getFreeRounds needs a session', async () => {
    const res = await new Player(t.app).call('getFreeRounds');
    expect(envelope(res).dm_error).not.toBe(0);
  });
});
