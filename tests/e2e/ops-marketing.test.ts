/**
 * Marketing in the operator console against the production build (issue #24): the marketing operator signs
 * in at /ops with password and TOTP (the code from the seeded secret on the server's clock: the same wall
 * clock), writes a top-bar message for every player, and the demo player's app shows it in its top bar.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DEMO_OPS_PASSWORD, DEMO_OPS_TOTP_SECRET } from '../../server/db/seed/ops';
import { DEMO_PLAYER } from '../../server/db/seed/demo-player';
import { totpCode } from '../../server/ops/totp';
import { launch, phoneContext, trackErrors } from './support/browser';
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

describe('operator console: marketing', () => {
  it('the marketing operator publishes a top-bar message and the demo player sees it', async () => {
    const text = `Double odds on the derby ${Date.now() % 100_000}`;
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    const page = await context.newPage();
    const errors = trackErrors(page);
    await page.goto(`${server.url}/ops`);
    await page.getByLabel('E-mail').fill('marketing@ops.placarbet.com.br');
    await page.getByLabel('Password').fill(DEMO_OPS_PASSWORD);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => page.getByRole('img', { name: 'Authenticator QR code' }).count(), WAIT).toBe(1);
    await page.getByLabel('Code', { exact: true }).fill(totpCode(DEMO_OPS_TOTP_SECRET, Date.now()));
    await page.getByRole('button', { name: 'Sign in' }).click();

    // The marketing role: Marketing only, no player data.
    const nav = page.getByRole('navigation', { name: 'Sections' });
    await expect.poll(() => nav.getByRole('link', { name: 'Marketing' }).count(), WAIT).toBe(1);
    expect(await nav.getByRole('link', { name: 'Players' }).count()).toBe(0);
    await nav.getByRole('link', { name: 'Marketing' }).click();
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

    const player = await phoneContext(browser);
    const app = await player.newPage();
    await app.goto(server.url + '/loginb');
    await app.getByRole('textbox', { name: 'Email' }).fill(DEMO_PLAYER.email);
    await app.getByLabel('Password', { exact: true }).fill(DEMO_PLAYER.password);
    await app.getByRole('button', { name: 'Log in', exact: true }).click();
    await app.getByLabel('Balance', { exact: true }).waitFor({ timeout: 20_000 });
    await app.goto(server.url + '/sport');
    const bar = app.getByRole('region', { name: 'Announcements' });
    await bar.waitFor({ timeout: 25_000 });
    await expect.poll(() => bar.textContent(), { timeout: 30_000 }).toContain(text);
    await player.close();
  });
});
