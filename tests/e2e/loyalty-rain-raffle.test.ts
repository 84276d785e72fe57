/**
 * Red-packet rain and raffle as the demo player (issue #17). The server starts with the demo's live rain
 * (DEMO_RAIN on): after login the money-rain popup shows over the home page and leads to the rain; a tapped
 * packet shows its prize and the balance rises by exactly that; the raffle page shows the demo's tickets in
 * the running raffle and last week's seeded draw with its winners and revealed seed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, phoneContext, trackErrors } from './support/browser';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;
let page: Page;
let errors: string[];

beforeAll(async () => {
  server = await startServer({ env: { FEED: 'off', DEMO_RAIN: 'on' } });
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
}

function api<T>(path: string): Promise<Envelope<T>> {
  return page.evaluate(
    async (path) => (await fetch(`${path}${path.includes('?') ? '&' : '?'}cv=1.0.0`)).json(),
    path,
  ) as Promise<Envelope<T>>;
}

async function cash(): Promise<number> {
  const r = await api<{ balances: { currency: string; cash: number }[] }>(
    '/api/piranha/finance/user/balance/get',
  );
  return r.data.balances.find((b) => b.currency === 'BRL')?.cash ?? 0;
}

describe('red-packet rain and raffle', () => {
  it('the demo player joins the rain from its popup and a packet pays exactly its prize', async () => {
    await page.goto(server.url + '/loginb');
    await page.getByRole('textbox', { name: 'Email' }).fill('demo@placarbet.com.br');
    await page.getByLabel('Password', { exact: true }).fill('demo-player-2026');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByLabel('Balance', { exact: true }).waitFor({ timeout: 20_000 });

    const popup = page.getByRole('dialog', { name: 'Red packet rain is live!' });
    await popup.waitFor({ timeout: 30_000 });
    await page.screenshot({ path: '.tmp/loyalty-rain-popup.png' });
    await popup.getByRole('link', { name: 'Join the rain' }).click();
    await page.waitForURL(/\/red-packet-rain$/);

    await page.getByRole('heading', { name: 'The rain is live!' }).waitFor({ timeout: 20_000 });
    const before = await cash();
    const packets = page.getByRole('button', { name: /^Open red packet \d+$/ });
    expect(await packets.count()).toBeGreaterThan(3);
    // The packets fall without end (CSS animation) and leave the clipped stage for part of each fall: a
    // click at the packet's coordinates (even forced) can land beside it or off the stage and open nothing.
    // The tap is the button's click event, dispatched on the element itself.
    await page.getByRole('button', { name: 'Open red packet 1', exact: true }).dispatchEvent('click');
    const prize = page.getByTestId('rain-prize');
    await prize.waitFor({ timeout: 15_000 });
    const amount = Number(await prize.getAttribute('data-amount'));
    expect(amount).toBeGreaterThan(0);
    await expect.poll(cash, { timeout: 15_000 }).toBe(before + amount);
    await expect
      .poll(() => page.getByTestId('rain-opened').innerText(), { timeout: 20_000 })
      .toMatch(/^1 \/ 5$/);
    await page.screenshot({ path: '.tmp/loyalty-rain.png', fullPage: true });

    // A second packet: the balance rises by its prize only.
    const second = before + amount;
    await page.getByRole('button', { name: 'Open red packet 2', exact: true }).dispatchEvent('click');
    await expect
      .poll(() => page.getByTestId('rain-opened').innerText(), { timeout: 20_000 })
      .toMatch(/^2 \/ 5$/);
    const amount2 = Number(await prize.getAttribute('data-amount'));
    await expect.poll(cash, { timeout: 15_000 }).toBe(second + amount2);
    const info = await api<{ opened: number; won: number }>('/api/thin/activity/red_packet_rain/info');
    expect(info.data.opened).toBe(2);
    expect(await cash()).toBe(before + info.data.won);
  });

  it('the raffle page shows the demo’s tickets and last week’s winners', async () => {
    await page.goto(server.url + '/raffle');
    const tickets = page.getByTestId('raffle-my-tickets');
    await tickets.waitFor({ timeout: 20_000 });
    expect(Number(await tickets.innerText())).toBeGreaterThan(0);
    const winners = page.getByRole('list', { name: 'Winners' }).first();
    await winners.waitFor();
    expect(await winners.getByRole('listitem').count()).toBeGreaterThan(0);
    await expect.poll(() => winners.innerText()).toContain('***');
    await page.screenshot({ path: '.tmp/loyalty-raffle.png', fullPage: true });
    const raffle = await api<{
      current: { my_tickets: number; server_seed: string };
      past: { server_seed: string; winners: unknown[] }[];
    }>('/api/thin/activity/raffle/info');
    expect(raffle.data.current.server_seed).toBe('');
    expect(raffle.data.past[0]!.server_seed).toMatch(/^[0-9a-f]{64}$/);

    // Provably fair: place 1's ticket is redone in the browser on /game-verify from the revealed seed.
    const drawn = raffle.data.past[0] as unknown as { winners: { place: number; ticket: number }[] };
    const first = drawn.winners.find((w) => w.place === 1)!;
    await page.getByRole('link', { name: 'Verify place 1' }).first().click();
    await page.waitForURL(/\/game-verify\?game=raffle/);
    const result = page.getByTestId('verify-result');
    await result.waitFor({ timeout: 15_000 });
    await expect.poll(() => result.innerText()).toContain(`Draw 1: ticket #${first.ticket}`);
    await page.screenshot({ path: '.tmp/loyalty-raffle-verify.png', fullPage: true });
    expect(errors).toEqual([]);
  });
});
