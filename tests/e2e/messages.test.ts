/**
 * The message center as the demo player (issue #18): the header's unread count, the list with unread
 * marks, one message (its sanitised HTML and its button), "mark all as read" bringing the count to zero,
 * and the rotating top bar whose closed state the server keeps across a reload.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, phoneContext, trackErrors } from './support/browser';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ env: { FEED: 'off' } });
  browser = await launch();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

describe('message center', () => {
  it('unread count -> list -> a message -> mark all read; the top bar closes for good', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const errors = trackErrors(page);
    await page.goto(server.url + '/loginb');
    await page.getByRole('textbox', { name: 'Email' }).fill('demo@placarbet.com.br');
    await page.getByLabel('Password', { exact: true }).fill('demo-player-2026');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByLabel('Balance', { exact: true }).waitFor({ timeout: 20_000 });

    // The seeded demo deposits' and withdrawal's messages and the brand's three broadcasts are unread.
    await page.goto(server.url + '/sport');
    const bell = page.getByRole('link', { name: /^Messages, \d+ unread$/ });
    await bell.waitFor({ timeout: 25_000 });
    const unread = Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1]);
    expect(unread).toBeGreaterThanOrEqual(4);

    // The top bar rotates the brand's top-bar messages; closing one is remembered by the server.
    const bar = page.getByRole('region', { name: 'Announcements' });
    await bar.waitFor();
    const close = bar.getByRole('button', { name: /^Close message: / });
    const closedTitle = ((await close.getAttribute('aria-label')) ?? '').replace('Close message: ', '');
    await close.click();
    await page.reload();
    await page.getByRole('link', { name: /^Messages, \d+ unread$/ }).waitFor({ timeout: 25_000 });
    await expect.poll(() => bar.isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => bar.textContent()).not.toContain(closedTitle);

    await page.getByRole('link', { name: /^Messages, \d+ unread$/ }).click();
    await page.waitForURL('**/message-center');
    // The newest first: today's seeded deposit.
    const deposit = page.getByRole('link', { name: 'Unread: Deposit received' }).first();
    await deposit.waitFor({ timeout: 15_000 });
    expect(await page.getByRole('link', { name: /^Unread: / }).count()).toBe(unread);
    await page.screenshot({ path: '.tmp/messages-center.png' });

    await deposit.click();
    await page.waitForURL(/\/message-detail\?id=\d+$/);
    const article = page.getByRole('article', { name: 'Deposit received' });
    await article.waitFor();
    expect(await article.textContent()).toContain('R$ 1,000.00');
    await article.getByRole('button', { name: 'View deposit' }).waitFor();
    await page.screenshot({ path: '.tmp/messages-detail.png' });
    await page.getByRole('link', { name: 'All messages' }).click();
    // Opening it read it: one unread less.
    await page
      .getByRole('link', { name: 'Deposit received', exact: true })
      .first()
      .waitFor({ timeout: 15_000 });
    expect(await page.getByRole('link', { name: /^Unread: / }).count()).toBe(unread - 1);
    await page.getByText(`${unread - 1} unread`).waitFor();

    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await page.getByText('All read').waitFor();
    expect(await page.getByRole('link', { name: /^Unread: / }).count()).toBe(0);
    await page.goto(server.url + '/me');
    // The Me page's row and the header's bell both say there is nothing unread now.
    const settings = page.getByRole('navigation', { name: 'Settings' });
    await settings.getByRole('link', { name: 'Messages', exact: true }).waitFor({ timeout: 25_000 });
    expect(await page.getByRole('link', { name: /unread/ }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
