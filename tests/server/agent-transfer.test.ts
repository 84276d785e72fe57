/**
 * Agent balance and transfers (issue #19): the daily job pays commission into the agent balance (not the cash
 * balance); a transfer moves it to the agent's cash or a downline player's, within the limits of one transfer
 * and of the day, never over the balance, once per request id (replays and races move nothing twice), each a
 * balanced ledger transaction. Binding to an agent by code. Runs on PGlite and on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DmError } from '../../core/contract/errors';
import { SettleResult } from '../../core/contract/schemas/bets';
import type { AgentBindInfo, AgentTransferResult, AgentWallet } from '../../core/contract/schemas/agent';
import type { InviteShareInfo } from '../../core/contract/schemas/invite';
import { transferLimits } from '../../core/invite/transfer';
import { agents } from '../../server/db/schema-invite';
import { betOrders } from '../../server/db/schema-bets';
import { DEMO_AGENT } from '../../server/db/seed/agent';
import { daysToRun, runAgentDay } from '../../server/invite/agent-job';
import { agentBalance } from '../../server/invite/agent-wallet';
import { createTestApp, type TestApp } from './helpers/app';
import { envelope, expectLedgerOk, Player, uniqueKey } from './finance-support';
import { registration } from './helpers/registration';

let t: TestApp;
const clock = Date.parse('2026-11-20T12:00:00Z');
const DAY = '2026-11-19';
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());
const db = () => t.database.db;
let net = 0;
const browser = () => new Player(t.app, 'placar_br', `198.19.${++net}.7`);
const rid = () => uniqueKey('tr').replace(/[^A-Za-z0-9_.:-]/g, '');

async function invitedBy(code: string): Promise<Player> {
  const p = browser();
  const data = await p.ok<{ uid: number }>('emailRegister', {
    ...registration(),
    email: `${uniqueKey('dl')}@example.com`,
    password: 'correct horse 1',
    invite_code: code,
  });
  p.uid = data.uid;
  return p;
}

const codeOf = async (p: Player) => (await p.ok<InviteShareInfo>('inviteShareInfo')).invite_code;

async function lostBet(uid: number, stake: number) {
  await db()
    .insert(betOrders)
    .values({
      uid,
      brandId: 'br',
      key: uniqueKey('bet'),
      seq: 0,
      requestHash: 'test',
      kind: 'single_bet',
      lines: 1,
      currency: 'BRL',
      stakePerLine: stake,
      stake,
      potentialReturn: stake * 2,
      acceptOdds: 'any',
      status: 4,
      result: SettleResult.Lose,
      payout: 0,
      createdAt: new Date(`${DAY}T10:00:00Z`),
      settledAt: new Date(`${DAY}T10:00:00Z`),
    });
}

/** An agent with a depth-1 and a depth-2 player; the depth-1 player lost `stake` yesterday. */
async function agentWithTeam(stake: number) {
  const agent = await browser().register();
  await db().insert(agents).values({ uid: agent.uid, brandId: 'br' });
  const b = await invitedBy(await codeOf(agent));
  const c = await invitedBy(await codeOf(b));
  await lostBet(b.uid, stake);
  await runAgentDay(db(), DAY);
  return { agent, b, c };
}

const balanceOf = (p: Player) => agentBalance(db(), p.uid, 'BRL');
const transfer = (p: Player, body: object) => p.call('agentTransfer', { request_id: rid(), ...body });

describe('agent balance', () => {
  it('takes the commission (not the cash balance) and shows it with the limits and the team', async () => {
    const { agent, b, c } = await agentWithTeam(100_000);
    expect(await balanceOf(agent)).toBe(30_000);
    expect(await agent.cash()).toBe(0);
    const wallet = await agent.ok<AgentWallet>('agentWallet');
    const limits = transferLimits();
    expect(wallet).toMatchObject({
      is_agent: true,
      balance: 30_000,
      today: 0,
      min: limits.min,
      max: limits.max,
      daily_max: limits.dailyMax,
      transferable: 30_000,
      recent: [],
    });
    expect(wallet.team.map((m) => [m.uid, m.depth])).toEqual([
      [b.uid, 1],
      [c.uid, 2],
    ]);
    expect(wallet.team.every((m) => m.name.includes('***'))).toBe(true);
    expect((await b.ok<AgentWallet>('agentWallet')).is_agent).toBe(false);
  });

  it('a pass runs the last seven closed days, oldest first', () => {
    expect(daysToRun(clock)).toEqual([
      '2026-11-13',
      '2026-11-14',
      '2026-11-15',
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
    ]);
  });
});

describe('agent transfers', () => {
  it('moves commission to the own cash balance and to downline players, once per request id', async () => {
    const { agent, b, c } = await agentWithTeam(1_000_000);
    expect(await balanceOf(agent)).toBe(300_000);

    const request_id = rid();
    const first = await agent.ok<AgentTransferResult>('agentTransfer', {
      amount: 100_000,
      target: 'self',
      request_id,
    });
    expect(first).toMatchObject({ balance: 200_000, replayed: false, transfer: { amount: 100_000 } });
    expect(await agent.cash()).toBe(100_000);
    // The same request again (a retry): the first answer, nothing moved.
    const again = await agent.ok<AgentTransferResult>('agentTransfer', {
      amount: 100_000,
      target: 'self',
      request_id,
    });
    expect(again).toMatchObject({ replayed: true, transfer: { id: first.transfer.id } });
    expect(await agent.cash()).toBe(100_000);
    // The same id for another transfer is refused.
    const reused = await agent.call('agentTransfer', { amount: 5_000, target: 'self', request_id });
    expect(envelope(reused).dm_error).toBe(DmError.AgentTransferKeyReused);

    // Depth 2 is in the downline too.
    await agent.ok('agentTransfer', { amount: 20_000, target: 'player', to_uid: c.uid, request_id: rid() });
    await agent.ok('agentTransfer', { amount: 10_000, target: 'player', to_uid: b.uid, request_id: rid() });
    expect(await c.cash()).toBe(20_000);
    expect(await balanceOf(agent)).toBe(170_000);

    const wallet = await agent.ok<AgentWallet>('agentWallet');
    expect(wallet.today).toBe(130_000);
    expect(wallet.recent.map((r) => [r.target, r.amount])).toEqual([
      ['player', 10_000],
      ['player', 20_000],
      ['self', 100_000],
    ]);
    await expectLedgerOk(db());
  });

  it('refuses, moving nothing: outside the downline, out of the limits, over the balance, not an agent', async () => {
    const { agent, b } = await agentWithTeam(10_000);
    expect(await balanceOf(agent)).toBe(3_000);
    const outsider = await browser().register();
    const cases: [object, number][] = [
      [{ amount: 2_000, target: 'player', to_uid: outsider.uid }, DmError.AgentTransferNotDownline],
      [{ amount: 2_000, target: 'player' }, DmError.AgentTransferNotDownline],
      [{ amount: 2_000, target: 'player', to_uid: agent.uid }, DmError.AgentTransferNotDownline],
      [{ amount: transferLimits().min - 1, target: 'self' }, DmError.AgentTransferAmount],
      [{ amount: transferLimits().max + 1, target: 'self' }, DmError.AgentTransferAmount],
      [{ amount: 3_001, target: 'self' }, DmError.AgentTransferBalance],
    ];
    for (const [body, code] of cases) {
      const res = await transfer(agent, body);
      expect(envelope(res).dm_error, JSON.stringify(body)).toBe(code);
    }
    const notAgent = await transfer(b, { amount: 2_000, target: 'self' });
    expect(envelope(notAgent).dm_error).toBe(DmError.AgentNotAgent);
    expect(await balanceOf(agent)).toBe(3_000);
    expect(await agent.cash()).toBe(0);
    expect(await outsider.cash()).toBe(0);
    expect((await agent.ok<AgentWallet>('agentWallet')).recent).toEqual([]);
  });

  it('keeps to the daily limit', async () => {
    const { agent } = await agentWithTeam(10_000_000);
    const { max, dailyMax } = transferLimits();
    let sent = 0;
    while (sent + max <= dailyMax) {
      await agent.ok('agentTransfer', { amount: max, target: 'self', request_id: rid() });
      sent += max;
    }
    const rest = dailyMax - sent;
    const over = await transfer(agent, { amount: rest + 1_000, target: 'self' });
    expect(envelope(over).dm_error).toBe(DmError.AgentTransferDailyLimit);
    if (rest >= transferLimits().min)
      await agent.ok('agentTransfer', { amount: rest, target: 'self', request_id: rid() });
    const wallet = await agent.ok<AgentWallet>('agentWallet');
    expect(wallet.today).toBe(rest >= transferLimits().min ? dailyMax : sent);
    expect(wallet.transferable).toBe(0);
    expect(await agent.cash()).toBe(wallet.today);
    expect(wallet.balance).toBe(3_000_000 - wallet.today);
  });

  it('racing transfers never take more than the balance, and one request id pays once', async () => {
    const { agent, c } = await agentWithTeam(100_000);
    // 30.000 of balance, five transfers of 10.000 at once: three go, two are refused.
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        transfer(
          agent,
          i % 2 ? { amount: 10_000, target: 'self' } : { amount: 10_000, target: 'player', to_uid: c.uid },
        ),
      ),
    );
    const codes = results.map((r) => envelope(r).dm_error).sort();
    expect(codes).toEqual([0, 0, 0, DmError.AgentTransferBalance, DmError.AgentTransferBalance]);
    expect(await balanceOf(agent)).toBe(0);
    expect((await agent.cash()) + (await c.cash())).toBe(30_000);

    const { agent: second } = await agentWithTeam(100_000);
    const request_id = rid();
    const same = await Promise.all(
      Array.from({ length: 4 }, () =>
        second.call('agentTransfer', { amount: 7_000, target: 'self', request_id }),
      ),
    );
    expect(same.map((r) => envelope(r).dm_error)).toEqual([0, 0, 0, 0]);
    expect(same.filter((r) => !envelope<AgentTransferResult>(r).data.replayed)).toHaveLength(1);
    expect(await second.cash()).toBe(7_000);
    expect(await balanceOf(second)).toBe(23_000);
    await expectLedgerOk(db());
  });
});

describe('binding to an agent', () => {
  it('binds by an agent code only, once', async () => {
    const { agent, b } = await agentWithTeam(1_000);
    const player = await browser().register();
    const open = await player.ok<AgentBindInfo>('agentBindInfo');
    expect(open).toMatchObject({ bound: false, inviter: null });
    expect(open.open_until).toBeGreaterThan(clock);

    const notAgent = await player.call('agentBind', { agent_code: await codeOf(b) });
    expect(envelope(notAgent).dm_error).toBe(DmError.AgentCodeNotAgent);
    const unknown = await player.call('agentBind', { agent_code: 'ZZZZZZZZ' });
    expect(envelope(unknown).dm_error).toBe(DmError.InviteCodeUnknown);
    expect((await player.ok<AgentBindInfo>('agentBindInfo')).bound).toBe(false);

    const bound = await player.ok<AgentBindInfo>('agentBind', { agent_code: await codeOf(agent) });
    expect(bound).toMatchObject({ bound: true, inviter_is_agent: true, open_until: null });
    const twice = await player.call('agentBind', { agent_code: await codeOf(agent) });
    expect(envelope(twice).dm_error).toBe(DmError.InviteAlreadyBound);
    const wallet = await agent.ok<AgentWallet>('agentWallet');
    expect(wallet.team.some((m) => m.uid === player.uid && m.depth === 1)).toBe(true);
  });

  it('the demo agent has a balance, a team and days of income to show', async () => {
    const p = browser();
    await p.ok('emailLogin', { email: DEMO_AGENT.email, password: DEMO_AGENT.password });
    for (const day of daysToRun(Date.now())) await runAgentDay(db(), day);
    const wallet = await p.ok<AgentWallet>('agentWallet');
    expect(wallet.is_agent).toBe(true);
    expect(wallet.team).toHaveLength(3);
    expect(wallet.balance).toBeGreaterThan(9_900);
    await expectLedgerOk(db());
  });
});
