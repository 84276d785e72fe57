/**
 * The demo agent (issue #19), seeded once: `agent@placarbet.com.br` / `demo-agent-2026` with a two-level
 * downline (two invitees, one of whom invited a third). Each downline player has a real sandbox deposit and
 * one losing bet settled the day before the seed, both through the ledger; the commission job, which runs
 * at start for the day before, pays the agent's first day from them.
 */
import { and, eq } from 'drizzle-orm';
import { hashPassword } from '../../accounts/crypto';
import { postTransaction } from '../../ledger/ledger';
import { SANDBOX_PROVIDER } from '../../payments/sandbox';
import { orderPayStatus } from '../../../core/wallet/status';
import type { Tx } from '../database';
import { users } from '../schema-accounts';
import { betOrders } from '../schema-bets';
import { agents, inviteBindings, inviteCodes } from '../schema-invite';
import { payOrders } from '../schema-payments';

export const DEMO_AGENT = { brandId: 'br', email: 'agent@placarbet.com.br', password: 'demo-agent-2026' };
const CURRENCY = 'BRL';

const DOWNLINE = [
  { email: 'diego.rocha@demo.placarbet.com.br', nick: 'diegorocha', parent: 'agent', stake: 20_000 },
  { email: 'elisa.prado@demo.placarbet.com.br', nick: 'elisaprado', parent: 'agent', stake: 8_000 },
  { email: 'fabio.nunes@demo.placarbet.com.br', nick: 'fabionunes', parent: 'diegorocha', stake: 15_000 },
] as const;

export async function seedDemoAgent(tx: Tx, now: number): Promise<void> {
  const { brandId, email, password } = DEMO_AGENT;
  const [existing] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.brandId, brandId), eq(users.email, email)));
  if (existing) return;
  const created = new Date(now - 10 * 24 * 3600 * 1000);
  const [agent] = await tx
    .insert(users)
    .values({
      brandId,
      email,
      passwordHash: await hashPassword(password),
      nick: 'agent',
      emailVerifiedAt: created,
    })
    .returning({ id: users.id });
  if (!agent) return;
  await tx.insert(agents).values({ uid: agent.id, brandId, createdAt: created });
  await tx.insert(inviteCodes).values({ uid: agent.id, brandId, code: 'AGENT26' });
  const uids = new Map<string, number>([['agent', agent.id]]);
  const settled = new Date(now - 24 * 3600 * 1000);
  for (const p of DOWNLINE) {
    const [user] = await tx
      .insert(users)
      .values({ brandId, email: p.email, nick: p.nick, emailVerifiedAt: created, createdAt: created })
      .returning({ id: users.id });
    if (!user) continue;
    uids.set(p.nick, user.id);
    await tx.insert(inviteBindings).values({
      inviteeUid: user.id,
      inviterUid: uids.get(p.parent)!,
      brandId,
      code: 'AGENT26',
      createdAt: created,
    });
    const orderNo = `PISEEDA${user.id}`;
    await tx.insert(payOrders).values({
      orderNo,
      uid: user.id,
      brandId,
      direction: 'payin',
      method: 'PIX',
      currency: CURRENCY,
      amount: p.stake,
      state: 'paid',
      payStatus: orderPayStatus('paid'),
      provider: SANDBOX_PROVIDER,
      idempotencyKey: `seed:agent-deposit:${user.id}`,
      requestHash: 'seed',
      createdAt: created,
      updatedAt: created,
      finishedAt: created,
    });
    await postTransaction(tx, {
      key: `payin:credit:${orderNo}`,
      kind: 'deposit',
      ref: orderNo,
      postings: [
        { account: { system: 'provider_clearing', currency: CURRENCY }, amount: -p.stake },
        { account: { uid: user.id, kind: 'cash', currency: CURRENCY }, amount: p.stake },
      ],
      meta: { method: 'PIX', provider: SANDBOX_PROVIDER, seed: true },
    });
    const [bet] = await tx
      .insert(betOrders)
      .values({
        uid: user.id,
        brandId,
        key: `seed-agent-${user.id}`,
        seq: 0,
        requestHash: 'seed',
        kind: 'single_bet',
        lines: 1,
        currency: CURRENCY,
        stakePerLine: p.stake,
        stake: p.stake,
        potentialReturn: p.stake * 2,
        acceptOdds: 'any',
        status: 4,
        result: 3,
        payout: 0,
        createdAt: settled,
        settledAt: settled,
      })
      .returning({ id: betOrders.id });
    await postTransaction(tx, {
      key: `seed:agent-bet:${user.id}`,
      kind: 'bet_stake',
      ref: String(bet?.id ?? ''),
      postings: [
        { account: { uid: user.id, kind: 'cash', currency: CURRENCY }, amount: -p.stake },
        { account: { system: 'house_sports', currency: CURRENCY }, amount: p.stake },
      ],
      meta: { seed: true },
    });
  }
}
