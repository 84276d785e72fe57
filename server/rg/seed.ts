/**
 * The demo player's responsible-gaming settings (issue #21), written once at the first start so the
 * settings page shows real content: a weekly deposit limit, a monthly wager limit with a pending increase
 * (confirmable, as if asked for two days ago), and audit rows like the player's own changes.
 */
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { DEMO_PLAYER } from '../db/seed/demo-player';
import { DEMO_AGENT } from '../db/seed/agent';
import { rgAudit, rgIdentity, rgPlayers, users } from '../db/schema';

export async function seedRgDemo(tx: Tx, now: number): Promise<void> {
  await seedDemoIdentities(tx, now);
  const [demo] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.brandId, DEMO_PLAYER.brandId), eq(users.email, DEMO_PLAYER.email)));
  if (!demo) return;
  const asked = now - 48 * 3_600_000;
  const limits = { deposit_week: 500_000, wager_month: 2_000_000 };
  const pending = { wager_month: { value: 3_000_000, at: asked + 24 * 3_600_000 } };
  const inserted = await tx
    .insert(rgPlayers)
    .values({ uid: demo.id, brandId: DEMO_PLAYER.brandId, limits, pending, updatedAt: new Date(asked) })
    .onConflictDoNothing()
    .returning({ uid: rgPlayers.uid });
  if (inserted.length === 0) return;
  const row = (subject: string, old: unknown, next: unknown) => ({
    uid: demo.id,
    brandId: DEMO_PLAYER.brandId,
    actor: `player:${demo.id}`,
    subject,
    old,
    new: next,
    createdAt: new Date(asked),
  });
  await tx
    .insert(rgAudit)
    .values([
      row('limit:deposit_week', { value: null }, { value: 500_000 }),
      row('limit:wager_month', { value: null }, { value: 2_000_000 }),
      row('limit:wager_month', { value: 2_000_000 }, { pending: pending.wager_month }),
    ]);
}

/**
 * The demo player and agent registered on the Brazilian brand with a CPF that the identity provider
 * confirmed (as a new registration does), so /auth-file shows a verified identity and withdrawals work.
 */
export async function seedDemoIdentities(tx: Tx, now: number): Promise<void> {
  const demos = [
    { who: DEMO_PLAYER, cpf: '52998224725', birth: '1990-04-12' },
    { who: DEMO_AGENT, cpf: '16899535009', birth: '1985-09-30' },
  ];
  const at = new Date(now - 30 * 86_400_000);
  for (const d of demos) {
    const [u] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.brandId, d.who.brandId), eq(users.email, d.who.email)));
    if (!u) continue;
    const inserted = await tx
      .insert(rgIdentity)
      .values({
        uid: u.id,
        brandId: d.who.brandId,
        document: 'cpf',
        number: d.cpf,
        birthDate: d.birth,
        status: 'verified',
        providerRef: `sbx-${d.cpf}`,
        termsAcceptedAt: at,
        ageConfirmedAt: at,
        verifiedAt: at,
        updatedAt: at,
      })
      .onConflictDoNothing()
      .returning({ uid: rgIdentity.uid });
    if (inserted.length > 0)
      await tx.insert(rgAudit).values({
        uid: u.id,
        brandId: d.who.brandId,
        actor: `player:${u.id}`,
        subject: 'identity',
        old: null,
        new: { status: 'verified', document: 'cpf', terms: true, age_confirmed: true, via: 'registration' },
        createdAt: at,
      });
  }
}
