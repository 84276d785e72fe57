/**
 * Operator console, marketing and configuration (issue #24): each role's access, a paused campaign is not
 * live for grants, a top-bar message reaches the right audience's player calls only, a disabled game leaves
 * the player's game list at once, another brand's rows are refused, and every change writes an audit row.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OpsDmError } from '../../core/contract/errors';
import * as ops from '../../core/contract/endpoints-ops';
import type { GamePage } from '../../core/contract/schemas/games';
import type { MessageList } from '../../core/contract/schemas/messages';
import { BRANDS } from '../../core/brand/brands';
import { OPS_ROLES, can, type OpsRole } from '../../core/ops/permissions';
import type { CampaignKind } from '../../core/promotions/types';
import { opsAudit } from '../../server/db/schema-ops';
import { DEMO_OPERATORS } from '../../server/db/seed/ops';
import { liveCampaign } from '../../server/promotions/campaigns';
import { createTestApp, type TestApp } from './helpers/app';
import { addOperator, OpsClient, OpsClock, status } from './helpers/ops';
import { Player } from './finance-support';

let t: TestApp;
const clock = new OpsClock(Date.UTC(2026, 10, 28, 12, 0, 0));
const emailOf = (role: OpsRole) => DEMO_OPERATORS.find((o) => o.role === role)!.email;
const signIn = (role: OpsRole) => new OpsClient(t.app, clock).signIn(emailOf(role));
const db = () => t.database.db;

async function auditRows(action: string) {
  return db().select().from(opsAudit).where(eq(opsAudit.action, action));
}

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
});
afterAll(() => t.close());

describe('access', () => {
  it('each role reads and edits only what its permissions name', async () => {
    for (const role of OPS_ROLES) {
      const c = await signIn(role);
      const reads = await c.call(ops.opsCampaigns, {});
      expect(reads.statusCode, role).toBe(can(role, 'marketing.read') ? 200 : 403);
      const games = await c.call(ops.opsGames, {});
      expect(games.statusCode, role).toBe(can(role, 'config.read') ? 200 : 403);
      const create = await c.call(ops.opsMessageCreate, {
        brand: 'br',
        texts: { en: `hi ${role}` },
        min_vip: 0,
        reason: 'promo',
      });
      expect(create.statusCode, role).toBe(can(role, 'marketing.edit') ? 200 : 403);
      if (!can(role, 'marketing.edit')) expect(status(create).dm).toBe(OpsDmError.OpsForbidden);
    }
  });

  it("another brand's campaign or message is refused, and nothing is written for it", async () => {
    await addOperator(db(), 'mkt-mx@ops.test', 'marketing', ['mx']);
    const mx = await new OpsClient(t.app, clock).signIn('mkt-mx@ops.test');
    const br = await (await signIn('marketing')).ok(ops.opsCampaigns, { brand: 'br' });
    const target = br.list[0]!;
    const edit = await mx.call(ops.opsCampaignEdit, { id: target.id, enabled: false, reason: 'x' });
    expect(status(edit)).toEqual({ http: 404, dm: OpsDmError.OpsCampaignNotFound });
    expect(status(await mx.call(ops.opsCampaigns, { brand: 'br' })).http).toBe(403);
    const msg = await mx.call(ops.opsMessageCreate, {
      brand: 'br',
      texts: { en: 'no' },
      min_vip: 0,
      reason: 'promo',
    });
    expect(status(msg)).toEqual({ http: 403, dm: OpsDmError.OpsForbidden });
    expect((await mx.ok(ops.opsCampaigns, {})).list.every((c) => c.brand_id === 'mx')).toBe(true);
  });
});

describe('campaigns', () => {
  it('a paused campaign is not live (grants nothing); resuming and a dated edit are audited', async () => {
    const c = await signIn('marketing');
    const live = (await c.ok(ops.opsCampaigns, { brand: 'br' })).list.find((x) => x.live)!;
    expect(live).toBeDefined();
    const kind = live.kind as CampaignKind;
    const before = await liveCampaign(db(), 'br', kind, clock.ms);
    expect(before).toBeDefined();
    const paused = await c.ok(ops.opsCampaignEdit, { id: live.id, enabled: false, reason: 'budget spent' });
    expect(paused).toMatchObject({ enabled: false, live: false });
    const now = await liveCampaign(db(), 'br', kind, clock.ms);
    expect(now?.id).not.toBe(live.id);
    const bad = await c.call(ops.opsCampaignEdit, {
      id: live.id,
      starts_at: clock.ms,
      ends_at: clock.ms - 1,
      reason: 'x',
    });
    expect(status(bad)).toEqual({ http: 400, dm: OpsDmError.OpsInvalidEdit });
    const resumed = await c.ok(ops.opsCampaignEdit, {
      id: live.id,
      enabled: true,
      cap: 12_345,
      reason: 'back',
    });
    expect(resumed).toMatchObject({ enabled: true, live: true, cap: 12_345 });
    const rows = (await auditRows('campaign.edit')).filter((r) => r.target === `campaign:${live.slug}`);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.before).toMatchObject({ enabled: true });
    expect(rows[0]!.after).toMatchObject({ enabled: false, reason: 'budget spent' });
  });
});

describe('top-bar messages', () => {
  const topBar = (p: Player) => p.ok<MessageList>('messageList', { scene: 'top_bar' }, { lca_lang: 'en' });

  it("reach the brand's players of the audience only, in their language, until deleted", async () => {
    const c = await signIn('marketing');
    const all = await c.ok(ops.opsMessageCreate, {
      brand: 'br',
      texts: { en: 'Double odds tonight', 'pt-BR': 'Odds em dobro hoje' },
      min_vip: 0,
      reason: 'promo',
    });
    const vip = await c.ok(ops.opsMessageCreate, {
      brand: 'br',
      texts: { en: 'VIP 3 only' },
      min_vip: 3,
      reason: 'promo',
    });
    await addOperator(
      db(),
      'mkt-all@ops.test',
      'marketing',
      BRANDS.map((b) => b.id),
    );
    const other = await new OpsClient(t.app, clock).signIn('mkt-all@ops.test');
    await other.ok(ops.opsMessageCreate, {
      brand: 'mx',
      texts: { en: 'Mexico only' },
      min_vip: 0,
      reason: 'promo',
    });

    const p = await new Player(t.app).register();
    const titles = (await topBar(p)).message_list.map((m) => m.message_content.title);
    expect(titles).toContain('Double odds tonight');
    expect(titles).not.toContain('VIP 3 only');
    expect(titles).not.toContain('Mexico only');
    const pt = await p.ok<MessageList>('messageList', { scene: 'top_bar' }, { lca_lang: 'pt-BR' });
    expect(pt.message_list.map((m) => m.message_content.title)).toContain('Odds em dobro hoje');

    const bad = await c.call(ops.opsMessageCreate, {
      brand: 'br',
      texts: { en: 'x' },
      min_vip: 0,
      starts_at: clock.ms,
      ends_at: clock.ms,
      reason: 'promo',
    });
    expect(status(bad)).toEqual({ http: 400, dm: OpsDmError.OpsInvalidEdit });

    await c.ok(ops.opsMessageDelete, { id: all.id, reason: 'ended early' });
    expect((await topBar(p)).message_list.map((m) => m.message_content.title)).not.toContain(
      'Double odds tonight',
    );
    expect((await auditRows('message.delete')).some((r) => r.target === `message:${all.id}`)).toBe(true);
    expect((await auditRows('message.create')).some((r) => r.target === `message:${vip.id}`)).toBe(true);
  });
});

describe('games on/off', () => {
  const lobby = async (p: Player) =>
    (await p.ok<GamePage>('gameByTab', {}, { tab_key: 'lobby', offset: '0', limit: '60' })).list.map(
      (g) => `${g.game_platform}/${g.game_id}`,
    );

  it('a disabled game leaves the player game list at once; a one-brand admin may not switch it', async () => {
    const p = await new Player(t.app).register();
    const first = (await lobby(p))[0]!;
    const [platform, gameId] = first.split('/') as [string, string];
    const admin = await signIn('admin');
    const narrow = await admin.call(ops.opsGameToggle, {
      platform,
      game_id: gameId,
      enabled: false,
      reason: 'x',
    });
    expect(status(narrow)).toEqual({ http: 403, dm: OpsDmError.OpsForbidden });

    await addOperator(
      db(),
      'admin-all@ops.test',
      'admin',
      BRANDS.map((b) => b.id),
    );
    const wide = await new OpsClient(t.app, clock).signIn('admin-all@ops.test');
    await wide.ok(ops.opsGameToggle, {
      platform,
      game_id: gameId,
      enabled: false,
      reason: 'provider outage',
    });
    expect(await lobby(p)).not.toContain(first);
    await wide.ok(ops.opsGameToggle, { platform, game_id: gameId, enabled: true, reason: 'back' });
    expect(await lobby(p)).toContain(first);
    const rows = await db()
      .select()
      .from(opsAudit)
      .where(and(eq(opsAudit.action, 'game.toggle'), eq(opsAudit.target, `game:${first}`)));
    expect(rows.map((r) => r.after)).toEqual([
      { enabled: false, reason: 'provider outage' },
      { enabled: true, reason: 'back' },
    ]);
  });
});
