/**
 * The demo player's invite programme (issue #19), seeded once: the code PLACAR26 and three invitees at
 * different points — one only registered, one whose first deposit earned a reward still to receive, and one
 * who deposited from the demo player's own device, so its reward is held for review (nothing is paid, so the
 * demo player's balance stays the R$1,000.00 of demo-funds.ts). The invitees' deposits are real sandbox
 * credits (order row and ledger credit). The invitees have no password: they only exist to be invitees.
 */
import { and, eq } from 'drizzle-orm';
import { BRANDS } from '../../../core/brand/brands';
import { inviteRules } from '../../../core/invite/rules';
import { orderPayStatus } from '../../../core/wallet/status';
import { postTransaction } from '../../ledger/ledger';
import { SANDBOX_PROVIDER } from '../../payments/sandbox';
import type { Tx } from '../database';
import { users } from '../schema-accounts';
import { inviteBindings, inviteCodes, inviteRewards } from '../schema-invite';
import { payOrders } from '../schema-payments';
import { DEMO_PLAYER } from './demo-player';

export const DEMO_INVITE_CODE = 'PLACAR26';

const INVITEES = [
  { email: 'ana.souza@demo.placarbet.com.br', nick: 'anasouza', deposit: 0, suspect: null },
  { email: 'bruno.lima@demo.placarbet.com.br', nick: 'brunolima', deposit: 5_000, suspect: null },
  {
    email: 'carla.mendes@demo.placarbet.com.br',
    nick: 'carlamendes',
    deposit: 10_000,
    suspect: 'same_device',
  },
] as const;

const DAY = 24 * 3600 * 1000;

export async function seedDemoInvites(tx: Tx, now: number): Promise<void> {
  const brand = BRANDS.find((b) => b.id === DEMO_PLAYER.brandId)!;
  const [demo] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.brandId, brand.id), eq(users.email, DEMO_PLAYER.email)));
  if (!demo) return;
  const [done] = await tx
    .select({ uid: inviteCodes.uid })
    .from(inviteCodes)
    .where(eq(inviteCodes.uid, demo.id));
  if (done) return;
  await tx.insert(inviteCodes).values({ uid: demo.id, brandId: brand.id, code: DEMO_INVITE_CODE });
  const rules = inviteRules(brand);
  for (const [i, inv] of INVITEES.entries()) {
    const at = new Date(now - (INVITEES.length - i) * 2 * DAY);
    const [user] = await tx
      .insert(users)
      .values({ brandId: brand.id, email: inv.email, nick: inv.nick, emailVerifiedAt: at, createdAt: at })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!user) continue;
    await tx.insert(inviteBindings).values({
      inviteeUid: user.id,
      inviterUid: demo.id,
      brandId: brand.id,
      code: DEMO_INVITE_CODE,
      suspect: inv.suspect,
      createdAt: at,
    });
    if (inv.deposit === 0) continue;
    const orderNo = `PISEED${user.id}`;
    await tx.insert(payOrders).values({
      orderNo,
      uid: user.id,
      brandId: brand.id,
      direction: 'payin',
      method: 'PIX',
      currency: rules.currency,
      amount: inv.deposit,
      state: 'paid',
      payStatus: orderPayStatus('paid'),
      provider: SANDBOX_PROVIDER,
      idempotencyKey: `seed:invitee-deposit:${user.id}`,
      requestHash: 'seed',
      createdAt: at,
      updatedAt: at,
      finishedAt: at,
    });
    await postTransaction(tx, {
      key: `payin:credit:${orderNo}`,
      kind: 'deposit',
      ref: orderNo,
      postings: [
        { account: { system: 'provider_clearing', currency: rules.currency }, amount: -inv.deposit },
        { account: { uid: user.id, kind: 'cash', currency: rules.currency }, amount: inv.deposit },
      ],
      meta: { method: 'PIX', provider: SANDBOX_PROVIDER, seed: true },
    });
    await tx.insert(inviteRewards).values({
      uid: demo.id,
      sourceUid: user.id,
      level: 1,
      milestone: 'first_deposit',
      currency: rules.currency,
      amount: rules.reward.first_deposit,
      status: inv.suspect ? 'held' : 'earned',
      createdAt: at,
    });
  }
}
