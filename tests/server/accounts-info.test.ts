import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../core/contract/endpoints';
import { DmError } from '../../core/contract/errors';
import type { LoginInfo } from '../../core/contract/schemas/user';
import { users } from '../../server/db/schema-accounts';
import { brandHeaders, createTestApp, type EnvelopeBody, type TestApp } from './helpers/app';
import { Client } from './helpers/accounts';
import { registration } from './helpers/registration';

let t: TestApp;
let ipSeq = 0;
const browser = () => new Client(t.app, `10.4.0.${++ipSeq}`, `device-info-${ipSeq}`);
const body = <T = LoginInfo>(res: { json(): unknown }) => res.json() as EnvelopeBody<T>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function register(c: Client, email: string) {
  const res = await c.call('emailRegister', {
    ...registration(),
    email,
    password: 'correct horse 1',
  });
  expect(res.statusCode, res.body).toBe(200);
  return body(res).data;
}

const storedNick = async (uid: number) =>
  (await t.database.db.select().from(users).where(eq(users.id, uid)))[0]!.nick;

describe('account/info/update (edit the nick)', () => {
  it('sets the trimmed nick, answers it in nick and profile, and info/query shows it', async () => {
    const c = browser();
    const info = await register(c, 'edit.nick@example.com');
    expect(info.nick).toBe('edit.nick');
    const res = await c.call('accountInfoUpdate', { nick: '  Jogador Ñandú 7  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).data).toMatchObject({ uid: info.uid, nick: 'Jogador Ñandú 7', sid: info.sid });
    expect(body(res).data.profile.nick).toBe('Jogador Ñandú 7');
    const me = body(await c.call('accountInfo')).data;
    expect(me).toMatchObject({ nick: 'Jogador Ñandú 7', profile: { nick: 'Jogador Ñandú 7' } });
    expect(await storedNick(info.uid)).toBe('Jogador Ñandú 7');
  });

  it('accepts letters of any script, digits and . _ -', async () => {
    const c = browser();
    await register(c, 'scripts@example.com');
    for (const nick of ['Игрок_1', '玩家.二', 'ผู้เล่น-9', 'ab']) {
      const res = await c.call('accountInfoUpdate', { nick });
      expect(res.statusCode, `${nick}: ${res.body}`).toBe(200);
      expect(body(res).data.nick).toBe(nick);
    }
  });

  it('answers 604 without a session and changes nobody', async () => {
    const res = await browser().call('accountInfoUpdate', { nick: 'Nobody' });
    expect(res.statusCode).toBe(604);
    expect(body(res).dm_error).toBe(DmError.SessionExpired);
  });

  it('refuses a nick of 1 or 25 characters or with markup with 400 BadRequest, nick unchanged', async () => {
    const c = browser();
    const info = await register(c, 'bad.nick@example.com');
    for (const nick of ['a', '  b  ', 'x'.repeat(25), '<script>', 'tab\there', '']) {
      const res = await c.call('accountInfoUpdate', { nick });
      expect(res.statusCode, nick).toBe(400);
      expect(body(res).dm_error).toBe(DmError.BadRequest);
      expect(body(res).error_msg).toMatch(/nickname must be 2 to 24 characters/);
    }
    expect(await storedNick(info.uid)).toBe('bad.nick');
    expect(body(await c.call('accountInfo')).data.nick).toBe('bad.nick');
  });

  it('counts characters, not UTF-16 units: 24 astral CJK letters pass, 25 do not', async () => {
    const c = browser();
    await register(c, 'count@example.com');
    const astral = '𠀀'.repeat(24); // 24 code points, 48 UTF-16 units
    expect((await c.call('accountInfoUpdate', { nick: astral })).statusCode).toBe(200);
    expect((await c.call('accountInfoUpdate', { nick: astral + '𠀀' })).statusCode).toBe(400);
  });

  it('refuses the edit from a foreign Origin (403) and leaves the nick alone', async () => {
    const c = browser();
    const info = await register(c, 'csrf.nick@example.com');
    const { path } = endpoints.accountInfoUpdate;
    const res = await t.app.inject({
      method: 'POST',
      url: `${path}?smid=${c.smid}`,
      headers: {
        ...brandHeaders('placar_br'),
        cookie: `session=${c.token}`,
        origin: 'https://evil.example',
      },
      payload: { nick: 'Hijacked' },
    });
    expect(res.statusCode).toBe(403);
    expect(body(res).dm_error).toBe(DmError.ForbiddenOrigin);
    expect(await storedNick(info.uid)).toBe('csrf.nick');
  });
});
