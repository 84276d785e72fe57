/**
 * SPEC §7 Config static JSON and getHomeData (issue #23). The spec's client fetches two JSON files from the
 * image CDN: the home data (per app group and UI version) and the cv-area map (client-version prefix →
 * market). We serve them under /img/static/ (the image path the CDN fronts), long-cacheable per version:
 * - /img/static/home-data/<app_group>-<v2|v3>.json: core/home/home-data.ts, with its version;
 * - /img/static/cv-area.json: every brand's cv prefix with its country, currency, language and app key.
 * getHomeData (v1/match/home/data) answers the same document in the envelope, without sections when the
 * client's `version` is current.
 */
import type { FastifyInstance } from 'fastify';
import { CLIENT_BRANDS, clientBrandById } from '../../core/brand/client-brands';
import { defaultHomeUi, homeDataVersion, homeSections, type HomeUi } from '../../core/home/home-data';
import { registerEndpoint } from '../http/envelope';

export const HOME_DATA_PATH = '/img/static/home-data/:file';
export const CV_AREA_PATH = '/img/static/cv-area.json';

const STATIC_CACHE = 'public, max-age=300';

export function registerHomeDataRoutes(app: FastifyInstance): void {
  app.get<{ Params: { file: string } }>(HOME_DATA_PATH, async (request, reply) => {
    const m = /^([a-z]+)-(v2|v3)\.json$/.exec(request.params.file);
    const brand = m ? clientBrandById(m[1]!) : undefined;
    if (!m || !brand || brand.id !== m[1]) {
      return reply.code(404).type('application/json').send({ error: 'not found' });
    }
    const ui = m[2] as HomeUi;
    const sections = homeSections(brand, ui);
    return reply
      .header('cache-control', STATIC_CACHE)
      .type('application/json; charset=utf-8')
      .send({ app_group: brand.id, ui, version: homeDataVersion(sections), sections });
  });

  app.get(CV_AREA_PATH, async (_request, reply) =>
    reply
      .header('cache-control', STATIC_CACHE)
      .type('application/json; charset=utf-8')
      .send({
        list: CLIENT_BRANDS.map((b) => ({
          cv_prefix: b.cvPrefix,
          country: b.country,
          currency: b.currency,
          lang: b.defaultLang,
          app_key: b.appKey,
        })),
      }),
  );

  registerEndpoint(app, 'getHomeData', async ({ ctx, input }) => {
    const ui = input.ui ?? defaultHomeUi(ctx.brand);
    const sections = homeSections(ctx.brand, ui);
    const version = homeDataVersion(sections);
    const changed = input.version !== version;
    return { app_group: ctx.brand.id, ui, version, changed, sections: changed ? sections : [] };
  });
}
