/** Third-party identities (Google, Telegram) bound to players: lookup, binding, and sign-up by identity. */
import { and, eq } from 'drizzle-orm';
import { DmError } from '../../core/contract/errors';
import type { DbOrTx, Tx } from '../db/database';
import { userBindings, users } from '../db/schema-accounts';
import { ApiFailure } from '../http/failure';
import type { VerifiedIdentity } from './providers/registry';
import { isUniqueViolation } from '../db/errors';
import { findUserByEmail, type User } from './users';

type Identity = Pick<VerifiedIdentity, 'plat' | 'unionId' | 'email'>;

export async function findBoundUser(db: DbOrTx, brandId: string, id: Identity): Promise<User | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(userBindings)
    .innerJoin(users, eq(users.id, userBindings.uid))
    .where(
      and(
        eq(userBindings.brandId, brandId),
        eq(userBindings.plat, id.plat),
        eq(userBindings.unionId, id.unionId),
      ),
    )
    .limit(1);
  return row?.user;
}

const conflict = (message: string) => new ApiFailure(400, DmError.BindConflict, message);

/** Binds the identity to `uid`; binding it again is a no-op. Refuses another owner or a second identity. */
export async function bindIdentity(db: DbOrTx, uid: number, brandId: string, id: Identity, now: number) {
  const owner = await findBoundUser(db, brandId, id);
  if (owner) {
    if (owner.id === uid) return;
    throw conflict('This sign-in is already linked to another account');
  }
  const [mine] = await db
    .select()
    .from(userBindings)
    .where(and(eq(userBindings.uid, uid), eq(userBindings.plat, id.plat)))
    .limit(1);
  if (mine) throw conflict(`This account is already linked to another ${id.plat} account`);
  await db
    .insert(userBindings)
    .values({ uid, brandId, plat: id.plat, unionId: id.unionId, email: id.email, createdAt: new Date(now) })
    .catch((err: unknown) => {
      throw isUniqueViolation(err) ? conflict('This sign-in is already linked to another account') : err;
    });
}

/**
 * A new player for an identity nobody has. The provider's verified e-mail becomes the account's e-mail
 * unless an account already has it (merging goes through bind/check and bind/email, by the player's choice).
 */
export async function signUpIdentity(
  db: DbOrTx,
  brandId: string,
  id: VerifiedIdentity,
  now: number,
  /** Written in the same transaction as the account (its registration record, server/rg/sign-up.ts). */
  onCreated?: (tx: Tx, user: User) => Promise<void>,
): Promise<User> {
  return db.transaction(async (tx) => {
    const emailFree = id.email !== null && (await findUserByEmail(tx, brandId, id.email)) === undefined;
    const [user] = await tx
      .insert(users)
      .values({
        brandId,
        email: emailFree ? id.email : null,
        emailVerifiedAt: emailFree ? new Date(now) : null,
        nick: id.name ?? `${id.plat} player`,
      })
      .returning();
    await bindIdentity(tx, user!.id, brandId, id, now);
    if (onCreated) await onCreated(tx, user!);
    return user!;
  });
}
