/**
 * Marketing: push broadcasts (issue #24). An operator writes a title and body per language, the route a tap
 * opens and an audience (push-audience.ts); create saves a draft, send writes one message per audience player
 * into their inbox (`messages`, kind broadcast, dedupe key `ops_push:<id>`) and queues its pushes for the push
 * sender (server/push/queue.ts), BATCH players per transaction so a large audience holds no long lock.
 *
 * Idempotent: (uid, dedupe key) is unique and pushes are queued only for messages this batch inserted, so a
 * send that died half-way resumes where it stopped (the state stays `sending`) and a player never gets it
 * twice; a `sent` broadcast is refused (409, 7101). The audience is taken when sending, not when drafting.
 * Audited: `push.create`, `push.send` (the audience size) and `push.sent` (messages and pushes), each in the
 * transaction of its change.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { brandById } from '../../core/brand/brands';
import { OpsDmError } from '../../core/contract/errors';
import type { OpsPush, OpsPushCreate } from '../../core/contract/schemas/ops-push';
import { isLocale } from '../../core/i18n/locales';
import { MessageKind, messageTypeOf } from '../../core/messages/kinds';
import type { Db, DbOrTx } from '../db/database';
import { rowsOf } from '../db/rows';
import { messages } from '../db/schema-messages';
import { opsBroadcasts } from '../db/schema-ops-marketing';
import { ApiFailure } from '../http/failure';
import { sanitizeMessageHtml, textToHtml } from '../messages/sanitize';
import type { MessageBody } from '../messages/write';
import { appendAudit } from './audit';
import type { Operator } from './auth';
import { brandsOf } from './campaigns';
import { audienceUids } from './push-audience';
import { requireBrand } from './route';

export const PUSH_BATCH = 500;

type Row = typeof opsBroadcasts.$inferSelect;

const invalid = (why: string) => new ApiFailure(400, OpsDmError.OpsBroadcastInvalid, why);
const notFound = () => new ApiFailure(404, OpsDmError.OpsBroadcastNotFound, 'No such broadcast.');

/** An in-app route: one leading slash (no `//host`), no scheme, no spaces. */
export const isAppRoute = (route: string) => /^\/(?!\/)[A-Za-z0-9\-._~/?=&%+#]*$/.test(route);

function view(row: Row): OpsPush {
  return {
    id: row.id,
    brand_id: row.brandId,
    texts: row.texts,
    route: row.route,
    audience: row.audience as OpsPush['audience'],
    n: row.audienceN,
    state: row.state,
    recipients: row.recipients,
    pushes: row.pushes,
    created_at: row.createdAt.getTime(),
    sent_at: row.sentAt?.getTime() ?? null,
  };
}

/** The filter's n is a VIP level (1-30) or a number of days (1-365); `all` takes none. */
function checkAudience(audience: OpsPush['audience'], n: number): number {
  if (audience === 'all') return 0;
  if (audience === 'vip' && (n < 1 || n > 30)) throw invalid('The VIP level must be 1 to 30.');
  if (audience !== 'vip' && (n < 1 || n > 365)) throw invalid('The days must be 1 to 365.');
  return n;
}

export async function countAudience(
  db: Db,
  op: Operator,
  input: { brand: string; audience: OpsPush['audience']; n: number },
  now: number,
) {
  requireBrand(op, input.brand);
  const n = checkAudience(input.audience, input.n);
  return (await audienceUids(db, input.brand, { audience: input.audience, n }, now)).length;
}

export async function listPushes(db: Db, op: Operator, brand: string | undefined) {
  const brands = brandsOf(op, brand);
  if (brands.length === 0) return [];
  const rows = await db
    .select()
    .from(opsBroadcasts)
    .where(inArray(opsBroadcasts.brandId, brands))
    .orderBy(desc(opsBroadcasts.id))
    .limit(100);
  return rows.map(view);
}

export async function createPush(db: Db, op: Operator, input: OpsPushCreate, now: number) {
  requireBrand(op, input.brand);
  const brand = brandById(input.brand);
  if (!brand) throw invalid('No such brand.');
  const texts: Record<string, { title: string; body: string }> = {};
  for (const [lang, words] of Object.entries(input.texts)) {
    const title = words.title.trim();
    const body = words.body.trim();
    if (!title && !body) continue;
    if (!isLocale(lang)) throw invalid(`Unknown language: ${lang}.`);
    if (!title) throw invalid(`The title (${lang}) is empty.`);
    texts[lang] = { title, body };
  }
  // Other languages fall back to the brand's own, so it must be there.
  if (!texts[brand.defaultLang]) throw invalid(`Write at least the brand’s language (${brand.defaultLang}).`);
  const route = input.route.trim();
  if (!isAppRoute(route)) throw invalid('The link must be an app route starting with /.');
  const n = checkAudience(input.audience, input.n);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(opsBroadcasts)
      .values({
        brandId: brand.id,
        texts,
        route,
        audience: input.audience,
        audienceN: n,
        createdBy: op.id,
        createdAt: new Date(now),
      })
      .returning();
    const made = view(row!);
    await appendAudit(
      tx,
      op,
      {
        brandId: brand.id,
        action: 'push.create',
        target: `push:${made.id}`,
        after: { ...made, reason: input.reason },
      },
      now,
    );
    return made;
  });
}

function bodyOf(row: Row): MessageBody {
  const body: MessageBody = {};
  for (const [lang, words] of Object.entries(row.texts)) {
    if (!isLocale(lang)) continue;
    const html = words.body ? sanitizeMessageHtml(`<p>${textToHtml(words.body)}</p>`) : '';
    body[lang] = { title: words.title, html, buttons: [] };
  }
  return body;
}

/** One batch: the messages of these players (none twice) and the pushes of the ones written now. */
async function sendBatch(tx: DbOrTx, row: Row, uids: number[], now: number) {
  const at = new Date(now);
  const body = bodyOf(row);
  const written = await tx
    .insert(messages)
    .values(
      uids.map((uid) => ({
        brandId: row.brandId,
        uid,
        kind: MessageKind.Broadcast,
        messageType: messageTypeOf(MessageKind.Broadcast),
        dedupeKey: `ops_push:${row.id}`,
        params: { broadcast_id: row.id },
        body,
        url: row.route,
        createdAt: at,
        startsAt: at,
      })),
    )
    .onConflictDoNothing({ target: [messages.uid, messages.dedupeKey], where: sql`uid is not null` })
    .returning({ id: messages.id });
  if (!written.length) return { messages: 0, pushes: 0 };
  const ids = sql.join(
    written.map((w) => sql`${w.id}`),
    sql`, `,
  );
  // messages/write.ts queuePushes, for many messages at once: granted devices whose player lets news push.
  const queued = rowsOf(
    await tx.execute(sql`
      insert into push_queue (subscription_id, message_id, next_at)
      select s.id, m.id, ${at.toISOString()}::timestamptz
      from messages m join push_subscriptions s on s.uid = m.uid
      left join push_prefs p on p.uid = s.uid
      where m.id in (${ids}) and s.permission = 'granted' and coalesce(p.news, true)
      on conflict do nothing
      returning id`),
  );
  return { messages: written.length, pushes: queued.length };
}

export async function sendPush(db: Db, op: Operator, id: number, reason: string, now: number) {
  const started = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(opsBroadcasts).where(eq(opsBroadcasts.id, id)).for('update');
    if (!row || !op.brands.includes(row.brandId)) throw notFound();
    if (row.state === 'sent')
      throw new ApiFailure(409, OpsDmError.OpsBroadcastAlreadySent, 'This broadcast was already sent.');
    const uids = await audienceUids(
      tx,
      row.brandId,
      { audience: row.audience as OpsPush['audience'], n: row.audienceN },
      now,
    );
    const [updated] = await tx
      .update(opsBroadcasts)
      .set({ state: 'sending' })
      .where(eq(opsBroadcasts.id, id))
      .returning();
    await appendAudit(
      tx,
      op,
      {
        brandId: row.brandId,
        action: 'push.send',
        target: `push:${id}`,
        before: { state: row.state },
        after: { state: 'sending', audience: uids.length, reason },
      },
      now,
    );
    return { row: updated!, uids };
  });
  for (let i = 0; i < started.uids.length; i += PUSH_BATCH) {
    const uids = started.uids.slice(i, i + PUSH_BATCH);
    await db.transaction(async (tx) => {
      const done = await sendBatch(tx, started.row, uids, now);
      await tx
        .update(opsBroadcasts)
        .set({
          recipients: sql`${opsBroadcasts.recipients} + ${done.messages}`,
          pushes: sql`${opsBroadcasts.pushes} + ${done.pushes}`,
        })
        .where(eq(opsBroadcasts.id, id));
    });
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(opsBroadcasts)
      .set({ state: 'sent', sentAt: new Date(now) })
      .where(and(eq(opsBroadcasts.id, id), eq(opsBroadcasts.state, 'sending')))
      .returning();
    if (!row) {
      // A concurrent send of the same broadcast finished first.
      const [other] = await tx.select().from(opsBroadcasts).where(eq(opsBroadcasts.id, id));
      return view(other!);
    }
    const sent = view(row);
    await appendAudit(
      tx,
      op,
      {
        brandId: row.brandId,
        action: 'push.sent',
        target: `push:${id}`,
        after: { recipients: sent.recipients, pushes: sent.pushes },
      },
      now,
    );
    return sent;
  });
}
