/**
 * The support chat's canned answers in the console (issue #24, server/support/canned.ts): support and admin
 * create, edit and delete their brand's answers, read-only only lists them, other roles are refused; another
 * brand's answers are out of reach; titles and texts are validated after trimming; every change is audited;
 * the chat socket's seeded answers carry the brand's language.
 */
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OpsDmError } from '../../core/contract/errors';
import * as ops from '../../core/contract/endpoints-ops';
import type { OpsCannedCreate } from '../../core/contract/schemas/ops-support';
import { OPS_ROLES, type OpsRole } from '../../core/ops/permissions';
import { opsAudit } from '../../server/db/schema-ops';
import { DEMO_OPERATORS } from '../../server/db/seed/ops';
import { cannedAnswers } from '../../server/support/store';
import { createTestApp, type TestApp } from './helpers/app';
import { addOperator, OpsClient, OpsClock, status } from './helpers/ops';

let t: TestApp;
const clock = new OpsClock(Date.UTC(2026, 10, 28, 12, 0, 0));
const emailOf = (role: OpsRole) => DEMO_OPERATORS.find((o) => o.role === role)!.email;
const signIn = (role: OpsRole) => new OpsClient(t.app, clock).signIn(emailOf(role));
const db = () => t.database.db;
const forbidden = { http: 403, dm: OpsDmError.OpsForbidden };
const invalid = { http: 400, dm: OpsDmError.OpsCannedInvalid };
const notFound = { http: 404, dm: OpsDmError.OpsCannedNotFound };

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  await addOperator(db(), 'mx-support@ops.example', 'support', ['mx']);
});
afterAll(() => t.close());

const answer = (over: Partial<OpsCannedCreate> = {}): OpsCannedCreate => ({
  brand: 'br',
  title: 'Pix delay',
  body: 'Pix withdrawals arrive within minutes.',
  lang: 'en',
  reason: 'new answer',
  ...over,
});

describe('canned answers', () => {
  it('are seeded per brand in its language', async () => {
    const c = await signIn('support');
    const { list } = await c.ok(ops.opsCanned, {});
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((a) => a.brand === 'br' && a.lang === 'pt-BR')).toBe(true);
    const socket = await cannedAnswers(db(), ['br', 'mx']);
    expect(new Set(socket.map((a) => `${a.brand}:${a.lang}`))).toEqual(new Set(['br:pt-BR', 'mx:es-MX']));
  });

  it('support creates, edits and deletes; each change is audited and reaches the chat', async () => {
    const c = await signIn('support');
    const made = await c.ok(ops.opsCannedCreate, answer({ title: '  Pix delay ', lang: 'es-MX' }));
    expect(made).toMatchObject({ brand: 'br', title: 'Pix delay', lang: 'es-MX', updated_at: clock.ms });
    clock.ms += 1000;
    const edited = await c.ok(ops.opsCannedEdit, {
      id: made.id,
      title: 'Pix',
      body: 'Pix: minutes.',
      lang: 'pt-BR',
      reason: 'shorter',
    });
    expect(edited).toMatchObject({ id: made.id, title: 'Pix', body: 'Pix: minutes.', lang: 'pt-BR' });
    expect((await cannedAnswers(db(), ['br'])).find((a) => a.id === made.id)?.body).toBe('Pix: minutes.');
    await c.ok(ops.opsCannedDelete, { id: made.id, reason: 'old' });
    expect((await c.ok(ops.opsCanned, { brand: 'br' })).list.some((a) => a.id === made.id)).toBe(false);
    expect(status(await c.call(ops.opsCannedDelete, { id: made.id, reason: 'old' }))).toEqual(notFound);

    const audit = (await db().select().from(opsAudit).where(like(opsAudit.action, 'canned.%'))).filter(
      (a) => a.target === `canned:${made.id}`,
    );
    expect(audit.map((a) => a.action)).toEqual(['canned.create', 'canned.edit', 'canned.delete']);
    expect(audit[1]!.before).toMatchObject({ title: 'Pix delay', lang: 'es-MX' });
    expect(audit[1]!.after).toMatchObject({ title: 'Pix', lang: 'pt-BR', reason: 'shorter' });
    expect(audit[2]!.before).toMatchObject({ title: 'Pix' });
    expect(audit.every((a) => a.operatorEmail === emailOf('support') && a.brandId === 'br')).toBe(true);
  });

  it('refuses empty, blank, too long, unknown language and unknown brand', async () => {
    const c = await signIn('admin');
    for (const bad of [
      answer({ title: '' }),
      answer({ body: '' }),
      answer({ title: 'x'.repeat(81) }),
      answer({ body: 'x'.repeat(1001) }),
      answer({ lang: 'fr' as OpsCannedCreate['lang'] }),
      answer({ reason: '' }),
    ]) {
      expect(status(await c.call(ops.opsCannedCreate, bad)).http, JSON.stringify(bad).slice(0, 60)).toBe(400);
    }
    expect(status(await c.call(ops.opsCannedCreate, answer({ title: '   ' })))).toEqual(invalid);
    expect(status(await c.call(ops.opsCannedCreate, answer({ body: ' \n ' })))).toEqual(invalid);
    const ok = await c.ok(ops.opsCannedCreate, answer({ title: 'x'.repeat(80), body: 'y'.repeat(1000) }));
    expect(
      status(await c.call(ops.opsCannedEdit, { id: ok.id, title: ' ', body: 'b', lang: 'en', reason: 'x' })),
    ).toEqual(invalid);
    // An admin of br only: a brand outside the scope is refused before it is looked up.
    expect(status(await c.call(ops.opsCannedCreate, answer({ brand: 'zz' })))).toEqual(forbidden);
  });

  it.each(OPS_ROLES)('%s: list and edit rights', async (role) => {
    const c = await signIn(role);
    const reads = role === 'admin' || role === 'support' || role === 'read_only';
    const edits = role === 'admin' || role === 'support';
    const list = await c.call(ops.opsCanned, {});
    if (reads) expect(status(list).http).toBe(200);
    else expect(status(list)).toEqual(forbidden);
    const made = await c.call(ops.opsCannedCreate, answer({ title: `by ${role}` }));
    const id = edits ? (made.json() as { data: { id: number } }).data.id : 999_999;
    if (edits) expect(status(made).http).toBe(200);
    else expect(status(made)).toEqual(forbidden);
    const edit = await c.call(ops.opsCannedEdit, { id, title: 't', body: 'b', lang: 'en', reason: 'x' });
    const del = await c.call(ops.opsCannedDelete, { id, reason: 'x' });
    if (edits) {
      expect(status(edit).http).toBe(200);
      expect(status(del).http).toBe(200);
    } else {
      expect(status(edit)).toEqual(forbidden);
      expect(status(del)).toEqual(forbidden);
    }
  });

  it("another brand's operator neither sees nor changes br's answers", async () => {
    const br = await (await signIn('support')).ok(ops.opsCannedCreate, answer({ title: 'br only' }));
    const mx = await new OpsClient(t.app, clock).signIn('mx-support@ops.example');
    const { list } = await mx.ok(ops.opsCanned, {});
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((a) => a.brand === 'mx')).toBe(true);
    expect(status(await mx.call(ops.opsCanned, { brand: 'br' }))).toEqual(forbidden);
    expect(status(await mx.call(ops.opsCannedCreate, answer()))).toEqual(forbidden);
    expect(
      status(await mx.call(ops.opsCannedEdit, { id: br.id, title: 't', body: 'b', lang: 'en', reason: 'x' })),
    ).toEqual(notFound);
    expect(status(await mx.call(ops.opsCannedDelete, { id: br.id, reason: 'x' }))).toEqual(notFound);
  });
});
