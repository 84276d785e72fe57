/**
 * Messages, push and help content (issue #18). SPEC §7 "Messages" paths are under /api/piranha; the push
 * calls are the spec's full paths. Where the spec names an operation without a path (getUnreadMsg, the
 * content pages, news, the push config and preferences), the path is ours and says so. Re-exported into the
 * endpoint table by endpoint-defs.ts.
 */
import { endpoint } from './endpoint';
import type { Empty } from './schemas/common';
import type {
  Article,
  ChatRoomUrl,
  ArticleQuery,
  ContentPageQuery,
  FaqList,
  FrameHosts,
  NewsList,
  NewsListQuery,
  SupportInfo,
} from './schemas/help';
import type {
  MessageDetailQuery,
  MessageItem,
  MessageList,
  MessageListQuery,
  ReadBatch,
  ReadBatchResult,
  TopBarClose,
  TopBarCloseQuery,
  Unread,
} from './schemas/messages';
import type {
  PushConfig,
  PushPrefs,
  PushPrefsSet,
  PushRegister,
  PushRegisterResult,
  PushReportQuery,
} from './schemas/push';

const M = '/api/piranha/message';

// Messages (SPEC §7 "Messages")
export const messageList = endpoint<MessageListQuery, MessageList>('GET', `${M}/list/get`);
/** Marks the listed messages (or all) read; only the caller's own messages change. */
export const messageReadBatch = endpoint<ReadBatch, ReadBatchResult>('POST', `${M}/user/read_batch`);
/** Closes one top-bar message (or all); kept on the server, so it stays closed on every device. */
export const messageTopBarClose = endpoint<TopBarCloseQuery, TopBarClose>('GET', `${M}/user/top_bar/close`);
/** getUnreadMsg: path ours. */
export const messageUnread = endpoint<Empty, Unread>('GET', `${M}/user/unread/get`);
/** One message (/message-detail): path ours. */
export const messageDetail = endpoint<MessageDetailQuery, MessageItem>('GET', `${M}/detail/get`);

// Push (SPEC §7 "Push, referrer, tracking, other")
export const pushRegister = endpoint<PushRegister, PushRegisterResult>('POST', '/api/push/register');
/** The heartbeat report (device id and push permission), every 60 s while the player is active. */
export const pushReport = endpoint<PushReportQuery, Empty>('GET', '/api/user/info/push/report');
/** VAPID public key and Firebase web config: path ours. */
export const pushConfig = endpoint<Empty, PushConfig>('GET', '/api/push/config');
/** Which events push to the player: paths ours. */
export const pushPrefs = endpoint<Empty, PushPrefs>('GET', '/api/user/info/push/prefs');
export const pushPrefsSet = endpoint<PushPrefsSet, PushPrefs>('POST', '/api/user/info/push/prefs/set');

// Help and content (SPEC §7 "GET /api_web/user/backend/faq lists"; the other content paths are ours)
export const faqList = endpoint<Empty, FaqList>('GET', '/api_web/user/backend/faq');
export const faqDetail = endpoint<ArticleQuery, Article>('GET', '/api_web/user/backend/faq/detail');
export const contentPage = endpoint<ContentPageQuery, Article>('GET', '/api/piranha/v1/content/page/get');
export const newsList = endpoint<NewsListQuery, NewsList>('GET', '/api/piranha/v1/content/news/list');
export const newsDetail = endpoint<ArticleQuery, Article>('GET', '/api/piranha/v1/content/news/detail');
export const supportInfo = endpoint<Empty, SupportInfo>('GET', '/api/piranha/v1/content/support/get');
/** SPEC "chat room wss url" (no path given; ours): the player's support chat socket, brand included. */
export const chatRoomUrl = endpoint<Empty, ChatRoomUrl>('GET', '/api/piranha/v1/component/chat/room/url');
export const frameHosts = endpoint<Empty, FrameHosts>('GET', '/api/piranha/v1/content/frame_hosts/get');
