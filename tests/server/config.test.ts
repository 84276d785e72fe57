import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../core/contract/endpoints';
import { DmError } from '../../core/contract/errors';
import { brandHeaders, createTestApp, type EnvelopeBody, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (path: string, appKey: string, query = '') =>
  t.app.inject({ method: 'GET', url: `${path}${query}`, headers: brandHeaders(appKey) });

/** Three brands in three languages, including the crypto one. */
const BRANDS = [
  { appKey: 'placar_br', id: 'br', name: 'PlacarBet', home: 'Início', sport: 'Esportes', lang: 'pt-BR' },
  { appKey: 'golazo_mx', id: 'mx', name: 'GolazoMX', home: 'Inicio', sport: 'Deportes', lang: 'es-MX' },
  { appKey: 'chain_crypto', id: 'crypto', name: 'ChainBet', home: 'Home', sport: 'Sport', lang: 'en' },
] as const;

describe.each(BRANDS)('config calls for $name', (brand) => {
  it('answers banners with the brand artwork and titles in its language', async () => {
    const res = await get(endpoints.bannerIndex.path, brand.appKey, '?source=h5');
    expect(res.statusCode).toBe(200);
    const body = res.json<EnvelopeBody<{ list: { info: string; title: string; banner_type: string }[] }>>();
    expect(body.dm_error).toBe(0);
    expect(body.error_msg).toBe('');
    expect(body.data.list).toHaveLength(brand.id === 'br' ? 2 : 3);
    // The artwork draws its headline: the brand's language here.
    for (const b of body.data.list)
      expect(b.info).toMatch(new RegExp(`^/brand/${brand.id}/banner-\\d\\.${brand.lang}\\.svg$`));
    // Brazil's market profile forbids deposit bonuses: the deposit-bonus banner is not served there.
    expect(body.data.list.map((b) => b.banner_type)).toEqual(
      brand.id === 'br' ? ['normal', 'pwa'] : ['deposit', 'normal', 'pwa'],
    );
    // Each art file exists, and another language asked gets its own art.
    for (const b of body.data.list) expect(existsSync(`public${b.info}`)).toBe(true);
    const other = brand.lang === 'en' ? 'th' : 'en';
    const asked = (await get(endpoints.bannerIndex.path, brand.appKey, `?source=h5&lca_lang=${other}`)).json<
      EnvelopeBody<{ list: { info: string }[] }>
    >();
    expect(asked.data.list[0]!.info).toMatch(new RegExp(`^/brand/${brand.id}/banner-\\d\\.${other}\\.svg$`));
  });

  it('answers the top tabs Home/Slots/Casino/Sport with their routes, in the brand language', async () => {
    const body = (await get(endpoints.tabIndex.path, brand.appKey)).json<
      EnvelopeBody<{ list: { title: string; route: string }[] }>
    >();
    expect(body.data.list.map((x) => x.route)).toEqual([
      '/home/game',
      '/home/slots',
      '/home/casino',
      '/home/sport',
    ]);
    expect(body.data.list[0]!.title).toBe(brand.home);
    expect(body.data.list[3]!.title).toBe(brand.sport);
  });

  it('answers logo, icons, popups, A-Z tabs and keywords from the database', async () => {
    const logo = (await get(endpoints.confLogo.path, brand.appKey)).json<
      EnvelopeBody<{ name: string; logo_url: string }>
    >();
    expect(logo.data).toMatchObject({ name: brand.name, logo_url: `/brand/${brand.id}/logo.svg` });
    const icons = (await get(endpoints.iconIndex.path, brand.appKey)).json<
      EnvelopeBody<{ list: { url: string }[] }>
    >();
    expect(icons.data.list.map((i) => i.url)).toContain('/deposit');
    const popups = (await get(endpoints.popupIndex.path, brand.appKey)).json<
      EnvelopeBody<{ list: { level: number }[] }>
    >();
    // The first-charge popup (level 2) offers the deposit bonus Brazil's profile forbids.
    expect(popups.data.list.map((p) => p.level)).toEqual(brand.id === 'br' ? [1.5] : [2, 1.5]);
    const az = (await get(endpoints.confAzTab.path, brand.appKey)).json<
      EnvelopeBody<{ list: { sport_id: number }[] }>
    >();
    expect(az.data.list.map((s) => s.sport_id)).toEqual([1, 3, 5, 13, 15, 164, 177]);
    const kw = (await get(endpoints.confAzKeyword.path, brand.appKey)).json<
      EnvelopeBody<{ list: string[] }>
    >();
    expect(kw.data.list.length).toBeGreaterThan(3);
  });

  it('answers the PWA manifest and landing for the brand', async () => {
    const manifest = (await get(endpoints.pwaManifest.path, brand.appKey)).json<
      EnvelopeBody<{ name: string; lang: string; display: string }>
    >();
    expect(manifest.data).toMatchObject({ name: brand.name, lang: brand.lang, display: 'standalone' });
    const index = (await get(endpoints.pwaIndex.path, brand.appKey)).json<
      EnvelopeBody<{ award_amount: number }>
    >();
    expect(Number.isInteger(index.data.award_amount)).toBe(true);
  });

  it('answers the global status (normal) and dynamic configs by key, leaving unknown keys out', async () => {
    const global = (await get(endpoints.confGlobal.path, brand.appKey)).json<
      EnvelopeBody<{ global_stats: number }>
    >();
    expect(global.data.global_stats).toBe(0);
    const res = await t.app.inject({
      method: 'POST',
      url: endpoints.dynConfig.path,
      headers: brandHeaders(brand.appKey),
      payload: { keys: ['api_host', 'ui_v3_switch', 'pwa_install_url', 'no_such_key'] },
    });
    const dyn = res.json<EnvelopeBody<{ configs: Record<string, { result: string; switch: boolean }> }>>();
    expect(res.statusCode).toBe(200);
    expect(Object.keys(dyn.data.configs).sort()).toEqual(['api_host', 'pwa_install_url', 'ui_v3_switch']);
    expect(dyn.data.configs.pwa_install_url).toEqual({ result: '/download', switch: true });
    // An empty api host with the switch off tells the client to keep talking to this origin.
    expect(dyn.data.configs.api_host).toEqual({ result: '', switch: false });
  });
});

describe('brand resolution and headers', () => {
  it('resolves the brand from the Host when no app key is sent', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: endpoints.confLogo.path,
      headers: { host: 'golazomx.com' },
    });
    expect(res.json<EnvelopeBody<{ name: string }>>().data.name).toBe('GolazoMX');
  });

  it('resolves the brand from the app_key parameter and from the client version prefix', async () => {
    const byParam = await t.app.inject({ method: 'GET', url: `${endpoints.confLogo.path}?app_key=keo_vn` });
    expect(byParam.json<EnvelopeBody<{ name: string }>>().data.name).toBe('KeoVN');
    const byCv = await t.app.inject({
      method: 'GET',
      url: `${endpoints.confLogo.path}?cv=KE1.0.0AndroidWeb`,
    });
    expect(byCv.json<EnvelopeBody<{ name: string }>>().data.name).toBe('SafariBet');
  });

  it('refuses an unknown app key with 400 UnknownBrand instead of serving another brand', async () => {
    const res = await get(endpoints.bannerIndex.path, 'nobody_xx');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      data: null,
      dm_error: DmError.UnknownBrand,
      error_msg: 'Unknown app key "nobody_xx"',
    });
  });

  it('sends no-store and the API security headers (OWASP REST set) on API answers', async () => {
    const res = await get(endpoints.confGlobal.path, 'placar_br');
    expect(res.headers['cache-control']).toBe('no-store');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('keeps no-store and security headers on error answers too', async () => {
    const res = await get('/api/piranha/v1/nothing/here', 'placar_br');
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toBeDefined();
  });
});
