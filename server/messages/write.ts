/**
 * `writeMessage(tx, ...)`: the one way the server writes a player's message on an event. Call it inside the
 * transaction that makes the event true (settling the bet, crediting the deposit...), so the message exists
 * exactly when the event does; it is idempotent on (player, kind, ref), so a retried job or a replayed
 * callback writes it once. It also queues a push to each of the player's devices whose preferences let the
 * event's category push (server/push/queue.ts sends them, with retries, outside the transaction).
 *
 * For the bonus (branch wt16) and VIP (branch wt17) features:
 *   await writeMessage(tx, { uid, kind: MessageKind.BonusGranted, ref: String(bonusId),
 *                            params: { name: 'Welcome bonus', amount: 5000, currency: 'BRL' } });
 *   await writeMessage(tx, { uid, kind: MessageKind.VipLevel, ref: String(level), params: { level } });
 *
 * Lock order: it reads `users` without a lock and takes no row lock a ledger transaction takes, so it can
 * be called at any point of a money transaction (see the note in db/schema-messages.ts).
 */
import { eq, sql } from 'drizzle-orm';
import { brandById, type BrandConfig } from '../../core/brand/brands';
import { SettleResult } from '../../core/contract/schemas/bets';
import { LOCALES, type Locale } from '../../core/i18n/locales';
import {
  MessageKind,
  messageRoute,
  messageTypeOf,
  isMarketing,
  pushCategory,
  type MessageKindName,
  type MessageParams,
} from '../../core/messages/kinds';
import { formatMoney } from '../../core/money/format';
import type { DbOrTx } from '../db/database';
import { rowsOf } from '../db/rows';
import { users } from '../db/schema-accounts';
import { messages } from '../db/schema-messages';
import { sanitizeMessageHtml, textToHtml } from './sanitize';
import { excludedAt } from './store';
import { EVENT_TEXTS, fill, type EventTextKey } from './texts';

export { MessageKind, type MessageKindName } from '../../core/messages/kinds';

/** The words of one message in one language; `html` is sanitised. */
export interface LocalizedBody {
  title: string;
  html: string;
  buttons: { text: string; url: string }[];
}
export type MessageBody = Partial<Record<Locale, LocalizedBody>>;

export interface WriteMessageInput {
  uid: number;
  kind: Exclude<MessageKindName, 'broadcast'>;
  /** What makes this event unique for the player: the order id, the bonus id, the VIP level. */
  ref: string;
  /**
   * Filled into the words: `order_id`, `amount` (minor units) with `currency`, `result` (SPEC §4 settle
   * result, bets), `name` (bonus), `level` (VIP).
   */
  params: MessageParams;
  /** The player's brand when the caller has it (saves one read). */
  brandId?: string;
  /** When the event happened (the caller's injected clock, Unix ms); default: the database's now(). */
  at?: number;
}

export interface WrittenMessage {
  id: number;
  /** False when this event's message already existed (nothing was written or queued). */
  created: boolean;
}

function textKey(kind: WriteMessageInput['kind'], params: MessageParams): EventTextKey {
  if (kind !== MessageKind.BetSettled) return kind;
  const result = Number(params.result);
  if (result === SettleResult.Win || result === SettleResult.WinHalf) return 'bet_won';
  if (result === SettleResult.Equal || result === SettleResult.Cancel) return 'bet_void';
  // Lose-half pays back half the stake: "lost" with the amount returned is still the honest headline.
  return 'bet_lost';
}

/** The message's words in every language, from the event texts (server/messages/texts.ts). */
export function eventBody(
  brand: BrandConfig,
  kind: WriteMessageInput['kind'],
  params: MessageParams,
  url: string,
): MessageBody {
  const key = textKey(kind, params);
  const body: MessageBody = {};
  for (const locale of LOCALES) {
    const text = EVENT_TEXTS[locale][key];
    const amount =
      params.amount !== undefined
        ? formatMoney(Number(params.amount), String(params.currency ?? brand.currency), {
            locale,
            market: brand.market,
            abbreviate: false,
          })
        : '';
    const values = {
      amount,
      order: String(params.order_id ?? ''),
      name: String(params.name ?? ''),
      level: String(params.level ?? ''),
    };
    body[locale] = {
      title: fill(text.title, values),
      html: sanitizeMessageHtml(`<p>${textToHtml(fill(text.body, values))}</p>`),
      buttons: [{ text: text.button, url }],
    };
  }
  return body;
}

export async function writeMessage(tx: DbOrTx, input: WriteMessageInput): Promise<WrittenMessage> {
  let brandId = input.brandId;
  if (!brandId) {
    const [user] = await tx.select({ brandId: users.brandId }).from(users).where(eq(users.id, input.uid));
    if (!user) throw new Error(`writeMessage: no player ${input.uid}`);
    brandId = user.brandId;
  }
  const brand = brandById(brandId);
  if (!brand) throw new Error(`writeMessage: unknown brand ${brandId}`);
  const dedupeKey = `${input.kind}:${input.ref}`;
  // The route of an event message does not depend on its id (only a broadcast's does).
  const url = messageRoute(input.kind, input.params, 0);
  const [row] = await tx
    .insert(messages)
    .values({
      brandId,
      uid: input.uid,
      kind: input.kind,
      messageType: messageTypeOf(input.kind),
      dedupeKey,
      params: input.params,
      body: eventBody(brand, input.kind, input.params, url),
      url,
      ...(input.at !== undefined ? { createdAt: new Date(input.at), startsAt: new Date(input.at) } : {}),
    })
    .onConflictDoNothing({ target: [messages.uid, messages.dedupeKey], where: sql`uid is not null` })
    .returning({ id: messages.id });
  if (!row) {
    const [seen] = await tx
      .select({ id: messages.id })
      .from(messages)
      .where(sql`${messages.uid} = ${input.uid} and ${messages.dedupeKey} = ${dedupeKey}`);
    return { id: seen!.id, created: false };
  }
  await queuePushes(tx, row.id, input.uid, pushCategory(input.kind), input.at);
  return { id: row.id, created: true };
}

/**
 * One push per device of the player that has permission and whose player lets this category push (no
 * preferences row: everything pushes). One statement; the unique (subscription, message) makes it idempotent.
 */
export async function queuePushes(
  tx: DbOrTx,
  messageId: number,
  uid: number,
  category: ReturnType<typeof pushCategory>,
  at?: number,
): Promise<number> {
  const allowed = sql.raw(`coalesce(p.${category}, true)`); // category is one of four fixed column names
  const due = at !== undefined ? sql`${new Date(at).toISOString()}::timestamptz` : sql`now()`;
  // Issue #21: no marketing push to a player in a time out, self-exclusion or closing the account.
  const marketingStop = isMarketing(category) ? sql`and not ${excludedAt(sql`s.uid`, due)}` : sql``;
  const result = await tx.execute(sql`
    insert into push_queue (subscription_id, message_id, next_at)
    select s.id, ${messageId}, ${due} from push_subscriptions s
    left join push_prefs p on p.uid = s.uid
    where s.uid = ${uid} and s.permission = 'granted' and ${allowed} ${marketingStop}
    on conflict do nothing
    returning id`);
  return rowsOf(result).length;
}
