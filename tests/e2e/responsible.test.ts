/**
 * Responsible gaming (issue #21) on the Brazilian brand: a new player sets a daily deposit limit on
 * /setting/responsible-gaming; a deposit beyond it is refused with the limit named; the reality check
 * appears after its interval (shortened by the test setting rg.realityCheckSeconds); the player takes a
 * time out, after which bets and games are refused and a withdrawal still goes through.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, phoneContext, trackErrors } from './support/browser';
import { registerByEmail } from './support/register';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;
let page: Page;
let errors: string[];

beforeAll(async () => {
  server = await startServer({ env: { FEED: 'off' }, depositBonuses: true });
  browser = await launch();
  page = await (await phoneContext(browser)).newPage();
  errors = trackErrors(page);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

interface Envelope<T> {
  data: T;
  dm_error: number;
  error_msg: string;
}

/** A call from the page (its session cookie), as the app would make it. */
function api<T>(path: string, body?: object): Promise<Envelope<T>> {
  return page.evaluate(
    async ({ path, body }) => {
      const r = await fetch(`${path}${path.includes('?') ? '&' : '?'}cv=1.0.0`, {
        method: body ? 'POST' : 'GET',
        headers: body ? { 'content-type': 'application/json' } : {},
        body: body ? JSON.stringify(body) : null,
      });
      return r.json();
    },
    { path, body },
  ) as Promise<Envelope<T>>;
}

const F = '/api/piranha/finance';

describe('responsible gaming', () => {
  it('limits a deposit, shows the reality check, and a time out stops play but not withdrawals', async () => {
    await registerByEmail(page, server.url, 'rg');

    // A daily deposit limit of R$ 40, set on the page: it applies at once.
    await page.goto(server.url + '/setting/responsible-gaming');
    await page.getByRole('heading', { name: 'Deposit limits' }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Change Deposit limits: Daily' }).click();
    await page.getByLabel('Amount (BRL)').fill('40');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(async () => {
        const s = await api<{ limits: { key: string; value: number | null }[] }>('/api/piranha/rg/status');
        return s.data.limits.find((l) => l.key === 'deposit_day')?.value;
      })
      .toBe(4000);
    await page.screenshot({ path: '.tmp/rg-settings.png', fullPage: true });

    // R$ 30 goes through (and is paid in the sandbox); R$ 50 more is refused, naming the limit.
    const order = await api<{ order_id: string }>(`${F}/payin/order/create`, {
      amount: 3000,
      pay_type: 'PIX',
      idempotency_key: `rg-e2e-${Date.now()}`,
    });
    expect(order.dm_error).toBe(0);
    expect(
      (await api(`${F}/sandbox/order/mark`, { order_id: order.data.order_id, outcome: 'paid' })).dm_error,
    ).toBe(0);
    await page.goto(server.url + '/deposit');
    await expect
      .poll(() => page.getByRole('radio', { name: 'PIX' }).getAttribute('aria-checked'), { timeout: 15_000 })
      .toBe('true');
    await page.getByRole('button', { name: 'R$ 50', exact: true }).click();
    await page.getByRole('button', { name: 'Deposit R$ 50.00' }).click();
    await page.getByText(/daily deposit limit of 40\.00 BRL/).waitFor({ timeout: 15_000 });
    // A responsible-gaming refusal (HTTP 403 with its own dm_error) is a message, not the area block page.
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/deposit');

    // The reality check, shortened to a few seconds by the test setting.
    await page.evaluate(() => localStorage.setItem('rg.realityCheckSeconds', '3'));
    await page.goto(server.url + '/sport');
    const check = page.getByRole('dialog', { name: 'Reality check' });
    await check.waitFor({ timeout: 20_000 });
    expect(await check.getByText('Net result').count()).toBe(1);
    await page.screenshot({ path: '.tmp/rg-reality.png' });
    await check.getByRole('button', { name: 'Continue' }).click();
    await page.evaluate(() => localStorage.removeItem('rg.realityCheckSeconds'));

    // A 24-hour time out: confirmed in a dialog, shown on the page.
    await page.goto(server.url + '/setting/responsible-gaming');
    await page.getByRole('button', { name: 'Start time out' }).click();
    await page
      .getByRole('dialog', { name: 'Start a time out?' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await page.getByRole('heading', { name: 'Time out in force' }).waitFor({ timeout: 15_000 });

    // Bets and games are refused; a withdrawal still goes through.
    const spin = await api('/api/piranha/game/inhouse/slot/spin', {
      key: `rg-spin-${Date.now()}`,
      amount: 200,
    });
    expect(spin.dm_error).toBe(6703);
    expect(spin.error_msg).toMatch(/time out/);
    const account = await api<{ account_id: number }>(`${F}/account/elements/set`, {
      method: 'PIX',
      account_no: 'rg-player@example.com',
      holder_name: 'Ana Souza',
      tax_id: '123.456.789-09',
    });
    expect(account.dm_error).toBe(0);
    const payout = await api<{ state: string }>(`${F}/payout/order/create`, {
      amount: 3000,
      account_id: account.data.account_id,
      idempotency_key: `rg-wd-${Date.now()}`,
      // The deposit above granted the first-deposit bonus; withdrawing forfeits it (issue #16).
      forfeit_bonus: true,
    });
    expect(payout.dm_error, payout.error_msg).toBe(0);
    expect(errors).toEqual([]);
  });
});
