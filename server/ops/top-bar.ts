/**
 * Marketing: the top-bar messages an operator writes. Each is a brand broadcast in `messages` (uid null,
 * kind broadcast, top_bar true, dedupe key `ops:<uuid>`), so the player's own list and top-bar calls
 * (server/messages/store.ts) serve it with no cache in between: it shows on the player's next read. The
 * audience is kept in `params.min_vip` (0: every signed-in player; n: VIP level n and above), which the
 * player's reader checks. Delete removes the row (and its read/closed states, by cascade).
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, isNull, like } from 'drizzle-orm';
import { brandById } from '../../core/brand/brands';
import { OpsDmError } from '../../core/contract/errors';
import type { OpsMessage, OpsMessageCreate } from '../../core/contract/schemas/ops-marketing';
import { LOCALES, type Locale } from '../../core/i18n/locales';
import { MessageKind, messageTypeOf } from '../../core/messages/kinds';
import type { Db } from '../db/database';
import { messages } from '../db/schema-messages';
import { ApiFailure } from '../http/failure';
import type { MessageBody } from '../messages/write';
import { appendAudit } from './audit';
import type { Operator } from './auth';
import { brandsOf, invalidEdit } from './campaigns';
import { requireBrand } from './route';

type Row = typeof messages.$inferSelect;

const isLocale = (v: string): v is Locale => (LOCALES as readonly string[]).includes(v);

function view(row: Row): OpsMessage {
  const body = row.body as MessageBody;
  const texts: Record<string, string> = {};
  for (const [lang, words] of Object.entries(body)) if (words) texts[lang] = words.title;
  const params = row.params as { min_vip?: unknown };
  return {
    id: row.id,
    brand_id: row.brandId,
    texts,
    min_vip: typeof params.min_vip === 'number' ? params.min_vip : 0,
    starts_at: row.startsAt.getTime(),
    ends_at: row.endsAt?.getTime() ?? null,
    created_at: row.createdAt.getTime(),
  };
}

const ours = and(isNull(messages.uid), eq(messages.topBar, true), like(messages.dedupeKey, 'ops:%'));

export async function listTopBar(db: Db, op: Operator, brand: string | undefined) {
  const brands = brandsOf(op, brand);
  if (brands.length === 0) return [];
  const rows = await db
    .select()
    .from(messages)
    .where(and(ours, inArray(messages.brandId, brands)))
    .orderBy(desc(messages.id))
    .limit(200);
  return rows.map(view);
}

export async function createTopBar(db: Db, op: Operator, input: OpsMessageCreate, now: number) {
  requireBrand(op, input.brand);
  const brand = brandById(input.brand);
  if (!brand) throw invalidEdit('No such brand.');
  const body: MessageBody = {};
  for (const [lang, text] of Object.entries(input.texts)) {
    const words = text.trim();
    if (!words) continue;
    if (!isLocale(lang)) throw invalidEdit(`Unknown language: ${lang}.`);
    // Plain text: the player app shows the title as text; nothing here is HTML.
    body[lang] = { title: words, html: '', buttons: [] };
  }
  if (!body.en && !body[brand.defaultLang])
    throw invalidEdit('Write the text at least in English or in the brand’s language.');
  const startsAt = new Date(input.starts_at ?? now);
  const endsAt = input.ends_at == null ? null : new Date(input.ends_at);
  if (endsAt && endsAt.getTime() <= startsAt.getTime()) throw invalidEdit('The end must be after the start.');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(messages)
      .values({
        brandId: brand.id,
        uid: null,
        kind: MessageKind.Broadcast,
        messageType: messageTypeOf(MessageKind.Broadcast),
        dedupeKey: `ops:${randomUUID()}`,
        params: { min_vip: input.min_vip },
        body,
        url: '',
        topBar: true,
        turnTime: 8,
        allowClose: true,
        isH5: true,
        startsAt,
        endsAt,
        createdAt: new Date(now),
      })
      .returning();
    const made = view(row!);
    await appendAudit(
      tx,
      op,
      {
        brandId: brand.id,
        action: 'message.create',
        target: `message:${made.id}`,
        after: { ...made, reason: input.reason },
      },
      now,
    );
    return made;
  });
}

export async function deleteTopBar(
  db: Db,
  op: Operator,
  id: number,
  reason: string,
  now: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(messages)
      .where(and(ours, eq(messages.id, id)))
      .for('update');
    if (!row || !op.brands.includes(row.brandId))
      throw new ApiFailure(404, OpsDmError.OpsMessageNotFound, 'No such message.');
    await tx.delete(messages).where(eq(messages.id, id));
    await appendAudit(
      tx,
      op,
      {
        brandId: row.brandId,
        action: 'message.delete',
        target: `message:${id}`,
        before: view(row),
        after: { reason },
      },
      now,
    );
  });
}
