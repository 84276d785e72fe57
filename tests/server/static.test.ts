import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';

const clientDir = mkdtempSync(join(tmpdir(), 'client-'));
let t: TestApp;
beforeAll(async () => {
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(
    join(clientDir, 'index.html'),
    '<!doctype html><title>shell</title><script type="module" src="/assets/app-3f2a.js"></script>',
  );
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
    expect(res.json()).toMatchObject({ name: 'GolazoMX', lang: 'es-MX', start_url: '/?source=pwa' });
    const byKey = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest?app_key=keo_vn' });
    expect(byKey.json().lang).toBe('vi');
  });

  it('reports health after a database round trip', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.json()).toEqual({ status: 'ok', db: 'ok' });
  });
});
