/**
 * Operator console, brand configuration (issue #24): payment methods per brand. Each role's access, another
 * brand refused, validation (the market's floor, min <= max), every change audited, and the player's SPEC
 * payment calls obeying the change at once (method list, order create refused with the existing errors).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DmError, OpsDmError } from '../../core/contract/errors';
import * as ops from '../../core/contract/endpoints-ops';
import type { DepositInfo } from '../../core/contract/schemas/finance';
import { OPS_ROLES, can, type OpsRole } from '../../core/ops/permissions';
import { brandPaymentMethods } from '../../server/db/schema-ops-config';
import { opsAudit } from '../../server/db/schema-ops';
import { DEMO_OPERATORS } from '../../server/db/seed/ops';
import { createTestApp, type TestApp } from './helpers/app';
import { addOperator, OpsClient, OpsClock, status } from './helpers/ops';
import { envelope, Player, uniqueKey } from './finance-support';

let t: TestApp;
const clock = new OpsClock(Date.UTC(2026, 10, 28, 12, 0, 0));
const emailOf = (role: OpsRole) => DEMO_OPERATORS.find((o) => o.role === role)!.email;
const signIn = (role: OpsRole) => new OpsClient(t.app, clock).signIn(emailOf(role));
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
});
afterAll(() => t.close());

const pix = { brand: 'br', direction: 'deposit' as const, method: 'PIX', reason: 'test' };

describe('payment methods: access', () => {
  it('reads need config.read, edits config.edit; marketing and read-only may not edit', async () => {
    for (const role of OPS_ROLES) {
      const c = await signIn(role);
      const read = await c.call(ops.opsPayMethods, { brand: 'br' });
      expect(read.statusCode, role).toBe(can(role, 'config.read') ? 200 : 403);
      const res = await c.call(ops.opsPayMethodEdit, { ...pix, enabled: true, min: 3000, max: null });
      expect(res.statusCode, role).toBe(can(role, 'config.edit') ? 200 : 403);
      if (!can(role, 'config.edit')) expect(status(res).dm).toBe(OpsDmError.OpsForbidden);
    }
    expect(can('marketing', 'config.edit') || can('read_only', 'config.edit')).toBe(false);
  });

  it("another brand's methods are refused and nothing is written", async () => {
    await addOperator(db(), 'admin-mx@ops.test', 'admin', ['mx']);
    const mx = await new OpsClient(t.app, clock).signIn('admin-mx@ops.test');
    expect(status(await mx.call(ops.opsPayMethods, { brand: 'br' }))).toEqual({
      http: 403,
      dm: OpsDmError.OpsForbidden,
    });
    const res = await mx.call(ops.opsPayMethodEdit, { ...pix, enabled: false, min: 3000, max: null });
    expect(status(res)).toEqual({ http: 403, dm: OpsDmError.OpsForbidden });
    expect(await db().select().from(brandPaymentMethods)).toEqual([]);
    // Their own brand is fine.
    const own = await mx.ok(ops.opsPayMethods, { brand: 'mx' });
    expect(own.list.map((m) => m.method)).toContain('SPEI');
  });
});

describe('payment methods: validation', () => {
  it('refuses a minimum below the market floor, a minimum above the maximum, an unknown method', async () => {
    const admin = await signIn('admin');
    const floor = (await admin.ok(ops.opsPayMethods, { brand: 'br' })).floor;
    expect(floor).toBe(3000);
    const low = await admin.call(ops.opsPayMethodEdit, { ...pix, enabled: true, min: 2999, max: null });
    expect(status(low)).toEqual({ http: 400, dm: OpsDmError.OpsConfigInvalid });
    const crossed = await admin.call(ops.opsPayMethodEdit, { ...pix, enabled: true, min: 6000, max: 5000 });
    expect(status(crossed)).toEqual({ http: 400, dm: OpsDmError.OpsConfigInvalid });
    const unknown = await admin.call(ops.opsPayMethodEdit, {
      ...pix,
      method: 'SPEI',
      enabled: true,
      min: 3000,
      max: null,
    });
    expect(status(unknown)).toEqual({ http: 404, dm: OpsDmError.OpsPayMethodNotFound });
    expect(await db().select().from(brandPaymentMethods)).toEqual([]);
  });
});

describe('payment methods: the player obeys', () => {
  it('limits apply to deposit info and payin create; a disabled method is not listed and refused; audited', async () => {
    const admin = await signIn('admin');
    const p = await new Player(t.app).register();
    const deposit = (amount: number) =>
      p.call('payinCreate', { amount, pay_type: 'PIX', idempotency_key: uniqueKey('d') });

    const saved = await admin.ok(ops.opsPayMethodEdit, { ...pix, enabled: true, min: 4000, max: 6000 });
    expect(saved).toMatchObject({ enabled: true, min: 4000, max: 6000, customised: true });
    const info = await p.ok<DepositInfo>('depositInfo');
    expect(info.pay_channel.find((c) => c.key === 'PIX')).toMatchObject({ min: 4000, max: 6000 });
    expect(info.limits.min).toBe(4000);
    expect(envelope(await deposit(3500)).dm_error).toBe(DmError.DepositBelowMinimum);
    const over = envelope(await deposit(7000));
    expect(over.dm_error).toBe(DmError.DepositAboveDailyMax);
    expect(over.error_msg).toMatch(/per order/);
    expect(envelope(await deposit(5000)).dm_error).toBe(0);

    await admin.ok(ops.opsPayMethodEdit, { ...pix, enabled: false, min: 4000, max: 6000 });
    expect((await p.ok<DepositInfo>('depositInfo')).pay_channel).toEqual([]);
    expect(envelope(await deposit(5000)).dm_error).toBe(DmError.PayMethodUnavailable);

    // Back to the default: the override row goes, the player sees the code default again.
    await admin.ok(ops.opsPayMethodEdit, { ...pix, enabled: true, min: 3000, max: null });
    expect(await db().select().from(brandPaymentMethods)).toEqual([]);
    const back = (await p.ok<DepositInfo>('depositInfo')).pay_channel.find((c) => c.key === 'PIX');
    expect(back).toMatchObject({ min: 3000, max: 0 });

    const rows = await db()
      .select()
      .from(opsAudit)
      .where(
        and(eq(opsAudit.action, 'config.payment_method'), eq(opsAudit.target, 'payment_method:deposit/PIX')),
      );
    const changes = rows.filter((r) => r.brandId === 'br').map((r) => [r.before, r.after]);
    expect(changes).toContainEqual([
      { enabled: true, min: 3000, max: null },
      { enabled: true, min: 4000, max: 6000, reason: 'test' },
    ]);
    expect(changes).toContainEqual([
      { enabled: true, min: 4000, max: 6000 },
      { enabled: false, min: 4000, max: 6000, reason: 'test' },
    ]);
  });

  it('a disabled withdraw method leaves the withdraw info and account elements', async () => {
    const admin = await signIn('admin');
    const p = await new Player(t.app).register();
    const w = { brand: 'br', direction: 'withdraw' as const, method: 'PIX', reason: 'provider down' };
    await admin.ok(ops.opsPayMethodEdit, { ...w, enabled: false, min: 3000, max: null });
    expect((await p.ok<{ methods: string[] }>('withdrawBalance')).methods).toEqual([]);
    expect((await p.ok<{ list: unknown[] }>('accountElementsGet')).list).toEqual([]);
    await admin.ok(ops.opsPayMethodEdit, { ...w, enabled: true, min: 3000, max: null });
    expect((await p.ok<{ methods: string[] }>('withdrawBalance')).methods).toEqual(['PIX']);
  });
});

describe('support contacts', () => {
  const contacts = {
    brand: 'br',
    email: 'ajuda@placarbet.com.br',
    chats: [
      { kind: 'whatsapp' as const, url: 'https://wa.me/5511999990000' },
      { kind: 'telegram' as const, url: 'https://t.me/placarbet_ajuda' },
    ],
    hours_from: '08:00',
    hours_to: '22:00',
    timezone: 'America/Sao_Paulo',
    reason: 'new support team',
  };

  it('read-only may read, not edit; another brand is refused; bad values are refused', async () => {
    const ro = await signIn('read_only');
    expect((await ro.ok(ops.opsSupportContacts, { brand: 'br' })).customised).toBe(false);
    expect(status(await ro.call(ops.opsSupportContactsEdit, contacts))).toEqual({
      http: 403,
      dm: OpsDmError.OpsForbidden,
    });
    const mkt = await signIn('marketing');
    expect(status(await mkt.call(ops.opsSupportContacts, { brand: 'br' })).http).toBe(403);
    const mx = await new OpsClient(t.app, clock).signIn('admin-mx@ops.test');
    expect(status(await mx.call(ops.opsSupportContactsEdit, contacts)).http).toBe(403);
    const admin = await signIn('admin');
    for (const bad of [
      { email: 'not-an-address' },
      { chats: [{ kind: 'whatsapp' as const, url: 'http://wa.me/1' }] },
      { chats: [{ kind: 'telegram' as const, url: 'https://evil.example/x' }] },
      { hours_from: '25:00' },
      { timezone: 'Mars/Olympus' },
    ]) {
      const res = await admin.call(ops.opsSupportContactsEdit, { ...contacts, ...bad });
      expect(status(res), JSON.stringify(bad)).toEqual({ http: 400, dm: OpsDmError.OpsConfigInvalid });
    }
  });

  it("the player's support info answers the saved contacts; the change is audited", async () => {
    const admin = await signIn('admin');
    const p = new Player(t.app);
    const before = await p.ok<{ email: string }>('supportInfo');
    const saved = await admin.ok(ops.opsSupportContactsEdit, contacts);
    expect(saved.customised).toBe(true);
    const info = await p.ok('supportInfo');
    expect(info).toEqual({
      email: contacts.email,
      chats: contacts.chats,
      hours_from: '08:00',
      hours_to: '22:00',
      timezone: 'America/Sao_Paulo',
    });
    // Another brand's players still see their own.
    const mxInfo = await new Player(t.app, 'golazo_mx').ok<{ email: string }>('supportInfo');
    expect(mxInfo.email).not.toBe(contacts.email);
    const [row] = await db().select().from(opsAudit).where(eq(opsAudit.action, 'config.support_contacts'));
    expect(row).toMatchObject({ brandId: 'br', target: 'brand:br' });
    expect((row!.before as { email: string }).email).toBe(before.email);
    expect((row!.after as { reason: string }).reason).toBe('new support team');
  });
});

describe('market profile', () => {
  const base = async () => {
    const admin = await signIn('admin');
    const { profile } = await admin.ok(ops.opsMarketProfile, { brand: 'br' });
    const { pay_methods: _p, identity: _i, real_money: _r, ...editable } = profile;
    return { admin, edit: { ...editable, brand: 'br', reason: 'stricter policy' } };
  };

  it('refuses a looser rule than the legal profile, naming it; read-only and marketing may not edit', async () => {
    const { admin, edit } = await base();
    expect(edit.reality_minutes).toBe(60);
    for (const looser of [
      { reality_minutes: 90 },
      { reality_minutes: 0 },
      { signup_bonus: true },
      { session_clock: false },
      { limits_at_registration: false },
      { min_age: 17 },
    ]) {
      const res = await admin.call(ops.opsMarketProfileEdit, { ...edit, ...looser });
      expect(status(res), JSON.stringify(looser)).toEqual({ http: 400, dm: OpsDmError.OpsProfileLooser });
      expect(envelope(res).error_msg).toMatch(Object.keys(looser)[0]!);
    }
    for (const role of ['read_only', 'marketing'] as const) {
      const c = await signIn(role);
      expect(status(await c.call(ops.opsMarketProfileEdit, edit)).http, role).toBe(403);
    }
    const mx = await new OpsClient(t.app, clock).signIn('admin-mx@ops.test');
    expect(status(await mx.call(ops.opsMarketProfileEdit, edit)).http).toBe(403);
    expect((await admin.ok(ops.opsMarketProfile, { brand: 'br' })).profile.reality_minutes).toBe(60);
  });

  it("a stricter rule is saved, audited, and the player's status answers it", async () => {
    const { admin, edit } = await base();
    const saved = await admin.ok(ops.opsMarketProfileEdit, {
      ...edit,
      reality_minutes: 30,
      required_limits: ['deposit_day'],
      min_age: 21,
    });
    expect(saved.profile).toMatchObject({
      reality_minutes: 30,
      required_limits: ['deposit_day'],
      min_age: 21,
    });
    expect(saved.legal.reality_minutes).toBe(60);
    const p = new Player(t.app);
    const st = await p.ok<{ profile: { reality_minutes: number; min_age: number }; reality_minutes: number }>(
      'rgStatus',
    );
    expect(st.profile).toMatchObject({ reality_minutes: 30, min_age: 21 });
    expect(st.reality_minutes).toBe(30);
    const [row] = await db().select().from(opsAudit).where(eq(opsAudit.action, 'config.market_profile'));
    expect(row).toMatchObject({ brandId: 'br', target: 'brand:br' });
    expect((row!.before as { reality_minutes: number }).reality_minutes).toBe(60);
    expect((row!.after as { reality_minutes: number }).reality_minutes).toBe(30);
    // Back to the legal interval is fine (not looser than the licence).
    await admin.ok(ops.opsMarketProfileEdit, {
      ...edit,
      reality_minutes: 60,
      required_limits: [],
      min_age: 18,
    });
  });
});
