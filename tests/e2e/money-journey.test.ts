/**
 * The player's money journey as a new user meets it (issue #14): register, find the wallet on the Me page,
 * stake more than the balance and follow the slip's Deposit button, pay in the sandbox, come back to the match
 * with the selection still in the slip, bet, withdraw from the Me page, mark the withdrawal paid in the
 * sandbox panel of its status page, and find the balance and the transactions right.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, phoneContext, trackErrors } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { registerByEmail } from './support/register';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ depositBonuses: true });
  browser = await launch();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

interface MatchRow {
  id: number;
  ms: number;
  mg: { mks: { ss: number; op: { od: number }[] }[] }[];
}

/** A match that has not started, with an open main market: placement confirms at once there. */
async function upcomingMatch(): Promise<number> {
  const res = await fetch(`${server.url}/api/piranha/v1/match/list/get?tab_key=Soccer&page_limit=10`);
  const body = (await res.json()) as { data: { records: MatchRow[] } };
  const match = body.data.records.find(
    (m) => m.ms === 4 && m.mg[0]?.mks[0]?.ss === 1 && m.mg[0].mks[0].op.every((o) => o.od > 1),
  );
  if (!match) throw new Error('no upcoming match with an open market in the demo feed');
  return match.id;
}

const meBalance = (page: Page) => page.getByLabel('Total balance', { exact: true }).textContent();

describe('the money journey', () => {
  it('register -> short balance -> deposit and back -> bet -> withdraw from Me -> paid: balance and transactions agree', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const errors = trackErrors(page);
    await registerByEmail(page, server.url, 'journey');

    // The Me page is the account hub: the balance with Deposit and Withdraw, and the records.
    await page.goto(`${server.url}/me`);
    await expect.poll(() => meBalance(page), { timeout: 15_000 }).toBe('R$ 0.00');
    const wallet = page.getByRole('region', { name: 'Wallet' });
    expect(await wallet.getByRole('link', { name: 'Deposit' }).count()).toBe(1);
    expect(await wallet.getByRole('link', { name: 'Withdraw' }).count()).toBe(1);
    const records = page.getByRole('navigation', { name: 'My records' });
    for (const name of ['Transactions', 'My bets', 'Game history', 'Bonuses'])
      expect(await records.getByRole('link', { name }).count()).toBe(1);
    // A player's header (balance, Deposit, history, bell) fits the phone: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);

    // A stake over the balance: the slip says so and offers a deposit that comes back here.
    const matchId = await upcomingMatch();
    await page.goto(`${server.url}/match-detail?matchId=${matchId}`);
    await page.locator('.market-row').first().waitFor({ timeout: 20_000 });
    const option = page.locator('.market-row button.detail-odds:not([disabled])').first();
    await option.click();
    await expect.poll(() => option.getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: /^Open bet slip: / }).click();
    const slip = page.getByRole('dialog', { name: 'Bet slip' });
    await slip.getByRole('button', { name: 'R$ 10.00', exact: true }).click();
    await expect
      .poll(() => slip.getByText('Your balance is not enough for this bet.').count(), { timeout: 10_000 })
      .toBe(1);
    await slip.getByRole('link', { name: 'Deposit' }).click();
    await page.waitForURL('**/deposit?from=*', { timeout: 10_000 });
    expect(new URL(page.url()).searchParams.get('from')).toBe(`/match-detail?matchId=${matchId}`);
    await expect
      .poll(() => page.getByRole('radio', { name: 'PIX' }).getAttribute('aria-checked'), { timeout: 15_000 })
      .toBe('true');
    await page.getByRole('button', { name: 'R$ 50', exact: true }).click();
    await page.getByRole('button', { name: 'Deposit R$ 50.00' }).click();
    await page.waitForURL('**/deposit-wait?*', { timeout: 15_000 });
    await page.getByRole('button', { name: 'Sandbox: mark as paid' }).click();
    await page.waitForURL('**/deposit-result?**', { timeout: 15_000 });
    await page.getByRole('link', { name: 'Continue' }).click();
    await page.waitForURL(`**/match-detail?matchId=${matchId}`, { timeout: 10_000 });

    // Back at the match, the selection is still in the slip: the bet goes through now.
    await page.getByRole('button', { name: /^Open bet slip: / }).click();
    await slip.getByRole('button', { name: 'R$ 10.00', exact: true }).click();
    await expect
      .poll(() => slip.getByRole('button', { name: /^Place bet/ }).isEnabled(), { timeout: 15_000 })
      .toBe(true);
    await slip.getByRole('button', { name: /^Place bet/ }).click();
    await expect
      .poll(() => slip.getByRole('status').first().textContent(), { timeout: 20_000 })
      .toContain('Bet placed');
    await slip.getByRole('button', { name: 'Done' }).click();

    // Withdraw from the Me page, and the sandbox pays it out.
    await page.goto(`${server.url}/me`);
    // The first-deposit bonus is announced by its popup on the first tab page the player opens (#16).
    const popup = page.getByRole('dialog', { name: 'You have a new bonus' });
    await popup.waitFor({ timeout: 20_000 });
    await popup.getByRole('button', { name: 'Close' }).click();
    await popup.waitFor({ state: 'detached', timeout: 10_000 });
    // Cash 40 after the stake, plus the R$ 50 first-deposit bonus (100%, #16) the balance shows with it.
    await expect.poll(() => meBalance(page), { timeout: 15_000 }).toBe('R$ 90.00');
    await page.getByRole('region', { name: 'Wallet' }).getByRole('link', { name: 'Withdraw' }).click();
    await page.getByLabel('PIX key', { exact: true }).fill('ana@example.com', { timeout: 15_000 });
    await page.getByLabel('Account holder', { exact: true }).fill('Ana Souza');
    await page.getByLabel('CPF', { exact: true }).fill('123.456.789-09');
    await page.getByRole('button', { name: 'Save account' }).click();
    await page.getByRole('radiogroup', { name: 'Withdraw to' }).waitFor({ timeout: 10_000 });
    await page.getByLabel(/^Amount/).fill('30');
    await page.getByRole('form', { name: 'Withdraw' }).getByRole('button', { name: 'Withdraw' }).click();
    // The first-deposit bonus is active: withdrawing forfeits it, and the page asks first (issue #16).
    await page
      .getByRole('alert')
      .filter({ hasText: 'Withdrawing now forfeits it' })
      .waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Withdraw and give up the bonus' }).click();
    await page.waitForURL('**/record-detail?**', { timeout: 15_000 });
    await page.getByRole('button', { name: 'Sandbox: mark as paid' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Paid out' }).count(), { timeout: 15_000 })
      .toBe(1);

    // 50 in, 10 staked, 30 out, the bonus given up: 10 cash left, and the history says each once.
    await page.goto(`${server.url}/me`);
    await expect.poll(() => meBalance(page), { timeout: 15_000 }).toBe('R$ 10.00');
    await page
      .getByRole('navigation', { name: 'My records' })
      .getByRole('link', { name: 'Transactions' })
      .click();
    const list = page.getByRole('list', { name: 'Transactions' });
    await expect.poll(() => list.getByText('Deposit · PIX').count(), { timeout: 10_000 }).toBe(1);
    expect(await list.getByText('Withdrawal · PIX').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
