/**
 * The shell as a player meets it: real matches from the server's database on the sport home, the language
 * switch, the crash fallback, and the offline reload served by the service worker.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, phoneContext, trackErrors } from './support/browser';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

describe('sport home', () => {
  it('shows demo matches from the server database', async () => {
    const page = await (await phoneContext(browser)).newPage();
    const errors = trackErrors(page);
    const apiMatchIds: number[] = [];
    page.on('response', async (res) => {
      if (res.url().includes('/api/piranha/v1/match/list/get')) {
        const body = (await res.json().catch(() => null)) as { data?: { records?: { id: number }[] } } | null;
        for (const r of body?.data?.records ?? []) apiMatchIds.push(r.id);
      }
    });
    await page.goto(server.url + '/sport');
    const cards = page.getByRole('article');
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    // The first cards may come from the HTML (the server's first screen); the engine's own list follows.
    await expect.poll(() => apiMatchIds.length, { timeout: 15_000 }).toBeGreaterThan(0);
    // A card shows two team names that came from the API.
    const text = await cards.first().innerText();
    expect(text.length).toBeGreaterThan(5);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('first screen from the HTML', () => {
  it('the logo paints with the shell, and the first matches show with the match list API unreachable', async () => {
    const page = await (await phoneContext(browser)).newPage();
    const errors = trackErrors(page);
    // The matches must come from the page's HTML (the server's first screen), not the engine's own calls.
    await page.route('**/api/piranha/v1/match/list/get**', (route) => route.abort());
    const response = await page.goto(server.url + '/sport');
    const html = (await response?.text()) ?? '';
    // The logo's bytes are in the HTML (no request before it paints), its URL beside them.
    const logoSrc =
      /<img src="(data:image\/svg\+xml;base64,[^"]+)"[^>]* data-src="\/brand\/br\/logo.svg"/.exec(html)?.[1];
    expect(logoSrc).toBeDefined();
    const cards = page.getByRole('article');
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const names = await page.locator('.match-team-name').allInnerTexts();
    const first = JSON.parse(/id="first-screen">(.*?)<\/script>/s.exec(html)![1]!) as {
      matches: { records: { ts: { na: string }[] }[] };
    };
    expect(names).toContain(first.matches.records[0]!.ts[0]!.na);
    // The header keeps the shell's logo (no flash to the brand name and back).
    await expect.poll(() => page.locator('.app-logo img').getAttribute('src')).toBe(logoSrc);
    await expect
      .poll(() => page.locator('.app-logo img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(240);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('language', () => {
  it('switching to Português changes the visible text and persists across reloads', async () => {
    const page = await (await phoneContext(browser)).newPage();
    await page.goto(server.url + '/setting/language');
    await page.getByRole('radio', { name: 'Português' }).check();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('pt-BR');
    await page.goto(server.url + '/sport');
    await expect
      .poll(() =>
        page
          .getByRole('button', { name: 'Entrar' })
          .or(page.getByRole('link', { name: 'Entrar' }))
          .count(),
      )
      .toBeGreaterThan(0);
    await page.reload();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('pt-BR');
    await page.context().close();
  });
});

describe('crash fallback', () => {
  it('a render error shows the fallback, and Refresh reloads the page', async () => {
    const page = await (await phoneContext(browser)).newPage();
    await page.goto(server.url + '/error?type=render-test');
    await expect.poll(() => page.getByText('Oops! Something went wrong.').count()).toBeGreaterThan(0);
    await expect
      .poll(() =>
        page.getByText('1. The page failed to load. Please click the refresh button to try again.').count(),
      )
      .toBe(1);
    expect(await page.getByRole('button', { name: 'Report Issue' }).isVisible()).toBe(true);
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Refresh' }).click();
    await reloaded;
    await page.context().close();
  });
});

describe('offline', () => {
  it('with the server stopped, a reload still renders the shell and the cached config', async () => {
    const local = await startServer();
    const context = await phoneContext(browser);
    const page = await context.newPage();
    try {
      await page.goto(local.url + '/home/slots');
      // Wait until the service worker controls the page and the config is in its cache.
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
        if (!navigator.serviceWorker.controller) {
          await new Promise((r) =>
            navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }),
          );
        }
      });
      await expect
        .poll(() => page.evaluate(async () => (await caches.keys()).length), { timeout: 10_000 })
        .toBeGreaterThan(1);
      const logoName = await page.getByRole('link', { name: /home/i }).first().getAttribute('aria-label');
      await local.stop();
      await page.reload();
      await expect.poll(() => page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
      expect(await page.getByText('Oops! Something went wrong.').count()).toBe(0);
      // The brand logo comes from the cached config (conf/logo), not from the network.
      expect(await page.getByRole('link', { name: /home/i }).first().getAttribute('aria-label')).toBe(
        logoName,
      );
    } finally {
      await context.close();
      await local.dispose();
    }
  });
});
