/**
 * Reading a player's messages: their own and their brand's broadcasts (within the broadcast's dates and
 * country), with read and closed state from `message_states`. Only messages the caller may see can be
 * read, marked or closed: every statement carries the same visibility condition.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { BrandConfig } from '../../core/brand/brands';
import type { MessageItem, MessageList } from '../../core/contract/schemas/messages';
import type { Locale } from '../../core/i18n/locales';
import { isMessageKind, MARKETING_KINDS, messageRoute } from '../../core/messages/kinds';
import type { DbOrTx } from '../db/database';
import { rowsOf } from '../db/rows';
import { sanitizeMessageHtml } from './sanitize';
import type { LocalizedBody, MessageBody } from './write';

export interface Reader {
  uid: number;
  brand: BrandConfig;
  /** Upper-case country of the request ('' unknown). */
  country: string;
  lang: Locale;
  now: Date;
  /** The player's VIP level, for broadcasts meant for level n and above (`params.min_vip`); default 0. */
  vipLevel?: number;
}

/** An exclusion (time out, self-exclusion, closure) of `uid` is in force at `at` (issue #21). */
export function excludedAt(uid: SQL | number, at: SQL): SQL {
  return sql`exists (select 1 from rg_players x where x.uid = ${uid} and x.exclusion_kind is not null
    and (x.excluded_until is null or x.excluded_until > ${at}))`;
}

const MARKETING = sql.join(
  MARKETING_KINDS.map((k) => sql`${k}`),
  sql`, `,
);

/**
 * The messages `r` may see, as a condition on `m`. An excluded player sees no marketing: no broadcast and
 * no promotion message (issue #21).
 */
function visible(r: Reader): SQL {
  const now = sql`${r.now.toISOString()}::timestamptz`;
  return sql`(m.uid = ${r.uid} or (m.uid is null and m.brand_id = ${r.brand.id}
    and m.starts_at <= ${now}
    and (m.ends_at is null or m.ends_at > ${now})
    and (m.lca_coun = '' or m.lca_coun = ${r.country})
    and coalesce((m.params->>'min_vip')::int, 0) <= ${r.vipLevel ?? 0}))
    and not ((m.uid is null or m.kind in (${MARKETING})) and ${excludedAt(r.uid, now)})`;
}

interface Row {
  id: string | number;
  kind: string;
  message_type: number;
  body: MessageBody;
  url: string;
  top_bar: boolean;
  turn_time: number;
  allow_close: boolean;
  is_h5: boolean;
  lca_coun: string;
  created_at: string | Date;
  read_at: string | Date | null;
}

const COLUMNS = sql`m.id, m.kind, m.message_type, m.body, m.url, m.top_bar, m.turn_time, m.allow_close,
  m.is_h5, m.lca_coun, m.created_at, s.read_at`;

function words(body: MessageBody, lang: Locale, brand: BrandConfig): LocalizedBody {
  return (
    body[lang] ??
    body[brand.defaultLang] ??
    body.en ??
    Object.values(body)[0] ?? { title: '', html: '', buttons: [] }
  );
}

function toItem(row: Row, r: Reader): MessageItem {
  const w = words(row.body, r.lang, r.brand);
  return {
    message_id: Number(row.id),
    message_content: {
      title: w.title,
      // Sanitised when written, and again here: a row edited by hand must not reach a page unchecked.
      content: [{ content_id: 0, data: sanitizeMessageHtml(w.html) }],
      buttons: w.buttons.map((b) => ({ btn_text: b.text, btn_bk_image: '', url: b.url })),
      icons: [`/brand/${r.brand.id}/icon.svg`],
    },
    message_type: row.message_type,
    content_type: 1,
    turn_time: row.turn_time,
    readed: row.read_at !== null,
    is_h5: row.is_h5,
    lca_coun: row.lca_coun,
    allow_close: row.allow_close,
    top_bar: row.top_bar,
    url: row.url || (isMessageKind(row.kind) ? messageRoute(row.kind, {}, Number(row.id)) : ''),
    kind: row.kind,
    created_at: new Date(row.created_at).getTime(),
  };
}

export async function unreadCount(db: DbOrTx, r: Reader): Promise<number> {
  const [row] = rowsOf<{ n: string | number }>(
    await db.execute(sql`select count(*) as n from messages m
      left join message_states s on s.message_id = m.id and s.uid = ${r.uid}
      where ${visible(r)} and s.read_at is null`),
  );
  return Number(row?.n ?? 0);
}

export const DEFAULT_PAGE = 20;
/** The top bar rotates through at most this many open messages. */
export const TOP_BAR_MAX = 10;

export async function listMessages(
  db: DbOrTx,
  r: Reader,
  q: { scene?: 'center' | 'top_bar'; cursor?: string; page_size?: number },
): Promise<MessageList> {
  const unread = await unreadCount(db, r);
  if (q.scene === 'top_bar') {
    const rows = rowsOf<Row & { closed_at: unknown }>(
      await db.execute(sql`select ${COLUMNS}, s.closed_at from messages m
        left join message_states s on s.message_id = m.id and s.uid = ${r.uid}
        where ${visible(r)} and m.top_bar
        order by m.id desc limit ${TOP_BAR_MAX * 3}`),
    );
    const open = rows.filter((row) => row.closed_at === null).slice(0, TOP_BAR_MAX);
    return {
      top_bar_closed: rows.length > 0 && open.length === 0,
      unread,
      message_list: open.map((row) => toItem(row, r)),
      cursor: '',
      has_more: false,
    };
  }
  const size = q.page_size ?? DEFAULT_PAGE;
  const before = q.cursor && /^\d{1,16}$/.test(q.cursor) ? Number(q.cursor) : null;
  const rows = rowsOf<Row>(
    await db.execute(sql`select ${COLUMNS} from messages m
      left join message_states s on s.message_id = m.id and s.uid = ${r.uid}
      where ${visible(r)} ${before !== null ? sql`and m.id < ${before}` : sql``}
      order by m.id desc limit ${size + 1}`),
  );
  const page = rows.slice(0, size);
  return {
    top_bar_closed: false,
    unread,
    message_list: page.map((row) => toItem(row, r)),
    cursor: rows.length > size ? String(page[page.length - 1]!.id) : '',
    has_more: rows.length > size,
  };
}

export async function messageById(db: DbOrTx, r: Reader, id: number): Promise<MessageItem | undefined> {
  const [row] = rowsOf<Row>(
    await db.execute(sql`select ${COLUMNS} from messages m
      left join message_states s on s.message_id = m.id and s.uid = ${r.uid}
      where m.id = ${id} and ${visible(r)}`),
  );
  return row ? toItem(row, r) : undefined;
}

/**
 * Marks messages read for `r`: the listed ids among those `r` may see (another player's ids are skipped),
 * or all of them. Returns how many became read now.
 */
export async function markRead(db: DbOrTx, r: Reader, ids: readonly number[] | 'all'): Promise<number> {
  if (ids !== 'all' && ids.length === 0) return 0;
  const only =
    ids === 'all'
      ? sql``
      : sql`and m.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`;
  const rows = rowsOf(
    await db.execute(sql`insert into message_states (message_id, uid, read_at)
      select m.id, ${r.uid}, ${r.now.toISOString()}::timestamptz from messages m
      where ${visible(r)} ${only}
      on conflict (message_id, uid) do update set read_at = excluded.read_at
        where message_states.read_at is null
      returning message_id`),
  );
  return rows.length;
}

/** Closes top-bar messages for `r` (one, or all open ones) where the message allows it. */
export async function closeTopBar(db: DbOrTx, r: Reader, id: number | undefined): Promise<boolean> {
  const only = id === undefined ? sql`` : sql`and m.id = ${id}`;
  await db.execute(sql`insert into message_states (message_id, uid, closed_at)
    select m.id, ${r.uid}, ${r.now.toISOString()}::timestamptz from messages m
    where ${visible(r)} and m.top_bar and m.allow_close ${only}
    on conflict (message_id, uid) do update set closed_at = excluded.closed_at
      where message_states.closed_at is null`);
  return (await listMessages(db, r, { scene: 'top_bar' })).top_bar_closed;
}

/**
 * Whether the brand has a broadcast for VIP levels only that has not ended: only then is the player's level
 * worth computing (it sums their activity) for a read.
 */
export async function hasVipBroadcasts(db: DbOrTx, brandId: string, now: Date): Promise<boolean> {
  const rows = rowsOf(
    await db.execute(sql`select 1 from messages m where m.uid is null and m.brand_id = ${brandId}
      and coalesce((m.params->>'min_vip')::int, 0) > 0
      and (m.ends_at is null or m.ends_at > ${now.toISOString()}::timestamptz) limit 1`),
  );
  return rows.length > 0;
}
