/**
 * Identity documents sent from /auth-file (issue #21): checked (type by the bytes, size), stored in
 * `rg_documents`, then reviewed. The reviewer is an adapter like the identity provider; the sandbox reviewer
 * (the only one today, documented in README.md) decides at once: an image of at least
 * SANDBOX_MIN_READABLE_BYTES is approved (the identity becomes `verified`), a smaller one is refused as
 * unreadable (`rejected`, the player sends another). Every status change is audited (subject `identity`).
 */
import { desc, eq } from 'drizzle-orm';
import { DmError } from '../../core/contract/errors';
import type { MarketProfile } from '../../core/contract/schemas/rg';
import {
  IDENTITY_DOC_MAX_BYTES,
  type IdentityStatusView,
  type IdentityUpload,
} from '../../core/contract/schemas/identity';
import type { Db, DbOrTx, Tx } from '../db/database';
import { rgAudit, rgDocuments, rgIdentity } from '../db/schema';
import { ApiFailure } from '../http/failure';
import { verificationState } from './identity';

export const SANDBOX_MIN_READABLE_BYTES = 1024;

export interface DocumentReviewer {
  review(doc: {
    kind: string;
    mime: string;
    bytes: Buffer;
  }): { approved: true } | { approved: false; reason: string };
}

export const sandboxReviewer: DocumentReviewer = {
  review: ({ bytes }) =>
    bytes.length >= SANDBOX_MIN_READABLE_BYTES
      ? { approved: true }
      : { approved: false, reason: 'The image is too small to read. Send a sharper photo.' },
};

const SIGNATURES: Record<IdentityUpload['type'], (b: Buffer) => boolean> = {
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/webp': (b) =>
    b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
};

export function checkedDocument(input: IdentityUpload): Buffer {
  const invalid = (msg: string) => new ApiFailure(400, DmError.RgDocumentInvalid, msg);
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(input.data)) throw invalid('The file could not be read. Try again.');
  const bytes = Buffer.from(input.data, 'base64');
  if (bytes.length === 0) throw invalid('The file is empty.');
  if (bytes.length > IDENTITY_DOC_MAX_BYTES) throw invalid('The image is larger than 2 MB.');
  if (!SIGNATURES[input.type](bytes)) throw invalid('The file is not a PNG, JPEG or WebP image.');
  return bytes;
}

async function setStatus(tx: Tx, uid: number, brandId: string, next: string, now: number, actor: string) {
  await tx
    .insert(rgIdentity)
    .values({ uid, brandId, status: 'unverified', updatedAt: new Date(now) })
    .onConflictDoNothing();
  const [row] = await tx.select().from(rgIdentity).where(eq(rgIdentity.uid, uid)).for('update');
  if (row!.status === next) return;
  await tx
    .update(rgIdentity)
    .set({
      status: next,
      updatedAt: new Date(now),
      ...(next === 'verified' ? { verifiedAt: new Date(now) } : {}),
    })
    .where(eq(rgIdentity.uid, uid));
  await tx.insert(rgAudit).values({
    uid,
    brandId,
    actor,
    subject: 'identity',
    old: { status: row!.status },
    new: { status: next },
    createdAt: new Date(now),
  });
}

/** Stores the document, marks the identity pending, and lets the reviewer decide. */
export async function uploadDocument(
  db: Db,
  p: { uid: number; brandId: string },
  input: IdentityUpload,
  reviewer: DocumentReviewer,
  now: number,
): Promise<void> {
  const bytes = checkedDocument(input);
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(rgIdentity).where(eq(rgIdentity.uid, p.uid));
    const [doc] = await tx
      .insert(rgDocuments)
      .values({
        uid: p.uid,
        brandId: p.brandId,
        kind: input.kind,
        mime: input.type,
        size: bytes.length,
        bytes,
        status: 'pending',
        createdAt: new Date(now),
      })
      .returning({ id: rgDocuments.id });
    // A verified identity stays verified: a further document is kept and reviewed, nothing is lowered.
    if (current?.status !== 'verified')
      await setStatus(tx, p.uid, p.brandId, 'pending', now, `player:${p.uid}`);
    const decision = reviewer.review({ kind: input.kind, mime: input.type, bytes });
    await tx
      .update(rgDocuments)
      .set({
        status: decision.approved ? 'approved' : 'rejected',
        reason: decision.approved ? null : decision.reason,
        reviewedAt: new Date(now),
      })
      .where(eq(rgDocuments.id, doc!.id));
    if (current?.status !== 'verified')
      await setStatus(
        tx,
        p.uid,
        p.brandId,
        decision.approved ? 'verified' : 'rejected',
        now,
        'reviewer:sandbox',
      );
  });
}

export async function identityStatusView(
  db: DbOrTx,
  uid: number,
  profile: MarketProfile,
  currency: string,
): Promise<IdentityStatusView> {
  const [state, docs] = await Promise.all([
    verificationState(db, uid, profile),
    db
      .select({
        id: rgDocuments.id,
        kind: rgDocuments.kind,
        status: rgDocuments.status,
        reason: rgDocuments.reason,
        size: rgDocuments.size,
        createdAt: rgDocuments.createdAt,
      })
      .from(rgDocuments)
      .where(eq(rgDocuments.uid, uid))
      .orderBy(desc(rgDocuments.id))
      .limit(20),
  ]);
  const id = profile.identity;
  return {
    status: state.identity.status,
    document: state.identity.document,
    number_masked: state.identity.number_masked,
    verified_at: state.identity.verified_at,
    requirement: id
      ? { document: id.document, when: id.when, deposit_threshold: id.deposit_threshold ?? null }
      : null,
    min_age: profile.min_age,
    withdrawal_blocked: state.needed,
    deposited: state.deposited,
    currency,
    documents: docs.map((d) => ({
      id: d.id,
      kind: d.kind,
      status: d.status as 'pending' | 'approved' | 'rejected',
      reason: d.reason,
      size: d.size,
      created_at: d.createdAt.getTime(),
    })),
  };
}
