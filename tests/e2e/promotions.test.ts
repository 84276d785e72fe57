/**
 * Promotions end to end (issue #16) in Chromium against the production build: a new Brazilian player makes
 * a first deposit through the deposit page and the sandbox provider, is granted the 100% first-deposit bonus
 * (shown on /bonus at 0%), plays slot rounds and watches the wagering progress move, then unlocks the bonus
 * and the cash balance rises by exactly the bonus. The operator has set the campaign's wagering to 2x
 * (campaigns are data: edited in the database copy before the server starts), so two R$50 rounds on R$100 of
 * cash finish it whatever the reels say.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { endpoints } from '../../core/contract/endpoints';
import { openDatabase } from '../../server/db/open';
import { promoCampaigns } from '../../server/db/schema-promotions';
import { launch, phoneContext, trackErrors } from './support/browser';
import { seededDataDir, startServer, type RunningServer } from './support/server';
import { registerByEmail } from './support/register';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-promo-'));
  cpSync(seededDataDir(), dataDir, { recursive: true });
  const database = await openDatabase({ kind: 'pglite', dataDir });
  await database.db
    .update(promoCampaigns)
    .set({ rules: sql`jsonb_set(${promoCampaigns.rules}, '{wagerMultiple}', '2')` })
    .where(and(eq(promoCampaigns.brandId, 'br'), eq(promoCampaigns.kind, 'first_deposit')));
  await database.close();
  server = await startServer({ dataDir, depositBonuses: true });
  browser = await launch();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

/** A call as the page makes it (same cookies), for what the player does on other pages (deposit, spins). */
async function api<T>(page: Page, name: keyof typeof endpoints, payload: object = {}): Promise<T> {
  const { method, path } = endpoints[name];
  const url = `${server.url}${path}?cv=1.0.0&smid=e2e-promo`;
  const res =
    method === 'GET'
      ? await page.request.get(url, { params: payload as Record<string, string> })
      : await page.request.post(url, { data: payload });
  const body = (await res.json()) as { data: T; dm_error: number; error_msg: string };
  expect(body.dm_error, `${name}: ${body.error_msg}`).toBe(0);
  return body.data;
}

const cash = async (page: Page) =>
  (await api<{ balances: { currency: string; cash: number }[] }>(page, 'userBalance')).balances.find(
    (b) => b.currency === 'BRL',
  )?.cash ?? 0;

const progress = (scope: Page | Locator) =>
  scope.getByRole('progressbar', { name: 'Wagering progress' }).first().getAttribute('aria-valuenow');

describe('promotions', () => {
  it('first deposit -> bonus granted -> progress moves with slot rounds -> unlocked: cash rises by exactly the bonus', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const errors = trackErrors(page);
    await registerByEmail(page, server.url, 'promo');

    // The footer tab lists the first-deposit offer with its rules.
    await page.goto(`${server.url}/promotion`);
    const offer = page.getByRole('article', { name: 'First deposit bonus' });
    await offer.waitFor({ timeout: 15_000 });
    expect(await offer.getByText('100% of your deposit, up to R$ 600.00').count()).toBe(1);

    // First deposit through the deposit page, paid by the sandbox.
    await page.getByRole('link', { name: 'Deposit now' }).click();
    await expect
      .poll(() => page.getByRole('radio', { name: 'PIX' }).getAttribute('aria-checked'), { timeout: 15_000 })
      .toBe('true');
    await page.getByRole('button', { name: 'R$ 50', exact: true }).click();
    await page.getByRole('button', { name: 'Deposit R$ 50.00' }).click();
    await page.waitForURL('**/deposit-wait?order_id=*', { timeout: 15_000 });
    await page.getByRole('button', { name: 'Sandbox: mark as paid' }).click();
    await page.waitForURL('**/deposit-result?**', { timeout: 15_000 });

    // The bonus is granted and starts unlocking at 0%.
    await page.goto(`${server.url}/bonus`);
    const card = page.getByRole('article', { name: 'First deposit bonus' });
    await card.waitFor({ timeout: 15_000 });
    expect(await card.getByText('R$ 50.00', { exact: true }).count()).toBe(1);
    expect(await card.getByText('Unlocking', { exact: true }).count()).toBe(1);
    expect(await progress(card)).toBe('0');
    expect(await card.getByRole('button', { name: /^Unlock / }).count()).toBe(0);

    // A second deposit brings the daily deposit bonus (a card of its own); two R$50 slot rounds wager the
    // R$100 the first-deposit bonus asks.
    const order = await api<{ order_id: string }>(page, 'payinCreate', {
      amount: 5000,
      pay_type: 'PIX',
      idempotency_key: `e2e-promo-${randomBytes(4).toString('hex')}`,
    });
    await api(page, 'sandboxMark', { order_id: order.order_id, outcome: 'paid' });
    await api(page, 'inhouseSlotSpin', { key: `e2e-spin-${randomBytes(4).toString('hex')}`, amount: 5000 });
    await expect.poll(() => progress(card), { timeout: 20_000 }).toBe('50');
    await api(page, 'inhouseSlotSpin', { key: `e2e-spin-${randomBytes(4).toString('hex')}`, amount: 5000 });
    await expect.poll(() => progress(card), { timeout: 20_000 }).toBe('100');

    const before = await cash(page);
    await card.getByRole('button', { name: 'Unlock R$ 50.00' }).click();
    await expect
      .poll(() => page.getByText('R$ 50.00 moved to your balance').count(), {
        timeout: 10_000,
      })
      .toBe(1);
    expect(await cash(page)).toBe(before + 5000);

    await page.goto(`${server.url}/bonus-history`);
    const done = page.getByRole('article', { name: 'First deposit bonus' });
    await done.waitFor({ timeout: 15_000 });
    expect(await done.getByText('Unlocked', { exact: true }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the demo player has a bonus part-way through its wagering, an expired one and a code to redeem', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const errors = trackErrors(page);
    await page.goto(`${server.url}/loginb`);
    await page.getByRole('textbox', { name: 'Email' }).fill('demo@placarbet.com.br');
    await page.getByLabel('Password', { exact: true }).fill('demo-player-2026');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByLabel('Balance', { exact: true }).waitFor({ timeout: 20_000 });

    await page.goto(`${server.url}/bonus`);
    await page.getByRole('article', { name: 'Promo code bonus' }).first().waitFor({ timeout: 15_000 });
    expect(await progress(page)).toBe('40');
    await page.getByRole('tab', { name: 'Unavailable' }).click();
    await expect.poll(() => page.getByText('Expired', { exact: true }).count(), { timeout: 15_000 }).toBe(1);

    await page.goto(`${server.url}/redeem`);
    await page.getByLabel('Promo code', { exact: true }).fill('bonus2026');
    await page.getByRole('button', { name: 'Redeem', exact: true }).click();
    await expect
      .poll(() => page.getByText('Code accepted: your bonus is below.').count(), { timeout: 10_000 })
      .toBe(1);
    await page.getByLabel('Promo code', { exact: true }).fill('BONUS2026');
    await page.getByRole('button', { name: 'Redeem', exact: true }).click();
    await expect
      .poll(() => page.getByRole('alert').getByText('This code has already been used.').count(), {
        timeout: 10_000,
      })
      .toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
