import { endpoints } from '../../../core/contract/endpoints';
import type {
  Article,
  ArticleSummary,
  ContentPageQuery,
  FaqList,
  NewsList,
  SupportInfo,
} from '../../../core/contract/schemas/help';
import type { Feedback } from '../../../core/contract/schemas/report';
import { createPageApi } from '../../platform/api';

/** The help and content calls (SPEC §7 faq lists, feedback/add, and our content paths); errors shown in place. */
export const helpApi = createPageApi({ toast: false });

export type { Article, ArticleSummary, FaqList, NewsList, SupportInfo };

export const fetchFaq = () => helpApi.call(endpoints.faqList, {});
export const fetchFaqArticle = (id: string) => helpApi.call(endpoints.faqDetail, { id });
export const fetchPage = (page: ContentPageQuery['page']) => helpApi.call(endpoints.contentPage, { page });
export const fetchNews = (kind: 'news' | 'announcement', cursor?: string) =>
  helpApi.call(endpoints.newsList, { kind, page_size: 20, ...(cursor ? { cursor } : {}) });
export const fetchNewsItem = (id: string) => helpApi.call(endpoints.newsDetail, { id });
export const fetchSupport = () => helpApi.call(endpoints.supportInfo, {});
export const fetchChatRoomUrl = () => helpApi.call(endpoints.chatRoomUrl, {});
export const fetchFrameHosts = () => helpApi.call(endpoints.frameHosts, {});
export const sendFeedback = (input: Feedback) => helpApi.call(endpoints.feedbackAdd, input, { retries: 0 });

/** An article id as the API accepts it (a slug), or null. */
export const articleId = (raw: string | null): string | null =>
  raw && /^[a-z0-9-]{1,64}$/.test(raw) ? raw : null;
