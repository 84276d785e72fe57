/**
 * Operator console push broadcasts (issue #24): the audience count matches its filter, a send writes one
 * inbox message per audience player and queues their pushes, a resumed send writes nobody twice, a sent
 * broadcast is refused, marketing permission and brand scope are enforced, and each step is audited.
 */
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OpsDmError } from '../../core/contract/errors';
import * as ops from '../../core/contract/endpoints-ops';
import type { MessageList } from '../../core/contract/schemas/messages';
import type { OpsPushAudience } from '../../core/contract/schemas/ops-push';
import { OPS_ROLES, can, type OpsRole } from '../../core/ops/permissions';
import { users } from '../../server/db/schema-accounts';
import { messages, pushQueue, pushSubscriptions } from '../../server/db/schema-messages';
import { opsAudit } from '../../server/db/schema-ops';
import { opsBroadcasts } from '../../server/db/schema-ops-marketing';
import { payOrders } from '../../server/db/schema-payments';
import { DEMO_OPERATORS } from '../../server/db/seed/ops';
import { standingOf } from '../../server/loyalty/vip';
import { audienceUids } from '../../server/ops/push-audience';
import { createTestApp, type TestApp } from './helpers/app';
import { addOperator, OpsClient, OpsClock, status } from './helpers/ops';
import { Player } from './finance-support';

let t: TestApp;
const clock = new OpsClock(Date.UTC(2026, 10, 28, 12, 0, 0));
const DAY = 86_400_000;
const emailOf = (role: OpsRole) => DEMO_OPERATORS.find((o) => o.role === role)!.email;
const signIn = (role: OpsRole) => new OpsClient(t.app, clock).signIn(emailOf(role));
const db = () => t.database.db;

let fresh: Player[] = [];
let depositor: Player;

async function subscribe(uid: number, n: number) {
  await db()
    .insert(pushSubscriptions)
    .values({
      brandId: 'br',
      uid,
      deviceId: `ops-push-${uid}-${n}`,
      pushType: 'webpush',
      token: `https://push.test/${uid}/${n}`,
      p256dh: 'x',
      auth: 'y',
      platform: 'web',
      app: 'placar_br',
      appId: 'com.placarbet.web',
      version: '1',
      model: 'm',
      rom: 'r',
      lang: 'en',
    });
}

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  fresh = [await new Player(t.app).register(), await new Player(t.app).register()];
  depositor = await new Player(t.app).register();
  // Known registration dates: every br player long ago, the two fresh ones yesterday.
  await db()
    .update(users)
    .set({ createdAt: new Date(clock.ms - 400 * DAY) })
    .where(eq(users.brandId, 'br'));
  await db()
    .update(users)
    .set({ createdAt: new Date(clock.ms - DAY) })
    .where(
      inArray(
        users.id,
        fresh.map((p) => p.uid),
      ),
    );
  await db().execute(
    sql`update pay_orders set finished_at = ${new Date(clock.ms - 100 * DAY).toISOString()}::timestamptz, updated_at = ${new Date(clock.ms - 100 * DAY).toISOString()}::timestamptz`,
  );
  await db()
    .insert(payOrders)
    .values({
      orderNo: 'OPSPUSH1',
      uid: depositor.uid,
      brandId: 'br',
      direction: 'payin',
      method: 'pix',
      currency: 'BRL',
      amount: 5000,
      state: 'paid',
      payStatus: 2,
      provider: 'test',
      idempotencyKey: 'ops-push-1',
      requestHash: 'h',
      finishedAt: new Date(clock.ms - 2 * DAY),
    });
  // Two devices for the first fresh player, one for the depositor.
  await subscribe(fresh[0]!.uid, 1);
  await subscribe(fresh[0]!.uid, 2);
  await subscribe(depositor.uid, 1);
});
afterAll(() => t.close());

const filter = (audience: OpsPushAudience['audience'], n = 0): OpsPushAudience => ({
  brand: 'br',
  audience,
  n,
});

describe('audience count', () => {
  it('matches each filter', async () => {
    const c = await signIn('marketing');
    const brPlayers = (await db().select({ id: users.id }).from(users).where(eq(users.brandId, 'br'))).length;
    expect((await c.ok(ops.opsPushCount, filter('all'))).count).toBe(brPlayers);
    expect((await c.ok(ops.opsPushCount, filter('registered', 7))).count).toBe(2);
    expect((await c.ok(ops.opsPushCount, filter('deposited', 7))).count).toBe(1);
    expect((await c.ok(ops.opsPushCount, filter('deposited', 365))).count).toBeGreaterThanOrEqual(1);
    // VIP n+: the loyalty standing of every br player, one by one.
    const all = await audienceUids(db(), 'br', { audience: 'all', n: 0 }, clock.ms);
    const levels = await Promise.all(all.map(async (uid) => (await standingOf(db(), uid, 'br')).level));
    for (const n of [1, 2]) {
      const want = levels.filter((l) => l >= n).length;
      expect((await c.ok(ops.opsPushCount, filter('vip', n))).count, `vip ${n}`).toBe(want);
    }
    expect(status(await c.call(ops.opsPushCount, filter('vip', 0)))).toEqual({
      http: 400,
      dm: OpsDmError.OpsBroadcastInvalid,
    });
  });
});

describe('send', () => {
  const draft = {
    brand: 'br',
    texts: {
      'pt-BR': { title: 'Odds turbinadas', body: 'Só hoje' },
      en: { title: 'Boosted odds', body: 'Today' },
    },
    route: '/promotions',
    audience: 'registered' as const,
    n: 7,
    reason: 'weekend promo',
  };

  it('writes one inbox message per audience player and queues their pushes; a resend is refused', async () => {
    const c = await signIn('marketing');
    const made = await c.ok(ops.opsPushCreate, draft);
    expect(made).toMatchObject({ state: 'draft', recipients: 0 });
    const sent = await c.ok(ops.opsPushSend, { id: made.id, reason: 'go' });
    expect(sent).toMatchObject({ state: 'sent', recipients: 2, pushes: 2 });
    const rows = await db()
      .select()
      .from(messages)
      .where(eq(messages.dedupeKey, `ops_push:${made.id}`));
    expect(rows.map((r) => r.uid).sort()).toEqual(fresh.map((p) => p.uid).sort());
    expect(rows[0]).toMatchObject({ kind: 'broadcast', url: '/promotions', brandId: 'br' });
    const queued = await db()
      .select()
      .from(pushQueue)
      .where(
        inArray(
          pushQueue.messageId,
          rows.map((r) => r.id),
        ),
      );
    expect(queued).toHaveLength(2);
    // The player sees it in their inbox, in their language.
    const inbox = await fresh[0]!.ok<MessageList>('messageList', {}, { lca_lang: 'en' });
    expect(inbox.message_list.find((m) => m.message_content.title === 'Boosted odds')).toMatchObject({
      url: '/promotions',
      kind: 'broadcast',
    });
    const again = await c.call(ops.opsPushSend, { id: made.id, reason: 'again' });
    expect(status(again)).toEqual({ http: 409, dm: OpsDmError.OpsBroadcastAlreadySent });
    expect(
      await db()
        .select()
        .from(messages)
        .where(eq(messages.dedupeKey, `ops_push:${made.id}`)),
    ).toHaveLength(2);
    const audit = await db().select().from(opsAudit).where(like(opsAudit.action, 'push.%'));
    expect(audit.filter((a) => a.target === `push:${made.id}`).map((a) => a.action)).toEqual([
      'push.create',
      'push.send',
      'push.sent',
    ]);
  });

  it('a send that stopped half-way resumes without writing or pushing anyone twice', async () => {
    const c = await signIn('marketing');
    const made = await c.ok(ops.opsPushCreate, { ...draft, audience: 'all' });
    // As if a first try wrote fresh[0]'s message and died.
    await db()
      .insert(messages)
      .values({
        brandId: 'br',
        uid: fresh[0]!.uid,
        kind: 'broadcast',
        messageType: 1,
        dedupeKey: `ops_push:${made.id}`,
        body: {},
        url: '/promotions',
      });
    await db().update(opsBroadcasts).set({ state: 'sending' }).where(eq(opsBroadcasts.id, made.id));
    const count = (await c.ok(ops.opsPushCount, filter('all'))).count;
    const sent = await c.ok(ops.opsPushSend, { id: made.id, reason: 'retry' });
    expect(sent.recipients).toBe(count - 1);
    expect(sent.pushes).toBe(1); // the depositor's device; fresh[0] already had theirs
    const rows = await db()
      .select()
      .from(messages)
      .where(eq(messages.dedupeKey, `ops_push:${made.id}`));
    expect(rows).toHaveLength(count);
    expect(new Set(rows.map((r) => r.uid)).size).toBe(count);
  });

  it('refuses a draft without the brand language, a bad route or a bad audience', async () => {
    const c = await signIn('marketing');
    for (const bad of [
      { ...draft, texts: { en: { title: 'Only English', body: '' } } },
      { ...draft, route: 'https://evil.test' },
      { ...draft, route: '//evil.test' },
      { ...draft, audience: 'deposited' as const, n: 0 },
    ]) {
      expect(status(await c.call(ops.opsPushCreate, bad))).toEqual({
        http: 400,
        dm: OpsDmError.OpsBroadcastInvalid,
      });
    }
  });
});

describe('access', () => {
  it('marketing permission is required to send, marketing.read to count', async () => {
    for (const role of OPS_ROLES) {
      const c = await signIn(role);
      const count = await c.call(ops.opsPushCount, filter('all'));
      expect(count.statusCode, role).toBe(can(role, 'marketing.read') ? 200 : 403);
      const create = await c.call(ops.opsPushCreate, {
        brand: 'br',
        texts: { 'pt-BR': { title: `oi ${role}`, body: '' } },
        route: '/',
        audience: 'all',
        n: 0,
        reason: 'x',
      });
      expect(create.statusCode, role).toBe(can(role, 'marketing.edit') ? 200 : 403);
    }
  });

  it("another brand's operator cannot count, list, create or send for it", async () => {
    await addOperator(db(), 'push-mx@ops.test', 'marketing', ['mx']);
    const mx = await new OpsClient(t.app, clock).signIn('push-mx@ops.test');
    const br = await signIn('marketing');
    const made = await br.ok(ops.opsPushCreate, {
      brand: 'br',
      texts: { 'pt-BR': { title: 'Só br', body: '' } },
      route: '/',
      audience: 'all',
      n: 0,
      reason: 'x',
    });
    expect(status(await mx.call(ops.opsPushCount, filter('all'))).http).toBe(403);
    expect(status(await mx.call(ops.opsPushList, { brand: 'br' })).http).toBe(403);
    expect((await mx.ok(ops.opsPushList, {})).list.every((b) => b.brand_id === 'mx')).toBe(true);
    expect(status(await mx.call(ops.opsPushCreate, { ...draftOf('br') }))).toEqual({
      http: 403,
      dm: OpsDmError.OpsForbidden,
    });
    expect(status(await mx.call(ops.opsPushSend, { id: made.id, reason: 'x' }))).toEqual({
      http: 404,
      dm: OpsDmError.OpsBroadcastNotFound,
    });
    const still = await db()
      .select()
      .from(opsBroadcasts)
      .where(and(eq(opsBroadcasts.id, made.id)));
    expect(still[0]!.state).toBe('draft');
  });
});

const draftOf = (brand: string) => ({
  brand,
  texts: { 'pt-BR': { title: 'x', body: '' } },
  route: '/',
  audience: 'all' as const,
  n: 0,
  reason: 'x',
});
