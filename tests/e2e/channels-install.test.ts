/**
 * Install channel (issue #20) in Chromium: every brand's manifest passes Chromium's installability check
 * (CDP Page.getInstallabilityErrors); a synthetic `beforeinstallprompt`, accepted from the app-install bar of
 * a logged-in player, leaves the app installed; /download on an iPhone user agent shows the web clip steps
 * (and the #/download link greets the player by nick); the UI switch goes to the classic /game and back to
 * the new /home/game.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, phoneContext, trackErrors } from './support/browser';
import { registerByEmail } from './support/register';
import { startServer, type RunningServer } from './support/server';
import { brandItem } from './support/storage';

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

let server: RunningServer;
let browser: Browser;
let page: Page;
let errors: string[];

beforeAll(async () => {
  server = await startServer({ env: { FEED: 'off' } });
  browser = await launch();
  page = await (await phoneContext(browser)).newPage();
  errors = trackErrors(page);
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

describe('the web app manifest', () => {
  it.each(['placar_br', 'golazo_mx', 'chain_crypto'])(
    'Chromium finds no installability error for %s',
    async (appKey) => {
      const context = await phoneContext(browser);
      const p = await context.newPage();
      await p.goto(`${server.url}/?app_key=${appKey}`, { waitUntil: 'networkidle' });
      const cdp = await context.newCDPSession(p);
      const manifest = (await cdp.send('Page.getAppManifest')) as {
        url: string;
        errors: { message: string }[];
      };
      expect(manifest.url).toContain(`/manifest.webmanifest?app_key=${appKey}`);
      expect(manifest.errors).toEqual([]);
      // The service worker registers a few seconds after load: poll until Chromium is satisfied.
      await expect
        .poll(
          async () =>
            (
              (await cdp.send('Page.getInstallabilityErrors')) as {
                installabilityErrors: { errorId: string }[];
              }
            ).installabilityErrors
              .map((e) => e.errorId)
              // Playwright's contexts are incognito profiles: that one is the test's, not the manifest's.
              .filter((id) => id !== 'in-incognito'),
          { timeout: 30_000, interval: 1_000 },
        )
        .toEqual([]);
      const theme = await p.locator('meta[name="theme-color"]').getAttribute('content');
      const body = (await (
        await p.request.get(`${server.url}/manifest.webmanifest?app_key=${appKey}`)
      ).json()) as {
        theme_color: string;
      };
      expect(theme).toBe(body.theme_color);
      await context.close();
    },
    60_000,
  );
});

describe('the install prompt', () => {
  it('a beforeinstallprompt accepted from the install bar marks the app installed', async () => {
    await registerByEmail(page, server.url, 'install');
    await page.goto(`${server.url}/sport`);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      const e = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
        prompt: () => Promise<void>;
        userChoice: Promise<{ outcome: string; platform: string }>;
      };
      e.prompt = async () => {
        (window as unknown as { prompted: number }).prompted = 1;
      };
      e.userChoice = Promise.resolve({ outcome: 'accepted', platform: 'web' });
      window.dispatchEvent(e);
    });
    const bar = page.getByRole('region', { name: 'Install the app' });
    // The operator's announcements come before the install bar (src/app/ask-bars.ts): closed first.
    const announcements = page.getByRole('region', { name: 'Announcements' });
    for (let i = 0; i < 12 && (await bar.count()) === 0; i++) {
      if ((await announcements.count()) > 0)
        await announcements
          .getByRole('button', { name: /^Close message:/ })
          .first()
          .click();
      await page.waitForTimeout(300);
    }
    await bar.getByRole('button', { name: 'Install', exact: true }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { prompted?: number }).prompted))
      .toBe(1);
    await expect.poll(() => bar.count()).toBe(0);
    expect(await brandItem(page, 'app_installed')).toBe('1');
    await page.goto(`${server.url}/download`);
    await expect
      .poll(() =>
        page.getByRole('status').filter({ hasText: 'The app is installed on this device.' }).count(),
      )
      .toBe(1);
    expect(errors).toEqual([]);
  }, 60_000);

  it('closing the install bar hides it (for 24 h)', async () => {
    const context = await phoneContext(browser);
    const p = await context.newPage();
    await registerByEmail(p, server.url, 'install-close');
    await p.goto(`${server.url}/sport`);
    const bar = p.getByRole('region', { name: 'Install the app' });
    // The operator's announcements come before the install bar (src/app/ask-bars.ts): closed first.
    const announcements = p.getByRole('region', { name: 'Announcements' });
    for (let i = 0; i < 40 && (await bar.count()) === 0; i++) {
      if ((await announcements.count()) > 0)
        await announcements
          .getByRole('button', { name: /^Close message:/ })
          .first()
          .click();
      await p.waitForTimeout(300);
    }
    await bar.getByRole('button', { name: 'Close install bar' }).click();
    await expect.poll(() => bar.count()).toBe(0);
    await p.reload();
    await p.waitForLoadState('networkidle');
    expect(await bar.count()).toBe(0);
    expect(Number(await brandItem(p, 'install_closed_at'))).toBeGreaterThan(0);
    await context.close();
  }, 60_000);
});

describe('download pages', () => {
  it('/download on an iPhone shows the web clip steps; #/download greets the player', async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      userAgent: IPHONE_UA,
    });
    const p = await context.newPage();
    await p.goto(`${server.url}/#/download?uid=7&sid=x&nick=Ana&first_regist=1`);
    const card = p.getByRole('region', { name: 'Install on iPhone' });
    await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(1);
    const steps = card.getByRole('list', { name: 'Add to Home Screen steps' }).getByRole('listitem');
    expect(await steps.allTextContents()).toEqual([
      expect.stringContaining('Share'),
      expect.stringContaining('Add to Home Screen'),
      expect.stringContaining('Add'),
    ]);
    expect(await p.getByRole('heading', { name: 'Welcome, Ana' }).count()).toBe(1);
    expect(new URL(p.url()).pathname).toBe('/download');
    // The web clip tags of the brand are in the page's head.
    expect(await p.locator('meta[name="apple-mobile-web-app-capable"]').getAttribute('content')).toBe('yes');
    expect(await p.locator('link[rel="apple-touch-icon"]').getAttribute('href')).toMatch(
      /^\/brand-icons\/br\/apple-touch-icon\.png$/,
    );
    await context.close();
  }, 60_000);
});

describe('UI version switch', () => {
  it('goes to the classic /game and back to the new /home/game', async () => {
    await page.goto(`${server.url}/activity/ui-switch-reward`);
    await page.getByRole('button', { name: 'Switch to the classic look' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/game');
    await page.goto(`${server.url}/`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/game');
    await page.goto(`${server.url}/activity/ui-switch-reward`);
    await page.getByRole('button', { name: 'Switch to the new look' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/home/game');
    await page.goto(`${server.url}/`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/home/slots');
    expect(errors).toEqual([]);
  }, 60_000);
});
