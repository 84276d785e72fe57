/**
 * Install channel routes (issue #20): the brand's manifest (conf/pwa/get and /manifest.webmanifest), the
 * painted brand artwork under /brand-icons/<brand>/, and the UI version switch (switch/info, switch/handle).
 */
import type { FastifyInstance } from 'fastify';
import { brandById } from '../../core/brand/brands';
import type { Db } from '../db/database';
import { paletteFor } from '../brand/palette';
import { readContent } from '../content/store';
import { brandOf, sanitizeQuery } from '../http/context';
import { registerEndpoint } from '../http/envelope';
import { brandInitials, iconPng, screenshotPng, startupPng } from './icons';
import { ICON_SIZES, SCREENSHOT, STARTUP_IMAGES, manifestFor } from './manifest';
import { registerSwitchRoutes } from './switch-routes';

/** Painted files are kept: at most 10 brands x a dozen files, each painted once per (brand, colours). */
const painted = new Map<string, Buffer>();

function paint(key: string, make: () => Buffer): Buffer {
  let png = painted.get(key);
  if (!png) {
    if (painted.size > 400) painted.clear();
    png = make();
    painted.set(key, png);
  }
  return png;
}

export function registerInstallRoutes(app: FastifyInstance, db: Db, now: () => number): void {
  registerEndpoint(app, 'pwaManifest', ({ ctx, input }) =>
    manifestFor(db, { brand: ctx.brand, source: ctx.brandSource }, ctx.params, input),
  );

  app.get('/manifest.webmanifest', async (request, reply) => {
    const params = sanitizeQuery(request);
    const resolved = brandOf(request, params);
    const { banned: _banned, ...manifest } = await manifestFor(db, resolved, params, {
      app_group: params.app_group,
      cv_prefix: params.cv_prefix,
      src_host: params.src_host,
    });
    return reply
      .header('cache-control', 'no-cache')
      .type('application/manifest+json; charset=utf-8')
      .send(JSON.stringify(manifest));
  });

  app.get<{ Params: { brand: string; file: string } }>(
    '/brand-icons/:brand/:file',
    async (request, reply) => {
      const brand = brandById(request.params.brand);
      const file = request.params.file;
      const notFound = () => reply.code(404).type('text/plain; charset=utf-8').send('No such icon');
      if (!brand) return notFound();
      // The colours follow the stored manifest document (an operator may recolour a brand).
      const stored = await readContent(db, brand, 'pwa_manifest', undefined);
      const palette = { ...paletteFor(brand.templates.theme), background: stored.background_color };
      const initials = brandInitials(brand.name);
      const key = `${brand.id}|${palette.primary}|${palette.background}|${file}`;
      let png: Buffer | undefined;
      const icon = /^(icon|maskable)-(\d+)\.png$/.exec(file);
      const startup = /^startup-(\d+)x(\d+)\.png$/.exec(file);
      if (icon && (ICON_SIZES as readonly number[]).includes(Number(icon[2]))) {
        const kind = icon[1] === 'maskable' ? 'maskable' : 'any';
        png = paint(key, () => iconPng(palette, initials, Number(icon[2]), kind));
      } else if (file === 'apple-touch-icon.png') {
        png = paint(key, () => iconPng(palette, initials, 180, 'apple'));
      } else if (file === 'favicon-32.png') {
        png = paint(key, () => iconPng(palette, initials, 32, 'any'));
      } else if (startup) {
        const size = STARTUP_IMAGES.find((s) => s.w === Number(startup[1]) && s.h === Number(startup[2]));
        if (size) png = paint(key, () => startupPng(palette, brand.name, initials, size.w, size.h));
      } else if (file === 'screenshot-narrow.png') {
        png = paint(key, () => screenshotPng(palette, brand.name, initials, SCREENSHOT.w, SCREENSHOT.h));
      }
      if (!png) return notFound();
      return reply.header('cache-control', 'public, max-age=86400').type('image/png').send(png);
    },
  );

  registerSwitchRoutes(app, db, now);
}
