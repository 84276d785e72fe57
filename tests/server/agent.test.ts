/**
 * Agent commissions (issue #19): the daily job pays each agent a per-depth share of the downline's settled
 * net loss of the day, once (run twice, and twice at once), a voided bet changes it, and the ledger balances.
 */
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_AGENT } from '../../server/db/seed/agent';
import { SettleResult } from '../../core/contract/schemas/bets';
import { agents } from '../../server/db/schema-invite';
import { betOrders } from '../../server/db/schema-bets';
import { runAgentDay } from '../../server/invite/agent-job';
import { agentBalance } from '../../server/invite/agent-wallet';
import { createTestApp, type TestApp } from './helpers/app';
import { expectLedgerOk, Player, uniqueKey } from './finance-support';
import type { AgentIncome, AgentInfo, InviteShareInfo } from '../../core/contract/schemas/invite';
import { registration } from './helpers/registration';

let t: TestApp;
const clock = Date.parse('2026-11-20T12:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());
const db = () => t.database.db;
let net = 0;
const browser = () => new Player(t.app, 'placar_br', `198.18.${++net}.5`);

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

async function settledBet(uid: number, stake: number, payout: number, at: string, result: number) {
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
      result,
      payout,
      createdAt: new Date(at),
      settledAt: new Date(at),
    });
}

describe('agent commission job', () => {
  it('pays depth 1 and 2 shares of the day once, run twice and twice at once; voided bets do not count', async () => {
    const agent = await browser().register();
    await db().insert(agents).values({ uid: agent.uid, brandId: 'br' });
    const b = await invitedBy(await codeOf(agent));
    const c = await invitedBy(await codeOf(b));
    const day = '2026-11-19';
    // Commission goes to the agent balance, not the cash balance.
    const cashBefore = await agent.cash();
    await settledBet(b.uid, 10_000, 0, `${day}T10:00:00Z`, SettleResult.Lose);
    await settledBet(b.uid, 99_999, 99_999, `${day}T11:00:00Z`, SettleResult.Cancel);
    await settledBet(c.uid, 5_000, 2_000, `${day}T12:00:00Z`, SettleResult.WinHalf);
    // Another day does not count.
    await settledBet(b.uid, 7_000, 0, '2026-11-18T23:59:59Z', SettleResult.Lose);
    const before = await agentBalance(db(), agent.uid, 'BRL');
    const agentBal = () => agentBalance(db(), agent.uid, 'BRL');

    const first = await runAgentDay(db(), day);
    expect(first.written).toBeGreaterThanOrEqual(1);
    // 30% of 100.00 (depth 1) + 10% of 30.00 (depth 2).
    expect(await agentBal()).toBe(before + 3_300);
    const again = await runAgentDay(db(), day);
    expect(again.written).toBe(0);
    const [x, y] = await Promise.all([runAgentDay(db(), day), runAgentDay(db(), day)]);
    expect(x!.written + y!.written).toBe(0);
    expect(await agentBal()).toBe(before + 3_300);

    // The day before: a bet voided before the job ran is not counted.
    await settledBet(b.uid, 4_000, 0, '2026-11-18T08:00:00Z', SettleResult.Cancel);
    await runAgentDay(db(), '2026-11-18');
    expect(await agentBal()).toBe(before + 3_300 + 2_100);
    expect(await agent.cash()).toBe(cashBefore);
    await expectLedgerOk(db());

    // getAgentInfo and the income list show it; the downline is masked.
    const info = await agent.ok<AgentInfo>('agentInfo');
    expect(info).toMatchObject({ is_agent: true, level: 1, team: [1, 1, 0], total_commission: 5_400 });
    expect(info.last_day).toMatchObject({ day: '2026-11-19', commission: 3_300 });
    const income = await agent.ok<AgentIncome>('agentIncome');
    expect(income.list.map((d) => [d.day, d.commission])).toEqual([
      ['2026-11-19', 3_300],
      ['2026-11-18', 2_100],
    ]);
    expect(income.list[0]!.details.every((d) => d.name.includes('***'))).toBe(true);
    expect((await b.ok<AgentInfo>('agentInfo')).is_agent).toBe(false);
  });
});

describe('demo agent', () => {
  it('has a two-level downline and its first day of commission once the job runs', async () => {
    const p = browser();
    await p.ok('emailLogin', { email: DEMO_AGENT.email, password: DEMO_AGENT.password });
    const before = await p.ok<AgentInfo>('agentInfo');
    expect(before).toMatchObject({ is_agent: true, team: [2, 1, 0] });
    // The seed settled the downline's bets the day before it ran.
    const [bet] = await db().select().from(betOrders).where(like(betOrders.key, 'seed-agent-%')).limit(1);
    await runAgentDay(db(), bet!.settledAt!.toISOString().slice(0, 10));
    const info = await p.ok<AgentInfo>('agentInfo');
    // 30% of 280.00 (depth 1) + 10% of 150.00 (depth 2).
    expect(info.last_day?.commission).toBe(9_900);
    await expectLedgerOk(db());
  });
});
