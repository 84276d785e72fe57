import { Type, type Static } from '@sinclair/typebox';

/**
 * SPEC §3 "Top bar message", "Message list" and §7 "Messages": the player's messages, per player and per
 * brand. `message_content` keeps the spec's shape (content[] of HTML parts, buttons[], icons[]); the HTML
 * is sanitised by the server with an allow list before it is stored and again before it is sent.
 */

/** message_id: a bigint column read in number mode; ids stay far below 2^53. */
export const MessageId = Type.Integer({ minimum: 1, maximum: 9_007_199_254_740_991 });

export const MessageContentPartSchema = Type.Object({
  content_id: Type.Integer({ minimum: 0, maximum: 1000 }),
  /** Sanitised HTML (server/messages/sanitize.ts). */
  data: Type.String(),
});

export const MessageButtonSchema = Type.Object({
  btn_text: Type.String(),
  btn_bk_image: Type.String(),
  /** An app route ("/bet-record?order=12") or an https URL; where the button goes. */
  url: Type.String(),
});

export const MessageContentSchema = Type.Object({
  title: Type.String(),
  content: Type.Array(MessageContentPartSchema),
  buttons: Type.Array(MessageButtonSchema),
  icons: Type.Array(Type.String()),
});
export type MessageContent = Static<typeof MessageContentSchema>;

/** message_type: core/messages/types.ts. content_type: 1 HTML, 2 plain text (already escaped into HTML). */
export { MessageType } from '../../messages/types';

export const MessageItemSchema = Type.Object({
  message_id: MessageId,
  message_content: MessageContentSchema,
  message_type: Type.Integer({ minimum: 1, maximum: 4 }),
  content_type: Type.Integer({ minimum: 1, maximum: 2 }),
  /** Seconds the top bar shows this message before the next one. */
  turn_time: Type.Integer({ minimum: 0, maximum: 3600 }),
  readed: Type.Boolean(),
  /** The message opens a page (its `url`) rather than only its detail. */
  is_h5: Type.Boolean(),
  lca_coun: Type.String(),
  allow_close: Type.Boolean(),
  /** Shown in the rotating top bar (while not closed by the player). */
  top_bar: Type.Boolean(),
  /** The route a tap opens (SPEC push tap-through): /bet-record?order=.., /deposit-result?order_id=.. */
  url: Type.String(),
  /** What wrote it: core/messages/kinds.ts. */
  kind: Type.String(),
  created_at: Type.Integer({ description: 'Unix ms' }),
});
export type MessageItem = Static<typeof MessageItemSchema>;

export const MessageListQuerySchema = Type.Object({
  /** `center` (default): every message, newest first, paged. `top_bar`: the open top-bar messages. */
  scene: Type.Optional(Type.Union([Type.Literal('center'), Type.Literal('top_bar')])),
  /** Opaque cursor from the previous page. */
  cursor: Type.Optional(Type.String({ maxLength: 64 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});
export type MessageListQuery = Static<typeof MessageListQuerySchema>;

export const MessageListSchema = Type.Object({
  /** Every top-bar message the player has was closed by them. */
  top_bar_closed: Type.Boolean(),
  /** getUnreadMsg: the player's unread messages. */
  unread: Type.Integer({ minimum: 0 }),
  message_list: Type.Array(MessageItemSchema),
  cursor: Type.String(),
  has_more: Type.Boolean(),
});
export type MessageList = Static<typeof MessageListSchema>;

export const MessageDetailQuerySchema = Type.Object({ message_id: MessageId });
export type MessageDetailQuery = Static<typeof MessageDetailQuerySchema>;

/** read_batch: the listed ids, or every message of the player with `all`. Other players' ids are ignored. */
export const ReadBatchSchema = Type.Object({
  message_ids: Type.Optional(Type.Array(MessageId, { maxItems: 100 })),
  all: Type.Optional(Type.Boolean()),
});
export type ReadBatch = Static<typeof ReadBatchSchema>;
export const ReadBatchResultSchema = Type.Object({
  /** How many messages this call marked read (already read ones do not count). */
  read: Type.Integer({ minimum: 0 }),
  unread: Type.Integer({ minimum: 0 }),
});
export type ReadBatchResult = Static<typeof ReadBatchResultSchema>;

export const TopBarCloseQuerySchema = Type.Object({
  /** The message closed; without it, every open top-bar message of the player. */
  message_id: Type.Optional(MessageId),
});
export type TopBarCloseQuery = Static<typeof TopBarCloseQuerySchema>;
export const TopBarCloseSchema = Type.Object({ top_bar_closed: Type.Boolean() });
export type TopBarClose = Static<typeof TopBarCloseSchema>;

export const UnreadSchema = Type.Object({ unread: Type.Integer({ minimum: 0 }) });
export type Unread = Static<typeof UnreadSchema>;
