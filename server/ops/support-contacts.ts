/**
 * Configuration: a brand's support contacts (e-mail, live chat / WhatsApp / Telegram links, opening hours),
 * what the player's /support page shows (SPEC supportInfo, help/store.ts). Saved as the whole answer in
 * brand_support_contacts; the player's next supportInfo call answers it. Brand-scoped, validated
 * (core/ops/support-contacts.ts) and audited in the same transaction.
 */
import { eq } from 'drizzle-orm';
import { brandById } from '../../core/brand/brands';
import { OpsDmError } from '../../core/contract/errors';
import type { OpsSupportContacts, OpsSupportContactsEdit } from '../../core/contract/schemas/ops-config';
import { checkSupportContacts, type SupportContactsError } from '../../core/ops/support-contacts';
import type { Db } from '../db/database';
import { brandSupportContacts } from '../db/schema-ops-config';
import { supportInfo } from '../help/store';
import { ApiFailure } from '../http/failure';
import { appendAudit } from './audit';
import type { Operator } from './auth';
import { requireBrand } from './route';

const MESSAGES: Readonly<Record<SupportContactsError, string>> = {
  email: 'The e-mail address is not valid.',
  url: 'Each chat link must be an https address (WhatsApp on wa.me, Telegram on t.me).',
  duplicate_chat: 'Each kind of chat may be listed once.',
  hours: 'Opening hours are HH:MM, from 00:00 to 24:00.',
  timezone: 'Unknown time zone (use an IANA name such as America/Sao_Paulo).',
};

function brandOf(op: Operator, id: string) {
  requireBrand(op, id);
  const brand = brandById(id);
  if (!brand) throw new ApiFailure(404, OpsDmError.OpsConfigInvalid, 'No such brand.');
  return brand;
}

export async function readSupportContacts(
  db: Db,
  op: Operator,
  brandId: string,
): Promise<OpsSupportContacts> {
  const brand = brandOf(op, brandId);
  const [row] = await db
    .select({ id: brandSupportContacts.brandId })
    .from(brandSupportContacts)
    .where(eq(brandSupportContacts.brandId, brand.id));
  return { brand: brand.id, ...(await supportInfo(db, brand)), customised: !!row };
}

export async function editSupportContacts(
  db: Db,
  op: Operator,
  input: OpsSupportContactsEdit,
  now: number,
): Promise<OpsSupportContacts> {
  const brand = brandOf(op, input.brand);
  const { reason, brand: _b, ...contacts } = input;
  const email = contacts.email.trim();
  const next = {
    ...contacts,
    email,
    chats: contacts.chats.map((c) => ({ kind: c.kind, url: c.url.trim() })),
  };
  const verdict = checkSupportContacts(next);
  if (verdict) throw new ApiFailure(400, OpsDmError.OpsConfigInvalid, MESSAGES[verdict]);
  return db.transaction(async (tx) => {
    await tx
      .select()
      .from(brandSupportContacts)
      .where(eq(brandSupportContacts.brandId, brand.id))
      .for('update');
    const before = await supportInfo(tx, brand);
    const values = {
      email: next.email,
      chats: next.chats,
      hoursFrom: next.hours_from,
      hoursTo: next.hours_to,
      timezone: next.timezone,
      updatedAt: new Date(now),
      updatedBy: op.id,
    };
    await tx
      .insert(brandSupportContacts)
      .values({ brandId: brand.id, ...values })
      .onConflictDoUpdate({ target: brandSupportContacts.brandId, set: values });
    await appendAudit(
      tx,
      op,
      {
        brandId: brand.id,
        action: 'config.support_contacts',
        target: `brand:${brand.id}`,
        before,
        after: { ...next, reason },
      },
      now,
    );
    return { brand: brand.id, ...next, customised: true };
  });
}
