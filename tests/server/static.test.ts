import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';

const clientDir = mkdtempSync(join(tmpdir(), 'client-'));
const VN_LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="64"><rect width="56" height="56"/></svg>';
let t: TestApp;
beforeAll(async () => {
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(
    join(clientDir, 'index.html'),
    '<!doctype html><html lang="en"><title>shell</title><body><div id="root"><div class="app-header"></div></div>' +
      '<script type="module" src="/assets/app-3f2a.js"></script></body>' +
      // Over compress.ts MIN_BYTES, as the real shell is, so it goes compressed.
      `<!-- ${'shell '.repeat(200)} -->`,
  );
  // One brand's logo is a small file of the build: it goes into the shell inlined (http/logo-inline.ts).
  mkdirSync(join(clientDir, 'brand', 'vn'), { recursive: true });
  writeFileSync(join(clientDir, 'brand', 'vn', 'logo.svg'), VN_LOGO);
  writeFileSync(join(clientDir, 'sw.js'), 'self.addEventListener("install", () => {});');
  writeFileSync(join(clientDir, 'assets', 'app-3f2a.js'), 'console.log(1)');
  t = await createTestApp({ clientDir });
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml' };

describe('the built client', () => {
  it('answers client routes with index.html (SPA fallback), revalidated on every load', async () => {
    for (const url of ['/', '/home/sport', '/match-detail?id=3']) {
      const res = await t.app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>shell</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['permissions-policy']).toContain('camera=()');
      expect(res.headers['referrer-policy']).toBeDefined();
    }
  });

  it("writes the brand's logo into the shell's header, for the brand the request resolves to", async () => {
    const br = await t.app.inject({ method: 'GET', url: '/sport', headers: html });
    expect(br.body).toContain(
      '<div class="app-header"><a class="app-logo"><img src="/brand/br/logo.svg" width="112" height="28"',
    );
    expect(br.body).toContain('data-brand="br"');
    // vn's logo file is in the build: its bytes are in the page, its URL beside them.
    const vn = await t.app.inject({ method: 'GET', url: '/sport?app_key=keo_vn', headers: html });
    const inlined = `data:image/svg+xml;base64,${Buffer.from(VN_LOGO).toString('base64')}`;
    expect(vn.body).toContain(
      `<img src="${inlined}" width="112" height="28" alt="" data-src="/brand/vn/logo.svg"`,
    );
    expect(vn.body).toContain('data-brand="vn"');
    const mx = await t.app.inject({ method: 'GET', url: '/', headers: { ...html, host: 'golazomx.com' } });
    expect(mx.body).toContain('data-brand="mx"');
    // The service worker precaches the shell by this name: it gets the logo too.
    const precached = await t.app.inject({ method: 'GET', url: '/index.html' });
    expect(precached.body).toContain('data-brand="br"');
    expect(precached.headers['cache-control']).toBe('no-cache');
  });

  it('sends the plain shell for an unknown app key, and compressed bytes when asked', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/sport?app_key=nope', headers: html });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain('<div class="app-header"></div>');
    const gz = await t.app.inject({
      method: 'GET',
      url: '/sport',
      headers: { ...html, 'accept-encoding': 'gzip' },
    });
    expect(gz.headers.vary).toContain('Accept-Encoding');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('data-brand="br"');
  });

  it("carries the sport home's first screen: the API's own answers, in the browser's language", async () => {
    const firstScreenOf = (body: string) => {
      const m = /<script type="application\/json" id="first-screen">(.*?)<\/script>/s.exec(body);
      return m ? JSON.parse(m[1]!) : undefined;
    };
    const res = await t.app.inject({
      method: 'GET',
      url: '/sport',
      headers: { ...html, 'accept-language': 'pt-BR,pt;q=0.9,en;q=0.8' },
    });
    const first = firstScreenOf(res.body);
    expect(first).toMatchObject({ brand: 'br', lang: 'pt-BR' });
    const api = async (url: string) =>
      (await t.app.inject({ method: 'GET', url, headers: { appkey: 'placar_br' } })).json().data;
    const tabs = await api('/api/piranha/v1/match/home/tab_list?lca_lang=pt-BR');
    const list = await api(
      '/api/piranha/v1/match/list/get?lca_lang=pt-BR&tab_key=InPlay&size=5&page_limit=10',
    );
    expect(first.homeTabs).toEqual(tabs);
    expect(tabs.list.length).toBeGreaterThan(0);
    expect(first.matches.records.map((r: { id: number }) => r.id)).toEqual(
      list.records.map((r: { id: number }) => r.id),
    );
    expect(first.matches.has_more).toBe(list.has_more);
    // Another page, or the shell by its precache name: no first screen.
    for (const url of ['/me', '/index.html', '/match-detail?matchId=1']) {
      const other = await t.app.inject({ method: 'GET', url, headers: html });
      expect(firstScreenOf(other.body)).toBeUndefined();
    }
  });

  it("names a trusted proxy's country in the shell, so a first visit's language follows it (SPEC §1)", async () => {
    const langOf = (body: string) => /id="first-screen">.*?"lang":"([^"]+)"/s.exec(body)?.[1];
    const request = { ...html, 'accept-language': 'en-US,en;q=0.9', 'cf-ipcountry': 'MX' };
    const url = '/sport?app_key=golazo_mx';
    // Without TRUST_PROXY the header is anyone's to send: ignored, the browser's English stands.
    const untrusted = await t.app.inject({ method: 'GET', url, headers: request });
    expect(untrusted.body).toContain('<html lang="en">');
    expect(langOf(untrusted.body)).toBe('en');
    const behindProxy = await createTestApp({ clientDir, trustProxy: true });
    try {
      const res = await behindProxy.app.inject({ method: 'GET', url, headers: request });
      expect(res.body).toContain('<html data-country="MX" lang="en">');
      expect(langOf(res.body)).toBe('es-MX');
      // "XX" (unknown to the proxy) names no country.
      const unknown = await behindProxy.app.inject({
        method: 'GET',
        url,
        headers: { ...request, 'cf-ipcountry': 'XX' },
      });
      expect(unknown.body).not.toContain('data-country');
    } finally {
      await behindProxy.close();
    }
  }, 60_000);

  it('serves hashed assets as immutable and the service worker as no-cache', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-3f2a.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const sw = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(sw.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with 404, not the HTML shell', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/missing.js', headers: { accept: '*/*' } });
    expect(res.statusCode).toBe(404);
  });

  it('keeps unknown API paths as JSON 404s even when HTML is accepted', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope', headers: html });
    expect(res.statusCode).toBe(404);
    expect(res.json().dm_error).toBe(1004);
  });

  it('serves the web app manifest of the brand of the host', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/manifest.webmanifest',
      headers: { host: 'golazomx.com' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/manifest+json');
    // The installed app keeps its brand on a shared host: its start page names the brand (server/install).
    expect(res.json()).toMatchObject({
      name: 'GolazoMX',
      lang: 'es-MX',
      start_url: '/?source=pwa&app_key=golazo_mx',
    });
    const byKey = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest?app_key=keo_vn' });
    expect(byKey.json().lang).toBe('vi');
  });

  it('reports health after a database round trip', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.json()).toEqual({ status: 'ok', db: 'ok' });
  });
});
