/**
 * Responsible gaming and market rules (issue #21): market profiles, limits (stricter at once, looser after
 * 24 hours of the injected clock and a confirmation), the gate on deposits, bets and game rounds, time out,
 * self-exclusion and closure (no bets, play or deposits; withdrawals still work), play-money brands, the
 * append-only audit. Runs on PGlite and on PostgreSQL (TEST_DATABASE=pg).
 */
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DmError } from '../../core/contract/errors';
import type { PayinOrder, PayoutOrder, WithdrawAccount } from '../../core/contract/schemas/finance';
import type { RgStatus } from '../../core/contract/schemas/rg';
import { defaultAccountsConfig } from '../../server/accounts/config';
import { rgAudit, rgPlayers } from '../../server/db/schema';
import { rgGate } from '../../server/rg/gate';
import { setProfile } from '../../server/rg/profiles';
import { createTestApp, type TestApp } from './helpers/app';
import { picks, selection, type Pick } from './helpers/bets';
import { Player, envelope, expectLedgerOk, uniqueKey } from './finance-support';

let t: TestApp;
// Wednesday 2026-11-25 12:00 UTC
const START = Date.UTC(2026, 10, 25, 12, 0, 0);
let clock = START;
let pick: Pick;

beforeAll(async () => {
  vi.stubEnv('PAYMENTS_RATE_LIMIT', '10000');
  t = await createTestApp({
    now: () => clock,
    accounts: { ...defaultAccountsConfig(), sessionIdleMinutes: 525_600, sessionMaxDays: 3650 },
  });
  pick = (await picks(t.database.db, 1))[0]!;
});
afterAll(async () => {
  await t.close();
  vi.unstubAllEnvs();
});
afterEach(async () => {
  clock = START;
  await expectLedgerOk(t.database.db);
});

const HOUR = 3_600_000;

const deposit = (p: Player, amount: number) =>
  p.call('payinCreate', { amount, pay_type: 'PIX', idempotency_key: uniqueKey('dep') });

async function funded(amount = 10_000, appKey = 'placar_br'): Promise<Player> {
  const p = await new Player(t.app, appKey).register();
  const res = await deposit(p, amount);
  expect(res.statusCode, res.body).toBe(200);
  const o = envelope<PayinOrder>(res).data;
  await p.ok('sandboxMark', { order_id: o.order_id, outcome: 'paid' });
  return p;
}

const bet = (p: Player, stake: number) =>
  p.call('betSinglePass', {
    key: uniqueKey('bet'),
    acceptOdds: 'any',
    bets: [{ selection: selection(pick), stake }],
  });
const spin = (p: Player, amount = 200) => p.call('inhouseSlotSpin', { key: uniqueKey('spin'), amount });
const status = (p: Player) => p.ok<RgStatus>('rgStatus');
const limitOf = (s: RgStatus, key: string) => s.limits.find((l) => l.key === key)!;
/** A player's audit rows after registration (whose identity rows tests/server/rg-identity.test.ts checks). */
const auditOf = (uid: number) =>
  t.database.db
    .select()
    .from(rgAudit)
    .where(and(eq(rgAudit.uid, uid), ne(rgAudit.subject, 'identity')))
    .orderBy(asc(rgAudit.id));

function refused(res: { statusCode: number; body: string }, code: number) {
  expect(res.statusCode, res.body).toBe(403);
  expect(envelope(res as never).dm_error).toBe(code);
  return envelope(res as never).error_msg;
}

describe('market profiles', () => {
  it('seeds Brazil, India and the others from the rules, and audits the seed', async () => {
    const br = await new Player(t.app, 'placar_br').ok<RgStatus>('rgStatus');
    expect(br.profile).toMatchObject({
      pay_methods: ['PIX', 'BankTransfer'],
      signup_bonus: false,
      min_age: 18,
      identity: { document: 'cpf', when: 'registration' },
      limits_at_registration: true,
      reality_minutes: 60,
      session_clock: true,
      show_rtp: true,
      risk_warnings: true,
      real_money: true,
    });
    expect(br.limits).toEqual([]);
    const india = await new Player(t.app, 'khel_in').ok<RgStatus>('rgStatus');
    expect(india.profile.real_money).toBe(false);
    const mx = await new Player(t.app, 'golazo_mx').ok<RgStatus>('rgStatus');
    expect(mx.profile).toMatchObject({
      pay_methods: null,
      signup_bonus: true,
      real_money: true,
      reality_minutes: 0,
    });
    const seeded = await t.database.db
      .select()
      .from(rgAudit)
      .where(and(eq(rgAudit.subject, 'profile'), eq(rgAudit.actor, 'seed')));
    expect(seeded.length).toBe(10);
  });

  it('audits an operator change of a profile with the old and the new value', async () => {
    await setProfile(t.database.db, 'ke', 'operator:test', { realityMinutes: 30 }, clock);
    const [row] = await t.database.db
      .select()
      .from(rgAudit)
      .where(and(eq(rgAudit.brandId, 'ke'), eq(rgAudit.actor, 'operator:test')));
    expect(row!.old).toMatchObject({ reality_minutes: 0 });
    expect(row!.new).toMatchObject({ reality_minutes: 30 });
    const ke = await new Player(t.app, 'safari_ke').ok<RgStatus>('rgStatus');
    expect(ke.profile.reality_minutes).toBe(30);
  });

  it('a play-money brand refuses deposits and withdrawals', async () => {
    const p = await new Player(t.app, 'khel_in').register();
    const res = await p.call('payinCreate', { amount: 5000, pay_type: 'UPI', idempotency_key: uniqueKey() });
    expect(refused(res, DmError.RgPlayMoney)).toMatch(/play money/);
    const out = await p.call('payoutCreate', { amount: 5000, account_id: 1, idempotency_key: uniqueKey() });
    refused(out, DmError.RgPlayMoney);
  });
});

describe('limits', () => {
  it('applies a decrease at once; an increase or a removal waits 24 hours and a confirmation', async () => {
    const p = await new Player(t.app).register();
    let s = await p.ok<RgStatus>('rgLimitsSet', { limits: { deposit_day: 10_000 } });
    expect(limitOf(s, 'deposit_day')).toMatchObject({ value: 10_000, pending: null });
    s = await p.ok<RgStatus>('rgLimitsSet', { limits: { deposit_day: 5_000 } });
    expect(limitOf(s, 'deposit_day').value).toBe(5_000);

    s = await p.ok<RgStatus>('rgLimitsSet', { limits: { deposit_day: 8_000 } });
    expect(limitOf(s, 'deposit_day')).toMatchObject({
      value: 5_000,
      pending: { value: 8_000, at: clock + 24 * HOUR, confirmable: false },
    });
    // Not before the 24 hours.
    clock += 23 * HOUR;
    const early = await p.call('rgLimitConfirm', { key: 'deposit_day' });
    expect(early.statusCode).toBe(400);
    expect(envelope(early).dm_error).toBe(DmError.RgNotConfirmable);
    expect(limitOf(await status(p), 'deposit_day').value).toBe(5_000);
    // After them, only with the confirmation.
    clock += HOUR;
    expect(limitOf(await status(p), 'deposit_day')).toMatchObject({
      value: 5_000,
      pending: { confirmable: true },
    });
    s = await p.ok<RgStatus>('rgLimitConfirm', { key: 'deposit_day' });
    expect(limitOf(s, 'deposit_day')).toMatchObject({ value: 8_000, pending: null });

    // A removal waits too.
    s = await p.ok<RgStatus>('rgLimitsSet', { limits: { deposit_day: null } });
    expect(limitOf(s, 'deposit_day')).toMatchObject({ value: 8_000, pending: { value: null } });
    clock += 24 * HOUR;
    s = await p.ok<RgStatus>('rgLimitConfirm', { key: 'deposit_day' });
    expect(limitOf(s, 'deposit_day').value).toBeNull();

    const audit = await auditOf(p.uid);
    expect(audit.map((a) => [a.subject, a.actor])).toEqual(
      Array.from({ length: 6 }, () => ['limit:deposit_day', `player:${p.uid}`]),
    );
    expect(audit[0]).toMatchObject({ old: { value: null }, new: { value: 10_000 } });
    expect(audit[2]).toMatchObject({ old: { value: 5_000 }, new: { pending: { value: 8_000 } } });
    expect(audit[3]).toMatchObject({ old: { value: 5_000 }, new: { value: 8_000, confirmed: true } });
  });

  it('refuses values out of bounds', async () => {
    const p = await new Player(t.app).register();
    const res = await p.call('rgLimitsSet', { limits: { session_minutes: 5 } });
    expect(envelope(res).dm_error).toBe(DmError.RgInvalidChange);
    for (const limits of [{ nothing: 5 }, {}]) {
      const bad = await p.call('rgLimitsSet', { limits });
      expect(bad.statusCode).toBe(400);
      expect(limitOf(await status(p), 'session_minutes').value).toBeNull();
    }
  });

  it('refuses a deposit beyond the daily deposit limit, naming it and its reset', async () => {
    const p = await new Player(t.app).register();
    await p.ok('rgLimitsSet', { limits: { deposit_day: 7_000 } });
    expect((await deposit(p, 4_000)).statusCode).toBe(200);
    const over = await deposit(p, 4_000);
    const msg = refused(over, DmError.RgLimitReached);
    expect(msg).toBe(
      'This would pass your daily deposit limit of 70.00 BRL: 30.00 BRL left until it resets on 2026-11-26 00:00 UTC.',
    );
    const rest = await deposit(p, 3_000);
    expect(rest.statusCode, rest.body).toBe(200);
    // The next day the limit is whole again.
    clock = Date.UTC(2026, 10, 26, 0, 1);
    expect((await deposit(p, 7_000)).statusCode).toBe(200);
  });

  it('refuses a bet beyond the wager limit and a bet that could pass the loss limit', async () => {
    const p = await funded();
    await p.ok('rgLimitsSet', { limits: { wager_week: 2_000 } });
    expect((await bet(p, 1_200)).statusCode).toBe(200);
    const msg = refused(await bet(p, 1_000), DmError.RgLimitReached);
    expect(msg).toMatch(
      /weekly wager limit of 20\.00 BRL: 8\.00 BRL left until it resets on 2026-11-30 00:00 UTC/,
    );
    expect((await bet(p, 800)).statusCode).toBe(200);
    expect(limitOf(await status(p), 'wager_week').used).toBe(2_000);

    const q = await funded();
    await q.ok('rgLimitsSet', { limits: { loss_month: 1_000 } });
    expect(refused(await bet(q, 1_200), DmError.RgLimitReached)).toMatch(/monthly loss limit/);
    expect((await bet(q, 1_000)).statusCode).toBe(200);
    expect(refused(await bet(q, 300), DmError.RgLimitReached)).toMatch(/resets on 2026-12-01 00:00 UTC/);
  });

  it('refuses a slot spin beyond the wager or loss limit', async () => {
    const p = await funded();
    await p.ok('rgLimitsSet', { limits: { wager_day: 500 } });
    expect((await spin(p)).statusCode).toBe(200);
    expect((await spin(p)).statusCode).toBe(200);
    const before = await p.cash();
    expect(refused(await spin(p), DmError.RgLimitReached)).toMatch(/daily wager limit of 5\.00 BRL/);
    expect(await p.cash()).toBe(before);

    const q = await funded();
    await q.ok('rgLimitsSet', { limits: { loss_day: 100 } });
    expect(refused(await spin(q), DmError.RgLimitReached)).toMatch(/daily loss limit/);
  });

  it('ends play when the session-time limit is reached', async () => {
    const p = await funded();
    await p.ok('rgLimitsSet', { limits: { session_minutes: 30 } });
    expect((await spin(p)).statusCode).toBe(200);
    clock += 31 * 60_000;
    expect(refused(await spin(p), DmError.RgSessionLimit)).toMatch(/session-time limit of 30 minutes/);
    expect(refused(await bet(p, 300), DmError.RgSessionLimit)).toMatch(/Log in again/);
  });
});

describe('time out, self-exclusion and closure', () => {
  const pixAccount = {
    method: 'PIX',
    account_no: 'player@example.com',
    holder_name: 'Ana Souza',
    tax_id: '123.456.789-09',
  };

  it('an excluded player cannot bet, play or deposit, but can withdraw; it cannot be shortened', async () => {
    const p = await funded();
    const s = await p.ok<RgStatus>('rgExclude', { kind: 'timeout', length: 2 });
    expect(s.exclusion).toEqual({ kind: 'timeout', from: clock, until: clock + 48 * HOUR });
    expect(refused(await bet(p, 300), DmError.RgExcluded)).toMatch(/time out until 2026-11-27 12:00 UTC/);
    refused(await spin(p), DmError.RgExcluded);
    refused(await deposit(p, 1_000), DmError.RgExcluded);

    const acct = await p.ok<WithdrawAccount>('accountElementsSet', pixAccount);
    // The funding deposit granted a first-deposit bonus: withdrawing forfeits it (promotions, issue #16).
    const po = await p.ok<PayoutOrder>('payoutCreate', {
      amount: 5_000,
      account_id: acct.account_id,
      idempotency_key: uniqueKey('wd'),
      forfeit_bonus: true,
    });
    expect(po.state).toBe('pending');

    // Shorter than the one in force: refused; longer: replaces it.
    const shorter = await p.call('rgExclude', { kind: 'timeout', length: 1 });
    expect(envelope(shorter).dm_error).toBe(DmError.RgInvalidChange);
    const longer = await p.ok<RgStatus>('rgExclude', { kind: 'timeout', length: 3 });
    expect(longer.exclusion!.until).toBe(clock + 72 * HOUR);

    // It ends on its own.
    clock += 72 * HOUR;
    expect((await status(p)).exclusion).toBeNull();
    expect((await bet(p, 300)).statusCode).toBe(200);
    const audit = (await auditOf(p.uid)).filter((a) => a.subject === 'exclusion');
    expect(audit).toHaveLength(2);
    expect(audit[1]!.old).toMatchObject({ kind: 'timeout', until: START + 48 * HOUR });
  });

  it('refuses time outs and self-exclusions outside their bounds; a permanent one never ends', async () => {
    const p = await funded();
    expect(envelope(await p.call('rgExclude', { kind: 'timeout', length: 43 })).dm_error).toBe(
      DmError.RgInvalidChange,
    );
    expect(envelope(await p.call('rgExclude', { kind: 'self_exclusion', length: 3 })).dm_error).toBe(
      DmError.RgInvalidChange,
    );
    const s = await p.ok<RgStatus>('rgExclude', { kind: 'self_exclusion', permanent: true });
    expect(s.exclusion).toMatchObject({ kind: 'self_exclusion', until: null });
    expect(envelope(await p.call('rgExclude', { kind: 'self_exclusion', length: 60 })).dm_error).toBe(
      DmError.RgInvalidChange,
    );
    clock += 300 * 24 * HOUR;
    expect(refused(await spin(p), DmError.RgExcluded)).toMatch(/self-excluded permanently/);
  });

  it('an account closure request follows the same rules', async () => {
    const p = await funded();
    const email = `${uniqueKey('close')}@example.com`;
    const q = await new Player(t.app).register(email);
    const o = envelope<PayinOrder>(await deposit(q, 10_000)).data;
    await q.ok('sandboxMark', { order_id: o.order_id, outcome: 'paid' });
    await q.ok('deleteApply', { reason: 'taking a break' });
    // The closure is an exclusion without end: whatever reaches the money paths is refused.
    const [row] = await t.database.db.select().from(rgPlayers).where(eq(rgPlayers.uid, q.uid));
    expect(row).toMatchObject({ exclusionKind: 'closure', excludedUntil: null });
    for (const action of ['bet', 'game', 'deposit'] as const) {
      await expect(
        rgGate(t.database.db, {
          uid: q.uid,
          brandId: 'br',
          action,
          amount: 300,
          currency: 'BRL',
          now: clock,
        }),
      ).rejects.toThrow(/closing/);
    }
    expect((await auditOf(q.uid)).map((a) => a.subject)).toEqual(['exclusion']);
    // Another player is untouched.
    expect((await bet(p, 300)).statusCode).toBe(200);
  });
});

describe('audit', () => {
  it('is append-only in the database', async () => {
    const p = await new Player(t.app).register();
    await p.ok('rgRealitySet', { minutes: 15 });
    const [row] = await auditOf(p.uid);
    expect(row).toMatchObject({ subject: 'reality', old: { minutes: null }, new: { minutes: 15 } });
    const refusedChange = async (statement: ReturnType<typeof sql>) => {
      const err = await t.database.db.execute(statement).then(
        () => null,
        (e: unknown) => e as Error & { cause?: Error },
      );
      expect(String(err?.cause?.message ?? err?.message)).toMatch(/append-only/);
    };
    await refusedChange(sql`update rg_audit set actor = 'x' where id = ${row!.id}`);
    await refusedChange(sql`delete from rg_audit where id = ${row!.id}`);
    expect((await status(p)).reality_minutes).toBe(15);
  });
});
