/** JSON schemas of endpoints-messages.ts, spread into schema-table.ts. */
import { EmptySchema } from './schemas/common';
import * as h from './schemas/help';
import * as m from './schemas/messages';
import * as p from './schemas/push';
import type { EndpointSchemas } from './schema-table-types';

export const messagesSchemas = {
  messageList: { input: m.MessageListQuerySchema, result: m.MessageListSchema },
  messageReadBatch: { input: m.ReadBatchSchema, result: m.ReadBatchResultSchema },
  messageTopBarClose: { input: m.TopBarCloseQuerySchema, result: m.TopBarCloseSchema },
  messageUnread: { input: EmptySchema, result: m.UnreadSchema },
  messageDetail: { input: m.MessageDetailQuerySchema, result: m.MessageItemSchema },
  pushRegister: { input: p.PushRegisterSchema, result: p.PushRegisterResultSchema },
  pushReport: { input: p.PushReportQuerySchema, result: EmptySchema },
  pushConfig: { input: EmptySchema, result: p.PushConfigSchema },
  pushPrefs: { input: EmptySchema, result: p.PushPrefsSchema },
  pushPrefsSet: { input: p.PushPrefsSetSchema, result: p.PushPrefsSchema },
  faqList: { input: EmptySchema, result: h.FaqListSchema },
  faqDetail: { input: h.ArticleQuerySchema, result: h.ArticleSchema },
  contentPage: { input: h.ContentPageQuerySchema, result: h.ArticleSchema },
  newsList: { input: h.NewsListQuerySchema, result: h.NewsListSchema },
  newsDetail: { input: h.ArticleQuerySchema, result: h.ArticleSchema },
  supportInfo: { input: EmptySchema, result: h.SupportInfoSchema },
  chatRoomUrl: { input: EmptySchema, result: h.ChatRoomUrlSchema },
  frameHosts: { input: EmptySchema, result: h.FrameHostsSchema },
} satisfies Record<string, EndpointSchemas>;
