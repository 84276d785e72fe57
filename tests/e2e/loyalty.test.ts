/**
 * Loyalty as the demo player (issue #17): the VIP club shows level 3 with its level bonuses to receive; the
 * player receives one, then finishes the bet task of the day (a dice round) and receives its reward. The
 * balance rises by each reward once, the reward lists hold each once, and a second receive is refused.
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
  server = await startServer({ env: { FEED: 'off' } });
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

async function cash(): Promise<number> {
  const r = await api<{ balances: { currency: string; cash: number }[] }>(
    '/api/piranha/finance/user/balance/get',
  );
  return r.data.balances.find((b) => b.currency === 'BRL')?.cash ?? 0;
}

type Awards = { list: { kind: string; period: string; amount: number }[] };

describe('loyalty', () => {
  it('the demo player receives a VIP reward and a task reward, each once', async () => {
    await page.goto(server.url + '/loginb');
    await page.getByRole('textbox', { name: 'Email' }).fill('demo@placarbet.com.br');
    await page.getByLabel('Password', { exact: true }).fill('demo-player-2026');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByLabel('Balance', { exact: true }).waitFor({ timeout: 20_000 });

    // VIP club: level 3 of stage 1, the level-up bonuses waiting.
    await page.goto(server.url + '/vip-club');
    await page.getByRole('heading', { name: 'VIP 3', exact: true }).waitFor({ timeout: 20_000 });
    await page.getByText('Stage 1 of 6').waitFor();
    await page.getByRole('progressbar', { name: 'Progress to the next level' }).waitFor();
    await page.screenshot({ path: '.tmp/loyalty-vip.png', fullPage: true });
    const before = await cash();
    const receive = page.getByRole('button', { name: 'Receive Level-up bonus · VIP 1' });
    await receive.click();
    await expect.poll(() => receive.count(), { timeout: 15_000 }).toBe(0);
    await expect.poll(cash, { timeout: 15_000 }).toBe(before + 500);
    expect((await api('/api/piranha/activity/vip/receive?kind=vip_bonus&period=L1')).dm_error).toBe(6602);
    const vipAwards = await api<Awards>('/api/thin/activity/reward/vip_list');
    expect(vipAwards.data.list.filter((a) => a.kind === 'vip_bonus' && a.period === 'L1')).toHaveLength(1);
    expect(await cash()).toBe(before + 500);

    // Tasks: the bet task is about half done; one dice round finishes it.
    const center = await api<{
      list: { task_id: string; conf_num: number; progress_num: number; reward: number }[];
    }>('/api/thin/activity/task_center/info');
    const bet = center.data.list.find((x) => x.task_id === 'daily_bet')!;
    expect(bet.progress_num).toBeGreaterThan(0);
    expect(bet.progress_num).toBeLessThan(bet.conf_num);
    // Rounds at a 95% chance, so the money to stake is there whatever the seeded rounds did.
    for (let left = bet.conf_num - bet.progress_num, i = 0; left > 0; i++) {
      const amount = Math.min(left, 10_000);
      const played = await api('/api/piranha/game/inhouse/dice/play', {
        key: `e2e-loyalty-${i}`,
        amount,
        mode: 'under',
        target: 9500,
      });
      expect(played.dm_error).toBe(0);
      left -= amount;
    }
    await page.goto(server.url + '/task');
    const taskButton = page.getByRole('button', { name: 'Receive the reward of Bet R$ 1,200.00 today' });
    await taskButton.waitFor({ timeout: 20_000 });
    await page.screenshot({ path: '.tmp/loyalty-task.png', fullPage: true });
    const beforeTask = await cash();
    await taskButton.click();
    await expect.poll(() => taskButton.count(), { timeout: 15_000 }).toBe(0);
    await expect.poll(cash, { timeout: 15_000 }).toBe(beforeTask + bet.reward);
    expect((await api('/api/thin/activity/task_center/receive?task_id=daily_bet')).dm_error).toBe(6602);
    const taskAwards = await api<Awards>('/api/thin/activity/reward/task_list');
    expect(taskAwards.data.list).toHaveLength(1);
    expect(await cash()).toBe(beforeTask + bet.reward);

    // The ranking and the cashback pages show the demo player's place and last week's cashback.
    await page.goto(server.url + '/ranking-list');
    await page.getByRole('list', { name: 'Top three' }).waitFor({ timeout: 20_000 });
    await page
      .getByText(/\(you\)$/)
      .first()
      .waitFor();
    await page.screenshot({ path: '.tmp/loyalty-ranking.png', fullPage: true });
    // Last week's seeded long shots lost in about 97% of seeded databases: then that cashback waits.
    const cashback = await api<{ list: unknown[] }>('/api/thin/activity/cashback/week');
    await page.goto(server.url + '/thin/cashback');
    await (
      cashback.data.list.length
        ? page.getByRole('button', { name: /^Receive cashback: Week of / })
        : page.getByText('No cashback yet. Closed periods with a net loss are listed here.')
    ).waitFor({ timeout: 20_000 });
    await page.screenshot({ path: '.tmp/loyalty-cashback.png', fullPage: true });
    expect(errors).toEqual([]);
  });

  it('the demo player spins the VIP wheel once: paid once, listed, and the spin verifies at /game-verify', async () => {
    // Logged in by the test above, whose dice rounds may have raised the level (more spins); the seeded
    // spin used one.
    const start = await api<{ balance: number; used: number }>('/api/piranha/activity/vip_spin/draw_list');
    expect(start.data.used).toBe(1);
    expect(start.data.balance).toBeGreaterThan(0);
    await page.goto(server.url + '/vip-roulette');
    await page
      .getByRole('heading', { name: `Spins left: ${start.data.balance}` })
      .waitFor({ timeout: 20_000 });
    await page.getByRole('img', { name: 'Wheel with 8 prizes' }).waitFor();
    await page.screenshot({ path: '.tmp/loyalty-spin.png', fullPage: true });
    const before = await cash();
    await page.getByRole('button', { name: 'Spin', exact: true }).click();
    // The wheel turns (a CSS transition) to the server's segment, then tells the prize.
    const result = page.getByTestId('spin-result');
    await result.waitFor({ timeout: 20_000 });
    await page
      .getByRole('heading', { name: `Spins left: ${start.data.balance - 1}` })
      .waitFor({ timeout: 20_000 });
    type Spin = { segment: number; amount: number; server_seed: string; server_seed_hash: string };
    const info = await api<{ draw_list: Spin[]; balance: number }>(
      '/api/piranha/activity/vip_spin/draw_list',
    );
    expect(info.data.draw_list).toHaveLength(2);
    const spin = info.data.draw_list[0]!;
    expect(spin.amount).toBeGreaterThan(0);
    await expect.poll(cash, { timeout: 15_000 }).toBe(before + spin.amount);
    const rotation = Number(await page.getByTestId('vip-wheel').getAttribute('data-rotation'));
    const at = ((((spin.segment + 0.5) * 45 + rotation) % 360) + 360) % 360;
    expect(Math.min(at, 360 - at)).toBeLessThan(0.001);
    // The turned wheel does not widen the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: '.tmp/loyalty-spin-result.png', fullPage: true });

    // The winners list shows the spin (names masked).
    await page.goto(server.url + '/vip-roulette/user-list');
    await page.getByRole('heading', { name: 'VIP spin winners' }).waitFor({ timeout: 20_000 });
    await page
      .getByText(/\*\*\*/)
      .first()
      .waitFor({ timeout: 20_000 });

    // The spin's verify link fills in /game-verify, which computes the same segment in the browser.
    await page.goto(server.url + '/vip-roulette');
    await page.getByRole('link', { name: 'Verify spin' }).first().waitFor({ timeout: 20_000 });
    await page
      .getByRole('link', { name: /^Verify spin / })
      .first()
      .click();
    const verified = page.getByTestId('verify-result');
    await verified.waitFor({ timeout: 20_000 });
    await verified.getByText(`Wheel segment: ${spin.segment + 1} of 8`).waitFor();
    await verified.getByText(spin.server_seed_hash).waitFor();
    expect(await cash()).toBe(before + spin.amount);
    expect(errors).toEqual([]);
  });
});
