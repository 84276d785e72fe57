/**
 * Invite programme (issue #19): binding through a link or code (once, never to oneself), the anti-abuse holds,
 * milestone rewards from real deposits and settled bets, paid once as balanced ledger transactions, also when
 * receives race, and second-level (fission) rewards.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DmError } from '../../core/contract/errors';
import type { PayinOrder, WithdrawAccount } from '../../core/contract/schemas/finance';
import type {
  FissionList,
  InviteAwardSum,
  InviteList,
  InviteMobileConfig,
  InviteReceiveResult,
  InviteRunning,
  InviteShareInfo,
  InviteShareResult,
} from '../../core/contract/schemas/invite';
import { rowsOf } from '../../server/db/rows';
import { postTransaction } from '../../server/ledger/ledger';
import { DEMO_PLAYER } from '../../server/db/seed/demo-player';
import { DEMO_INVITE_CODE } from '../../server/db/seed/invite';
import { createTestApp, type TestApp } from './helpers/app';
import { envelope, expectLedgerOk, Player, uniqueKey } from './finance-support';
import { registration } from './helpers/registration';

let t: TestApp;
const clock = Date.now();
const now = () => clock;

beforeAll(async () => {
  t = await createTestApp({ now });
});
afterAll(() => t.close());

const db = () => t.database.db;
let net = 0;
/** A player on a network of its own (the anti-abuse rules compare networks). */
const browser = (ip = `198.51.${++net}.7`) => new Player(t.app, 'placar_br', ip);

async function inviter(): Promise<{ p: Player; code: string }> {
  const p = await browser().register();
  const share = await p.ok<InviteShareInfo>('inviteShareInfo');
  return { p, code: share.invite_code };
}

async function invitee(code: string, b = browser()): Promise<Player> {
  const data = await b.ok<{ uid: number }>('emailRegister', {
    ...registration(),
    email: `${uniqueKey('inv')}@example.com`,
    password: 'correct horse 1',
    invite_code: code,
  });
  b.uid = data.uid;
  return b;
}

async function deposit(p: Player, amount = 5_000): Promise<void> {
  const dep = await p.ok<PayinOrder>('payinCreate', {
    amount,
    pay_type: 'PIX',
    idempotency_key: uniqueKey('dep'),
  });
  await p.ok('sandboxMark', { order_id: dep.order_id, outcome: 'paid' });
}

const bindingOf = async (uid: number) =>
  rowsOf<{ inviter_uid: string | number; suspect: string | null }>(
    await db().execute(sql`select inviter_uid, suspect from invite_bindings where invitee_uid = ${uid}`),
  ).map((row) => ({ inviter_uid: Number(row.inviter_uid), suspect: row.suspect }))[0];

describe('invite code and share', () => {
  it('a player gets one stable code and link; config has the brand channels, texts and rewards', async () => {
    const { p, code } = await inviter();
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    const again = await p.ok<InviteShareInfo>('inviteShareInfo');
    expect(again).toEqual({
      invite_code: code,
      invite_path: `/email-register?invite_code=${code}`,
      invitee_count: 0,
    });
    const conf = await p.ok<InviteMobileConfig>('inviteMobileConfig', {}, { lca_lang: 'pt-BR' });
    expect(conf.channels).toContain('whatsapp');
    expect(conf.share_text).toContain('{code}');
    expect(conf.share_text).toContain('PlacarBet');
    expect(conf.rewards.find((r) => r.milestone === 'first_deposit')?.reward).toBe(1000);
    const shared = await p.ok<InviteShareResult>('inviteShare', { channel: 'whatsapp' });
    expect(shared.text).toContain(code);
    expect((await p.ok<InviteShareResult>('inviteShare', { channel: 'whatsapp' })).shares).toBe(2);
  });

  it('the calls need a login', async () => {
    const res = await browser().call('inviteShareInfo');
    expect(envelope(res).dm_error).toBe(DmError.SessionExpired);
  });
});

describe('binding', () => {
  it('registration with a code binds once; a second code never rebinds', async () => {
    const a = await inviter();
    const b = await inviter();
    const c = await invitee(a.code);
    expect(await bindingOf(c.uid)).toEqual({ inviter_uid: a.p.uid, suspect: null });
    const again = await c.call('inviteBind', { invite_code: b.code });
    expect(envelope(again).dm_error).toBe(DmError.InviteAlreadyBound);
    expect((await bindingOf(c.uid))?.inviter_uid).toBe(a.p.uid);
    const list = await a.p.ok<InviteList>('inviteList');
    expect(list.total).toBe(1);
    expect(list.list[0]).toMatchObject({ milestone: 'registered', reward: 0, suspect: false });
    expect(list.list[0]!.name).toContain('***');
  });

  it('an unknown code does not fail registration; bind refuses unknown codes and self-invites', async () => {
    const p = await invitee('NOSUCHXX');
    expect(await bindingOf(p.uid)).toBeUndefined();
    expect(envelope(await p.call('inviteBind', { invite_code: 'NOSUCHXX' })).dm_error).toBe(
      DmError.InviteCodeUnknown,
    );
    const own = await p.ok<InviteShareInfo>('inviteShareInfo');
    expect(envelope(await p.call('inviteBind', { invite_code: own.invite_code })).dm_error).toBe(
      DmError.InviteSelf,
    );
    // Nor to one's own invitee.
    const q = await invitee(own.invite_code);
    const qCode = (await q.ok<InviteShareInfo>('inviteShareInfo')).invite_code;
    expect(envelope(await p.call('inviteBind', { invite_code: qCode })).dm_error).toBe(DmError.InviteSelf);
    expect(await bindingOf(p.uid)).toBeUndefined();
  });

  it('two binds racing bind once', async () => {
    const a = await inviter();
    const b = await inviter();
    const p = await browser().register();
    const results = await Promise.all([
      p.call('inviteBind', { invite_code: a.code }),
      p.call('inviteBind', { invite_code: b.code.toLowerCase() }),
    ]);
    const codes = results.map((r) => envelope(r).dm_error).sort();
    expect(codes).toEqual([0, DmError.InviteAlreadyBound]);
  });
});

describe('anti-abuse', () => {
  it('the same device as the inviter holds the rewards (stored reason, no payout)', async () => {
    const a = await inviter();
    const twin = new Player(t.app, 'placar_br', `203.0.${++net}.9`);
    // Same smid as the inviter's session: Player derives smid from its ip.
    const sameDevice = await invitee(a.code, Object.assign(twin, {}));
    await db().execute(sql`update sessions set smid = ${`dev-${twin.ip}`} where uid = ${a.p.uid}`);
    expect((await bindingOf(sameDevice.uid))?.suspect).toBeNull();
    const second = await invitee(a.code, new Player(t.app, 'placar_br', twin.ip));
    expect((await bindingOf(second.uid))?.suspect).toBe('same_device');
    await deposit(second);
    const sum = await a.p.ok<InviteAwardSum>('inviteAwardSum');
    expect(sum.held).toBe(1000);
    const got = await a.p.ok<InviteReceiveResult>('inviteReceive');
    expect(got.received).toBe(sum.receivable);
    expect((await a.p.ok<InviteAwardSum>('inviteAwardSum')).held).toBe(1000);
  });

  it('the same network as the inviter is suspect', async () => {
    const a = await inviter();
    const p = await invitee(a.code, new Player(t.app, 'placar_br', a.p.ip.replace(/\.7$/, '.88')));
    expect((await bindingOf(p.uid))?.suspect).toBe('same_network');
  });

  it('a fourth invitee on one network is suspect', async () => {
    const a = await inviter();
    const base = `192.0.${++net}`;
    const reasons: (string | null)[] = [];
    for (let i = 1; i <= 4; i++) {
      const p = await invitee(a.code, new Player(t.app, 'placar_br', `${base}.${i}`));
      reasons.push((await bindingOf(p.uid))?.suspect ?? null);
    }
    expect(reasons).toEqual([null, null, null, 'network_cluster']);
  });

  it('the same payment account as the inviter holds the invitee rewards', async () => {
    const a = await inviter();
    const p = await invitee(a.code);
    const account = {
      method: 'PIX',
      account_no: `${uniqueKey('same')}@example.com`,
      holder_name: 'Ana Souza',
      tax_id: '123.456.789-09',
    };
    await a.p.ok<WithdrawAccount>('accountElementsSet', account);
    await p.ok<WithdrawAccount>('accountElementsSet', account);
    await deposit(p);
    const sum = await a.p.ok<InviteAwardSum>('inviteAwardSum');
    expect(sum).toMatchObject({ held: 1000, receivable: 0 });
    expect((await bindingOf(p.uid))?.suspect).toBe('same_payment_account');
  });
});

describe('rewards', () => {
  it('a first deposit earns the reward; concurrent receives pay it once; the ledger balances', async () => {
    const a = await inviter();
    const p = await invitee(a.code);
    const before = await a.p.cash();
    // Registering is a milestone that pays nothing.
    expect((await a.p.ok<InviteRunning>('inviteRunning')).receivable).toBe(0);
    await deposit(p, 5_000);
    const running = await a.p.ok<InviteRunning>('inviteRunning');
    expect(running.receivable).toBe(1000);
    expect(running.list.find((r) => r.milestone === 'first_deposit')).toMatchObject({
      reached: 1,
      in_progress: 0,
    });

    const results = await Promise.all(
      Array.from({ length: 6 }, () => a.p.ok<InviteReceiveResult>('inviteReceive')),
    );
    expect(results.reduce((s, r) => s + r.received, 0)).toBe(1000);
    expect(await a.p.cash()).toBe(before + 1000);
    // More deposits do not pay the milestone again.
    await deposit(p, 5_000);
    expect((await a.p.ok<InviteReceiveResult>('inviteReceive')).received).toBe(0);
    const sum = await a.p.ok<InviteAwardSum>('inviteAwardSum');
    expect(sum).toMatchObject({ received: 1000, receivable: 0, invitee_count: 1, depositor_count: 1 });
    const list = await a.p.ok<InviteList>('inviteList');
    expect(list.list[0]).toMatchObject({
      milestone: 'first_deposit',
      reward: 1000,
      reward_status: 'received',
    });
    const keys = await db().execute(
      sql`select count(*)::int as n from ledger_transactions where kind = 'invite_reward' and meta->>'source_uid' = ${String(p.uid)}`,
    );
    expect(Number(rowsOf<{ n: number }>(keys)[0]?.n)).toBe(1);
    await expectLedgerOk(db());
  });

  it('an earned reward whose deposit is no longer credited is void and never paid', async () => {
    const a = await inviter();
    const p = await invitee(a.code);
    await deposit(p);
    expect((await a.p.ok<InviteAwardSum>('inviteAwardSum')).receivable).toBe(1000);
    // A reversal marks the order as not paid (chargeback).
    await db().execute(
      sql`update pay_orders set state = 'failed' where uid = ${p.uid} and direction = 'payin'`,
    );
    const got = await a.p.ok<InviteReceiveResult>('inviteReceive');
    expect(got.received).toBe(0);
    const list = await a.p.ok<InviteList>('inviteList');
    expect(list.list[0]).toMatchObject({ milestone: 'registered', reward_status: 'void' });
  });

  it('a received reward whose deposit is reversed is taken back from the cash balance, once', async () => {
    const a = await inviter();
    const p = await invitee(a.code);
    await deposit(p);
    const before = await a.p.cash();
    expect((await a.p.ok<InviteReceiveResult>('inviteReceive')).received).toBe(1000);
    expect(await a.p.cash()).toBe(before + 1000);
    await db().execute(
      sql`update pay_orders set state = 'failed' where uid = ${p.uid} and direction = 'payin'`,
    );
    // Reads bring the rewards up to date; two at once take it back once.
    await Promise.all([a.p.ok('inviteList'), a.p.ok('inviteAwardSum')]);
    await a.p.ok('inviteRunning');
    expect(await a.p.cash()).toBe(before);
    const list = await a.p.ok<InviteList>('inviteList');
    expect(list.list[0]).toMatchObject({ reward_status: 'reversed', reward: 0 });
    const sum = await a.p.ok<InviteAwardSum>('inviteAwardSum');
    expect(sum).toMatchObject({ received: 0, receivable: 0, depositor_count: 0 });
    const n = rowsOf<{ n: number }>(
      await db().execute(
        sql`select count(*)::int as n from ledger_transactions where kind = 'invite_reward_reversal' and meta->>'source_uid' = ${String(p.uid)}`,
      ),
    )[0]?.n;
    expect(Number(n)).toBe(1);
    await expectLedgerOk(db());
  });

  it('a reversal takes only what the cash balance still holds, never below zero', async () => {
    const a = await inviter();
    const p = await invitee(a.code);
    await deposit(p);
    await a.p.ok<InviteReceiveResult>('inviteReceive');
    const cash = await a.p.cash();
    // The inviter spends all but R$ 4.00 of it.
    await db().transaction((tx) =>
      postTransaction(tx, {
        key: uniqueKey('spend'),
        kind: 'bet_stake',
        postings: [
          { account: { uid: a.p.uid, kind: 'cash', currency: 'BRL' }, amount: -(cash - 400) },
          { account: { system: 'house_sports', currency: 'BRL' }, amount: cash - 400 },
        ],
      }),
    );
    await db().execute(
      sql`update pay_orders set state = 'failed' where uid = ${p.uid} and direction = 'payin'`,
    );
    await a.p.ok('inviteList');
    expect(await a.p.cash()).toBe(0);
    await a.p.ok('inviteList');
    expect(await a.p.cash()).toBe(0);
    await expectLedgerOk(db());
  });

  it("an invitee's invitee pays the second-level (fission) reward", async () => {
    const a = await inviter();
    const b = await invitee(a.code);
    const bCode = (await b.ok<InviteShareInfo>('inviteShareInfo')).invite_code;
    const c = await invitee(bCode);
    await deposit(c);
    const fission = await a.p.ok<FissionList>('inviteFissionList');
    expect(fission.list).toHaveLength(1);
    expect(fission.list[0]).toMatchObject({ milestone: 'first_deposit', reward: 200, status: 'earned' });
    const before = await a.p.cash();
    const [r1, r2] = await Promise.all([
      a.p.ok<InviteReceiveResult>('inviteReceiveFission'),
      a.p.ok<InviteReceiveResult>('inviteReceiveFission'),
    ]);
    expect(r1!.received + r2!.received).toBe(200);
    expect(await a.p.cash()).toBe(before + 200);
    // b, the direct inviter of c, gets the level-1 reward.
    expect((await b.ok<InviteReceiveResult>('inviteReceive')).received).toBe(1000);
    await expectLedgerOk(db());
  });
});

describe('demo data', () => {
  it('the demo player has a code with three invitees at different points and one reward to receive', async () => {
    const p = browser();
    await p.ok('emailLogin', { email: DEMO_PLAYER.email, password: DEMO_PLAYER.password });
    const share = await p.ok<InviteShareInfo>('inviteShareInfo');
    expect(share.invite_code).toBe(DEMO_INVITE_CODE);
    const list = await p.ok<InviteList>('inviteList');
    expect(list.total).toBeGreaterThanOrEqual(3);
    const seeded = list.list.slice(-3);
    expect(seeded.map((i) => i.milestone).sort()).toEqual(['first_deposit', 'first_deposit', 'registered']);
    expect(seeded.filter((i) => i.suspect)).toHaveLength(1);
    const sum = await p.ok<InviteAwardSum>('inviteAwardSum');
    expect(sum.receivable).toBeGreaterThanOrEqual(1000);
    expect(sum.held).toBeGreaterThanOrEqual(1000);
  });
});
