/**
 * One free bet for the demo player (server/db/seed/demo-player.ts), so free bets can be tried: granted once
 * (grant key), through the ledger like any grant; the ledger key stays even if an operator deletes the row,
 * so a grant is never paid twice.
 */
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { users } from '../db/schema-accounts';
import { DEMO_PLAYER } from '../db/seed/demo-player';
import { grantFreeBet } from './free-bets';

export const DEMO_FREE_BET = { grantKey: 'seed:demo-freebet', amount: 1000, minOddsMilli: 1500 };

export async function seedDemoFreeBet(tx: Tx, now: number): Promise<void> {
  const [demo] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.brandId, DEMO_PLAYER.brandId), eq(users.email, DEMO_PLAYER.email)))
    .limit(1);
  if (!demo) return;
  await grantFreeBet(tx, {
    uid: demo.id,
    grantKey: DEMO_FREE_BET.grantKey,
    currency: 'BRL',
    amount: DEMO_FREE_BET.amount,
    minOddsMilli: DEMO_FREE_BET.minOddsMilli,
    title: 'Welcome free bet',
    expiresAt: new Date(now + 365 * 86_400_000),
  });
}
