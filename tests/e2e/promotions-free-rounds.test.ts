/**
 * Free rounds end to end (issue #16) in Chromium against the production build: the demo player opens
 * /promotion/free-rounds, sees the seeded grant of Fruit Fiesta free spins, plays one in the slot's game room
 * ("Free spins: N left" counts down) and the cash balance does not change; the rule page explains them.
 */
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { endpoints } from '../../core/contract/endpoints';
import { launch, phoneContext, trackErrors } from './support/browser';
import { seededDataDir, startServer, type RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-free-rounds-'));
  cpSync(seededDataDir(), dataDir, { recursive: true });
  server = await startServer({ dataDir });
  browser = await launch();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

async function api<T>(page: Page, name: keyof typeof endpoints, payload: object = {}): Promise<T> {
  const { method, path } = endpoints[name];
  const url = `${server.url}${path}?cv=1.0.0&smid=e2e-free-rounds`;
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

describe('free rounds', () => {
  it('the demo player plays a free round in the slot: spins left go down, cash does not change', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const errors = trackErrors(page);
    await page.goto(`${server.url}/loginb`);
    await page.getByRole('textbox', { name: 'Email' }).fill('demo@placarbet.com.br');
    await page.getByLabel('Password', { exact: true }).fill('demo-player-2026');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByLabel('Balance', { exact: true }).waitFor({ timeout: 20_000 });

    await page.goto(`${server.url}/promotion/free-rounds`);
    const card = page.getByRole('article', { name: 'Fruit Fiesta slot' });
    await card.waitFor({ timeout: 15_000 });
    await expect
      .poll(() => card.getByTestId('free-rounds-left').textContent())
      .toBe('10 of 10 free spins left');
    const before = await cash(page);

    await card.getByRole('link', { name: 'Play Fruit Fiesta slot free spins' }).click();
    await page.waitForURL(/\/game-room\?platform=inhouse&game_id=slot&free_round=\d+/);
    const counter = page.getByTestId('free-spins-left');
    await expect.poll(() => counter.textContent(), { timeout: 15_000 }).toMatch(/^Free spins: 10 left/);
    await page.getByRole('button', { name: 'Free spin', exact: true }).click();
    await expect.poll(() => counter.textContent(), { timeout: 15_000 }).toMatch(/^Free spins: 9 left/);
    await expect.poll(() => page.getByTestId('slot-result').textContent(), { timeout: 15_000 }).not.toBe('');
    expect(await cash(page)).toBe(before);

    await page.goto(`${server.url}/promotion/free-rounds`);
    await expect
      .poll(
        () =>
          page
            .getByRole('article', { name: 'Fruit Fiesta slot' })
            .getByTestId('free-rounds-left')
            .textContent(),
        {
          timeout: 15_000,
        },
      )
      .toBe('9 of 10 free spins left');
    expect(await cash(page)).toBe(before);

    await page.goto(`${server.url}/promotion/free-rounds/rule`);
    await page.getByRole('heading', { name: 'Free spins rules' }).waitFor({ timeout: 15_000 });
    await page
      .getByText('What free spins win goes to your bonus balance.', { exact: false })
      .first()
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a free-spins code: the free_round_bonus popup announces the spins once and leads to them', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const errors = trackErrors(page);
    await page.goto(`${server.url}/loginb`);
    await page.getByRole('textbox', { name: 'Email' }).fill('demo@placarbet.com.br');
    await page.getByLabel('Password', { exact: true }).fill('demo-player-2026');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByLabel('Balance', { exact: true }).waitFor({ timeout: 20_000 });

    // The first test's free spin may have won a bonus: its "new bonus" popup would come first (same level,
    // earlier in the stack); it is acknowledged here as its popup's Close does.
    for (let i = 0; i < 5; i++) {
      const m = await api<{ new_bonus: number }>(page, 'bonusNewMessage');
      if (m.new_bonus === 0) break;
      await api(page, 'bonusNewMessage', { ack: String(m.new_bonus) });
    }
    await page.goto(`${server.url}/redeem`);
    await page.getByLabel('Promo code', { exact: true }).fill('spins2026');
    await page.getByRole('button', { name: 'Redeem', exact: true }).click();
    await page.getByText('Code accepted: 5 free spins are yours.').waitFor({ timeout: 15_000 });

    // Over a tab page, the popup names the new spins (SPEC "New bonus: free_round_bonus").
    await page.goto(`${server.url}/promotion`);
    const popup = page.getByRole('dialog', { name: 'You got free spins' });
    await popup.waitFor({ timeout: 30_000 });
    await expect
      .poll(() => popup.textContent(), { timeout: 15_000 })
      .toMatch(/5 free spins of R\$ [\d.,]+ on Fruit Fiesta/);
    await page.screenshot({ path: '.tmp/promotions-free-round-popup.png' });
    await popup.getByRole('link', { name: 'Play free spins' }).click();
    await page.waitForURL(/\/promotion\/free-rounds$/);
    await expect
      .poll(() => page.getByTestId('free-rounds-left').allTextContents(), { timeout: 15_000 })
      .toContain('5 of 5 free spins left');

    // Acknowledged: back on the tab page it does not come again.
    await page.goto(`${server.url}/promotion`);
    await page.getByRole('heading', { name: 'Promotions' }).first().waitFor({ timeout: 15_000 });
    await page.waitForTimeout(3_000);
    expect(await page.getByRole('dialog', { name: 'You got free spins' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
