/**
 * The demo agent (issue #19), seeded once: `agent@placarbet.com.br` / `demo-agent-2026` with a two-level
 * downline (two invitees, one of whom invited a third). Each downline player has a real sandbox deposit and
 * bets settled on the five days before the seed, all through the ledger; the commission job, which catches
 * up the last week at start, pays the agent's days from them into the agent balance.
 */
import { and, eq } from 'drizzle-orm';
import { hashPassword } from '../../accounts/crypto';
import { postTransaction } from '../../ledger/ledger';
import { SANDBOX_PROVIDER } from '../../payments/sandbox';
import { orderPayStatus } from '../../../core/wallet/status';
import { SettleResult } from '../../../core/contract/schemas/bets';
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

/**
 * Earlier days (2 to 5 days before the seed) for the agent's history: per player and day, a stake and what
 * it paid back (a win pays more than the stake, so that player adds nothing to the net-loss base that day).
 */
const EARLIER: Record<string, [stake: number, payout: number][]> = {
  diegorocha: [
    [12_000, 0],
    [5_000, 9_500],
    [18_000, 6_000],
    [7_500, 0],
  ],
  elisaprado: [
    [4_000, 0],
    [6_000, 0],
    [3_000, 5_400],
    [2_500, 0],
  ],
  fabionunes: [
    [9_000, 3_000],
    [0, 0],
    [11_000, 0],
    [6_000, 0],
  ],
};

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
    const earlier = EARLIER[p.nick] ?? [];
    const deposit = p.stake + earlier.reduce((sum, [stake]) => sum + stake, 0);
    const orderNo = `PISEEDA${user.id}`;
    await tx.insert(payOrders).values({
      orderNo,
      uid: user.id,
      brandId,
      direction: 'payin',
      method: 'PIX',
      currency: CURRENCY,
      amount: deposit,
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
        { account: { system: 'provider_clearing', currency: CURRENCY }, amount: -deposit },
        { account: { uid: user.id, kind: 'cash', currency: CURRENCY }, amount: deposit },
      ],
      meta: { method: 'PIX', provider: SANDBOX_PROVIDER, seed: true },
    });
    await settledBet(tx, user.id, `seed-agent-${user.id}`, p.stake, 0, settled);
    for (const [i, [stake, payout]] of earlier.entries())
      if (stake > 0)
        await settledBet(
          tx,
          user.id,
          `seed-agent-${user.id}-d${i + 2}`,
          stake,
          payout,
          new Date(now - (i + 2) * 24 * 3600 * 1000),
        );
  }
}

/** A settled single bet through the ledger: the stake to the book, and back what it paid. */
async function settledBet(
  tx: Tx,
  uid: number,
  key: string,
  stake: number,
  payout: number,
  settled: Date,
): Promise<void> {
  const [bet] = await tx
    .insert(betOrders)
    .values({
      uid,
      brandId: DEMO_AGENT.brandId,
      key,
      seq: 0,
      requestHash: 'seed',
      kind: 'single_bet',
      lines: 1,
      currency: CURRENCY,
      stakePerLine: stake,
      stake,
      potentialReturn: stake * 2,
      acceptOdds: 'any',
      status: 4,
      result: payout > 0 ? SettleResult.Win : SettleResult.Lose,
      payout,
      createdAt: settled,
      settledAt: settled,
    })
    .returning({ id: betOrders.id });
  const ref = String(bet?.id ?? '');
  await postTransaction(tx, {
    key: key === `seed-agent-${uid}` ? `seed:agent-bet:${uid}` : `seed:agent-bet:${key}`,
    kind: 'bet_stake',
    ref,
    postings: [
      { account: { uid, kind: 'cash', currency: CURRENCY }, amount: -stake },
      { account: { system: 'house_sports', currency: CURRENCY }, amount: stake },
    ],
    meta: { seed: true },
  });
  if (payout > 0)
    await postTransaction(tx, {
      key: `seed:agent-payout:${key}`,
      kind: 'bet_payout',
      ref,
      postings: [
        { account: { system: 'house_sports', currency: CURRENCY }, amount: -payout },
        { account: { uid, kind: 'cash', currency: CURRENCY }, amount: payout },
      ],
      meta: { seed: true },
    });
}
