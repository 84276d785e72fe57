/**
 * The sandbox provider's HMAC secret: `SANDBOX_PAYMENT_SECRET` when set (at least 32 characters), else one
 * generated at first start and kept in the database (`seed_state`), so it survives restarts on PGlite and
 * PostgreSQL alike and every node of a cluster shares it.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { seedState } from '../db/schema';

const KEY = 'sandbox_payment_secret';

export async function loadSandboxSecret(db: DbOrTx, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const fromEnv = env.SANDBOX_PAYMENT_SECRET;
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error('SANDBOX_PAYMENT_SECRET must be at least 32 characters');
    return fromEnv;
  }
  await db
    .insert(seedState)
    .values({ key: KEY, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: seedState.value }).from(seedState).where(eq(seedState.key, KEY));
  return row!.value;
}
