/**
 * Push (issue #18): registration checks, the sender through a local fake push service (real VAPID and
 * RFC 8291 encryption, decrypted as a browser would), retries with back-off that survive a restart, dead
 * subscriptions dropped, preferences, the heartbeat, and the FCM HTTP v1 adapter against a fake FCM.
 */
import { generateKeyPairSync } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DmError } from '../../core/contract/errors';
import { pushQueue, pushSubscriptions } from '../../server/db/schema-messages';
import { createFcmAdapter } from '../../server/push/fcm';
import { loadPushConfig } from '../../server/push/config';
import { backoffMs, pushPass } from '../../server/push/queue';
import { createPushServices } from '../../server/push/service';
import { fromB64url } from '../../server/push/base64url';
import { MessageKind, writeMessage, type WriteMessageInput } from '../../server/messages/write';
import { startFakePushService, type FakePushService } from '../support/fake-push-service';
import { createTestApp, type TestApp } from './helpers/app';
import { envelope, Player } from './finance-support';

let t: TestApp;
let fake: FakePushService;
const clock = Date.now();

beforeAll(async () => {
  fake = await startFakePushService();
  t = await createTestApp({ now: () => clock, push: loadPushConfig({ PUSH_ENDPOINT_HOSTS: fake.host }) });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const db = () => t.database.db;
let devices = 0;

function registration(
  token: string,
  push_type: 'webpush' | 'fcm' = 'webpush',
  device_id = `dev-${++devices}`,
) {
  return {
    platform: 'web',
    app: 'placar_br',
    id: 'com.placarbet.web',
    version: '1.0.859',
    device_id,
    model: 'Chromium',
    rom: 'Linux',
    meta: [{ token, push_type }],
  };
}

async function subscribed(): Promise<{ p: Player; sub: ReturnType<FakePushService['subscribe']> }> {
  const p = await new Player(t.app).register();
  const sub = fake.subscribe();
  expect(await p.ok('pushRegister', registration(sub.json), { lca_lang: 'en' })).toEqual({ registered: 1 });
  return { p, sub };
}

const event = (uid: number, ref: string, kind: WriteMessageInput['kind'] = MessageKind.DepositCredited) =>
  db().transaction((tx) =>
    writeMessage(tx, { uid, kind, ref, params: { order_id: ref, amount: 5000, currency: 'BRL' }, at: clock }),
  );

const adapters = () => createPushServices(db(), t.app.push.config).adapters;

describe('registration', () => {
  it('refuses endpoints that are not push services, bad keys, and FCM when it is not configured', async () => {
    const p = await new Player(t.app).register();
    const evil = JSON.parse(fake.subscribe().json) as { endpoint: string };
    evil.endpoint = 'http://169.254.169.254/latest/meta-data';
    let res = await p.call('pushRegister', registration(JSON.stringify(evil)));
    expect(envelope(res).dm_error).toBe(DmError.PushTokenInvalid);
    const badKey = JSON.parse(fake.subscribe().json) as { keys: { p256dh: string } };
    badKey.keys.p256dh = 'AAAA';
    res = await p.call('pushRegister', registration(JSON.stringify(badKey)));
    expect(envelope(res).dm_error).toBe(DmError.PushTokenInvalid);
    res = await p.call('pushRegister', registration('not json'));
    expect(envelope(res).dm_error).toBe(DmError.PushTokenInvalid);
    res = await p.call('pushRegister', registration('a'.repeat(150), 'fcm'));
    expect(envelope(res).dm_error).toBe(DmError.PushUnavailable);
    res = await p.call('pushRegister', { ...registration(fake.subscribe().json), meta: [] });
    expect(envelope(res).dm_error).toBe(DmError.BadRequest);
    const rows = await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.uid, p.uid));
    expect(rows).toEqual([]);
  });

  it('known push services are accepted over https only', () => {
    const config = loadPushConfig({});
    const ok = (endpoint: string) => {
      try {
        return createPushServices(db(), config) && endpoint;
      } catch {
        return null;
      }
    };
    expect(ok('x')).toBe('x');
    const allowed = (e: string) =>
      import('../../server/push/config').then((m) => m.endpointAllowed(e, config));
    return Promise.all([
      allowed('https://fcm.googleapis.com/fcm/send/abc').then((v) => expect(v).toBe(true)),
      allowed('https://updates.push.services.mozilla.com/wpush/v2/x').then((v) => expect(v).toBe(true)),
      allowed('http://fcm.googleapis.com/fcm/send/abc').then((v) => expect(v).toBe(false)),
      allowed('https://fcm.googleapis.com.evil.example/x').then((v) => expect(v).toBe(false)),
      allowed('https://fcm.googleapis.com:8443/x').then((v) => expect(v).toBe(false)),
      allowed('https://user:pw@fcm.googleapis.com/x').then((v) => expect(v).toBe(false)),
    ]);
  });

  it('the client gets a stable VAPID key per brand', async () => {
    const p = new Player(t.app);
    const a = await p.ok<{ vapid_public_key: string; fcm: unknown }>('pushConfig');
    const b = await p.ok<{ vapid_public_key: string }>('pushConfig');
    expect(fromB64url(a.vapid_public_key)).toHaveLength(65);
    expect(b.vapid_public_key).toBe(a.vapid_public_key);
    expect(a.fcm).toBeNull();
    const mx = await new Player(t.app, 'golazo_mx').ok<{ vapid_public_key: string }>('pushConfig');
    expect(mx.vapid_public_key).not.toBe(a.vapid_public_key);
  });
});

describe('the sender', () => {
  it('an event pushes through the push service: VAPID-signed, encrypted, with the title and route', async () => {
    const { p, sub } = await subscribed();
    const m = await event(p.uid, 'PAY-1');
    const before = fake.received.length;
    const r = await pushPass(db(), clock, adapters());
    expect(r.sent).toBeGreaterThanOrEqual(1);
    const got = fake.received.slice(before).filter((x) => x.subscription === sub.id);
    expect(got).toHaveLength(1);
    expect(got[0]!.payload).toMatchObject({
      title: 'Deposit received',
      url: '/deposit-result?order_id=PAY-1',
      message_id: m.id,
      tag: 'deposit_credited:PAY-1',
    });
    expect((got[0]!.payload as { body: string }).body).toMatch(/R\$\s?50\.00/);
    // Sent once: another pass sends nothing more.
    await pushPass(db(), clock + 60_000, adapters());
    expect(fake.received.filter((x) => x.subscription === sub.id)).toHaveLength(1);
  });

  it('retries with back-off after errors, and a restart (new sender, lease run out) loses nothing', async () => {
    const { p, sub } = await subscribed();
    // Drain whatever else is due first, so the script below hits this push.
    await pushPass(db(), clock, adapters());
    await event(p.uid, 'PAY-2');
    fake.script(500);
    let r = await pushPass(db(), clock, adapters());
    expect(r.retried).toBe(1);
    const [row] = await db()
      .select()
      .from(pushQueue)
      .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushQueue.subscriptionId))
      .where(eq(pushSubscriptions.uid, p.uid));
    expect(row!.push_queue).toMatchObject({ state: 'pending', attempts: 1 });
    expect(row!.push_queue.nextAt.getTime()).toBe(clock + backoffMs(1));
    // Not due yet: nothing is sent.
    expect((await pushPass(db(), clock + backoffMs(1) - 1, adapters())).sent).toBe(0);

    // A node claims it (lease) and dies before answering: the row waits for the lease, then any node sends it.
    const t2 = clock + backoffMs(1);
    await db().execute(sql`update push_queue set next_at = ${new Date(t2 + 60_000).toISOString()}::timestamptz
      where id = ${row!.push_queue.id}`);
    expect((await pushPass(db(), t2, adapters())).sent).toBe(0);
    r = await pushPass(
      db(),
      t2 + 60_000,
      createPushServices(db(), loadPushConfig({ PUSH_ENDPOINT_HOSTS: fake.host })).adapters,
    );
    expect(r.sent).toBe(1);
    expect(fake.received.filter((x) => x.subscription === sub.id)).toHaveLength(1);
    const [done] = await db().select().from(pushQueue).where(eq(pushQueue.id, row!.push_queue.id));
    expect(done).toMatchObject({ state: 'sent', attempts: 2 });
  });

  it('a dead subscription (410) is deleted with its queue; later events queue nothing for it', async () => {
    const { p } = await subscribed();
    await pushPass(db(), clock, adapters());
    await event(p.uid, 'PAY-3');
    fake.script(410);
    const r = await pushPass(db(), clock, adapters());
    expect(r.dead).toBe(1);
    expect(await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.uid, p.uid))).toEqual([]);
    await event(p.uid, 'PAY-4');
    const queued = await db().execute(sql`select count(*) as n from push_queue q join messages m
      on m.id = q.message_id where m.uid = ${p.uid}`);
    expect(Number((queued as unknown as { rows: { n: string }[] }).rows[0]!.n)).toBe(0);
  });

  it('preferences: a player who turned wallet pushes off gets the message but no push', async () => {
    const { p } = await subscribed();
    expect(await p.ok('pushPrefsSet', { wallet: false })).toEqual({
      bets: true,
      wallet: false,
      promotions: true,
      news: true,
    });
    await event(p.uid, 'PAY-5');
    await event(p.uid, 'order-9', MessageKind.BetSettled);
    const kinds = await db().execute(sql`select m.kind from push_queue q join messages m
      on m.id = q.message_id where m.uid = ${p.uid}`);
    expect((kinds as unknown as { rows: { kind: string }[] }).rows.map((x) => x.kind)).toEqual([
      'bet_settled',
    ]);
  });

  it('a heartbeat without a session unties the device (after a logout nothing more reaches it)', async () => {
    const { p } = await subscribed();
    const device = `dev-${devices}`;
    const visitor = new Player(t.app);
    await visitor.ok('pushReport', { device_id: device, permission: 'granted' });
    const [row] = await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.deviceId, device));
    expect(row!.uid).toBeNull();
    await event(p.uid, 'PAY-6');
    const queued = await db().execute(sql`select count(*) as n from push_queue q join messages m
      on m.id = q.message_id where m.uid = ${p.uid}`);
    expect(Number((queued as unknown as { rows: { n: string }[] }).rows[0]!.n)).toBe(0);
    // Reported again by the logged-in player with permission denied: tied back, but still no pushes.
    await p.ok('pushReport', { device_id: device, permission: 'denied' });
    const [again] = await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.deviceId, device));
    expect(again).toMatchObject({ uid: p.uid, permission: 'denied' });
  });
});

describe('FCM HTTP v1', () => {
  it('gets an OAuth token with a signed JWT, sends a data message, and reports UNREGISTERED as gone', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const calls: { url: string; body: string; auth?: string }[] = [];
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        calls.push({ url: req.url ?? '', body, auth: req.headers.authorization });
        if (req.url === '/token') {
          res.writeHead(200, { 'content-type': 'application/json' });
          return res.end(JSON.stringify({ access_token: 'tok-1', expires_in: 3600 }));
        }
        const token = (JSON.parse(body) as { message: { token: string } }).message.token;
        if (token === 'dead-token-xxxxxxxxxxxxxxxxxx') {
          res.writeHead(404, { 'content-type': 'application/json' });
          return res.end(
            JSON.stringify({ error: { status: 'NOT_FOUND', details: [{ errorCode: 'UNREGISTERED' }] } }),
          );
        }
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ name: 'projects/demo/messages/1' }));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const fcm = createFcmAdapter({
      apiBase: base,
      accountFor: () => ({
        project_id: 'demo',
        client_email: 'push@demo.iam.gserviceaccount.com',
        private_key: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
        token_uri: `${base}/token`,
      }),
    });
    const payload = {
      title: 'T',
      body: 'B',
      url: '/bet-record',
      tag: 'x',
      icon: '/i',
      badge: '/b',
      message_id: 7,
    };
    const target = {
      brandId: 'br',
      pushType: 'fcm' as const,
      token: 'live-token-xxxxxxxxxxxxxxxxxx',
      p256dh: null,
      auth: null,
    };
    expect(await fcm.send(target, payload, clock)).toEqual({ kind: 'sent' });
    expect(
      await fcm.send({ ...target, token: 'dead-token-xxxxxxxxxxxxxxxxxx' }, payload, clock),
    ).toMatchObject({
      kind: 'gone',
    });
    server.close();
    const token = calls.filter((c) => c.url === '/token');
    expect(token).toHaveLength(1); // kept between sends
    const assertion = new URLSearchParams(token[0]!.body).get('assertion')!;
    const claims = JSON.parse(fromB64url(assertion.split('.')[1]!).toString()) as Record<string, unknown>;
    expect(claims).toMatchObject({
      iss: 'push@demo.iam.gserviceaccount.com',
      scope: 'https://www.googleapis.com/auth/firebase.messaging',
      aud: `${base}/token`,
    });
    const send = calls.find((c) => c.url === '/v1/projects/demo/messages:send')!;
    expect(send.auth).toBe('Bearer tok-1');
    expect(JSON.parse(send.body)).toMatchObject({
      message: {
        token: 'live-token-xxxxxxxxxxxxxxxxxx',
        data: { title: 'T', url: '/bet-record', message_id: '7' },
      },
    });
  });
});
