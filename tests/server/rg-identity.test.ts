/**
 * Registration per market profile and identity (issue #21): terms, age, date of birth and CPF (format, check
 * digits, the sandbox identity provider's "not found" and "under age", one account per CPF and brand),
 * limits at registration, the identity status in the audit, /auth-file's document upload and review, the
 * withdrawal refused until verified, and no marketing for an excluded player. PGlite and PostgreSQL.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DmError } from '../../core/contract/errors';
import type { IdentityStatusView } from '../../core/contract/schemas/identity';
import type { MessageList } from '../../core/contract/schemas/messages';
import type { RgStatus } from '../../core/contract/schemas/rg';
import { formatCpf } from '../../core/rg/cpf';
import { defaultAccountsConfig } from '../../server/accounts/config';
import { messages, pushQueue, pushSubscriptions, rgAudit, rgIdentity } from '../../server/db/schema';
import { writeMessage } from '../../server/messages/write';
import {
  SANDBOX_CPF_NOT_FOUND,
  SANDBOX_CPF_UNDER_AGE,
  httpIdentityProvider,
  IdentityUnavailable,
} from '../../server/rg/identity';
import { setProfile } from '../../server/rg/profiles';
import { hashPassword } from '../../server/accounts/crypto';
import { insertUser } from '../../server/accounts/users';
import { lastCode } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { registration, uniqueCpf } from './helpers/registration';
import { Player, envelope, uniqueKey } from './finance-support';

let t: TestApp;
const START = Date.UTC(2026, 10, 25, 12, 0, 0);

beforeAll(async () => {
  vi.stubEnv('PAYMENTS_RATE_LIMIT', '10000');
  t = await createTestApp({
    now: () => START,
    accounts: { ...defaultAccountsConfig(), sessionIdleMinutes: 525_600, sessionMaxDays: 3650 },
  });
});
afterAll(async () => {
  await t.close();
  vi.unstubAllEnvs();
});

const email = () => `${uniqueKey('reg')}@example.com`;
const PASSWORD = 'correct horse 1';

async function attempt(fields: Record<string, unknown>, appKey = 'placar_br') {
  const p = new Player(t.app, appKey);
  const res = await p.call('emailRegister', { email: email(), password: PASSWORD, ...fields });
  return { p, res, body: envelope<{ uid: number }>(res) };
}

async function refusedWith(fields: Record<string, unknown>, code: number, appKey?: string) {
  const { body } = await attempt(fields, appKey);
  expect(body.dm_error, body.error_msg).toBe(code);
  expect(body.data).toBeNull();
  return body.error_msg;
}

describe('registration per market profile', () => {
  it('refuses each missing or wrong field with its own dm_error (Brazil)', async () => {
    const all = registration();
    const without = (key: string) => Object.fromEntries(Object.entries(all).filter(([k]) => k !== key));
    expect(await refusedWith(without('terms_accepted'), DmError.RgTermsRequired)).toMatch(/terms/);
    expect(await refusedWith({ ...all, terms_accepted: false }, DmError.RgTermsRequired)).toMatch(/terms/);
    expect(await refusedWith(without('age_confirmed'), DmError.RgAgeRequired)).toMatch(/18 or older/);
    expect(await refusedWith(without('birth_date'), DmError.RgBirthDateRequired)).toMatch(/date of birth/);
    await refusedWith({ ...all, birth_date: '1990-02-30' }, DmError.RgBirthDateRequired);
    expect(await refusedWith({ ...all, birth_date: '2010-01-01' }, DmError.RgUnderAge)).toMatch(/18/);
    expect(await refusedWith(without('cpf'), DmError.RgCpfRequired)).toMatch(/CPF/);
    const cpf = uniqueCpf();
    const wrongDigit = cpf.slice(0, 10) + String((Number(cpf[10]) + 1) % 10);
    expect(await refusedWith({ ...all, cpf: wrongDigit }, DmError.RgCpfInvalid)).toMatch(/check/);
    await refusedWith({ ...all, cpf: '123.456' }, DmError.RgCpfInvalid);
    await refusedWith({ ...all, cpf: '111.111.111-11' }, DmError.RgCpfInvalid);
  });

  it('asks the identity provider: the sandbox does not know one CPF and knows another as under age', async () => {
    const all = registration();
    expect(
      await refusedWith({ ...all, cpf: formatCpf(SANDBOX_CPF_NOT_FOUND) }, DmError.RgCpfNotFound),
    ).toMatch(/No person/);
    expect(await refusedWith({ ...all, cpf: SANDBOX_CPF_UNDER_AGE }, DmError.RgUnderAge)).toMatch(/18/);
    // Nothing was created by the refusals.
    const rows = await t.database.db
      .select()
      .from(rgIdentity)
      .where(eq(rgIdentity.number, SANDBOX_CPF_NOT_FOUND));
    expect(rows).toHaveLength(0);
  });

  it('registers with a verified CPF, unique per brand, audited, with limits set at once', async () => {
    const fields = { ...registration(), limits: { deposit_day: 5_000, session_minutes: 60 } };
    const { p, body } = await attempt(fields);
    expect(body.dm_error, body.error_msg).toBe(0);
    const uid = body.data!.uid;
    const [row] = await t.database.db.select().from(rgIdentity).where(eq(rgIdentity.uid, uid));
    expect(row).toMatchObject({ document: 'cpf', status: 'verified', birthDate: '1990-01-15' });
    expect(row!.number).toBe(fields.cpf);
    expect(row!.termsAcceptedAt?.getTime()).toBe(START);
    const audit = await t.database.db
      .select()
      .from(rgAudit)
      .where(eq(rgAudit.uid, uid))
      .orderBy(asc(rgAudit.id));
    expect(audit.map((a) => a.subject)).toEqual(['identity', 'limit:deposit_day', 'limit:session_minutes']);
    expect(audit[0]!.new).toMatchObject({ status: 'verified', document: 'cpf' });
    const status = await p.ok<RgStatus>('rgStatus');
    expect(status.limits.find((l) => l.key === 'deposit_day')!.value).toBe(5_000);
    // The same CPF (masked or not) on the same brand: refused.
    expect(await refusedWith({ ...registration(), cpf: formatCpf(fields.cpf) }, DmError.RgCpfTaken)).toMatch(
      /already has an account/,
    );
    // A limit out of bounds refuses the registration before anything is created.
    await refusedWith({ ...registration(), limits: { session_minutes: 5 } }, DmError.RgInvalidChange);
  });

  it('another market asks terms and age but no CPF', async () => {
    await refusedWith({}, DmError.RgTermsRequired, 'golazo_mx');
    const { body } = await attempt({ terms_accepted: true, age_confirmed: true }, 'golazo_mx');
    expect(body.dm_error, body.error_msg).toBe(0);
    const [row] = await t.database.db.select().from(rgIdentity).where(eq(rgIdentity.uid, body.data!.uid));
    expect(row).toMatchObject({ document: null, status: 'unverified' });
  });
});

describe('every sign-up path asks the market fields (code, tourist; Google and Telegram in accounts-social)', () => {
  it('an e-mail code sign-up on Brazil: refused without the CPF, created with it, verified and limits set', async () => {
    const p = new Player(t.app);
    const address = email();
    await p.ok('emailCodeSend', { email: address, purpose: 'login' });
    const code = await lastCode(t.database.db, address);
    const refused = envelope(await p.call('emailCodeLogin', { email: address, code }));
    expect(refused.dm_error).toBe(DmError.RgTermsRequired);
    const fields = { ...registration(), limits: { deposit_day: 7_000 } };
    const res = envelope<{ uid: number }>(
      await p.call('emailCodeLogin', { email: address, code, ...fields }),
    );
    expect(res.dm_error, res.error_msg).toBe(0);
    const [row] = await t.database.db.select().from(rgIdentity).where(eq(rgIdentity.uid, res.data!.uid));
    expect(row).toMatchObject({ document: 'cpf', status: 'verified', number: fields.cpf });
    const status = await p.ok<RgStatus>('rgStatus');
    expect(status.limits.find((l) => l.key === 'deposit_day')!.value).toBe(7_000);
    // A CPF the registry does not know refuses the sign-up like the form does.
    const q = new Player(t.app);
    const other = email();
    await q.ok('emailCodeSend', { email: other, purpose: 'login' });
    const bad = envelope(
      await q.call('emailCodeLogin', {
        email: other,
        code: await lastCode(t.database.db, other),
        ...registration(),
        cpf: formatCpf(SANDBOX_CPF_NOT_FOUND),
      }),
    );
    expect(bad.dm_error).toBe(DmError.RgCpfNotFound);
  });

  it('a tourist on Mexico needs terms and age; its identity row records them', async () => {
    const p = new Player(t.app, 'golazo_mx');
    expect(envelope(await p.call('visitorLogin')).dm_error).toBe(DmError.RgTermsRequired);
    expect(envelope(await p.call('visitorLogin', { terms_accepted: true })).dm_error).toBe(
      DmError.RgAgeRequired,
    );
    const ok = envelope<{ uid: number }>(
      await p.call('visitorLogin', { terms_accepted: true, age_confirmed: true }),
    );
    expect(ok.dm_error, ok.error_msg).toBe(0);
    const [row] = await t.database.db.select().from(rgIdentity).where(eq(rgIdentity.uid, ok.data!.uid));
    expect(row).toMatchObject({ document: null, status: 'unverified' });
    expect(row!.termsAcceptedAt?.getTime()).toBe(START);
  });
});

describe('identity provider adapter (HTTP)', () => {
  const answer = (status: number, json: unknown) =>
    (async () => new Response(JSON.stringify(json), { status })) as unknown as typeof fetch;
  const input = { document: 'cpf' as const, number: '52998224725', birthDate: '1990-01-15' };

  it('reads match, not found and mismatch, and fails as unavailable otherwise', async () => {
    let sent: { url: string; init: RequestInit } | undefined;
    const spy = (async (url: string, init: RequestInit) => {
      sent = { url, init };
      return new Response(JSON.stringify({ result: 'match', birth_date: '1990-01-15', reference: 'r1' }));
    }) as unknown as typeof fetch;
    await expect(httpIdentityProvider('https://idp.example/', 'k', spy).verify(input)).resolves.toEqual({
      result: 'match',
      birthDate: '1990-01-15',
      reference: 'r1',
    });
    expect(sent!.url).toBe('https://idp.example/v1/persons/verify');
    expect((sent!.init.headers as Record<string, string>).authorization).toBe('Bearer k');
    await expect(httpIdentityProvider('https://i', 'k', answer(404, {})).verify(input)).resolves.toEqual({
      result: 'not_found',
    });
    await expect(
      httpIdentityProvider('https://i', 'k', answer(200, { result: 'mismatch' })).verify(input),
    ).resolves.toEqual({ result: 'mismatch' });
    await expect(
      httpIdentityProvider('https://i', 'k', answer(502, {})).verify(input),
    ).rejects.toBeInstanceOf(IdentityUnavailable);
    const down = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    await expect(httpIdentityProvider('https://i', 'k', down).verify(input)).rejects.toBeInstanceOf(
      IdentityUnavailable,
    );
  });
});

// A 1x1 PNG padded past the sandbox reviewer's readable size, and a tiny one it refuses.
const PNG_HEAD = Buffer.from('89504e470d0a1a0a', 'hex');
const png = (size: number) =>
  Buffer.concat([PNG_HEAD, Buffer.alloc(size - PNG_HEAD.length, 7)]).toString('base64');

describe('/auth-file: status, documents, withdrawal', () => {
  it('a Brazilian account without a checked CPF must verify before withdrawing; the review verifies it', async () => {
    // An account from before the market asked for a CPF at registration (every sign-up path asks it now:
    // written straight to the database here) has no checked CPF: blocked.
    const byCode = new Player(t.app);
    const address = email();
    await insertUser(t.database.db, {
      brandId: 'br',
      email: address,
      passwordHash: await hashPassword(PASSWORD),
      nick: 'before-rules',
    });
    await byCode.ok('emailLogin', { email: address, password: PASSWORD });
    let view = await byCode.ok<IdentityStatusView>('identityStatus');
    expect(view).toMatchObject({ status: 'none', withdrawal_blocked: true });
    expect(view.requirement).toEqual({ document: 'cpf', when: 'registration', deposit_threshold: null });
    const blocked = await byCode.call('payoutCreate', {
      amount: 10_000,
      account_id: 1,
      idempotency_key: uniqueKey('po'),
    });
    expect(envelope(blocked).dm_error).toBe(DmError.RgVerificationRequired);

    // Registered through the form: verified at once.
    const q = (await attempt(registration())).p;
    view = await q.ok<IdentityStatusView>('identityStatus');
    expect(view).toMatchObject({ status: 'verified', document: 'cpf', withdrawal_blocked: false });
    expect(view.number_masked).toMatch(/^\d{3}\.\*\*\*\.\*\*\*-\d{2}$/);

    // A market that needs verification before the first withdrawal.
    await setProfile(
      t.database.db,
      'mx',
      'operator:test',
      { identity: { document: 'ine', when: 'first_withdrawal' } },
      START,
    );
    const mx = (await attempt({ terms_accepted: true, age_confirmed: true }, 'golazo_mx')).p;
    view = await mx.ok<IdentityStatusView>('identityStatus');
    expect(view).toMatchObject({ status: 'unverified', withdrawal_blocked: true });
    const payout = await mx.call('payoutCreate', {
      amount: 10_000,
      account_id: 1,
      idempotency_key: uniqueKey('po'),
    });
    expect(payout.statusCode).toBe(403);
    expect(envelope(payout).dm_error).toBe(DmError.RgVerificationRequired);
    expect(envelope(payout).error_msg).toMatch(/Verify your identity/);

    // Wrong uploads: a type that does not match the bytes, too small to read.
    const bad = await mx.call('identityUpload', { kind: 'id_front', type: 'image/jpeg', data: png(4096) });
    expect(envelope(bad).dm_error).toBe(DmError.RgDocumentInvalid);
    view = await mx.ok<IdentityStatusView>('identityUpload', {
      kind: 'id_front',
      type: 'image/png',
      data: png(200),
    });
    expect(view.status).toBe('rejected');
    expect(view.documents[0]).toMatchObject({ status: 'rejected', kind: 'id_front', size: 200 });
    view = await mx.ok<IdentityStatusView>('identityUpload', {
      kind: 'id_front',
      type: 'image/png',
      data: png(4096),
    });
    expect(view).toMatchObject({ status: 'verified', withdrawal_blocked: false });
    expect(view.documents.map((d) => d.status)).toEqual(['approved', 'rejected']);
    const audit = await t.database.db.select().from(rgAudit).where(eq(rgAudit.subject, 'identity'));
    const mine = audit.filter((a) => a.brandId === 'mx' && a.actor.startsWith('reviewer:'));
    expect(mine.map((a) => (a.new as { status: string }).status)).toEqual(['rejected', 'verified']);
    // Verified: the withdrawal goes on to its own checks (no such account here).
    const again = await mx.call('payoutCreate', {
      amount: 10_000,
      account_id: 1,
      idempotency_key: uniqueKey('po'),
    });
    expect(envelope(again).dm_error).not.toBe(DmError.RgVerificationRequired);
    await setProfile(t.database.db, 'mx', 'operator:test', { identity: null }, START);
  });
});

describe('marketing stop', () => {
  it('an excluded player gets no broadcast or promotion message or push; service messages still go', async () => {
    const { p, body } = await attempt(registration());
    const uid = body.data!.uid;
    const db = t.database.db;
    const [sub] = await db
      .insert(pushSubscriptions)
      .values({
        brandId: 'br',
        uid,
        deviceId: `dev-${uid}`,
        pushType: 'fcm',
        token: `tok-${uid}`,
        platform: 'web',
        app: 'web',
        appId: 'x',
        version: '1',
        model: 'm',
        rom: 'r',
        lang: 'en',
      })
      .returning();
    await db.insert(messages).values({
      brandId: 'br',
      uid: null,
      kind: 'broadcast',
      messageType: 1,
      dedupeKey: `bc-${uid}`,
      body: { en: { title: 'Big promo', html: '<p>x</p>', buttons: [] } },
      url: '/promotion',
      startsAt: new Date(START - 1000),
    });
    const titles = async () =>
      (await p.ok<MessageList>('messageList', { scene: 'center' })).message_list.map((m) => m.kind);
    expect(await titles()).toContain('broadcast');
    await p.ok('rgExclude', { kind: 'timeout', length: 1 });
    expect(await titles()).not.toContain('broadcast');
    await db.transaction(async (tx) => {
      await writeMessage(tx, { uid, kind: 'vip_level', ref: '2', params: { level: 2 }, at: START });
      await writeMessage(tx, {
        uid,
        kind: 'withdrawal_paid',
        ref: 'o1',
        params: { order_id: 'o1', amount: 100, currency: 'BRL' },
        at: START,
      });
    });
    const kinds = await titles();
    expect(kinds).toContain('withdrawal_paid');
    expect(kinds).not.toContain('vip_level');
    const queued = await db.select().from(pushQueue).where(eq(pushQueue.subscriptionId, sub!.id));
    expect(queued).toHaveLength(1);
    const [msg] = await db.select().from(messages).where(eq(messages.id, queued[0]!.messageId));
    expect(msg!.kind).toBe('withdrawal_paid');
  });
});
