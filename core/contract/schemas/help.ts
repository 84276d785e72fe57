import { Type, type Static } from '@sinclair/typebox';

/**
 * Help and content (SPEC §2 /faq/*, /support, /privacy, /about, /news, /announcement, /spei-announce; §7
 * "GET /api_web/user/backend/faq lists"). Articles are stored per brand and language; `id` is a slug that is
 * the same in every language, so a link keeps working after a language change. `html` is sanitised.
 */
export const ArticleId = Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-z0-9-]+$' });

export const ArticleKind = Type.Union([
  Type.Literal('faq'),
  Type.Literal('video'),
  Type.Literal('news'),
  Type.Literal('announcement'),
  Type.Literal('page'),
]);

export const ArticleSummarySchema = Type.Object({
  id: Type.String(),
  kind: ArticleKind,
  category: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  cover: Type.String(),
  video_url: Type.String(),
  /** Seconds; 0 when not a video. */
  duration: Type.Integer({ minimum: 0, maximum: 86_400 }),
  published_at: Type.Integer({ description: 'Unix ms' }),
});
export type ArticleSummary = Static<typeof ArticleSummarySchema>;

export const ArticleSchema = Type.Composite([ArticleSummarySchema, Type.Object({ html: Type.String() })]);
export type Article = Static<typeof ArticleSchema>;

export const FaqListSchema = Type.Object({
  categories: Type.Array(
    Type.Object({
      key: Type.String(),
      title: Type.String(),
      icon: Type.String(),
      list: Type.Array(ArticleSummarySchema),
    }),
  ),
  videos: Type.Array(ArticleSummarySchema),
});
export type FaqList = Static<typeof FaqListSchema>;

export const ArticleQuerySchema = Type.Object({ id: ArticleId });
export type ArticleQuery = Static<typeof ArticleQuerySchema>;

export const ContentPageQuerySchema = Type.Object({
  page: Type.Union([
    Type.Literal('privacy'),
    Type.Literal('about'),
    Type.Literal('support'),
    Type.Literal('spei-announce'),
  ]),
});
export type ContentPageQuery = Static<typeof ContentPageQuerySchema>;

export const NewsListQuerySchema = Type.Object({
  kind: Type.Union([Type.Literal('news'), Type.Literal('announcement')]),
  cursor: Type.Optional(Type.String({ maxLength: 64 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});
export type NewsListQuery = Static<typeof NewsListQuerySchema>;
export const NewsListSchema = Type.Object({
  list: Type.Array(ArticleSummarySchema),
  cursor: Type.String(),
  has_more: Type.Boolean(),
});
export type NewsList = Static<typeof NewsListSchema>;

/** The brand's support contacts (SPEC §1 "support contact"): e-mail, chat links and opening hours. */
export const SupportInfoSchema = Type.Object({
  email: Type.String(),
  chats: Type.Array(
    Type.Object({
      kind: Type.Union([Type.Literal('livechat'), Type.Literal('whatsapp'), Type.Literal('telegram')]),
      url: Type.String(),
    }),
  ),
  /** "08:00".."24:00" in `timezone`; both "00:00" means around the clock. */
  hours_from: Type.String(),
  hours_to: Type.String(),
  timezone: Type.String(),
});
export type SupportInfo = Static<typeof SupportInfoSchema>;

/** SPEC "chat room wss url": where the player's support chat socket is (server/support). */
export const ChatRoomUrlSchema = Type.Object({ url: Type.String() });
export type ChatRoomUrl = Static<typeof ChatRoomUrlSchema>;

/** The hosts /iframe may frame (others open as an external link). */
export const FrameHostsSchema = Type.Object({ hosts: Type.Array(Type.String()) });
export type FrameHosts = Static<typeof FrameHostsSchema>;
