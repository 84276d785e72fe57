/**
 * One demo player for the default brand, so the product can be tried without registering (server/README.md
 * prints the credentials). Created once; an operator who changes or deletes it keeps their change.
 */
import { and, eq } from 'drizzle-orm';
import { hashPassword } from '../../accounts/crypto';
import type { DbOrTx } from '../database';
import { users } from '../schema-accounts';

export const DEMO_PLAYER = { brandId: 'br', email: 'demo@placarbet.com.br', password: 'demo-player-2026' };

export async function seedDemoPlayer(db: DbOrTx, now: number): Promise<void> {
  const { brandId, email, password } = DEMO_PLAYER;
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.brandId, brandId), eq(users.email, email)))
    .limit(1);
  if (existing) return;
  await db
    .insert(users)
    .values({
      brandId,
      email,
      passwordHash: await hashPassword(password),
      nick: 'demo',
      emailVerifiedAt: new Date(now),
    })
    .onConflictDoNothing();
}
