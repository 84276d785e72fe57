/** Player rows and the SPEC §3 Login info built from a player and their session. */
import { and, asc, eq } from 'drizzle-orm';
import type { LoginInfo } from '../../core/contract/schemas/user';
import type { DbOrTx } from '../db/database';
import { userBindings, users } from '../db/schema-accounts';
import type { ActiveSession } from './sessions';

export type User = typeof users.$inferSelect;
export type NewUser = Omit<typeof users.$inferInsert, 'id'>;

export async function findUserByEmail(db: DbOrTx, brandId: string, email: string): Promise<User | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.brandId, brandId), eq(users.email, email)))
    .limit(1);
  return row;
}

export async function findUser(db: DbOrTx, uid: number): Promise<User | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, uid)).limit(1);
  return row;
}

export async function insertUser(db: DbOrTx, values: NewUser): Promise<User> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export interface LoginFlags {
  firstRegist: boolean;
  firstActive: boolean;
}

export async function buildLoginInfo(
  db: DbOrTx,
  user: User,
  session: ActiveSession,
  flags: LoginFlags = { firstRegist: false, firstActive: false },
): Promise<LoginInfo> {
  const bindings = await db
    .select()
    .from(userBindings)
    .where(eq(userBindings.uid, user.id))
    .orderBy(asc(userBindings.createdAt));
  return {
    uid: user.id,
    sid: session.publicId,
    smid: session.smid,
    first_regist: flags.firstRegist ? 1 : 0,
    first_active: flags.firstActive ? 1 : 0,
    visitor: user.visitor ? 1 : 0,
    // No wallet yet in this build: a tourist has made no deposit until the payments issue lands.
    visitor_deposit: 0,
    visitor_login_fail: 0,
    nick: user.nick,
    profile: { nick: user.nick },
    email: user.email ?? '',
    bind_info: bindings.map((b) => ({ plat: b.plat, unionid: b.unionId, create_at: b.createdAt.getTime() })),
    cv: session.cv,
    hv: session.hv,
    av: session.av,
  };
}
