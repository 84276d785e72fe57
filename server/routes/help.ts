/**
 * Help and content (SPEC §2, §7): the FAQ lists (/api_web/user/backend/faq) and articles, video guides, the
 * privacy / about / support / SPEI pages, news and announcements, the support contacts, and the hosts
 * /iframe may frame. Public: the same for every visitor of a brand and language.
 */
import type { FastifyInstance } from 'fastify';
import { DmError } from '../../core/contract/errors';
import { requestedLocale } from '../content/lang';
import type { Db } from '../db/database';
import { articleBySlug, faqList, newsList, supportInfo } from '../help/store';
import type { RequestContext } from '../http/context';
import { registerEndpoint } from '../http/envelope';
import { ApiFailure } from '../http/failure';

const missing = () => new ApiFailure(400, DmError.ContentNotFound, 'This page is not available');
const langOf = (ctx: RequestContext) => requestedLocale(ctx.params) ?? ctx.brand.defaultLang;

/** FRAME_HOSTS: comma-separated https hosts /iframe may show in a frame (others open as links). */
export function frameHostsFrom(env: NodeJS.ProcessEnv): string[] {
  return (env.FRAME_HOSTS ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter((h) => /^[a-z0-9.-]+(:\d+)?$/.test(h));
}

export function registerHelpRoutes(app: FastifyInstance, db: Db, frameHosts: readonly string[]): void {
  registerEndpoint(app, 'faqList', async ({ ctx }) => faqList(db, ctx.brand, langOf(ctx)));
  registerEndpoint(app, 'faqDetail', async ({ ctx, input }) => {
    const article = await articleBySlug(db, ctx.brand, ['faq', 'video'], input.id, langOf(ctx));
    if (!article) throw missing();
    return article;
  });
  registerEndpoint(app, 'contentPage', async ({ ctx, input }) => {
    const article = await articleBySlug(db, ctx.brand, ['page'], input.page, langOf(ctx));
    if (!article) throw missing();
    return article;
  });
  registerEndpoint(app, 'newsList', async ({ ctx, input }) =>
    newsList(db, ctx.brand, input.kind, langOf(ctx), input.cursor, input.page_size ?? 20),
  );
  registerEndpoint(app, 'newsDetail', async ({ ctx, input }) => {
    const article = await articleBySlug(db, ctx.brand, ['news', 'announcement'], input.id, langOf(ctx));
    if (!article) throw missing();
    return article;
  });
  registerEndpoint(app, 'supportInfo', async ({ ctx }) => supportInfo(db, ctx.brand));
  registerEndpoint(app, 'frameHosts', async () => ({ hosts: [...frameHosts] }));
}
