/**
 * Operator console home banners (issue #24): the player's banner call answers the brand's configured banners
 * (enabled, within dates, by position, `{lang}` filled) once it has any, the seeded ones before; edits and
 * deletes show on the next call; bad input, roles and brand scope are refused; every change is audited.
 */
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OpsDmError } from '../../core/contract/errors';
import * as ops from '../../core/contract/endpoints-ops';
import type { BannerList } from '../../core/contract/schemas/config';
import type { OpsBannerCreate } from '../../core/contract/schemas/ops-banners';
import { OPS_ROLES, can, type OpsRole } from '../../core/ops/permissions';
import { opsAudit } from '../../server/db/schema-ops';
import { DEMO_OPERATORS } from '../../server/db/seed/ops';
import { BANNER_ID_BASE } from '../../server/ops/banners';
import { createTestApp, type TestApp } from './helpers/app';
import { addOperator, OpsClient, OpsClock, status } from './helpers/ops';
import { Player } from './finance-support';

let t: TestApp;
const clock = new OpsClock(Date.UTC(2026, 10, 28, 12, 0, 0));
const HOUR = 3_600_000;
const emailOf = (role: OpsRole) => DEMO_OPERATORS.find((o) => o.role === role)!.email;
const signIn = (role: OpsRole) => new OpsClient(t.app, clock).signIn(emailOf(role));
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
});
afterAll(() => t.close());

const banners = (appKey = 'placar_br', lang = 'en') =>
  new Player(t.app, appKey).ok<BannerList>('bannerIndex', { source: 'h5' }, { lca_lang: lang });

const banner = (over: Partial<OpsBannerCreate> = {}): OpsBannerCreate => ({
  brand: 'br',
  image_url: '/brand/br/banner-2.{lang}.svg',
  route: '/home/sport',
  title: 'Live',
  banner_type: 'normal',
  position: 0,
  enabled: true,
  starts_at: null,
  ends_at: null,
  reason: 'home refresh',
  ...over,
});

describe('player banner call', () => {
  it('answers the configured banners in order within dates, the seeded ones before any', async () => {
    const seeded = await banners();
    expect(seeded.list.length).toBeGreaterThan(0);
    expect(seeded.list.every((b) => b.id < BANNER_ID_BASE)).toBe(true);
    let c = await signIn('marketing');
    const second = await c.ok(
      ops.opsBannerCreate,
      banner({ title: 'Second', position: 2, image_url: 'https://cdn.test/b.png' }),
    );
    const first = await c.ok(ops.opsBannerCreate, banner({ title: 'First', position: 1 }));
    await c.ok(ops.opsBannerCreate, banner({ title: 'Off', position: 0, enabled: false }));
    await c.ok(ops.opsBannerCreate, banner({ title: 'Later', starts_at: clock.ms + HOUR }));
    await c.ok(
      ops.opsBannerCreate,
      banner({ title: 'Over', starts_at: clock.ms - 2 * HOUR, ends_at: clock.ms - HOUR }),
    );
    // Brazil's market forbids deposit bonuses: a deposit banner stays hidden there (routes/config.ts).
    await c.ok(ops.opsBannerCreate, banner({ title: 'Deposit', banner_type: 'deposit', position: 0 }));
    const now = await banners('placar_br', 'pt-BR');
    expect(now.list.map((b) => b.title)).toEqual(['First', 'Second']);
    expect(now.list[0]).toMatchObject({
      id: BANNER_ID_BASE + first.id,
      info: '/brand/br/banner-2.pt-BR.svg',
      url: '/home/sport',
      type: 1,
    });
    expect(now.list[1]!.info).toBe('https://cdn.test/b.png');
    // Another brand keeps its seeded banners.
    expect((await banners('golazo_mx')).list.every((b) => b.id < BANNER_ID_BASE)).toBe(true);
    // Dates move with the clock: the later one starts.
    clock.ms += 2 * HOUR;
    expect((await banners()).list.map((b) => b.title)).toEqual(['Later', 'First', 'Second']);
    // Switched off, reordered, deleted: the next call follows (signed in again: the session idled out).
    c = await signIn('marketing');
    await c.ok(ops.opsBannerEdit, { id: first.id, enabled: false, reason: 'stop' });
    await c.ok(ops.opsBannerEdit, { id: second.id, position: 9, reason: 'last' });
    expect((await banners()).list.map((b) => b.title)).toEqual(['Later', 'Second']);
    await c.ok(ops.opsBannerDelete, { id: second.id, reason: 'gone' });
    expect((await banners()).list.map((b) => b.title)).toEqual(['Later']);
    const audit = await db().select().from(opsAudit).where(like(opsAudit.action, 'banner.%'));
    const ofFirst = audit.filter((a) => a.target === `banner:${first.id}`);
    expect(ofFirst.map((a) => a.action)).toEqual(['banner.create', 'banner.edit']);
    expect(ofFirst[1]!.before).toMatchObject({ enabled: true });
    expect(ofFirst[1]!.after).toMatchObject({ enabled: false, reason: 'stop' });
    expect(audit.filter((a) => a.action === 'banner.delete')).toHaveLength(1);
  });
});

describe('validation and access', () => {
  it('refuses a bad image, route or dates', async () => {
    const c = await signIn('marketing');
    for (const bad of [
      banner({ image_url: 'javascript:alert(1)' }),
      banner({ image_url: 'http://cdn.test/x.png' }),
      banner({ image_url: '//cdn.test/x.png' }),
      banner({ route: 'https://evil.test' }),
      banner({ starts_at: clock.ms, ends_at: clock.ms - 1 }),
    ])
      expect(status(await c.call(ops.opsBannerCreate, bad))).toEqual({
        http: 400,
        dm: OpsDmError.OpsBannerInvalid,
      });
    const ok = await c.ok(ops.opsBannerCreate, banner({ enabled: false }));
    expect(status(await c.call(ops.opsBannerEdit, { id: ok.id, route: 'nope', reason: 'x' }))).toEqual({
      http: 400,
      dm: OpsDmError.OpsBannerInvalid,
    });
  });

  it('each role reads and edits only per its permissions', async () => {
    for (const role of OPS_ROLES) {
      const c = await signIn(role);
      expect((await c.call(ops.opsBanners, {})).statusCode, role).toBe(
        can(role, 'marketing.read') ? 200 : 403,
      );
      const made = await c.call(ops.opsBannerCreate, banner({ enabled: false }));
      expect(made.statusCode, role).toBe(can(role, 'marketing.edit') ? 200 : 403);
    }
  });

  it("another brand's operator cannot see, create, edit or delete the brand's banners", async () => {
    await addOperator(db(), 'banner-mx@ops.test', 'marketing', ['mx']);
    const mx = await new OpsClient(t.app, clock).signIn('banner-mx@ops.test');
    const br = await (await signIn('marketing')).ok(ops.opsBannerCreate, banner({ title: 'br only' }));
    expect(status(await mx.call(ops.opsBanners, { brand: 'br' })).http).toBe(403);
    expect((await mx.ok(ops.opsBanners, {})).list).toEqual([]);
    expect(status(await mx.call(ops.opsBannerCreate, banner()))).toEqual({
      http: 403,
      dm: OpsDmError.OpsForbidden,
    });
    const notFound = { http: 404, dm: OpsDmError.OpsBannerNotFound };
    expect(status(await mx.call(ops.opsBannerEdit, { id: br.id, enabled: false, reason: 'x' }))).toEqual(
      notFound,
    );
    expect(status(await mx.call(ops.opsBannerDelete, { id: br.id, reason: 'x' }))).toEqual(notFound);
    const rows = await db()
      .select()
      .from(opsAudit)
      .where(eq(opsAudit.target, `banner:${br.id}`));
    expect(rows.map((r) => r.action)).toEqual(['banner.create']);
  });
});
