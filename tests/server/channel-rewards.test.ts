/**
 * Issue #20's rewards: the install reward (pwa/award/report) and the UI-switch reward (switch/handle with
 * new_ui), each a seeded campaign per brand granted once per player as a bonus in the ledger; none for a
 * guest device, none in Brazil (money before a deposit), none twice. PGlite and PostgreSQL.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SwitchInfo } from '../../core/contract';
import type { PwaAward } from '../../core/contract/schemas/tracking';
import type { BonusList } from '../../core/contract/schemas/promotions';
import { promoCampaigns } from '../../server/db/schema-promotions';
import { Player, expectLedgerOk } from './finance-support';
import { createTestApp, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function campaignAmount(brandId: string, kind: string): Promise<number> {
  const [row] = await t.database.db
    .select()
    .from(promoCampaigns)
    .where(and(eq(promoCampaigns.brandId, brandId), eq(promoCampaigns.kind, kind)));
  return (row!.rules as { amount: number }).amount;
}

describe('install reward', () => {
  it('is granted once, to the player who reports the installed app, as a bonus', async () => {
    const amount = await campaignAmount('mx', 'app_install');
    expect(amount).toBeGreaterThan(0);
    const p = await new Player(t.app, 'golazo_mx').register();
    const first = await p.ok<PwaAward>('pwaAwardReport', { source: 'prompt' });
    expect(first).toMatchObject({ installed: true, reward: amount });
    const again = await p.ok<PwaAward>('pwaAwardReport', { source: 'ios' });
    expect(again.reward).toBe(0);
    const bonuses = await p.ok<BonusList>('bonusList', { tab: 'available' });
    expect(bonuses.list.filter((b) => b.amount === amount)).toHaveLength(1);
    await expectLedgerOk(t.database.db);
  });

  it('is not granted in Brazil, where money before a deposit is forbidden', async () => {
    const p = await new Player(t.app, 'placar_br').register();
    expect((await p.ok<PwaAward>('pwaAwardReport', { source: 'prompt' })).reward).toBe(0);
  });
});

describe('UI-switch reward', () => {
  it('is granted once, on the first switch to the new look; switching back or again gives nothing', async () => {
    const amount = await campaignAmount('mx', 'ui_switch');
    expect(amount).toBeGreaterThan(0);
    const p = await new Player(t.app, 'golazo_mx').register();
    expect((await p.ok<SwitchInfo>('switchHandle', { new_ui: false })).reward).toBe(0);
    expect(await p.ok<SwitchInfo>('switchHandle', { new_ui: true })).toMatchObject({
      new_ui: true,
      reward: amount,
    });
    expect((await p.ok<SwitchInfo>('switchHandle', { new_ui: false })).reward).toBe(0);
    expect((await p.ok<SwitchInfo>('switchHandle', { new_ui: true })).reward).toBe(0);
    await expectLedgerOk(t.database.db);
  });

  it('a visitor switching gets no reward', async () => {
    const visitor = new Player(t.app, 'golazo_mx');
    const r = await visitor.ok<SwitchInfo>('switchHandle', { new_ui: true });
    expect(r.reward ?? 0).toBe(0);
  });
});
