/**
 * Free-spins codes and the free_round_bonus message (issue #16, SPEC §3 "New bonus: bonus_id (register_bonus,
 * free_round_bonus)"): a free-spins code grants its spins once per player as a free-rounds grant (no money
 * moves until a spin is played); bonus/new_message names the new grant until the client acknowledges it; a
 * grant used up, expired or seeded as already announced is not announced.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DmError } from '../../core/contract/errors';
import type { FreeRounds } from '../../core/contract/schemas/free-rounds';
import type { BonusNewMessage, RedeemResult } from '../../core/contract/schemas/promotions';
import { freeRoundGrants } from '../../server/db/schema-free-rounds';
import { playerBonuses, redeemCodes } from '../../server/db/schema-promotions';
import { DEMO_SPINS_CODE } from '../../server/db/seed/promotions';
import { createTestApp, type TestApp } from './helpers/app';
import { newKey } from './helpers/bets';
import { envelope, expectLedgerOk, Player } from './finance-support';

let t: TestApp;
const clock = Date.UTC(2026, 10, 25, 12);
const now = () => clock;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp({ now });
}, 180_000);
afterAll(() => t?.close());

const message = (p: Player, ack?: number) =>
  p.ok<BonusNewMessage>('bonusNewMessage', ack ? { ack_free_round: String(ack) } : {});

describe('free-spins code and the free_round_bonus message', () => {
  it('a free-spins code grants its spins once; the message names the grant until acknowledged', async () => {
    const p = await new Player(t.app).register();
    expect((await message(p)).free_round_bonus).toBe(0);

    const res = await p.ok<RedeemResult>('redeemCheck', { code: DEMO_SPINS_CODE.code.toLowerCase() });
    expect(res.bonus).toBeNull();
    expect(res.free_rounds).toMatchObject({ spins: DEMO_SPINS_CODE.spins });
    const grantId = res.free_rounds!.grant_id;
    const rounds = await p.ok<FreeRounds>('getFreeRounds');
    expect(rounds.available.list.find((g) => g.id === grantId)).toMatchObject({
      total: DEMO_SPINS_CODE.spins,
      left: DEMO_SPINS_CODE.spins,
      state: 1,
    });
    // No money moved: no bonus, the ledger balanced.
    expect(await db().select().from(playerBonuses).where(eq(playerBonuses.uid, p.uid))).toEqual([]);
    await expectLedgerOk(db());

    // Announced until the client acknowledges it (another player's ack changes nothing).
    expect((await message(p)).free_round_bonus).toBe(grantId);
    const other = await new Player(t.app).register();
    await message(other, grantId);
    expect((await message(p)).free_round_bonus).toBe(grantId);
    expect((await message(p, grantId)).free_round_bonus).toBe(0);
    expect((await message(p)).free_round_bonus).toBe(0);

    // Once per player; the code's use counted once.
    const again = envelope(await p.call('redeemCheck', { code: DEMO_SPINS_CODE.code }));
    expect(again.dm_error).toBe(DmError.RedeemCodeUsed);
    const grants = await db().select().from(freeRoundGrants).where(eq(freeRoundGrants.uid, p.uid));
    expect(grants).toHaveLength(1);
  });

  it('a grant used up or expired is not announced', async () => {
    const p = await new Player(t.app).register();
    const res = await p.ok<RedeemResult>('redeemCheck', { code: DEMO_SPINS_CODE.code });
    const grantId = res.free_rounds!.grant_id;
    expect((await message(p)).free_round_bonus).toBe(grantId);
    for (let i = 0; i < DEMO_SPINS_CODE.spins; i++)
      expect(
        envelope(await p.call('inhouseFreeRoundSpin', { key: newKey(), grant_id: grantId })).dm_error,
      ).toBe(0);
    expect((await message(p)).free_round_bonus).toBe(0);
    await expectLedgerOk(db());

    const q = await new Player(t.app).register();
    const next = await q.ok<RedeemResult>('redeemCheck', { code: DEMO_SPINS_CODE.code });
    // Its expiry reached (set on the row: moving the clock a week would end the session too).
    await db()
      .update(freeRoundGrants)
      .set({ expiresAt: new Date(clock) })
      .where(eq(freeRoundGrants.id, next.free_rounds!.grant_id));
    expect((await message(q)).free_round_bonus).toBe(0);
  });

  it("the demo player's seeded grant was announced already; the code's global cap holds", async () => {
    const [code] = await db()
      .select()
      .from(redeemCodes)
      .where(and(eq(redeemCodes.brandId, 'br'), eq(redeemCodes.code, DEMO_SPINS_CODE.code)));
    expect(code).toBeDefined();
    const seeded = await db()
      .select()
      .from(freeRoundGrants)
      .where(eq(freeRoundGrants.sourceRef, 'seed:demo'));
    expect(seeded.length).toBeGreaterThan(0);
    expect(seeded.every((g) => g.seen)).toBe(true);

    await db().update(redeemCodes).set({ maxUses: code!.used }).where(eq(redeemCodes.id, code!.id));
    try {
      const p = await new Player(t.app).register();
      const res = envelope(await p.call('redeemCheck', { code: DEMO_SPINS_CODE.code }));
      expect(res.dm_error).toBe(DmError.RedeemCodeUsed);
      expect(await db().select().from(freeRoundGrants).where(eq(freeRoundGrants.uid, p.uid))).toEqual([]);
    } finally {
      await db().update(redeemCodes).set({ maxUses: code!.maxUses }).where(eq(redeemCodes.id, code!.id));
    }
  });
});
