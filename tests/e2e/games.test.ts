/**
 * The demo player plays the in-house games on the real wallet (issue #7): opens Crash, bets, cashes out
 * before the crash and sees the balance change; spins Fruit Fiesta; verifies a dice round on the verify page
 * after rotating the seeds (the result computed in the browser with WebCrypto matches the server's).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launch, phoneContext, trackErrors } from './support/browser';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];

const DEMO = { email: 'demo@placarbet.com.br', password: 'demo-player-2026' };

beforeAll(async () => {
  server = await startServer();
  browser = await launch();
  context = await phoneContext(browser);
  page = await context.newPage();
  errors = trackErrors(page);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

/** The player's BRL cash from the balance call, minor units. */
async function cash(): Promise<number> {
  return page.evaluate(async () => {
    const r = await fetch('/api/piranha/finance/user/balance/get?cv=1.0.0');
    const body = (await r.json()) as { data: { balances: { currency: string; total_balance: number }[] } };
    return body.data.balances.find((b) => b.currency === 'BRL')?.total_balance ?? 0;
  });
}

describe('in-house games', () => {
  it('logs in as the demo player', async () => {
    await page.goto(server.url + '/loginb');
    await page.getByRole('textbox', { name: 'Email' }).fill(DEMO.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    // Seeded with R$1,000.00 (a sandbox deposit at first start).
    await expect.poll(() => cash().catch(() => -1), { timeout: 15_000 }).toBeGreaterThan(1000);
  });

  it('crash: bets, cashes out before the crash and the balance moves by its rounds', async () => {
    await page.goto(server.url + '/game-room?platform=inhouse&game_id=crash');
    await page.getByText('Return to player: 99.00%').waitFor({ timeout: 20_000 });
    const before = await cash();
    const startedAt = Date.now();
    const outcome = page.getByTestId('crash-my-bet');
    // The result line, read without waiting (it shows the last settled bet until the next one).
    const line = async () => (await outcome.textContent({ timeout: 1_000 }).catch(() => '')) ?? '';
    let cashedOut = false;
    // A round can crash before the click (about 2% at 1.00x): then play the next one.
    for (let attempt = 0; attempt < 6 && !cashedOut; attempt++) {
      const bet = page.getByRole('button', { name: 'Bet', exact: true });
      // Bets open for 5 s between rounds, and a round runs until its crash: 11 s at 2x, 38 s at 10x, 77 s
      // at 100x (1 round in 100). Wait out a long one.
      await expect.poll(() => bet.isEnabled(), { timeout: 90_000, interval: 100 }).toBe(true);
      await bet.click();
      // A click that reaches the server after the betting window closed is refused (on a busy machine the
      // 5 s window can close between the check and the click): wait for the next window and bet again.
      const placed = await expect
        .poll(line, { timeout: 15_000, interval: 100 })
        .toMatch(/^Your bet:/)
        .then(
          () => true,
          () => false,
        );
      if (!placed) continue;
      const cashOut = page.getByRole('button', { name: /^Cash out/ });
      await cashOut.waitFor({ timeout: 15_000 }).catch(() => undefined);
      if (await cashOut.isVisible()) await cashOut.click().catch(() => undefined);
      await expect.poll(line, { timeout: 90_000, interval: 100 }).toMatch(/cashed out|was lost/);
      cashedOut = /cashed out/.test(await line());
    }
    expect(cashedOut).toBe(true);
    expect(await line()).toMatch(/You cashed out at \d+\.\d\dx and won R\$ [\d.,]+/);
    // The balance moved by exactly this test's rounds (a cash-out at 1.00x pays the stake back, so only the
    // sum tells): each stake out, each payout in.
    const rounds = await page.evaluate(async () => {
      const r = await fetch('/api/piranha/game/base/bet/list?cv=1.0.0&game_id=crash&page_size=20');
      return (
        (await r.json()) as { data: { list: { amount: number; payout: number; created_at: number }[] } }
      ).data.list;
    });
    const mine = rounds.filter((r) => r.created_at >= startedAt - 1_000);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine[0]!.payout).toBeGreaterThanOrEqual(mine[0]!.amount);
    const net = mine.reduce((sum, r) => sum + r.payout - r.amount, 0);
    await expect.poll(() => cash(), { timeout: 10_000 }).toBe(before + net);
    await expect
      .poll(async () => (await page.getByTestId('game-balance').textContent()) ?? '', { timeout: 10_000 })
      .not.toBe('—');
    // Rounds last as long as their crash point says: a few long ones in a row take minutes.
  }, 300_000);

  it('slot: one spin shows reels and a result', async () => {
    await page.goto(server.url + '/game-room?platform=inhouse&game_id=slot');
    await page.getByText('Return to player: 95.90%').waitFor({ timeout: 20_000 });
    const before = await cash();
    await page.getByRole('button', { name: 'Spin', exact: true }).click();
    await expect
      .poll(async () => (await page.getByTestId('slot-result').textContent()) ?? '', { timeout: 60_000 })
      .toMatch(/You won|No win this time/);
    expect(await page.getByRole('gridcell').count()).toBe(15);
    const last = await page.evaluate(async () => {
      const r = await fetch('/api/piranha/game/base/bet/list?cv=1.0.0&game_id=slot&page_size=1');
      return ((await r.json()) as { data: { list: { amount: number; payout: number }[] } }).data.list[0]!;
    });
    expect(last.amount).toBe(200);
    expect(await cash()).toBe(before - last.amount + last.payout);
  });

  it("sees seeded big wins, opens Dice's detail from its cover, plays a round and finds it in its history", async () => {
    await page.goto(server.url + '/home/slots?tab=providers&sub=inhouse');
    // The demo seed's bot rounds (server/db/seed/inhouse-rounds.ts): the strip is never empty.
    await page.locator('.bigwin-item').first().waitFor({ timeout: 20_000 });
    expect(await page.locator('.bigwin-item').first().textContent()).toMatch(/\*\*\*.* won .+ on /);
    await page.getByRole('link', { name: 'About Dice' }).click();
    await page.waitForURL(/\/game-detail\?platform=inhouse&game_id=dice/);
    await page.getByRole('heading', { name: 'Provably fair' }).waitFor({ timeout: 20_000 });
    expect(await page.locator('.game-facts').textContent()).toContain('99.00%');
    // Similar games: others of its kind, not Dice itself.
    const similar = page.getByRole('list', { name: 'Similar games' });
    await similar
      .getByRole('link', { name: /^About / })
      .first()
      .waitFor({ timeout: 20_000 });
    expect(await similar.getByRole('link', { name: 'About Dice', exact: true }).count()).toBe(0);
    await page.getByRole('link', { name: 'Play', exact: true }).click();
    await page.waitForURL(/\/game-room\?platform=inhouse&game_id=dice/);
    const sound = page.getByRole('button', { name: 'Sound' });
    expect(await sound.getAttribute('aria-pressed')).toBe('false');
    await page.getByRole('button', { name: 'Roll', exact: true }).click();
    await expect
      .poll(async () => (await page.getByTestId('dice-roll').textContent()) ?? '', { timeout: 20_000 })
      .toMatch(/^\d+\.\d\d$/);
    const roll = (await page.getByTestId('dice-roll').textContent())!;
    await page.goto(server.url + '/game-history?game_id=dice');
    await page.locator('.history-item').first().waitFor({ timeout: 20_000 });
    // The newest round first: this one.
    await page.locator('.history-item summary').first().click();
    expect(await page.locator('.history-item').first().textContent()).toContain(roll);
  });

  it('verifies a dice round on the verify page after rotating the seeds', async () => {
    await page.goto(server.url + '/game-room?platform=inhouse&game_id=dice');
    await page.getByRole('button', { name: 'Roll', exact: true }).click();
    await expect
      .poll(async () => (await page.getByTestId('dice-roll').textContent()) ?? '', { timeout: 20_000 })
      .toMatch(/^\d+\.\d\d$/);
    const roll = (await page.getByTestId('dice-roll').textContent())!;
    await page.getByText('Provably fair').click();
    await page.getByRole('button', { name: 'Rotate seeds (reveal the server seed)' }).click();
    await page.getByText('Previous server seed (revealed)').waitFor({ timeout: 10_000 });

    await page.goto(server.url + '/game-history?game_id=dice');
    // The list as the server answers it now (this round first), not an earlier copy that the answer then
    // replaces, closing the round opened in it (a CI run once found no link in it).
    await expect
      .poll(async () => (await page.locator('.history-item').first().textContent()) ?? '', {
        timeout: 20_000,
      })
      .toContain(roll);
    await page.locator('.history-item summary').first().click();
    await page.getByRole('link', { name: 'Verify this round' }).first().click();
    await page.getByTestId('verify-result').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('verify-result').textContent()).toContain(`Roll: ${roll}`);
    expect(errors).toEqual([]);
  });
});
