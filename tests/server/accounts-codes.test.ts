import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DmError } from '../../core/contract/errors';
import type { LoginInfo } from '../../core/contract/schemas/user';
import type { OutgoingMail } from '../../server/accounts/outbox';
import { defaultAccountsConfig } from '../../server/accounts/config';
import { emailCodes, outbox, users } from '../../server/db/schema-accounts';
import { createTestApp, type EnvelopeBody, type TestApp } from './helpers/app';
import { Client, lastCode } from './helpers/accounts';
import { registration } from './helpers/registration';

let clock = 1_800_000_000_000;
let t: TestApp;
let ipSeq = 0;
const sent: OutgoingMail[] = [];
const browser = () => new Client(t.app, `10.3.0.${++ipSeq}`, `dev-${ipSeq}`);
const body = <T = LoginInfo>(res: { json(): unknown }) => res.json() as EnvelopeBody<T>;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp({
    now: () => clock,
    accounts: defaultAccountsConfig(),
    mailer: { send: async (mail) => void sent.push(mail) },
  });
});
afterAll(() => t.close());

describe('e-mail codes', () => {
  it('sends a 6-digit code through the outbox (and SMTP), stored only hashed', async () => {
    const res = await browser().call('emailCodeSend', { email: 'Coder@Example.com', purpose: 'login' });
    expect(body(res)).toEqual({ data: {}, dm_error: 0, error_msg: '' });
    const code = await lastCode(db(), 'coder@example.com');
    expect(code).toMatch(/^\d{6}$/);
    expect(sent.at(-1)).toMatchObject({ to: 'coder@example.com', brandId: 'br' });
    const [row] = await db().select().from(emailCodes).where(eq(emailCodes.email, 'coder@example.com'));
    expect(row!.codeHash).not.toContain(code);
    const [mail] = await db().select().from(outbox).where(eq(outbox.recipient, 'coder@example.com'));
    expect(mail!.sentAt).not.toBeNull();
  });

  it('code login signs up an unknown e-mail, logs in a known one, and a code works once', async () => {
    const c = browser();
    await c.call('emailCodeSend', { email: 'passwordless@example.com' });
    const code = await lastCode(db(), 'passwordless@example.com');
    // Issue #21: a sign-up by code needs the market's fields; the refusal does not spend the code.
    const bare = body(await c.call('emailCodeLogin', { email: 'passwordless@example.com', code }));
    expect(bare.dm_error).toBe(DmError.RgTermsRequired);
    const noCpf = body(
      await c.call('emailCodeLogin', {
        email: 'passwordless@example.com',
        code,
        terms_accepted: true,
        age_confirmed: true,
        birth_date: '1990-01-15',
      }),
    );
    expect(noCpf.dm_error).toBe(DmError.RgCpfRequired);
    expect(await db().select().from(users).where(eq(users.email, 'passwordless@example.com'))).toEqual([]);
    const first = body(
      await c.call('emailCodeLogin', { email: 'passwordless@example.com', code, ...registration() }),
    );
    expect(first.data).toMatchObject({ email: 'passwordless@example.com', first_regist: 1 });
    const reuse = body(await browser().call('emailCodeLogin', { email: 'passwordless@example.com', code }));
    expect(reuse).toMatchObject({
      dm_error: DmError.CodeLoginError,
      error_msg: 'The code is wrong or has expired',
    });
    clock += 61_000;
    await c.call('emailCodeSend', { email: 'passwordless@example.com' });
    const again = body(
      await browser().call('emailCodeLogin', {
        email: 'passwordless@example.com',
        code: await lastCode(db(), 'passwordless@example.com'),
      }),
    );
    expect(again.data).toMatchObject({ uid: first.data.uid, first_regist: 0 });
  });

  it('a wrong code is 100011 and changes nothing; 5 wrong tries lock the code (100010)', async () => {
    const c = browser();
    await c.call('emailCodeSend', { email: 'guess@example.com' });
    const code = await lastCode(db(), 'guess@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) {
      const res = body(await c.call('emailCodeLogin', { email: 'guess@example.com', code: wrong }));
      expect(res.dm_error).toBe(DmError.CodeLoginError);
    }
    const fifth = body(await c.call('emailCodeLogin', { email: 'guess@example.com', code: wrong }));
    expect(fifth).toMatchObject({
      dm_error: DmError.CodeLoginErrorNew,
      error_msg: 'Too many wrong codes. Ask for a new code.',
    });
    const right = body(await c.call('emailCodeLogin', { email: 'guess@example.com', code }));
    expect(right.dm_error).toBe(DmError.CodeLoginErrorNew);
    expect(await db().select().from(users).where(eq(users.email, 'guess@example.com'))).toEqual([]);
  });

  it('a code expires after 10 minutes', async () => {
    const c = browser();
    await c.call('emailCodeSend', { email: 'late@example.com' });
    const code = await lastCode(db(), 'late@example.com');
    clock += 10 * 60_000 + 1;
    const res = body(await c.call('emailCodeLogin', { email: 'late@example.com', code }));
    expect(res.dm_error).toBe(DmError.CodeLoginError);
  });

  it('a new code replaces the previous one; check verifies without using it', async () => {
    const c = browser();
    await c.call('emailCodeSend', { email: 'replace@example.com' });
    const old = await lastCode(db(), 'replace@example.com');
    clock += 61_000;
    await c.call('emailCodeSend', { email: 'replace@example.com' });
    const code = await lastCode(db(), 'replace@example.com');
    if (old !== code) {
      expect(body(await c.call('emailCodeCheck', { email: 'replace@example.com', code: old })).dm_error).toBe(
        DmError.CodeLoginError,
      );
    }
    const check = body(await c.call('emailCodeCheck', { email: 'replace@example.com', code }));
    expect(check.data).toEqual({ valid: true });
    expect(
      body(await c.call('emailCodeLogin', { email: 'replace@example.com', code, ...registration() }))
        .dm_error,
    ).toBe(0);
  });

  it('sending answers the same for an unknown e-mail; only the mailbox learns there is no account', async () => {
    const unknown = await browser().call('passwordSendCode', { email: 'ghost@example.com' });
    expect(body(unknown)).toEqual({ data: {}, dm_error: 0, error_msg: '' });
    const [mail] = await db().select().from(outbox).where(eq(outbox.recipient, 'ghost@example.com'));
    expect(mail!.body).toContain('has no account');
    expect(mail!.body).not.toMatch(/\d{6}/);
    // The reset answers of an unknown e-mail look like those of a wrong code.
    const set = await browser().call('passwordSet', {
      email: 'ghost@example.com',
      code: '123456',
      password: 'new password 1',
    });
    expect(body(set).dm_error).toBe(DmError.CodeLoginError);
  });

  it('rate-limits sending: 1 per minute and 5 per hour per e-mail', async () => {
    const c = browser();
    expect((await c.call('emailCodeSend', { email: 'spam@example.com' })).statusCode).toBe(200);
    const soon = await browser().call('emailCodeSend', { email: 'spam@example.com' });
    expect(soon.statusCode).toBe(429);
    expect(body(soon)).toMatchObject({
      dm_error: DmError.RateLimited,
      error_msg: 'A code was just sent. Wait a minute before asking for another.',
    });
    for (let i = 0; i < 4; i++) {
      clock += 61_000;
      expect((await c.call('emailCodeSend', { email: 'spam@example.com' })).statusCode).toBe(200);
    }
    clock += 61_000;
    expect((await c.call('emailCodeSend', { email: 'spam@example.com' })).statusCode).toBe(429);
  });

  it('rate-limits checking: 10 per 10 minutes per e-mail', async () => {
    const c = browser();
    await c.call('emailCodeSend', { email: 'checker@example.com' });
    for (let i = 0; i < 10; i++) {
      clock += 1;
      const res = await browser().call('emailCodeCheck', { email: 'checker@example.com', code: 'abcdef' });
      expect(res.statusCode).toBe(400);
    }
    expect(
      (await c.call('emailCodeCheck', { email: 'checker@example.com', code: '000000' })).statusCode,
    ).toBe(429);
  });

  it('refuses a malformed e-mail before sending anything', async () => {
    const res = await browser().call('emailCodeSend', { email: 'not-an-email' });
    expect(body(res).dm_error).toBe(DmError.InvalidEmail);
  });
});

describe('password set with a code', () => {
  it('resets the password, ends the other sessions and logs in', async () => {
    const a = browser();
    await a.call('emailRegister', {
      ...registration(),
      email: 'forgot@example.com',
      password: 'old password',
    });
    const b = browser();
    await b.call('passwordSendCode', { email: 'forgot@example.com' });
    const code = await lastCode(db(), 'forgot@example.com');
    expect(body(await b.call('passwordCheckCode', { email: 'forgot@example.com', code })).data).toEqual({
      valid: true,
    });
    const short = await b.call('passwordSet', { email: 'forgot@example.com', code, password: 'short' });
    expect(body(short).dm_error).toBe(DmError.InvalidPassword);
    const set = await b.call('passwordSet', {
      email: 'forgot@example.com',
      code,
      password: 'new password 1',
    });
    expect(body(set).data).toMatchObject({ email: 'forgot@example.com' });
    expect((await a.call('accountInfo')).statusCode).toBe(604);
    expect((await b.call('accountInfo')).statusCode).toBe(200);
    const oldLogin = await browser().call('emailLogin', {
      email: 'forgot@example.com',
      password: 'old password',
    });
    expect(body(oldLogin).dm_error).toBe(DmError.LoginFailed);
    const newLogin = await browser().call('emailLogin', {
      email: 'forgot@example.com',
      password: 'new password 1',
    });
    expect(body(newLogin).dm_error).toBe(0);
    const reuse = await browser().call('passwordSet', {
      email: 'forgot@example.com',
      code,
      password: 'third password',
    });
    expect(body(reuse).dm_error).toBe(DmError.CodeLoginError);
  });

  it('registration with a register code marks the e-mail verified', async () => {
    const c = browser();
    await c.call('emailCodeSend', { email: 'verified@example.com', purpose: 'register' });
    const code = await lastCode(db(), 'verified@example.com');
    const res = await c.call('emailRegister', {
      ...registration(),
      email: 'verified@example.com',
      password: 'long enough',
      code,
    });
    expect(body(res).dm_error).toBe(0);
    const [row] = await db()
      .select()
      .from(users)
      .where(and(eq(users.email, 'verified@example.com')));
    expect(row!.emailVerifiedAt).not.toBeNull();
  });
});

describe('SMS and the outbox page', () => {
  it('SMS codes go to the outbox in development (the sandbox, issue #23), shown on /dev/outbox', async () => {
    expect(body(await browser().call('smsCodeSend', { phone: '5511999999999' }))).toMatchObject({
      dm_error: 0,
    });
    const res = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(res.body).toContain('+5511999999999');
    expect(res.body).toContain('SMS sandbox: not sent to a gateway');
  });

  it('/dev/outbox lists the newest messages first, escaped', async () => {
    clock += 3_600_000;
    await browser().call('emailCodeSend', { email: 'first@example.com' });
    await browser().call('emailCodeSend', { email: 'second@example.com' });
    const res = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body.indexOf('second@example.com')).toBeLessThan(res.body.indexOf('first@example.com'));
    expect(res.body).toContain(await lastCode(db(), 'second@example.com'));
  });

  it('/dev/outbox is 404 in production', async () => {
    const prod = await createTestApp({ accounts: { ...defaultAccountsConfig(), devOutbox: false } });
    try {
      expect((await prod.app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
