/**
 * Operator console access (issue #24): password + mandatory TOTP (enrolment, wrong and replayed codes),
 * idle expiry, each role refused outside its permissions and its brands, the audit chain's tamper check,
 * and a locked player refused a session.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OpsDmError } from '../../core/contract/errors';
import * as ops from '../../core/contract/endpoints-ops';
import { OPS_ROLES, ROLE_PERMISSIONS, type OpsPermission, type OpsRole } from '../../core/ops/permissions';
import { DEMO_OPS_PASSWORD, DEMO_OPS_TOTP_SECRET, DEMO_OPERATORS } from '../../server/db/seed/ops';
import { DEMO_PLAYER } from '../../server/db/seed/demo-player';
import { totpCode } from '../../server/ops/totp';
import { OPS_CHAT_PATH } from '../../core/contract/support-chat';
import { verifyAudit } from '../../server/ops/audit';
import { createTestApp, type TestApp } from './helpers/app';
import { addOperator, OpsClient, OpsClock, status } from './helpers/ops';
import { Player } from './finance-support';

let t: TestApp;
const clock = new OpsClock(Date.UTC(2026, 10, 28, 12, 0, 0));
const emailOf = (role: OpsRole) => DEMO_OPERATORS.find((o) => o.role === role)!.email;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
});
afterAll(() => t.close());

describe('sign-in', () => {
  it('password, then enrolment with the secret, then the code; a replayed or wrong code is refused', async () => {
    const c = new OpsClient(t.app, clock);
    clock.nextStep();
    const bad = await c.call(ops.opsLogin, { email: emailOf('support'), password: 'wrong' });
    expect(status(bad)).toEqual({ http: 401, dm: OpsDmError.OpsBadCredentials });
    const step = await c.ok(ops.opsLogin, { email: emailOf('support'), password: DEMO_OPS_PASSWORD });
    expect(step.step).toBe('enrol');
    expect(step.secret).toBe(DEMO_OPS_TOTP_SECRET);
    expect(step.otpauth_uri).toMatch(/^otpauth:\/\/totp\/Placar%20Ops%3Asupport%40/);
    // Half signed in: nothing but the code step works.
    expect(status(await c.call(ops.opsMe, {}))).toEqual({ http: 401, dm: OpsDmError.OpsTotpRequired });
    const wrong = String((Number(totpCode(DEMO_OPS_TOTP_SECRET, clock.ms)) + 1) % 1_000_000).padStart(6, '0');
    expect(status(await c.call(ops.opsTotp, { code: wrong }))).toEqual({
      http: 401,
      dm: OpsDmError.OpsBadCode,
    });
    const code = totpCode(DEMO_OPS_TOTP_SECRET, clock.ms);
    const me = await c.ok(ops.opsTotp, { code });
    expect(me).toMatchObject({ role: 'support', brands: ['br'], idle_minutes: 15 });
    expect((await c.ok(ops.opsMe, {})).email).toBe(emailOf('support'));

    // Enrolled now: the next sign-in asks for a code; the same code in the same 30 s is a replay.
    const again = new OpsClient(t.app, clock);
    expect(
      (await again.ok(ops.opsLogin, { email: emailOf('support'), password: DEMO_OPS_PASSWORD })).step,
    ).toBe('code');
    expect(status(await again.call(ops.opsTotp, { code }))).toEqual({ http: 401, dm: OpsDmError.OpsBadCode });
    clock.nextStep();
    await again.ok(ops.opsTotp, { code: totpCode(DEMO_OPS_TOTP_SECRET, clock.ms) });
  });

  it('the player cookie is not an operator session, and a session ends after 15 idle minutes', async () => {
    const c = await new OpsClient(t.app, clock).signIn(emailOf('admin'));
    const player = await t.app.inject({
      method: 'GET',
      url: ops.opsMe.path,
      headers: { cookie: `session=${c.token}` },
    });
    expect(status(player)).toEqual({ http: 401, dm: OpsDmError.OpsUnauthenticated });
    clock.ms += 14 * 60_000;
    await c.ok(ops.opsMe, {});
    clock.ms += 15 * 60_000 + 1;
    expect(status(await c.call(ops.opsMe, {}))).toEqual({ http: 401, dm: OpsDmError.OpsUnauthenticated });
  });

  it('limits password tries per e-mail', async () => {
    const email = emailOf('marketing');
    let last = 0;
    for (let i = 0; i < 12; i++) {
      const c = new OpsClient(t.app, clock);
      last = status(await c.call(ops.opsLogin, { email, password: `nope-${i}` })).dm;
    }
    expect(last).toBe(OpsDmError.OpsRateLimited);
  });
});

describe('permissions', () => {
  // One call per permission, each on the demo brand's data.
  const probes: Record<OpsPermission, (c: OpsClient, uid: number) => Promise<{ http: number; dm: number }>> =
    {
      'players.read': async (c, uid) => status(await c.call(ops.opsPlayer, { uid })),
      'players.note': async (c, uid) => status(await c.call(ops.opsPlayerNote, { uid, text: 'checked' })),
      'players.lock': async (c, uid) =>
        status(await c.call(ops.opsPlayerLock, { uid, locked: false, reason: 'x' })),
      'players.adjust': async (c) => status(await c.call(ops.opsAdjustments, {})),
      'adjust.approve': async (c) =>
        status(await c.call(ops.opsAdjustDecide, { id: 999_999, approve: false })),
      'payments.read': async (c) => status(await c.call(ops.opsWithdrawals, {})),
      'payments.decide': async (c) =>
        status(await c.call(ops.opsWithdrawalDecide, { order_id: 'PO-none', action: 'hold', reason: 'x' })),
      'audit.read': async (c) => status(await c.call(ops.opsAudit, {})),
      // The chat socket's upgrade checks (tests/server/support-chat.test.ts opens real sockets).
      'support.chat': async (c) => {
        const res = await t.app.inject({
          method: 'GET',
          url: OPS_CHAT_PATH,
          headers: { host: 'ops.test', origin: 'https://ops.test', cookie: `ops_session=${c.token}` },
        });
        return res.statusCode === 403 ? status(res) : { http: res.statusCode, dm: 0 };
      },
      'support.read': async (c) => status(await c.call(ops.opsCanned, {})),
      // No such answer: 404 when allowed, 403 before that when not.
      'support.edit': async (c) => status(await c.call(ops.opsCannedDelete, { id: 999_999, reason: 'x' })),
      'trading.read': async (c) => status(await c.call(ops.opsMatches, { state: 'upcoming' })),
      // A market that does not exist: 404 when allowed, 403 before that when not.
      'trading.act': async (c) =>
        status(
          await c.call(ops.opsMarketAction, { market_id: 999_999_999, action: 'suspend', reason: 'xyz' }),
        ),
      'reports.read': async (c) =>
        status(await c.call(ops.opsReport, { brand: 'br', from: '2026-11-01', to: '2026-11-01' })),
      'marketing.read': async (c) => status(await c.call(ops.opsCampaigns, {})),
      'marketing.edit': async (c) => status(await c.call(ops.opsMessageDelete, { id: 999_999, reason: 'x' })),
      'config.read': async (c) => status(await c.call(ops.opsGames, {})),
      'config.edit': async (c) =>
        status(
          await c.call(ops.opsGameToggle, { platform: 'none', game_id: 'none', enabled: true, reason: 'x' }),
        ),
    };

  it.each(OPS_ROLES)('%s: allowed exactly its permissions', async (role) => {
    const p = await new Player(t.app).register();
    const c = await new OpsClient(t.app, clock).signIn(emailOf(role));
    for (const [perm, probe] of Object.entries(probes) as [OpsPermission, (typeof probes)[OpsPermission]][]) {
      const got = await probe(c, p.uid);
      if (ROLE_PERMISSIONS[role].includes(perm))
        expect(got.dm, `${role} ${perm}`).not.toBe(OpsDmError.OpsForbidden);
      else expect(got, `${role} ${perm}`).toEqual({ http: 403, dm: OpsDmError.OpsForbidden });
    }
  });

  it('an operator of another brand sees none of br: players not found, brand filter 403, empty queue', async () => {
    await addOperator(t.database.db, 'mx-admin@ops.example', 'admin', ['mx']);
    const c = await new OpsClient(t.app, clock).signIn('mx-admin@ops.example');
    const p = await new Player(t.app).register();
    expect(status(await c.call(ops.opsPlayer, { uid: p.uid }))).toEqual({
      http: 404,
      dm: OpsDmError.OpsPlayerNotFound,
    });
    expect(status(await c.call(ops.opsPlayerLock, { uid: p.uid, locked: true, reason: 'x' }))).toEqual({
      http: 404,
      dm: OpsDmError.OpsPlayerNotFound,
    });
    expect((await c.ok(ops.opsPlayerSearch, { q: DEMO_PLAYER.email })).list).toEqual([]);
    expect(status(await c.call(ops.opsAudit, { brand: 'br' }))).toEqual({
      http: 403,
      dm: OpsDmError.OpsForbidden,
    });
    expect((await c.ok(ops.opsWithdrawals, {})).list.every((w) => w.brand_id === 'mx')).toBe(true);
    const br = await new OpsClient(t.app, clock).signIn(emailOf('read_only'));
    expect((await br.ok(ops.opsPlayerSearch, { q: DEMO_PLAYER.email })).list).toHaveLength(1);
  });
});

describe('players and the audit log', () => {
  it('a locked player is signed out and cannot sign in; unlock lets them back', async () => {
    const c = await new OpsClient(t.app, clock).signIn(emailOf('support'));
    const p = await new Player(t.app).register('locked-one@example.com');
    const detail = await c.ok(ops.opsPlayerLock, { uid: p.uid, locked: true, reason: 'Chargeback' });
    expect(detail.player.locked).toBe(true);
    expect(detail.lock_reason).toBe('Chargeback');
    expect((await p.call('userBalance')).statusCode).toBe(604);
    const login = await p.call('emailLogin', {
      email: 'locked-one@example.com',
      password: 'correct horse 1',
    });
    expect(status(login)).toEqual({ http: 403, dm: OpsDmError.AccountLocked });
    await c.ok(ops.opsPlayerLock, { uid: p.uid, locked: false, reason: 'Resolved' });
    await p.ok('emailLogin', { email: 'locked-one@example.com', password: 'correct horse 1' });
    const notes = await c.ok(ops.opsPlayerNote, { uid: p.uid, text: 'Called the player' });
    expect(notes.notes[0]).toMatchObject({ text: 'Called the player', by: emailOf('support') });
  });

  it('every action is chained; changing or deleting a row is detected at that row', async () => {
    const admin = await new OpsClient(t.app, clock).signIn(emailOf('admin'));
    const list = await admin.ok(ops.opsAudit, { brand: 'br' });
    const actions = list.list.map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['player.lock', 'player.unlock', 'player.note']));
    const good = await admin.ok(ops.opsAuditVerify, {});
    expect(good).toMatchObject({ ok: true, broken_at: null });
    expect(good.rows).toBeGreaterThan(3);
    const csv = await admin.call({ method: 'GET', path: ops.OPS_AUDIT_CSV_PATH }, {});
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body.split('\n')[0]).toBe('id,at,operator,brand,action,target,before,after,hash');
    expect(csv.body).toContain('"player.lock"');

    const db = t.database.db;
    // The table refuses changes (append-only triggers); a tamperer with the rights disables them first.
    await expect(db.execute(sql`update ops_audit set action = 'x'`)).rejects.toThrow();
    const lock = list.list.find((r) => r.action === 'player.lock')!;
    await db.execute(sql`alter table ops_audit disable trigger user`);
    await db.execute(sql`update ops_audit set after = '{"locked": false}'::jsonb where id = ${lock.id}`);
    expect(await verifyAudit(db)).toMatchObject({ ok: false, brokenAt: lock.id });
    const tampered = await admin.ok(ops.opsAuditVerify, {});
    expect(tampered).toMatchObject({ ok: false, broken_at: lock.id });
    // Put back exactly, then delete a row instead: the next row's link breaks.
    await db.execute(
      sql`update ops_audit set after = ${JSON.stringify(lock.after)}::jsonb where id = ${lock.id}`,
    );
    expect((await verifyAudit(db)).ok).toBe(true);
    const next = list.list.filter((r) => r.id > lock.id).at(-1)!;
    await db.execute(sql`delete from ops_audit where id = ${lock.id}`);
    expect(await verifyAudit(db)).toMatchObject({ ok: false, brokenAt: next.id });
    await db.execute(sql`alter table ops_audit enable trigger user`);
  });
});
