/**
 * The remaining SPEC §7 Users calls (issue #23): SMS codes through the SMS outbox (sandbox and a gateway),
 * phone numbers checked with SPEC §5's country codes, rate limits; the sportsbook profile; getUserAtom;
 * getUserRegisterMethod; getHomeData.
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DmError } from '../../core/contract/errors';
import type { FbProfile, HomeData, UserAtom } from '../../core/contract/schemas/users-more';
import type { RegisterMethods } from '../../core/contract/schemas/games-more';
import type { OutgoingSms } from '../../server/accounts/sms';
import { outbox } from '../../server/db/schema-accounts';
import { smsCodes } from '../../server/db/schema-spec-calls';
import { defaultAccountsConfig } from '../../server/accounts/config';
import { createTestApp, type TestApp } from './helpers/app';
import { Player, envelope } from './finance-support';

const clock = 1_800_000_000_000;
let t: TestApp;
const sent: OutgoingSms[] = [];
beforeAll(async () => {
  t = await createTestApp({
    now: () => clock,
    smsSender: { send: async (sms) => void sent.push(sms) },
  });
});
afterAll(() => t.close());

async function lastSmsCode(to: string): Promise<string> {
  const [row] = await t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, `+${to}`), eq(outbox.channel, 'sms')))
    .orderBy(desc(outbox.id))
    .limit(1);
  return /\b(\d{6})\b/.exec(row?.body ?? '')![1]!;
}

describe('sms/code/send and check', () => {
  it('sends a code to a valid number (outbox + gateway), stored hashed, used once', async () => {
    const p = new Player(t.app);
    expect(await p.ok('smsCodeSend', { phone: '(11) 91234-5678' })).toEqual({});
    expect(sent.at(-1)).toMatchObject({ to: '5511912345678', brandId: 'br' });
    const code = await lastSmsCode('5511912345678');
    const [row] = await t.database.db.select().from(smsCodes).where(eq(smsCodes.phone, '5511912345678'));
    expect(row!.codeHash).not.toContain(code);
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.recipient, '+5511912345678'));
    expect(mail!.sentAt).not.toBeNull();
    // The same number written another way is the same number.
    expect(await p.ok('smsCodeCheck', { phone: '+55 11 91234 5678', code })).toEqual({ valid: true });
    const again = await p.call('smsCodeCheck', { phone: '11912345678', code });
    expect(envelope(again).dm_error).toBe(DmError.CodeLoginError);
  });

  it('refuses numbers outside the SPEC §5 countries or of the wrong length', async () => {
    const p = new Player(t.app);
    const us = await p.call('smsCodeSend', { phone: '+1 415 555 0100' });
    expect(envelope(us)).toMatchObject({ dm_error: DmError.PhoneInvalid });
    const short = await p.call('smsCodeSend', { phone: '1234', area_code: '55' });
    expect(envelope(short)).toMatchObject({
      dm_error: DmError.PhoneInvalid,
      error_msg: 'This phone number has the wrong number of digits.',
    });
    // A Mexican number on the Brazilian brand is a SPEC §5 country: accepted.
    expect(await p.ok('smsCodeSend', { phone: '55 1234 5678', area_code: '52' })).toEqual({});
  });

  it('rate limits like e-mail codes (1 a minute per number) and locks after 5 wrong tries', async () => {
    const p = new Player(t.app);
    await p.ok('smsCodeSend', { phone: '+55 21 99876 5432' });
    const soon = await p.call('smsCodeSend', { phone: '+55 21 99876 5432' });
    expect(soon.statusCode).toBe(429);
    expect(envelope(soon).dm_error).toBe(DmError.RateLimited);
    for (let i = 0; i < 4; i++) {
      const wrong = await p.call('smsCodeCheck', { phone: '+5521998765432', code: '000000' });
      expect(envelope(wrong).dm_error).toBe(DmError.CodeLoginError);
    }
    const fifth = await p.call('smsCodeCheck', { phone: '+5521998765432', code: '000000' });
    expect(envelope(fifth).dm_error).toBe(DmError.CodeLoginErrorNew);
    const right = await p.call('smsCodeCheck', {
      phone: '+5521998765432',
      code: await lastSmsCode('5521998765432'),
    });
    expect(envelope(right).dm_error).toBe(DmError.CodeLoginErrorNew);
  });

  it('is not offered on a brand whose market has no SPEC §5 phone code (2005)', async () => {
    const res = await new Player(t.app, 'line_us').call('smsCodeSend', { phone: '+55 11 91234 5678' });
    expect(envelope(res).dm_error).toBe(DmError.SmsUnavailable);
  });
});

describe('SMS in production without a gateway', () => {
  it('answers 2005 and stores nothing', async () => {
    const prod = await createTestApp({
      now: () => clock,
      accounts: { ...defaultAccountsConfig(), devOutbox: false },
    });
    try {
      const res = await new Player(prod.app).call('smsCodeSend', { phone: '+55 11 91234 5678' });
      expect(envelope(res).dm_error).toBe(DmError.SmsUnavailable);
      expect(await prod.database.db.select().from(smsCodes)).toEqual([]);
      const methods = await new Player(prod.app).ok<RegisterMethods>('getUserRegisterMethod');
      expect(methods.list).not.toContain('phone');
    } finally {
      await prod.close();
    }
  });
});

describe('fb/user/create and fb/user/profile/get', () => {
  it('answers defaults before creation, then keeps the settings, counting the bets', async () => {
    const p = await new Player(t.app).register();
    const before = await p.ok<FbProfile>('fbUserProfile');
    expect(before).toMatchObject({
      created: false,
      uid: p.uid,
      odds_format: 'decimal',
      accept_odds: 'ask',
      bets_total: 0,
    });
    const created = await p.ok<FbProfile>('fbUserCreate', { odds_format: 'american' });
    expect(created).toMatchObject({
      created: true,
      odds_format: 'american',
      accept_odds: 'ask',
      currency: 'BRL',
    });
    expect(created.created_at).toBe(clock);
    const updated = await p.ok<FbProfile>('fbUserCreate', { accept_odds: 'higher' });
    expect(updated).toMatchObject({ odds_format: 'american', accept_odds: 'higher' });
    expect(await p.ok<FbProfile>('fbUserProfile')).toEqual(updated);
    const bad = await p.call('fbUserCreate', { odds_format: 'fractional' });
    expect(envelope(bad).dm_error).toBe(DmError.BadRequest);
    expect((await new Player(t.app).call('fbUserProfile')).statusCode).toBe(604);
  });
});

describe('getUserAtom', () => {
  it("answers the session's facts, and refuses a uid or sid that is not the session's", async () => {
    const p = await new Player(t.app).register();
    const atom = await p.ok<UserAtom>('getUserAtom');
    expect(atom).toMatchObject({ uid: p.uid, visitor: 0, deposited: 0, currency: 'BRL' });
    expect(await p.ok<UserAtom>('getUserAtom', {}, { uid: String(p.uid), sid: atom.sid })).toEqual(atom);
    const other = await p.call('getUserAtom', {}, { uid: '10000001' });
    expect(envelope(other).dm_error).toBe(DmError.UserAtomMismatch);
    const sid = await p.call('getUserAtom', {}, { sid: 'not-this-session' });
    expect(envelope(sid).dm_error).toBe(DmError.UserAtomMismatch);
    expect((await new Player(t.app).call('getUserAtom')).statusCode).toBe(604);
  });
});

describe('getUserRegisterMethod', () => {
  it('offers e-mail, phone (SMS on), guest; no Google or Telegram without their configuration', async () => {
    const br = await new Player(t.app).ok<RegisterMethods>('getUserRegisterMethod');
    expect(br).toEqual({ list: ['email', 'email_code', 'phone', 'guest'], phone_code: '55' });
    const us = await new Player(t.app, 'line_us').ok<RegisterMethods>('getUserRegisterMethod');
    expect(us).toEqual({ list: ['email', 'email_code', 'guest'], phone_code: '' });
  });
});

describe('getHomeData', () => {
  it('answers the sections with a version, and none when the client holds that version', async () => {
    const p = new Player(t.app);
    const first = await p.ok<HomeData>('getHomeData');
    expect(first).toMatchObject({ app_group: 'br', ui: 'v3', changed: true });
    expect(first.sections.map((s) => s.key)).toContain('hot_games');
    const same = await p.ok<HomeData>('getHomeData', { version: first.version });
    expect(same).toMatchObject({ changed: false, sections: [], version: first.version });
    const v2 = await p.ok<HomeData>('getHomeData', { ui: 'v2', version: first.version });
    expect(v2.changed).toBe(true);
    expect(v2.sections.map((s) => s.key)).not.toContain('promotions');
    // The static JSON twin says the same.
    const file = await t.app.inject({ method: 'GET', url: '/img/static/home-data/br-v3.json' });
    expect(file.json()).toMatchObject({ version: first.version, sections: first.sections });
  });
});
