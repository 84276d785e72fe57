/**
 * Accounts as a new player meets them in Chromium against the production build: register, log out, log in,
 * a wrong password, code login with the code read from the dev outbox, a tourist who saves an e-mail (same
 * uid), session expiry (the cookie gone while the page thinks it is logged in) leading to
 * /loginb?expired=true and back after login, and Telegram mini-app login with init data signed by the test
 * bot token, put in the URL hash the way Telegram does.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { fillMarketFields, finishSignUp } from './support/register';
import { launch, phoneContext, trackErrors } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { brandItem } from './support/storage';

const BOT_TOKEN = '123456789:e2e-test-bot-token';
const PASSWORD = 'correct-horse-9';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ env: { TELEGRAM_BOT_TOKEN: BOT_TOKEN } });
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

const uniqueEmail = (tag: string) => `${tag}-${randomBytes(4).toString('hex')}@example.com`;

/** The non-secret login info the page keeps (never the session token). */
async function storedUser(page: Page): Promise<{ uid: number; visitor?: boolean; email?: string } | null> {
  const raw = await brandItem(page, 'login_info');
  return raw ? (JSON.parse(raw) as { uid: number; visitor?: boolean; email?: string }) : null;
}

async function newPage(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  return { context, page, errors: trackErrors(page) };
}

const loginLinks = (page: Page) => page.getByRole('link', { name: 'Login', exact: true });

async function register(page: Page, email: string): Promise<void> {
  await page.goto(server.url + '/email-register');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await fillMarketFields(page);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect.poll(async () => (await storedUser(page))?.uid ?? 0, { timeout: 15_000 }).toBeGreaterThan(0);
}

async function logIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** The newest code e-mailed to `email`, read from the server's development outbox page. */
async function codeFromOutbox(email: string): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const html = await (await fetch(`${server.url}/dev/outbox`)).text();
        const article = html.split('<article>').find((a) => a.includes(email));
        code = /\b(\d{6})\b/.exec(article?.split('<pre>')[1] ?? '')?.[1] ?? '';
        return code;
      },
      { timeout: 10_000 },
    )
    .not.toBe('');
  return code;
}

function signedInitData(user: { id: number; first_name: string; username: string }): string {
  const fields: Record<string, string> = {
    query_id: `AAH${randomBytes(6).toString('hex')}`,
    user: JSON.stringify(user),
    auth_date: String(Math.floor(Date.now() / 1000)),
  };
  const check = Object.keys(fields)
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('\n');
  const secret = createHmac('sha256', 'WebAppData').update(BOT_TOKEN).digest();
  const hash = createHmac('sha256', secret).update(check).digest('hex');
  return new URLSearchParams({ ...fields, hash }).toString();
}

describe('e-mail accounts', () => {
  const email = uniqueEmail('reg');

  it('register logs the new player in: the header swaps Login/Register for the balance, no token in JS', async () => {
    const { context, page, errors } = await newPage();
    await register(page, email);
    // A new player is shown the welcome tour first (issue #21); the header is on the level-1 pages.
    await page.waitForURL(/\/welcome/, { timeout: 15_000 });
    await page.goto(server.url + '/sport');
    await expect.poll(() => page.getByLabel('Balance', { exact: true }).count(), { timeout: 15_000 }).toBe(1);
    expect(await loginLinks(page).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Register', exact: true }).count()).toBe(0);
    const cookies = await context.cookies();
    expect(cookies.some((c) => c.httpOnly)).toBe(true);
    const readable = await page.evaluate(() => document.cookie + JSON.stringify(localStorage));
    for (const c of cookies.filter((c) => c.httpOnly)) expect(readable).not.toContain(c.value);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('log out, a wrong password is refused with a message, the right one logs in again', async () => {
    const { context, page, errors } = await newPage();
    await page.goto(server.url + '/loginb');
    await logIn(page, email);
    await expect.poll(async () => (await storedUser(page))?.email, { timeout: 15_000 }).toBe(email);

    await page.goto(server.url + '/me');
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect.poll(() => loginLinks(page).count(), { timeout: 10_000 }).toBe(1);
    expect(await storedUser(page)).toBeNull();
    // The server revoked the session too: the account page asks to log in after a reload.
    await page.goto(server.url + '/setting/account-info');
    await expect.poll(() => page.getByText('You are not logged in').count()).toBe(1);

    await page.goto(server.url + '/loginb');
    await logIn(page, email, 'not-the-password');
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.count(), { timeout: 10_000 }).toBe(1);
    expect((await alert.innerText()).trim().length).toBeGreaterThan(0);
    expect(await storedUser(page)).toBeNull();

    await logIn(page, email);
    await expect.poll(async () => (await storedUser(page))?.email, { timeout: 15_000 }).toBe(email);
    expect(new URL(page.url()).pathname).not.toBe('/loginb');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('session expiry: with the cookie gone, the next call lands on /loginb?expired=true and login returns to the page', async () => {
    const { context, page, errors } = await newPage();
    await page.goto(server.url + '/loginb');
    await logIn(page, email);
    await expect.poll(async () => (await storedUser(page))?.uid ?? 0, { timeout: 15_000 }).toBeGreaterThan(0);
    // The boot renews the session (a fresh cookie): let that land before the cookie is taken away. The page
    // then renders and the header fetches the balance (again when the renewal reconfigures the engine),
    // then every 10 s: once the page shows and the network is quiet, the click below is the next call (a
    // balance call answered 604 would land on the same page, with /me as back_url).
    const renewed = page.waitForResponse((r) => r.url().includes('/session/renewal'));
    const balance = page.waitForResponse((r) => r.url().includes('/user/balance/get'));
    await page.goto(server.url + '/me');
    await Promise.all([renewed, balance]);
    await page.getByRole('link', { name: 'Account info' }).waitFor();
    await page.waitForLoadState('networkidle');
    await context.clearCookies();
    // The click is the next call, unless the 10 s balance poll fell in between: then that call lands on the
    // login page first, with /me to return to (a loaded machine once found the link already gone).
    await page
      .getByRole('link', { name: 'Account info' })
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    const backs = ['/setting/account-info', '/me'];
    const landings = backs.map((b) => `${server.url}/loginb?expired=true&back_url=${encodeURIComponent(b)}`);
    await expect.poll(() => landings.includes(page.url()), { timeout: 15_000 }).toBe(true);
    const back = backs[landings.indexOf(page.url())]!;
    // The URL changes before the login page's chunk has rendered: wait for the notice as a player would.
    await expect
      .poll(() => page.getByText('Your session has expired. Please sign in again.').count())
      .toBe(1);
    expect(await storedUser(page)).toBeNull();
    await logIn(page, email);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe(back);
    if (back === '/setting/account-info')
      await expect.poll(() => page.getByText(email).count(), { timeout: 10_000 }).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a visitor opening /deposit taps Log in, logs in in the modal and is back on /deposit', async () => {
    const { context, page, errors } = await newPage();
    await page.goto(server.url + '/deposit');
    await expect
      .poll(() => page.getByText('Log in to see your wallet.').count(), { timeout: 15_000 })
      .toBe(1);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Log in to continue' });
    await modal.waitFor({ timeout: 10_000 });
    await modal.getByRole('textbox', { name: 'Email' }).fill(email);
    await modal.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await modal.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect.poll(async () => (await storedUser(page))?.email, { timeout: 15_000 }).toBe(email);
    // The deposit page itself: its methods (or its retry, should the finance calls fail).
    const depositPage = page
      .getByRole('radio', { name: 'PIX' })
      .or(page.getByRole('button', { name: 'Try again' }));
    await expect.poll(() => depositPage.count(), { timeout: 10_000 }).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/deposit');
    expect(await modal.count()).toBe(0);
    expect(await page.getByText('Log in to see your wallet.').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('code login', () => {
  it('sends a code, reads it from the outbox and logs in with it', async () => {
    const email = uniqueEmail('code');
    const { context: first, page: setup } = await newPage();
    await register(setup, email);
    await first.close();

    const { context, page, errors } = await newPage();
    await page.goto(server.url + '/loginb');
    await page.getByRole('tab', { name: 'Email code' }).click();
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect
      .poll(() => page.getByRole('button', { name: /^Resend in \d+ s$/ }).isDisabled(), { timeout: 10_000 })
      .toBe(true);
    const code = await codeFromOutbox(email);
    await page.getByRole('textbox', { name: 'Code' }).fill(code);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect.poll(async () => (await storedUser(page))?.email, { timeout: 15_000 }).toBe(email);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('tourist', () => {
  it('plays as a guest, then saves an e-mail and keeps the same uid', async () => {
    const { context, page, errors } = await newPage();
    await page.goto(server.url + '/loginb');
    await page.getByRole('button', { name: 'Play as guest' }).click();
    // Issue #21: a new tourist is a new account, so the market's fields are asked first.
    await finishSignUp(page);
    await expect.poll(async () => (await storedUser(page))?.visitor, { timeout: 15_000 }).toBe(true);
    const uid = (await storedUser(page))!.uid;

    await page.goto(server.url + '/save-email');
    const email = uniqueEmail('guest');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/setting/account-info');
    expect(await storedUser(page)).toMatchObject({ uid, visitor: false, email });
    await expect.poll(() => page.getByText(String(uid), { exact: true }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('Telegram mini app', () => {
  it('signed init data in the URL hash logs the player in', async () => {
    const { context, page, errors } = await newPage();
    const initData = signedInitData({
      id: 700000 + Math.floor(Math.random() * 99999),
      first_name: 'Tg',
      username: 'tg_e2e',
    });
    await page.goto(
      `${server.url}/sport#tgWebAppData=${encodeURIComponent(initData)}&tgWebAppVersion=7.0&tgWebAppPlatform=android`,
    );
    // A new Telegram player: the market's registration fields first (issue #21).
    await finishSignUp(page);
    await expect.poll(async () => (await storedUser(page))?.uid ?? 0, { timeout: 15_000 }).toBeGreaterThan(0);
    await expect.poll(() => loginLinks(page).count(), { timeout: 10_000 }).toBe(0);
    await page.goto(server.url + '/setting/account-info');
    await expect.poll(() => page.getByText(/Telegram/).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
