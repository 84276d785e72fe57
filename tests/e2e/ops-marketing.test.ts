/**
 * Marketing and configuration in the operator console against the production build (issue #24), on one
 * server: operators sign in at /ops with password and TOTP (the code from the seeded secret on the server's
 * clock: the same wall clock) and the demo player's side shows each change. The marketing operator writes a
 * top-bar message (the player's top bar shows it), creates a home banner (the brand's first configured one,
 * so the player's home carousel shows it alone) and sends a push broadcast to all players (it lands in the
 * player's inbox); the admin switches the brand's only deposit method, PIX, off (the player's deposit page
 * offers no method) and on again; the trader sees the league margins read-only (every demo operator has one
 * brand, and a margin prices every brand: tests/server/ops-margins.test.ts covers the edit and its prices).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { endpoints } from '../../core/contract/endpoints';
import { DEMO_PLAYER } from '../../server/db/seed/demo-player';
import { launch, phoneContext } from './support/browser';
import { opsSignIn, type OpsPage } from './support/ops';
import { startServer, type RunningServer } from './support/server';

const WAIT = { timeout: 15_000 };
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

/** A desktop console page signed in as `email`. */
const opsPage = (email: string): Promise<OpsPage> => opsSignIn(browser, server.url, email);

/** The demo player signed in on a phone. */
async function playerPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  await page.goto(server.url + '/loginb');
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO_PLAYER.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PLAYER.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.getByLabel('Balance', { exact: true }).waitFor({ timeout: 20_000 });
  return { context, page };
}

/** A player API call with the context's session cookie. */
async function playerCall<T>(api: APIRequestContext, name: keyof typeof endpoints, body: object = {}) {
  const { method, path } = endpoints[name];
  const qs = new URLSearchParams({
    smid: 'e2e-ops-marketing',
    cv: '1.0.0',
    ...(method === 'GET' ? body : {}),
  } as Record<string, string>);
  const res = await api.fetch(`${server.url}${path}?${qs.toString()}`, {
    method,
    headers: { appkey: 'placar_br', appname: 'web', origin: server.url },
    ...(method === 'POST' ? { data: body } : {}),
  });
  const json = (await res.json()) as { data: T; dm_error: number; error_msg: string };
  expect(json.dm_error, `${name}: ${json.error_msg}`).toBe(0);
  return json.data;
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Sections' });
const stamp = () => String(Date.now() % 1_000_000);

describe('operator console: marketing and configuration', () => {
  it('the marketing operator publishes a top-bar message and the demo player sees it', async () => {
    const text = `Double odds on the derby ${stamp()}`;
    const { context, page, errors } = await opsPage('marketing@ops.placarbet.com.br');
    // The marketing role: Marketing only, no player data.
    await expect.poll(() => nav(page).getByRole('link', { name: 'Marketing' }).count(), WAIT).toBe(1);
    expect(await nav(page).getByRole('link', { name: 'Players' }).count()).toBe(0);
    await nav(page).getByRole('link', { name: 'Marketing' }).click();
    await page.getByRole('tab', { name: 'Top-bar messages' }).click();
    await page.getByRole('button', { name: 'New message' }).click();
    const dialog = page.getByRole('dialog', { name: 'New top-bar message' });
    await dialog.getByLabel('Text (English)').fill(text);
    // The preview draws the text as the player's top bar will.
    expect(await dialog.getByLabel('Preview in the player app').innerText()).toContain(text);
    await dialog.getByLabel('Reason').fill('Derby weekend');
    await dialog.getByRole('button', { name: 'Publish' }).click();
    const table = page.getByRole('table', { name: 'Top-bar messages' });
    await expect.poll(() => table.getByRole('row').filter({ hasText: text }).count(), WAIT).toBe(1);
    expect(errors).toEqual([]);
    await context.close();

    const player = await playerPage();
    await player.page.goto(server.url + '/sport');
    const bar = player.page.getByRole('region', { name: 'Announcements' });
    await bar.waitFor({ timeout: 25_000 });
    await expect.poll(() => bar.textContent(), { timeout: 30_000 }).toContain(text);
    await player.context.close();
  });

  it('a banner created shows on the player home; a push sent lands in the player inbox', async () => {
    const bannerTitle = `Derby banner ${stamp()}`;
    const pushTitle = `Derby push ${stamp()}`;
    const { context, page, errors } = await opsPage('marketing@ops.placarbet.com.br');
    await nav(page).getByRole('link', { name: 'Marketing' }).click();

    await page.getByRole('tab', { name: 'Banners' }).click();
    await page.getByRole('button', { name: 'New banner' }).click();
    const banner = page.getByRole('dialog', { name: 'New banner' });
    await banner.getByLabel('Image URL').fill('/brand/br/banner-2.{lang}.svg');
    await banner.getByLabel('Link (app route)').fill('/promotions');
    await banner.getByLabel('Title (alt text)').fill(bannerTitle);
    await banner.getByLabel('Reason').fill('Derby weekend');
    await banner.getByRole('button', { name: 'Save' }).click();
    const banners = page.getByRole('table', { name: 'Home banners' });
    await expect.poll(() => banners.getByRole('row').filter({ hasText: bannerTitle }).count(), WAIT).toBe(1);

    await page.getByRole('tab', { name: 'Push' }).click();
    await page.getByRole('button', { name: 'New push' }).click();
    const push = page.getByRole('dialog', { name: 'New push' });
    // The brand's language (Portuguese) is the required one.
    await push.getByLabel('Title (Português)').fill(pushTitle);
    await push.getByLabel('Body (Português)').fill('Odds em dobro no clássico.');
    await push.getByLabel('Reason').fill('Derby weekend');
    const send = push.getByRole('button', { name: /^Send to \d+ players$/ });
    await expect.poll(() => send.isEnabled(), WAIT).toBe(true);
    await send.click();
    const pushes = page.getByRole('table', { name: 'Push broadcasts' });
    const row = pushes.getByRole('row').filter({ hasText: pushTitle });
    await expect.poll(() => row.count(), WAIT).toBe(1);
    await expect.poll(() => row.innerText(), WAIT).toContain('Sent');
    expect(errors).toEqual([]);
    await context.close();

    const player = await playerPage();
    // The brand now has one configured banner: the carousel shows it and only it.
    await player.page.goto(server.url + '/home/game');
    const carousel = player.page.locator('.banner-carousel');
    await carousel.waitFor({ timeout: 25_000 });
    // A loaded machine (CI) gets longer: the home's banners come with its data, the message with the send.
    await expect.poll(() => carousel.innerHTML(), { timeout: 40_000 }).toContain(bannerTitle);
    await expect.poll(() => carousel.getByRole('group').count(), WAIT).toBe(1);
    // Written in the brand's language only: the player's inbox carries it (message_content, any language).
    const inboxText = async () =>
      JSON.stringify(
        (
          await playerCall<{ message_list: unknown[] }>(player.context.request, 'messageList', {
            page_size: 50,
          })
        ).message_list,
      );
    await expect.poll(inboxText, { timeout: 40_000 }).toContain(pushTitle);
    await player.context.close();
  });

  it('the admin switches PIX deposits off and on: the player deposit page follows', async () => {
    const { context, page, errors } = await opsPage('admin@ops.placarbet.com.br');
    await nav(page).getByRole('link', { name: 'Configuration' }).click();
    const deposits = page.getByRole('table', { name: 'Deposit methods' });
    const togglePix = async (on: boolean, reason: string) => {
      await deposits.getByRole('button', { name: 'Edit PIX' }).click();
      const dialog = page.getByRole('dialog', { name: 'Deposit with PIX' });
      await dialog.getByLabel('Offered to players').setChecked(on);
      await dialog.getByLabel('Reason').fill(reason);
      await dialog.getByRole('button', { name: 'Save' }).click();
      const row = deposits.getByRole('row').filter({ hasText: 'PIX' });
      await expect.poll(() => row.innerText(), WAIT).toContain(on ? 'On' : 'Off');
    };
    await togglePix(false, 'Provider outage');

    const player = await playerPage();
    const methods = player.page.getByRole('radiogroup', { name: 'Payment method' });
    const none = player.page.getByText('No deposit method is available for BRL right now.');
    await player.page.goto(server.url + '/wallet/deposit');
    await expect.poll(() => none.count(), { timeout: 25_000 }).toBe(1);
    expect(await methods.count()).toBe(0);

    await togglePix(true, 'Provider back');
    await player.page.reload();
    await expect.poll(() => methods.getByRole('radio', { name: 'PIX' }).count(), { timeout: 25_000 }).toBe(1);
    expect(await none.count()).toBe(0);
    expect(errors).toEqual([]);
    await player.context.close();
    await context.close();
  });

  it('the trader sees the league margins read-only (a margin prices every brand)', async () => {
    const { context, page, errors } = await opsPage('trader@ops.placarbet.com.br');
    await nav(page).getByRole('link', { name: 'Trading' }).click();
    await page.getByRole('link', { name: 'League margins' }).click();
    const table = page.getByRole('table', { name: 'League margins' });
    await expect.poll(() => table.getByRole('row').count(), WAIT).toBeGreaterThan(3);
    expect(await table.innerText()).toContain('5');
    await expect
      .poll(
        () => page.getByText('changing a margin needs all brands in scope', { exact: false }).count(),
        WAIT,
      )
      .toBe(1);
    expect(await page.getByRole('button', { name: /^Edit the margin of/ }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the platform admin (every brand) sets a league margin: the table shows it, set, and it goes back to the default', async () => {
    const { context, page, errors } = await opsPage('platform@ops.placarbet.com.br');
    await nav(page).getByRole('link', { name: 'Trading' }).click();
    await page.getByRole('link', { name: 'League margins' }).click();
    const table = page.getByRole('table', { name: 'League margins' });
    const edit = page.getByRole('button', { name: /^Edit the margin of/ });
    await expect.poll(() => edit.count(), WAIT).toBeGreaterThan(0);
    // The first league whose margin is the default: its row, by name.
    const row = table.getByRole('row').filter({ hasText: 'default' }).first();
    const league = (await row.getByRole('cell').first().innerText()).trim();
    const before = /([\d.]+) %/.exec(await row.getByRole('cell').nth(1).innerText())![1]!;
    const setMargin = async (value: string, reason: string) => {
      await table.getByRole('button', { name: `Edit the margin of ${league}` }).click();
      const dialog = page.getByRole('dialog', { name: `Margin of ${league}` });
      await dialog.getByLabel('Margin (%)').fill(value);
      await dialog.getByLabel('Reason').fill(reason);
      await dialog.getByRole('button', { name: 'Save margin' }).click();
      await expect.poll(() => dialog.count(), WAIT).toBe(0);
    };
    await setMargin('7.5', 'Sharper market');
    const leagueRow = table.getByRole('row').filter({ hasText: league });
    await expect.poll(() => leagueRow.innerText(), WAIT).toMatch(/7\.50 %\s*set/);
    await setMargin(before, 'Back');
    await expect
      .poll(() => leagueRow.innerText(), WAIT)
      .toMatch(new RegExp(`(^|\\s)${before.replace('.', '\\.')} %`));
    expect(errors).toEqual([]);
    await context.close();
  });
});
