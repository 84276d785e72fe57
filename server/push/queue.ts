/**
 * Sends the queued pushes (`push_queue`, written by messages/write.ts in the event's transaction). A pass
 * claims due rows with `for update skip locked` and leases them (next_at moves a minute ahead) in a short
 * transaction, then sends outside any transaction: a node that dies mid-send leaves its rows to be claimed
 * again when the lease runs out, so a restart loses no push (at least once; the service worker drops a
 * repeat by message id). Answers: sent; gone (404/410) deletes the subscription and with it its queue;
 * retry backs off 30 s, 1, 2, 4 ... min up to an hour, at most MAX_ATTEMPTS times; failed gives up.
 */
import { sql } from 'drizzle-orm';
import { brandById } from '../../core/brand/brands';
import { isLocale, type Locale } from '../../core/i18n/locales';
import type { Db } from '../db/database';
import { rowsOf } from '../db/rows';
import type { MessageBody } from '../messages/write';
import type { PushAdapter, PushPayload, PushTarget, SendOutcome } from './adapter';

export const MAX_ATTEMPTS = 8;
export const LEASE_MS = 60_000;
/** A push older than this is stale news (a bet result a day late): dropped, the message stays. */
export const MAX_AGE_MS = 24 * 60 * 60 * 1000;

export function backoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

export interface PushAdapters {
  webpush: PushAdapter;
  fcm: PushAdapter;
}

interface Claimed {
  id: string | number;
  attempts: number;
  subscription_id: string | number;
  brand_id: string;
  push_type: 'fcm' | 'webpush';
  token: string;
  p256dh: string | null;
  auth: string | null;
  lang: string;
  message_id: string | number;
  kind: string;
  dedupe_key: string;
  body: MessageBody;
  url: string;
  created_at: string | Date;
}

const stripTags = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)))
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();

export function payloadOf(
  row: Pick<Claimed, 'brand_id' | 'lang' | 'message_id' | 'kind' | 'dedupe_key' | 'body' | 'url'>,
): PushPayload {
  const brand = brandById(row.brand_id);
  const lang: Locale = isLocale(row.lang) ? row.lang : (brand?.defaultLang ?? 'en');
  const words =
    row.body[lang] ?? (brand && row.body[brand.defaultLang]) ?? row.body.en ?? Object.values(row.body)[0];
  const body = stripTags(words?.html ?? '');
  return {
    title: words?.title || brand?.name || 'Message',
    body: body.length > 240 ? `${body.slice(0, 239)}…` : body,
    url: row.url || `/message-detail?id=${Number(row.message_id)}`,
    tag: row.dedupe_key.slice(0, 64),
    icon: `/brand/${row.brand_id}/icon.svg`,
    badge: `/brand/${row.brand_id}/icon-maskable.svg`,
    message_id: Number(row.message_id),
  };
}

async function claim(db: Db, nowMs: number, limit: number): Promise<Claimed[]> {
  const now = new Date(nowMs).toISOString();
  const lease = new Date(nowMs + LEASE_MS).toISOString();
  return db.transaction(async (tx) =>
    rowsOf<Claimed>(
      await tx.execute(sql`
        with due as (
          select id from push_queue
          where state = 'pending' and next_at <= ${now}::timestamptz
          order by next_at, id limit ${limit}
          for update skip locked
        )
        update push_queue q set next_at = ${lease}::timestamptz
        from due, push_subscriptions s, messages m
        where q.id = due.id and s.id = q.subscription_id and m.id = q.message_id
        returning q.id, q.attempts, q.subscription_id, s.brand_id, s.push_type, s.token, s.p256dh, s.auth,
          s.lang, m.id as message_id, m.kind, m.dedupe_key, m.body, m.url, m.created_at`),
    ),
  );
}

export interface PassResult {
  sent: number;
  retried: number;
  dead: number;
  failed: number;
}

async function record(db: Db, row: Claimed, outcome: SendOutcome, nowMs: number, result: PassResult) {
  const id = Number(row.id);
  const attempts = row.attempts + 1;
  const at = new Date(nowMs).toISOString();
  switch (outcome.kind) {
    case 'sent':
      result.sent++;
      await db.execute(sql`update push_queue set state = 'sent', attempts = ${attempts},
        sent_at = ${at}::timestamptz, last_error = null where id = ${id}`);
      return;
    case 'gone':
      // The push service forgot this subscription (unsubscribed, expired): it will never deliver again.
      result.dead++;
      await db.execute(sql`delete from push_subscriptions where id = ${Number(row.subscription_id)}`);
      return;
    case 'retry':
      if (attempts < MAX_ATTEMPTS) {
        result.retried++;
        const next = new Date(nowMs + Math.max(outcome.retryAfterMs ?? 0, backoffMs(attempts))).toISOString();
        await db.execute(sql`update push_queue set attempts = ${attempts}, next_at = ${next}::timestamptz,
          last_error = ${outcome.error} where id = ${id}`);
        return;
      }
      break;
    case 'failed':
      break;
  }
  result.failed++;
  await db.execute(sql`update push_queue set state = 'failed', attempts = ${attempts},
    last_error = ${outcome.error} where id = ${id}`);
}

/** One pass: claims up to `limit` due pushes and sends them (a few at a time). */
export async function pushPass(
  db: Db,
  nowMs: number,
  adapters: PushAdapters,
  limit = 50,
): Promise<PassResult> {
  const result: PassResult = { sent: 0, retried: 0, dead: 0, failed: 0 };
  const rows = await claim(db, nowMs, limit);
  const CONCURRENCY = 8;
  for (let i = 0; i < rows.length; i += CONCURRENCY) {
    await Promise.all(
      rows.slice(i, i + CONCURRENCY).map(async (row) => {
        if (nowMs - new Date(row.created_at).getTime() > MAX_AGE_MS) {
          return record(db, row, { kind: 'failed', error: 'expired: older than a day' }, nowMs, result);
        }
        const target: PushTarget = {
          brandId: row.brand_id,
          pushType: row.push_type,
          token: row.token,
          p256dh: row.p256dh,
          auth: row.auth,
        };
        let outcome: SendOutcome;
        try {
          outcome = await adapters[row.push_type].send(target, payloadOf(row), nowMs);
        } catch (err) {
          outcome = { kind: 'retry', error: (err as Error).message };
        }
        await record(db, row, outcome, nowMs, result);
      }),
    );
  }
  return result;
}
