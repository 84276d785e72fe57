/**
 * Binding an invitee to an inviter (issue #19): at registration through a link or code, or later with
 * user/invite/bind. The invitee's row is the primary key of invite_bindings, so the first binding wins and
 * a second one (a race, or another code) changes nothing. Never to oneself, nor to one's own invitee.
 * Anti-abuse (core/invite/rules.ts suspectReason): the same device or network as the inviter, or too many
 * invitees of the inviter on one network, marks the invitee suspect: bound, but its rewards are held.
 */
import { randomInt } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { DmError } from '../../core/contract/errors';
import { newInviteCode, normalizeInviteCode } from '../../core/invite/code';
import { ipNetwork, suspectReason, type SuspectReason } from '../../core/invite/rules';
import type { DbOrTx } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import { sessions } from '../db/schema-accounts';
import { inviteBindings, inviteCodes } from '../db/schema-invite';
import { ApiFailure } from '../http/failure';

/** A code can be entered after registering for this long. */
export const BIND_WINDOW_MS = 7 * 24 * 3600 * 1000;

const cryptoRandom = () => randomInt(0, 1_000_000) / 1_000_000;

/** The player's invite code, made on first ask (a collision with another player's code tries again). */
export async function inviteCodeOf(
  db: DbOrTx,
  uid: number,
  brandId: string,
  random = cryptoRandom,
): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [existing] = await db
      .select({ code: inviteCodes.code })
      .from(inviteCodes)
      .where(eq(inviteCodes.uid, uid));
    if (existing) return existing.code;
    try {
      await db
        .insert(inviteCodes)
        .values({ uid, brandId, code: newInviteCode(random) })
        .onConflictDoNothing({ target: inviteCodes.uid });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
  }
  throw new Error(`could not make an invite code for ${uid}`);
}

export interface BindInput {
  inviteeUid: number;
  brandId: string;
  code: string;
  deviceId: string;
  ip: string;
}

export const unknownCode = () =>
  new ApiFailure(400, DmError.InviteCodeUnknown, 'This invite code does not exist');

/** Binds or throws ApiFailure (unknown code, self-invite, already bound); nothing is written on a refusal. */
export async function bindInvitee(db: DbOrTx, input: BindInput): Promise<{ suspect: SuspectReason | null }> {
  const code = normalizeInviteCode(input.code);
  if (!code) throw unknownCode();
  const [owner] = await db
    .select({ uid: inviteCodes.uid })
    .from(inviteCodes)
    .where(and(eq(inviteCodes.brandId, input.brandId), eq(inviteCodes.code, code)));
  if (!owner) throw unknownCode();
  const inviterUid = owner.uid;
  const self = () => new ApiFailure(400, DmError.InviteSelf, 'You cannot use your own invite code');
  if (inviterUid === input.inviteeUid) throw self();
  const [reverse] = await db
    .select({ uid: inviteBindings.inviteeUid })
    .from(inviteBindings)
    .where(and(eq(inviteBindings.inviteeUid, inviterUid), eq(inviteBindings.inviterUid, input.inviteeUid)));
  if (reverse) throw self();

  const seen = await db
    .select({ smid: sessions.smid, ip: sessions.ip })
    .from(sessions)
    .where(eq(sessions.uid, inviterUid))
    .orderBy(desc(sessions.id))
    .limit(50);
  const network = ipNetwork(input.ip);
  const [cluster] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(inviteBindings)
    .where(and(eq(inviteBindings.inviterUid, inviterUid), eq(inviteBindings.network, network)));
  const suspect = suspectReason({
    inviteeDevice: input.deviceId,
    inviteeNetwork: network,
    inviterDevices: seen.map((s) => s.smid).filter(Boolean),
    inviterNetworks: seen.map((s) => ipNetwork(s.ip)).filter(Boolean),
    sameNetworkInvitees: network ? Number(cluster?.n ?? 0) : 0,
  });
  const inserted = await db
    .insert(inviteBindings)
    .values({
      inviteeUid: input.inviteeUid,
      inviterUid,
      brandId: input.brandId,
      code,
      deviceId: input.deviceId,
      network,
      suspect,
    })
    .onConflictDoNothing()
    .returning({ uid: inviteBindings.inviteeUid });
  if (inserted.length === 0)
    throw new ApiFailure(
      400,
      DmError.InviteAlreadyBound,
      'You are already linked to a friend who invited you',
    );
  return { suspect };
}

/**
 * Registration's hook: binds when the new player came with a code; a code that does not bind (unknown,
 * mistyped) never fails the registration.
 */
export async function bindAtRegistration(db: DbOrTx, input: BindInput): Promise<void> {
  try {
    await bindInvitee(db, input);
  } catch (err) {
    if (!(err instanceof ApiFailure)) throw err;
  }
}
