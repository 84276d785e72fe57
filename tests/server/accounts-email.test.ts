import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DmError } from '../../core/contract/errors';
import type { LoginInfo } from '../../core/contract/schemas/user';
import { defaultAccountsConfig } from '../../server/accounts/config';
import { sessions, users } from '../../server/db/schema-accounts';
import { DEMO_PLAYER } from '../../server/db/seed/demo-player';
import { createTestApp, type EnvelopeBody, type TestApp } from './helpers/app';
import { Client, sessionCookie } from './helpers/accounts';
import { registration } from './helpers/registration';

let clock = 1_800_000_000_000;
let t: TestApp;
let ipSeq = 0;
/** A fresh browser on its own IP, so per-IP limits of one test do not leak into another. */
const browser = (smid = `device-${ipSeq}`) => new Client(t.app, `10.2.0.${++ipSeq}`, smid);
const body = <T = LoginInfo>(res: { json(): unknown }) => res.json() as EnvelopeBody<T>;

beforeAll(async () => {
  t = await createTestApp({
    now: () => clock,
    accounts: { ...defaultAccountsConfig(), sessionIdleMinutes: 60, sessionMaxDays: 2 },
  });
});
afterAll(() => t.close());

async function register(c: Client, email: string, password = 'correct horse 1') {
  const res = await c.call('emailRegister', {
    ...registration(),
    email,
    password,
  });
  expect(res.statusCode, res.body).toBe(200);
  return body(res).data;
}

describe('registration and login by e-mail', () => {
  it('registers, normalises the e-mail, hashes the password with scrypt and logs in', async () => {
    const c = browser();
    const info = await register(c, '  New.Player@Example.COM ');
    expect(info).toMatchObject({
      email: 'new.player@example.com',
      visitor: 0,
      first_regist: 1,
      first_active: 1,
    });
    expect(info.uid).toBeGreaterThan(10_000_000);
    expect(info.profile.nick).toBe(info.nick);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, info.uid));
    expect(row!.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(row!.passwordHash).not.toContain('correct horse');
    const me = await c.call('accountInfo');
    expect(body(me).data).toMatchObject({ uid: info.uid, email: 'new.player@example.com', sid: info.sid });
  });

  it('sets the session only in an httpOnly, SameSite=Lax, Path=/ cookie, never in the answer', async () => {
    const c = browser();
    const res = await c.call('emailRegister', {
      ...registration(),
      email: 'cookie@example.com',
      password: 'long enough',
    });
    const cookie = sessionCookie(res)!;
    expect(cookie.attributes).toMatchObject({ httponly: true, samesite: 'Lax', path: '/' });
    expect(cookie.attributes.secure).toBeUndefined(); // plain http (localhost); https sets it, see below
    expect(Buffer.from(cookie.value, 'base64url')).toHaveLength(32);
    expect(res.body).not.toContain(cookie.value);
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.publicId, body(res).data.sid));
    expect(row!.tokenHash).not.toBe(cookie.value);
  });

  it('marks the cookie Secure on https', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/piranha/user/account/email/register?smid=d',
      headers: { appkey: 'placar_br', 'x-forwarded-proto': 'https' },
      payload: { ...registration(), email: 'secure@example.com', password: 'long enough' },
      remoteAddress: '10.2.9.1',
    });
    // Without TRUST_PROXY the forwarded header is ignored: still http.
    expect(sessionCookie(res)!.attributes.secure).toBeUndefined();
    const secure = await createTestApp({ now: () => clock, trustProxy: true });
    try {
      const res2 = await secure.app.inject({
        method: 'POST',
        url: '/api/piranha/user/account/email/register?smid=d',
        headers: { appkey: 'placar_br', 'x-forwarded-proto': 'https' },
        payload: { ...registration(), email: 'secure@example.com', password: 'long enough' },
      });
      expect(sessionCookie(res2)!.attributes.secure).toBe(true);
    } finally {
      await secure.close();
    }
  });

  it('refuses a second account for the same e-mail, whatever the capitals', async () => {
    await register(browser(), 'twice@example.com');
    const res = await browser().call('emailRegister', {
      ...registration(),
      email: 'TWICE@example.com',
      password: 'another one',
    });
    expect(body(res)).toMatchObject({ dm_error: DmError.EmailTaken, data: null });
    const rows = await t.database.db.select().from(users).where(eq(users.email, 'twice@example.com'));
    expect(rows).toHaveLength(1);
  });

  it('gives a new token at every login and keeps the old one from working', async () => {
    const c = browser();
    await register(c, 'rotate@example.com');
    const first = c.token!;
    const res = await c.call('emailLogin', { email: 'rotate@example.com', password: 'correct horse 1' });
    expect(body(res).dm_error).toBe(0);
    expect(c.token).not.toBe(first);
    const old = new Client(t.app, c.ip);
    old.token = first;
    expect((await old.call('accountInfo')).statusCode).toBe(604);
  });

  it('answers an unknown e-mail and a wrong password with the same error and message', async () => {
    await register(browser(), 'known@example.com');
    const wrong = body(
      await browser().call('emailLogin', { email: 'known@example.com', password: 'not the one' }),
    );
    const unknown = body(
      await browser().call('emailLogin', { email: 'nobody@example.com', password: 'not the one' }),
    );
    expect(wrong).toEqual({
      data: null,
      dm_error: DmError.LoginFailed,
      error_msg: 'Wrong e-mail or password',
    });
    expect(unknown).toEqual(wrong);
  });

  it('logs in the seeded demo player', async () => {
    const res = await browser().call('emailLogin', {
      email: DEMO_PLAYER.email,
      password: DEMO_PLAYER.password,
    });
    expect(body(res).data).toMatchObject({ email: DEMO_PLAYER.email, nick: 'demo', visitor: 0 });
  });
});

describe('bad input changes nothing', () => {
  it.each([
    ['no at sign', 'player.example.com'],
    ['spaces inside', 'pla yer@example.com'],
    ['no domain dot', 'player@example'],
    ['double dot', 'a..b@example.com'],
  ])('refuses a malformed e-mail (%s) with InvalidEmail', async (_why, email) => {
    const res = await browser().call('emailRegister', {
      ...registration(),
      email,
      password: 'long enough',
    });
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({
      dm_error: DmError.InvalidEmail,
      error_msg: 'Enter a valid e-mail address',
    });
  });

  it('refuses an empty or short password on registration and an empty one on login', async () => {
    for (const password of ['', 'short']) {
      const res = await browser().call('emailRegister', {
        ...registration(),
        email: 'weak@example.com',
        password,
      });
      expect(body(res)).toMatchObject({ dm_error: DmError.InvalidPassword });
    }
    const login = await browser().call('emailLogin', { email: 'weak@example.com', password: '' });
    expect(body(login)).toMatchObject({
      dm_error: DmError.InvalidPassword,
      error_msg: 'Enter your password',
    });
    expect(await t.database.db.select().from(users).where(eq(users.email, 'weak@example.com'))).toEqual([]);
  });

  it('refuses oversized fields naming the field', async () => {
    const long = await browser().call('emailRegister', {
      ...registration(),
      email: `${'a'.repeat(250)}@x.com`,
      password: 'long enough',
    });
    expect(body(long)).toMatchObject({
      dm_error: DmError.BadRequest,
      error_msg: 'email must NOT have more than 254 characters',
    });
    const pw = await browser().call('emailLogin', { email: 'a@example.com', password: 'p'.repeat(129) });
    expect(body(pw)).toMatchObject({
      dm_error: DmError.BadRequest,
      error_msg: 'password must NOT have more than 128 characters',
    });
  });

  it('refuses a body field of the wrong type', async () => {
    const res = await browser().call('emailLogin', { email: ['a@example.com'], password: 'long enough' });
    expect(body(res).dm_error).toBe(DmError.BadRequest);
  });
});

describe('sessions', () => {
  it('a uid and sid in the parameters authenticate nothing', async () => {
    const c = browser();
    const info = await register(c, 'params@example.com');
    const stranger = browser();
    const res = await stranger.call('accountInfo', {}, { query: { uid: String(info.uid), sid: info.sid } });
    expect(res.statusCode).toBe(604);
    expect(body(res)).toMatchObject({ dm_error: 604, data: null });
  });

  it('logout revokes the session server-side and clears the cookie', async () => {
    const c = browser();
    await register(c, 'logout@example.com');
    const token = c.token!;
    const res = await c.call('logout');
    expect(body(res).dm_error).toBe(0);
    expect(sessionCookie(res)!.value).toBe('');
    const replay = new Client(t.app, c.ip);
    replay.token = token;
    expect((await replay.call('accountInfo')).statusCode).toBe(604);
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.revokedAt, new Date(clock)));
    expect(row).toBeDefined();
  });

  it('expires after the idle time (604) and stays alive while used', async () => {
    const c = browser();
    await register(c, 'idle@example.com');
    clock += 50 * 60_000;
    expect((await c.call('accountInfo')).statusCode).toBe(200); // used: idle clock restarts
    clock += 50 * 60_000;
    expect((await c.call('accountInfo')).statusCode).toBe(200);
    clock += 61 * 60_000;
    const res = await c.call('accountInfo');
    expect(res.statusCode).toBe(604);
    expect(body(res).error_msg).toBe('Your session has expired. Please log in again.');
  });

  it('expires at the absolute maximum even when used and renewed', async () => {
    const c = browser();
    await register(c, 'absolute@example.com');
    for (let i = 0; i < 2 * 24 - 1; i++) {
      clock += 59 * 60_000;
      expect((await c.call('sessionRenewal')).statusCode).toBe(200);
    }
    clock += 2 * 3_600_000;
    expect((await c.call('sessionRenewal')).statusCode).toBe(604);
  });

  it('renewal rotates the cookie, keeps the sid, and the old token works only for a minute', async () => {
    const c = browser();
    const info = await register(c, 'renew@example.com');
    const old = c.token!;
    const res = await c.call('sessionRenewal');
    expect(body(res).data).toEqual({ valid: true, sid: info.sid });
    expect(c.token).not.toBe(old);
    const inFlight = new Client(t.app, c.ip);
    inFlight.token = old;
    expect((await inFlight.call('accountInfo')).statusCode).toBe(200);
    clock += 61_000;
    expect((await inFlight.call('accountInfo')).statusCode).toBe(604);
    expect((await c.call('accountInfo')).statusCode).toBe(200);
  });

  it('renewal without a session answers 604', async () => {
    expect((await browser().call('sessionRenewal')).statusCode).toBe(604);
  });

  it('del_apply ends every session of the account and refuses the next login', async () => {
    const a = browser();
    await register(a, 'leaving@example.com');
    const b = browser();
    await b.call('emailLogin', { email: 'leaving@example.com', password: 'correct horse 1' });
    expect(body(await a.call('deleteApply', { reason: 'taking a break' })).dm_error).toBe(0);
    expect((await a.call('accountInfo')).statusCode).toBe(604);
    expect((await b.call('accountInfo')).statusCode).toBe(604);
    const again = await browser().call('emailLogin', {
      email: 'leaving@example.com',
      password: 'correct horse 1',
    });
    expect(body(again).dm_error).toBe(DmError.AccountClosed);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'leaving@example.com'));
    expect(row).toMatchObject({ deletionReason: 'taking a break' });
  });
});

describe('tourists', () => {
  it('the same device gets the same tourist, another device another one', async () => {
    // Issue #21: a new tourist is a new account, so the market's registration fields are required.
    const bare = body(await browser('phone-a').call('visitorLogin'));
    expect(bare.dm_error).toBe(DmError.RgTermsRequired);
    const first = body(await browser('phone-a').call('visitorLogin', registration())).data;
    expect(first).toMatchObject({ visitor: 1, first_regist: 1, email: '', smid: 'phone-a' });
    // The same device's tourist comes back without them.
    const again = body(await browser('phone-a').call('visitorLogin')).data;
    expect(again).toMatchObject({ uid: first.uid, first_regist: 0 });
    expect(again.sid).not.toBe(first.sid);
    const other = body(await browser('phone-b').call('visitorLogin', registration())).data;
    expect(other.uid).not.toBe(first.uid);
  });

  it('needs a device id', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/piranha/user/account/v2/visitor_login',
      headers: { appkey: 'placar_br' },
      payload: {},
    });
    expect(body(res).dm_error).toBe(DmError.DeviceIdRequired);
  });

  it('binding an e-mail keeps the uid, ends tourist mode, and the e-mail logs in to the same account', async () => {
    const c = browser('phone-bind');
    const tourist = body(await c.call('visitorLogin', registration())).data;
    const res = await c.call('visitorBind', { email: 'Saved@Example.com', password: 'saved password' });
    expect(body(res).data).toMatchObject({
      uid: tourist.uid,
      visitor: 0,
      email: 'saved@example.com',
      sid: tourist.sid,
    });
    const login = await browser().call('emailLogin', {
      email: 'saved@example.com',
      password: 'saved password',
    });
    expect(body(login).data.uid).toBe(tourist.uid);
    // The device has no tourist any more: the next tourist login is a new account.
    const next = body(await browser('phone-bind').call('visitorLogin', registration())).data;
    expect(next.uid).not.toBe(tourist.uid);
  });

  it('cannot bind an e-mail that has an account, nor bind twice', async () => {
    await register(browser(), 'owned@example.com');
    const c = browser('phone-owned');
    const tourist = body(await c.call('visitorLogin', registration())).data;
    const taken = await c.call('visitorBind', { email: 'owned@example.com', password: 'saved password' });
    expect(body(taken).dm_error).toBe(DmError.EmailTaken);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, tourist.uid));
    expect(row).toMatchObject({ visitor: true, email: null });
    await c.call('visitorBind', { email: 'mine@example.com', password: 'saved password' });
    const twice = await c.call('visitorBind', { email: 'mine2@example.com', password: 'saved password' });
    expect(body(twice).dm_error).toBe(DmError.NotTourist);
  });

  it('bind needs a session', async () => {
    const res = await browser().call('visitorBind', { email: 'x@example.com', password: 'saved password' });
    expect(res.statusCode).toBe(604);
  });
});

describe('rate limits', () => {
  it('login: 10 per 15 minutes per e-mail, then 429 RateLimited, also for the right password', async () => {
    await register(browser(), 'target@example.com');
    for (let i = 0; i < 10; i++) {
      const res = await browser().call('emailLogin', {
        email: 'target@example.com',
        password: `guess ${i}xx`,
      });
      expect(body(res).dm_error).toBe(DmError.LoginFailed);
    }
    const res = await browser().call('emailLogin', {
      email: 'target@example.com',
      password: 'correct horse 1',
    });
    expect(res.statusCode).toBe(429);
    expect(body(res)).toMatchObject({
      dm_error: DmError.RateLimited,
      error_msg: expect.stringContaining('15 minutes'),
    });
    clock += 15 * 60_000;
    const later = await browser().call('emailLogin', {
      email: 'target@example.com',
      password: 'correct horse 1',
    });
    expect(body(later).dm_error).toBe(0);
  });

  it('login: 30 per 15 minutes per IP across e-mails', async () => {
    const c = browser();
    for (let i = 0; i < 30; i++) {
      const res = await c.call('emailLogin', { email: `spray${i}@example.com`, password: 'whatever1' });
      expect(res.statusCode).toBe(400);
    }
    expect(
      (await c.call('emailLogin', { email: 'spray99@example.com', password: 'whatever1' })).statusCode,
    ).toBe(429);
  }, 120_000); // 31 real scrypt checks (the dummy hash): slow on a busy machine

  it('registration: 5 per hour per IP', async () => {
    const c = browser();
    for (let i = 0; i < 5; i++)
      expect(
        body(
          await c.call('emailRegister', {
            ...registration(),
            email: `r${i}@example.com`,
            password: 'long enough',
          }),
        ).dm_error,
      ).toBe(0);
    const res = await c.call('emailRegister', {
      ...registration(),
      email: 'r9@example.com',
      password: 'long enough',
    });
    expect(res.statusCode).toBe(429);
    expect(await t.database.db.select().from(users).where(eq(users.email, 'r9@example.com'))).toEqual([]);
  });
});
