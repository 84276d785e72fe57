/**
 * pdd (issue #19): friends registering and depositing through the player's link move a cash target, each
 * once, in steps from core/invite/pdd.ts; full, it is withdrawn once (pddWithdraw and tg_pdd withdraw
 * racing pay once); not full, expired or another player's campaign is refused with nothing moved; suspect
 * friends move nothing. Runs on PGlite and on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DmError } from '../../core/contract/errors';
import type { PayinOrder } from '../../core/contract/schemas/finance';
import type { PddInfo, PddWithdrawResult } from '../../core/contract/schemas/agent';
import type { InviteShareInfo } from '../../core/contract/schemas/invite';
import { brandById } from '../../core/brand/brands';
import { pddPlan, pddStep } from '../../core/invite/pdd';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../server/db/rows';
import { createTestApp, type TestApp } from './helpers/app';
import { envelope, expectLedgerOk, Player, uniqueKey } from './finance-support';
import { registration } from './helpers/registration';

let t: TestApp;
let clock = Date.now();
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());
let net = 0;
const browser = () => new Player(t.app, 'placar_br', `198.20.${++net}.9`);
const plan = pddPlan(brandById('br')!);

async function friendOf(code: string): Promise<Player> {
  const p = browser();
  const data = await p.ok<{ uid: number }>('emailRegister', {
    ...registration(),
    email: `${uniqueKey('pdd')}@example.com`,
    password: 'correct horse 1',
    invite_code: code,
  });
  p.uid = data.uid;
  return p;
}

async function deposit(p: Player, amount = 5_000): Promise<void> {
  const dep = await p.ok<PayinOrder>('payinCreate', {
    amount,
    pay_type: 'PIX',
    idempotency_key: uniqueKey('dep'),
  });
  await p.ok('sandboxMark', { order_id: dep.order_id, outcome: 'paid' });
}

describe('pdd', () => {
  it('friends move the target in steps, each once; full, it is withdrawn once', async () => {
    clock = Date.now();
    const me = await browser().register();
    const first = await me.ok<PddInfo>('pddInfo');
    expect(first).toMatchObject({ target: plan.target, progress: 0, status: 'running', steps: [] });
    expect(first.expires_at - first.started_at).toBe(plan.windowMs);
    expect(first.next.registered).toBe(pddStep(plan, 0, 'registered'));
    const code = (await me.ok<InviteShareInfo>('inviteShareInfo')).invite_code;

    const a = await friendOf(code);
    const [x, y] = await Promise.all([me.ok<PddInfo>('pddInfo'), me.ok<PddInfo>('pddInfo')]);
    const r1 = pddStep(plan, 0, 'registered');
    expect(x.progress).toBe(r1);
    expect(y.progress).toBe(r1);
    await deposit(a);
    const afterDeposit = await me.ok<PddInfo>('pddInfo');
    const d1 = pddStep(plan, r1, 'first_deposit');
    expect(afterDeposit.progress).toBe(r1 + d1);
    const step = afterDeposit.steps.find((st) => st.kind === 'first_deposit');
    expect(step).toMatchObject({ amount: d1 });
    expect(step!.name).toContain('***');

    const notFull = await me.call('pddWithdraw', { pdd_uid: first.pdd_uid });
    expect(envelope(notFull).dm_error).toBe(DmError.PddNotFull);

    // Friends until it is full.
    let info = afterDeposit;
    while (info.progress < info.target) {
      const f = await friendOf(code);
      await deposit(f);
      info = await me.ok<PddInfo>('pddInfo');
    }
    expect(info).toMatchObject({ progress: plan.target, status: 'full' });

    // Someone else cannot take it.
    const other = await browser().register();
    const theirs = await other.call('pddWithdraw', { pdd_uid: first.pdd_uid });
    expect(envelope(theirs).dm_error).toBe(DmError.PddNotFound);

    const before = await me.cash();
    const results = await Promise.all([
      me.call('pddWithdraw', { pdd_uid: first.pdd_uid }),
      me.call('tgPddWithdraw', { pdd_uid: String(first.pdd_uid) }),
    ]);
    const codes = results.map((r) => envelope<PddWithdrawResult>(r).dm_error).sort();
    expect(codes).toEqual([0, DmError.PddWithdrawn]);
    expect(await me.cash()).toBe(before + plan.target);
    // The next ask starts a new campaign (now: the friends above bound before it).
    clock = Date.now() + 1000;
    const next = await me.ok<PddInfo>('pddInfo');
    expect(next.pdd_uid).not.toBe(first.pdd_uid);
    expect(next.progress).toBe(0);
    await expectLedgerOk(t.database.db);
  });

  it('an ended campaign cannot be withdrawn, and friends after the window do not count', async () => {
    clock = Date.now();
    const me = await browser().register();
    const info = await me.ok<PddInfo>('pddInfo');
    const code = (await me.ok<InviteShareInfo>('inviteShareInfo')).invite_code;
    // The window ended an hour ago.
    await t.database.db.execute(
      sql`update pdd_campaigns set started_at = now() - interval '80 hours', expires_at = now() - interval '1 hour' where id = ${info.pdd_uid}`,
    );
    await friendOf(code);
    const ended = await me.ok<PddInfo>('pddInfo');
    expect(ended).toMatchObject({ pdd_uid: info.pdd_uid, status: 'expired', progress: 0 });
    const res = await me.call('pddWithdraw', { pdd_uid: info.pdd_uid });
    expect(envelope(res).dm_error).toBe(DmError.PddExpired);
  });

  it('a friend on the same network (suspect) moves nothing', async () => {
    clock = Date.now();
    const me = await browser().register();
    await me.ok<PddInfo>('pddInfo');
    const code = (await me.ok<InviteShareInfo>('inviteShareInfo')).invite_code;
    const same = new Player(t.app, 'placar_br', me.ip);
    await same.ok('emailRegister', {
      ...registration(),
      email: `${uniqueKey('pdd')}@example.com`,
      password: 'correct horse 1',
      invite_code: code,
    });
    expect((await me.ok<PddInfo>('pddInfo')).progress).toBe(0);
  });

  it("a withdrawal that would pass the brand's budget is refused, also when two come at once", async () => {
    clock = Date.now();
    // Two full campaigns.
    const fullCampaign = async () => {
      const me = await browser().register();
      let info = await me.ok<PddInfo>('pddInfo');
      const code = (await me.ok<InviteShareInfo>('inviteShareInfo')).invite_code;
      while (info.progress < info.target) {
        await deposit(await friendOf(code));
        info = await me.ok<PddInfo>('pddInfo');
      }
      return { me, pdd_uid: info.pdd_uid };
    };
    const [a, b] = [await fullCampaign(), await fullCampaign()];
    // The brand has room for exactly one more withdrawal: a stand-in row spends the rest of the budget.
    const paid = await t.database.db.execute(
      sql`select coalesce(sum(target), 0)::text as n from pdd_campaigns where brand_id = 'br' and status = 'withdrawn'`,
    );
    const spent = Number(rowsOf<{ n: string }>(paid)[0]!.n);
    const filler = plan.budget - spent - plan.target;
    await t.database.db.execute(
      sql`insert into pdd_campaigns (uid, seq, brand_id, currency, target, started_at, expires_at, status, withdrawn_at)
          values (0, 1, 'br', ${plan.currency}, ${filler}, now(), now(), 'withdrawn', now())`,
    );
    try {
      const before = (await a.me.cash()) + (await b.me.cash());
      const results = await Promise.all([
        a.me.call('pddWithdraw', { pdd_uid: a.pdd_uid }),
        b.me.call('pddWithdraw', { pdd_uid: b.pdd_uid }),
      ]);
      const codes = results.map((r) => envelope<PddWithdrawResult>(r).dm_error).sort((x, y) => x - y);
      expect(codes).toEqual([0, DmError.PddBudget]);
      expect((await a.me.cash()) + (await b.me.cash())).toBe(before + plan.target);
      await expectLedgerOk(t.database.db);
    } finally {
      await t.database.db.execute(sql`delete from pdd_campaigns where uid = 0 and brand_id = 'br'`);
    }
  });
});
