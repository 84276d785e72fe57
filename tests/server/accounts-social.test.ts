import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DmError } from '../../core/contract/errors';
import type { BindCheckResult, LoginInfo } from '../../core/contract/schemas/user';
import { defaultAccountsConfig } from '../../server/accounts/config';
import { dataCheckString, telegramHash } from '../../server/accounts/telegram';
import { userBindings, users } from '../../server/db/schema-accounts';
import { createTestApp, type EnvelopeBody, type TestApp } from './helpers/app';
import { Client } from './helpers/accounts';
import { startFakeIdp, type FakeIdp } from './helpers/fake-idp';
import { registration } from './helpers/registration';

const BOT_TOKEN = '123456:TEST-bot-token';
const CLIENT_ID = 'placar-web.apps.googleusercontent.com';
let clock = 1_800_000_000_000;
let t: TestApp;
let idp: FakeIdp;
let ipSeq = 0;
const browser = () => new Client(t.app, `10.4.0.${++ipSeq}`, `dev-${ipSeq}`);
const body = <T = LoginInfo>(res: { json(): unknown }) => res.json() as EnvelopeBody<T>;

beforeAll(async () => {
  idp = await startFakeIdp();
  t = await createTestApp({
    now: () => clock,
    accounts: {
      ...defaultAccountsConfig(),
      telegramBotToken: BOT_TOKEN,
      googleClientId: CLIENT_ID,
      googleJwksUrl: idp.jwksUrl,
    },
  });
});
afterAll(async () => {
  await t.close();
  await idp.close();
});

/** Init data signed the way Telegram signs it. */
function initData(user: object, authDateMs = clock, token = BOT_TOKEN): string {
  const params = new URLSearchParams({
    query_id: `AAH${Math.round(authDateMs)}`,
    user: JSON.stringify(user),
    auth_date: String(Math.floor(authDateMs / 1000)),
  });
  params.set('hash', telegramHash(dataCheckString(params), token));
  return params.toString();
}

describe('Telegram mini app', () => {
  it('logs in and signs up a Telegram user, bound as plat telegram; the same user comes back', async () => {
    const tg = { id: 777001, first_name: 'Ana', username: 'ana_tg' };
    // Issue #21: a new account needs the market's fields; the refusal does not spend the init data.
    const data = initData(tg);
    const bare = body(await browser().call('tgMiniAppLogin', { init_data: data }));
    expect(bare.dm_error).toBe(DmError.RgTermsRequired);
    const first = body(await browser().call('tgMiniAppLogin', { init_data: data, ...registration() }));
    expect(first.data).toMatchObject({
      first_regist: 1,
      nick: 'Ana',
      bind_info: [{ plat: 'telegram', unionid: '777001' }],
    });
    clock += 1000;
    const again = body(await browser().call('tgMiniAppLogin', { init_data: initData(tg) }));
    expect(again.data).toMatchObject({ uid: first.data.uid, first_regist: 0 });
  });

  it('refuses replayed init data', async () => {
    const data = initData({ id: 777002, first_name: 'Bo' });
    expect(
      body(await browser().call('tgMiniAppLogin', { init_data: data, ...registration() })).dm_error,
    ).toBe(0);
    const replay = body(await browser().call('tgMiniAppLogin', { init_data: data }));
    expect(replay).toMatchObject({
      dm_error: DmError.TelegramInvalid,
      error_msg: 'This Telegram login data was already used',
    });
  });

  it('refuses forged, re-signed with another token, tampered and expired init data', async () => {
    const tampered = initData({ id: 777003, first_name: 'Cy' }).replace('777003', '777004');
    const otherBot = initData({ id: 777005, first_name: 'Di' }, clock, '999:other');
    const old = initData({ id: 777006, first_name: 'Ed' }, clock - 24 * 3_600_000 - 1000);
    for (const init_data of [tampered, otherBot, old, 'user=%7B%7D&hash=abc']) {
      const res = body(await browser().call('tgMiniAppLogin', { init_data }));
      expect(res).toMatchObject({ dm_error: DmError.TelegramInvalid, data: null });
    }
    const rows = await t.database.db.select().from(userBindings).where(eq(userBindings.unionId, '777004'));
    expect(rows).toEqual([]);
  });

  it('binds Telegram to the logged-in player, and refuses an identity owned by someone else', async () => {
    const c = browser();
    const me = body(
      await c.call('emailRegister', {
        ...registration(),
        email: 'tgbind@example.com',
        password: 'long enough',
      }),
    ).data;
    const bound = body(
      await c.call('tgMiniAppBind', { init_data: initData({ id: 777010, first_name: 'Fa' }) }),
    );
    expect(bound.data).toMatchObject({
      uid: me.uid,
      email: 'tgbind@example.com',
      bind_info: [{ plat: 'telegram', unionid: '777010' }],
    });
    const login = body(
      await browser().call('tgMiniAppLogin', {
        init_data: initData({ id: 777010, first_name: 'Fa' }, clock + 1000),
      }),
    );
    expect(login.data.uid).toBe(me.uid);
    const other = browser();
    await other.call('emailRegister', {
      ...registration(),
      email: 'tgthief@example.com',
      password: 'long enough',
    });
    const steal = body(
      await other.call('tgMiniAppBind', {
        init_data: initData({ id: 777010, first_name: 'Fa' }, clock + 2000),
      }),
    );
    expect(steal.dm_error).toBe(DmError.BindConflict);
    expect(
      (await browser().call('tgMiniAppBind', { init_data: initData({ id: 1, first_name: 'X' }) })).statusCode,
    ).toBe(604);
  });

  it('without a bot token Telegram login is a clear business error', async () => {
    const plain = await createTestApp({ accounts: defaultAccountsConfig() });
    try {
      const res = await new Client(plain.app).call('tgMiniAppLogin', { init_data: initData({ id: 5 }) });
      expect(body(res)).toMatchObject({
        dm_error: DmError.TelegramUnavailable,
        error_msg: 'Telegram login is not available on this site',
      });
    } finally {
      await plain.close();
    }
  });
});

const claims = (over: Record<string, unknown> = {}) => ({
  iss: 'https://accounts.google.com',
  aud: CLIENT_ID,
  sub: '1098765432100',
  email: 'gina@gmail.com',
  email_verified: true,
  name: 'Gina',
  iat: Math.floor(clock / 1000),
  exp: Math.floor(clock / 1000) + 3600,
  ...over,
});
const google = (auth_params: string, action: 'login' | 'bind' | 'login_and_signup' = 'login_and_signup') => ({
  plat: 'google',
  app_type: 'web',
  union_id: 'client-says-anything',
  auth_params,
  action,
});

describe('Google third-party login', () => {
  it('signs up with login_and_signup, then logs in with login; identity from the token only', async () => {
    const token = idp.token(claims());
    // Issue #21: a sign-up needs the market's fields (the same token is sent again with them).
    expect(body(await browser().call('thirdPartLogin', google(token))).dm_error).toBe(
      DmError.RgTermsRequired,
    );
    const up = body(await browser().call('thirdPartLogin', { ...google(token), ...registration() }));
    expect(up.data).toMatchObject({
      first_regist: 1,
      email: 'gina@gmail.com',
      nick: 'Gina',
      bind_info: [{ plat: 'google', unionid: '1098765432100' }],
    });
    const again = body(await browser().call('thirdPartyDo', google(idp.token(claims()), 'login')));
    expect(again.data).toMatchObject({ uid: up.data.uid, first_regist: 0 });
    expect(idp.jwksFetches).toBe(1); // cached
  });

  it('login for an unlinked identity says so and creates nothing', async () => {
    const res = body(
      await browser().call('thirdPartLogin', google(idp.token(claims({ sub: 'unlinked-1' })), 'login')),
    );
    expect(res.dm_error).toBe(DmError.ThirdPartyNotLinked);
    expect(
      await t.database.db.select().from(userBindings).where(eq(userBindings.unionId, 'unlinked-1')),
    ).toEqual([]);
  });

  it.each([
    ['signed by another key', () => idp.token(claims({ sub: 'forged' }), { key: idp.foreignKey })],
    ['expired', () => idp.token(claims({ sub: 'expired', exp: Math.floor(clock / 1000) - 120 }))],
    [
      'for another app',
      () => idp.token(claims({ sub: 'aud', aud: 'someone-else.apps.googleusercontent.com' })),
    ],
    ['from another issuer', () => idp.token(claims({ sub: 'iss', iss: 'https://evil.example.com' }))],
    [
      'unsigned (alg none)',
      () => {
        const payload = idp.token(claims({ sub: 'none' })).split('.')[1]!;
        const head = Buffer.from(JSON.stringify({ alg: 'none', kid: 'test-key-1' })).toString('base64url');
        return `${head}.${payload}.`;
      },
    ],
    ['not a JWT', () => 'garbage'],
  ])('refuses an ID token %s with ThirdPartyInvalid and creates nothing', async (_why, make) => {
    const before = await t.database.db.select().from(users);
    const res = body(await browser().call('thirdPartLogin', google(make())));
    expect(res).toMatchObject({
      dm_error: DmError.ThirdPartyInvalid,
      error_msg: 'The sign-in could not be verified. Try again.',
    });
    expect(await t.database.db.select().from(users)).toHaveLength(before.length);
  });

  it('an unconfigured provider is ThirdPartyUnavailable', async () => {
    const res = body(await browser().call('thirdPartLogin', { ...google('x'), plat: 'facebook' }));
    expect(res.dm_error).toBe(DmError.ThirdPartyUnavailable);
  });

  it('bind action links Google to the logged-in player', async () => {
    const c = browser();
    const me = body(
      await c.call('emailRegister', {
        ...registration(),
        email: 'linker@example.com',
        password: 'long enough',
      }),
    ).data;
    const res = body(
      await c.call(
        'thirdPartLogin',
        google(idp.token(claims({ sub: 'link-1', email: 'other@gmail.com' })), 'bind'),
      ),
    );
    expect(res.data).toMatchObject({ uid: me.uid, bind_info: [{ plat: 'google', unionid: 'link-1' }] });
  });

  it('bind/check finds the e-mail account; bind/email links it with a single-use request id', async () => {
    const owner = browser();
    const me = body(
      await owner.call('emailRegister', {
        ...registration(),
        email: 'hana@gmail.com',
        password: 'long enough',
      }),
    ).data;
    const c = { sub: 'hana-google', email: 'hana@gmail.com' };
    const check = body<BindCheckResult>(
      await browser().call('bindCheck', { ...google(idp.token(claims(c))), udid: 'u1' }),
    );
    expect(check.data.can_bind).toBe(true);
    expect(check.data.request_id).toMatch(/^[\w-]{32}$/);
    const wrongIdentity = await browser().call('bindEmail', {
      ...google(''),
      idtoken: idp.token(claims({ sub: 'someone-else', email: 'hana@gmail.com' })),
      is_bind: 1,
      request_id: check.data.request_id,
    });
    expect(body(wrongIdentity).dm_error).toBe(DmError.BindRequestInvalid);
    const bind = {
      ...google(''),
      idtoken: idp.token(claims(c)),
      is_bind: 1,
      request_id: check.data.request_id,
    };
    const linked = body(await browser().call('bindEmail', bind));
    expect(linked.data).toMatchObject({
      uid: me.uid,
      bind_info: [{ plat: 'google', unionid: 'hana-google' }],
    });
    expect(body(await browser().call('bindEmail', bind)).dm_error).toBe(DmError.BindRequestInvalid);
    const after = body<BindCheckResult>(await browser().call('bindCheck', google(idp.token(claims(c)))));
    expect(after.data).toEqual({ can_bind: false, request_id: '' });
  });

  it('a bind request expires after 10 minutes; is_bind 0 makes a separate account', async () => {
    await browser().call('emailRegister', {
      ...registration(),
      email: 'ivo@gmail.com',
      password: 'long enough',
    });
    const c = { sub: 'ivo-google', email: 'ivo@gmail.com' };
    const first = body<BindCheckResult>(await browser().call('bindCheck', google(idp.token(claims(c))))).data;
    clock += 10 * 60_000 + 1;
    const late = { ...google(''), idtoken: idp.token(claims(c)), is_bind: 1, request_id: first.request_id };
    expect(body(await browser().call('bindEmail', late)).dm_error).toBe(DmError.BindRequestInvalid);
    const second = body<BindCheckResult>(
      await browser().call('bindCheck', google(idp.token(claims(c)))),
    ).data;
    const separate = body(
      await browser().call('bindEmail', {
        ...google(''),
        idtoken: idp.token(claims(c)),
        is_bind: 0,
        request_id: second.request_id,
        ...registration(),
      }),
    );
    expect(separate.data).toMatchObject({
      first_regist: 1,
      email: '',
      bind_info: [{ plat: 'google', unionid: 'ivo-google' }],
    });
  });
});
