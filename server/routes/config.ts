/** SPEC §7 "Config" calls, answered from the database with the brand's content. */
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { GlobalConf } from '../../core/contract';
import type { Db } from '../db/database';
import { dynConfigs, globalStatus } from '../db/schema';
import { readBrandSettings, readContent } from '../content/store';
import { requestedLocale } from '../content/lang';
import type { ContentKind } from '../db/seed/content';
import { registerEndpoint } from '../http/envelope';
import { liveBanners } from '../ops/banners';
import { brandAllows } from '../promotions/market';
import { areaForbidden } from '../http/area';
import type { RequestContext } from '../http/context';

export function registerConfigRoutes(app: FastifyInstance, db: Db, now: () => number = Date.now): void {
  registerEndpoint(app, 'bannerIndex', async ({ ctx }) => {
    const lang = requestedLocale(ctx.params);
    // The banners the brand's marketing configured in the console (ops/banners.ts), else the seeded ones.
    const [configured, settings] = await Promise.all([
      liveBanners(db, ctx.brand.id, lang ?? ctx.brand.defaultLang, now()),
      readBrandSettings(db, ctx.brand),
    ]);
    const banners = configured ? { list: configured } : await readContent(db, ctx.brand, 'banners', lang);
    // SPEC §6: a banned brand shows replacement banners that lead to the download page.
    if (settings.banned)
      return { list: banners.list.map((b) => ({ ...b, banner_type: 'banned' as const, url: '/download' })) };
    // The deposit banner advertises the deposit bonus: not where the market forbids it (promotions/market.ts).
    if (await brandAllows(db, ctx.brand, 'first_deposit')) return banners;
    return { list: banners.list.filter((b) => b.banner_type !== 'deposit') };
  });
  /** A content document in the request's language (lca_lang), else the brand's default language. */
  const doc =
    <K extends ContentKind>(kind: K) =>
    ({ ctx }: { ctx: RequestContext }) =>
      readContent(db, ctx.brand, kind, requestedLocale(ctx.params));
  registerEndpoint(app, 'iconIndex', doc('icons'));
  registerEndpoint(app, 'popupIndex', async ({ ctx }) => {
    const popups = await readContent(db, ctx.brand, 'popups', requestedLocale(ctx.params));
    // The first-charge popup offers the deposit bonus: not where the market forbids it.
    if (await brandAllows(db, ctx.brand, 'first_deposit')) return popups;
    return { list: popups.list.filter((p) => p.popup_type !== 'first_charge') };
  });
  registerEndpoint(app, 'tabIndex', doc('top_tabs'));
  registerEndpoint(app, 'confLogo', doc('logo'));
  registerEndpoint(app, 'confAzTab', doc('az_tabs'));
  registerEndpoint(app, 'confAzKeyword', doc('az_keywords'));
  // pwaManifest: server/install/routes.ts (painted icons, screenshots, shortcuts, brand from the query).
  registerEndpoint(app, 'pwaIndex', doc('pwa_index'));

  registerEndpoint(app, 'confGlobal', async ({ ctx }) => {
    const [row] = await db
      .select({ s: globalStatus.globalStats })
      .from(globalStatus)
      .where(eq(globalStatus.brandId, ctx.brand.id));
    const s = row?.s ?? 0;
    return { global_stats: (s === 1 || s === 2 ? s : 0) as GlobalConf['global_stats'] };
  });

  registerEndpoint(app, 'dynConfig', async ({ ctx, input }) => {
    const rows = await db
      .select()
      .from(dynConfigs)
      .where(and(eq(dynConfigs.brandId, ctx.brand.id), inArray(dynConfigs.key, [...new Set(input.keys)])));
    return {
      configs: Object.fromEntries(rows.map((r) => [r.key, { result: r.result, switch: r.switchOn }])),
    };
  });

  // SPEC §4 area check: the server's own decision (http/area.ts), never the client's lca_coun.
  const decide = (request: FastifyRequest) => {
    if (!app.area) throw areaForbidden();
    return app.area.decide(request);
  };
  registerEndpoint(app, 'areaCheck', async ({ request }) => {
    const { country, allowed } = await decide(request);
    if (!allowed) throw areaForbidden();
    return { country_code: country };
  });
  registerEndpoint(app, 'areaGet', async ({ request }) => {
    const { country, brandCountry, allowed } = await decide(request);
    return { country_code: country, brand_country: brandCountry, allowed };
  });
}
