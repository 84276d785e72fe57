/**
 * Channels (issue #20) in Chromium against the production build: the native shell stand-in
 * (/dev/native-shell.html) logs a player in through the native login schema and exchanges messages with the
 * page; the Telegram mini app logs in with init data signed by the test bot token (Telegram's script is the
 * local stand-in, so telegram.org is never called); a tracking batch reaches the server when the page hides.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Request } from 'playwright-core';
import { launch, phoneContext, trackErrors } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { finishSignUp } from './support/register';

const BOT_TOKEN = '7000001:e2e-channels-bot-token';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ env: { FEED: 'off', TELEGRAM_BOT_TOKEN: BOT_TOKEN } });
  browser = await launch();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

/** Telegram's signature (core.telegram.org/bots/webapps#validating-data-received-via-the-mini-app). */
function signInitData(fields: Record<string, string>, botToken: string): string {
  const check = Object.keys(fields)
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('\n');
  const secret = createHmac('sha256', 'WebAppData').update(botToken).digest();
  const hash = createHmac('sha256', secret).update(check).digest('hex');
  return new URLSearchParams({ ...fields, hash }).toString();
}

describe('native shell bridge', () => {
  it('logs a player in through the native login schema and answers the shell messages', async () => {
    const context = await phoneContext(browser);
    const shell = await context.newPage();
    await shell.goto(`${server.url}/dev/native-shell.html?start=/setting/account-info`);
    const [app] = await Promise.all([
      context.waitForEvent('page'),
      shell.getByRole('button', { name: 'Open app' }).click(),
    ]);
    const errors = trackErrors(app);
    const log = shell.getByRole('list', { name: 'Shell log' });
    // The page asks the shell for its device id at start (src/platform/device.ts).
    await expect.poll(() => log.textContent(), { timeout: 20_000 }).toContain('page -> shell: getDeviceId');

    // A login-gated page: Log in goes to the shell's own login (SPEC §2 Login navigation 'app').
    await app.getByRole('button', { name: 'Log in', exact: true }).click({ timeout: 20_000 });
    const dialog = shell.getByRole('dialog', { name: 'Shell login' });
    await dialog.waitFor();
    await dialog.getByLabel('E-mail').fill('demo@placarbet.com.br');
    await dialog.getByLabel('Password').fill('demo-player-2026');
    await dialog.getByRole('button', { name: 'Log in with the shell' }).click();
    await expect
      // The alert by id: once the dialog closes on success, a locator through the (now hidden) dialog
      // would wait forever and the poll would never see the log line.
      .poll(async () => `${await log.textContent()} ${await shell.locator('#login-error').textContent()}`, {
        timeout: 30_000,
      })
      .toContain('shell login ok');
    // The page took the session the shell started: the account page shows instead of "not logged in".
    await expect.poll(() => app.getByText('You are not logged in').count(), { timeout: 20_000 }).toBe(0);
    await expect
      // Login info is filed under the brand (`<brand id>:login_info`, src/platform/storage.ts).
      .poll(() =>
        app.evaluate(() => {
          const key = Object.keys(localStorage).find((k) => k.endsWith(':login_info'));
          return key ? (JSON.parse(localStorage.getItem(key) ?? 'null')?.uid ?? null) : null;
        }),
      )
      .not.toBeNull();

    // The shell calls the page: a known method is answered with code 0, an unknown one with 'Function not exist'.
    await shell.getByRole('button', { name: 'Send ping' }).click();
    await expect
      .poll(() => log.textContent(), { timeout: 10_000 })
      .toContain('page -> shell: ping:answer code 0');
    await shell.getByRole('button', { name: 'Call unknown method' }).click();
    await expect
      .poll(() => log.textContent(), { timeout: 10_000 })
      .toContain('noSuchMethod:answer code 404 Function not exist');
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});

describe('Telegram mini app', () => {
  it('loads the webview script, takes the theme and logs in with signed init data', async () => {
    const context = await phoneContext(browser);
    // Telegram's script is served by the stand-in: the test never reaches telegram.org.
    const outside: string[] = [];
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, async (route) => {
      if (route.request().url() === 'https://telegram.org/js/telegram-web-app.js') {
        const stand = await route.fetch({ url: `${server.url}/dev/telegram-web-app.js` });
        return route.fulfill({ response: stand });
      }
      outside.push(route.request().url());
      return route.abort();
    });
    const page = await context.newPage();
    const errors = trackErrors(page);
    const initData = signInitData(
      {
        auth_date: String(Math.floor(Date.now() / 1000)),
        query_id: 'AAE2e-channels',
        user: JSON.stringify({ id: 770001, first_name: 'Tg', last_name: 'Player', username: 'tgplayer' }),
      },
      BOT_TOKEN,
    );
    const theme = JSON.stringify({
      bg_color: '#101820',
      button_color: '#2ea6ff',
      button_text_color: '#ffffff',
    });
    await page.goto(
      `${server.url}/sport#tgWebAppData=${encodeURIComponent(initData)}&tgWebAppThemeParams=${encodeURIComponent(theme)}`,
    );
    // A new Telegram player: the market's registration fields first (issue #21), then logged in.
    await finishSignUp(page);
    await page.getByLabel('Balance', { exact: true }).waitFor({ timeout: 30_000 });
    expect(await page.evaluate(() => document.documentElement.dataset.tgReady)).toBe('1');
    expect(await page.evaluate(() => document.documentElement.style.getPropertyValue('--accent'))).toBe(
      '#2ea6ff',
    );
    expect(outside).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});

describe('tracking', () => {
  it('sends the batch with sendBeacon when the page hides, and the server stores it', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const perf = page.waitForRequest((r) => r.url().includes('/api/v1/monitor/performance/log/upload'), {
      timeout: 30_000,
    });
    await page.goto(`${server.url}/sport`);
    // The channels chunk starts after the first paint: its performance log says it is running.
    await perf;
    const upload = context.waitForEvent('request', {
      predicate: (r: Request) => r.url().includes('/api/v1/component/ad/md/upload'),
      timeout: 20_000,
    });
    // The page hides (the player switches app): headless Chromium never hides a tab by itself, so the
    // document's visibility is set as a phone would set it, and the page's own handler sends the beacon.
    await page.evaluate(() => {
      Object.defineProperty(document, 'hidden', { value: true, configurable: true });
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const request = await upload;
    // A beacon's Blob body is not exposed to Playwright: the server's answer tells what it stored.
    const response = await request.response();
    expect(response?.status()).toBe(200);
    const answer = (await response?.json()) as { data: { stored: number }; dm_error: number };
    expect(answer.dm_error).toBe(0);
    // At least session_start, page_view, page_hide and session_pause.
    expect(answer.data.stored).toBeGreaterThanOrEqual(4);
    await context.close();
  }, 120_000);
});
