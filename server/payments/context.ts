/**
 * What every money call runs with: the payments context, the adapter that serves a method, the player's row
 * lock that makes one player's money calls run one at a time, and the failure they answer with.
 */
import { eq } from 'drizzle-orm';
import { DmError } from '../../core/contract/errors';
import { METHOD_FAMILY, type PayMethod } from '../../core/wallet/methods';
import type { Db, Tx } from '../db/database';
import { users } from '../db/schema-accounts';
import { ApiFailure } from '../http/failure';
import type { ProviderAdapter } from './provider';
import { SANDBOX_PROVIDER } from './sandbox';

export interface PaymentsContext {
  db: Db;
  now: () => number;
  /** The adapter per provider id; `providerFor` picks one per method. */
  providers: ReadonlyMap<string, ProviderAdapter>;
}

export const fail = (dm: number, message: string, status = 400) => new ApiFailure(status, dm, message);

/** The adapter that pays `method`: the sandbox until a real provider is configured for its family. */
export function providerFor(p: PaymentsContext, method: PayMethod): ProviderAdapter {
  const family = METHOD_FAMILY[method];
  for (const adapter of p.providers.values()) {
    if (adapter.id !== SANDBOX_PROVIDER && adapter.families.includes(family)) return adapter;
  }
  const sandbox = p.providers.get(SANDBOX_PROVIDER);
  if (!sandbox) throw fail(DmError.PayMethodUnavailable, 'No payment provider serves this method', 503);
  return sandbox;
}

/** Takes the player's row lock for the rest of the transaction: their money calls run one at a time. */
export async function lockPlayer(tx: Tx, uid: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, uid)).for('update');
}
