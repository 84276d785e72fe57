/**
 * Settlement as the seeded demo player, end to end: the feed runs 30 times faster (FEED_SPEED=30, so an
 * 8-minute eFootball match plays in about 18 s), the player backs all three outcomes of one upcoming
 * eFootball match with three singles through the bet slip, watches them under Outstanding, and when the feed
 * ends the match the settlement job settles them: they leave Outstanding without a reload, exactly one is
 * Won under Settled, and the header balance rises by its payout.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, phoneContext, trackErrors } from './support/browser';
import { startServer, type RunningServer } from './support/server';

const SPEED = 30;
/** How far ahead (simulated) the match must start: time for three placements through the slip. */
const KICK_OFF_MARGIN_MS = 20 * 60_000;
let server: RunningServer;
let browser: Browser;
let startedBefore = 0;

beforeAll(async () => {
  startedBefore = Date.now();
  server = await startServer({ env: { FEED_SPEED: String(SPEED) } });
  browser = await launch();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

interface MatchRow {
  id: number;
  bt: number;
  ms: number;
  mg: { mks: { ss: number; op: { od: number }[] }[] }[];
  ts: { na: string }[];
}

/**
 * An eFootball match that starts at least 20 simulated minutes from now (40 s of real time), so the three bets
 * are placed before kick-off and confirm at once: with 4 minutes (8 s), a clean-clone CI on a loaded machine
 * found the third outcome's price already suspended for kick-off. The feed clock is at most `SPEED` times the real time
 * since just before the server started, so this estimate of it is never behind.
 */
async function upcomingEFootballMatch(): Promise<MatchRow> {
  const res = await fetch(`${server.url}/api/piranha/v1/match/list/get?tab_key=EFootball&page_limit=50`);
  const body = (await res.json()) as { data: { records: MatchRow[] } };
  const feedNow = startedBefore + (Date.now() - startedBefore) * SPEED;
  const next = body.data.records
    .filter((m) => m.ms === 4 && m.bt > feedNow + KICK_OFF_MARGIN_MS)
    .filter((m) => m.mg[0]?.mks[0]?.ss === 1 && m.mg[0].mks[0].op.every((o) => o.od > 1))
    .sort((a, b) => a.bt - b.bt)[0];
  expect(next, 'an upcoming eFootball match').toBeDefined();
  return next!;
}

/** The header balance ("R$ 1,234.56") in cents, once it has arrived ("—" until then). */
async function balanceCents(page: Page): Promise<number> {
  const amount = page.getByLabel('Balance', { exact: true });
  await expect.poll(() => amount.textContent(), { timeout: 15_000 }).toMatch(/\d/);
  return Number(((await amount.textContent()) ?? '').replace(/[^\d]/g, ''));
}

describe('settlement', () => {
  it('three singles on one match settle when the feed ends it: one won, the balance rises by its payout', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const errors = trackErrors(page);
    // The bet calls' timings, shown if a placement does not finish (a CI run once saw one stay "Placing").
    const trail: string[] = [];
    const t0 = Date.now();
    const note = (what: string) => trail.push(`${Date.now() - t0} ms ${what}`);
    page.on('request', (r) => r.method() === 'POST' && note(`POST ${new URL(r.url()).pathname}`));
    page.on(
      'response',
      (r) => r.request().method() === 'POST' && note(`${r.status()} ${new URL(r.url()).pathname}`),
    );
    page.on('requestfailed', (r) => note(`failed ${new URL(r.url()).pathname} ${r.failure()?.errorText}`));
    await page.goto(server.url + '/loginb');
    await page.getByRole('textbox', { name: 'Email' }).fill('demo@placarbet.com.br');
    await page.getByLabel('Password', { exact: true }).fill('demo-player-2026');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByLabel('Balance', { exact: true }).waitFor({ timeout: 20_000 });

    const match = await upcomingEFootballMatch();
    for (let outcome = 0; outcome < 3; outcome++) {
      await page.goto(`${server.url}/match-detail?matchId=${match.id}`);
      const main = page.locator('.market-row').first();
      await main.waitFor({ timeout: 20_000 });
      const buttons = main.locator('button.detail-odds');
      expect(await buttons.count()).toBe(3); // home, draw, away
      await buttons.nth(outcome).click();
      await page.getByRole('button', { name: /^Open bet slip: / }).click();
      const slip = page.getByRole('dialog', { name: 'Bet slip' });
      await slip.waitFor();
      // Pre-match prices drift 30 times faster here: take whatever the odds are at placement.
      await slip.getByLabel('When odds change').selectOption('any');
      await slip.getByRole('button', { name: 'R$ 10.00' }).click();
      note(`place outcome ${outcome}`);
      await slip.getByRole('button', { name: /^Place bet/ }).click();
      // A refusal shows in the error status line and ends the wait with its words; a slow machine gets a minute
      // (a live bet also confirms 3 s after it lands).
      const placed = slip.getByRole('status').filter({ hasText: 'Bet placed' });
      const refused = slip.locator('.slip-status-error');
      const outcomeText = async () => {
        if (await placed.count()) return 'placed';
        return (await refused.count()) ? await refused.first().innerText() : '';
      };
      await expect
        .poll(outcomeText, { timeout: 60_000 })
        .toBe('placed')
        .catch((err: Error) => {
          throw new Error(`placement ${outcome}: ${err.message}\n${trail.join('\n')}`);
        });
      await slip.getByRole('button', { name: 'Done' }).click();
    }

    // The balance after the three stakes, read in the header of the sport home.
    await page.goto(server.url + '/sport');
    const before = await balanceCents(page);

    await page.goto(server.url + '/bet-record');
    // This match's bets only: the demo player also has seeded open bets (server/bets/demo-bets.ts).
    const open = page.getByRole('article', { name: /^Single bet / }).filter({ hasText: match.ts[0]!.na });
    await expect.poll(() => open.count(), { timeout: 15_000 }).toBe(3);
    await page.screenshot({ path: '.tmp/settlement-open.png', fullPage: true });

    // Kick-off is 40 s or more away (KICK_OFF_MARGIN_MS) and the match lasts ~18 s at this speed; the page asks
    // for its open bets again every 10 s, so they leave the list without a reload.
    await expect.poll(() => open.count(), { timeout: 180_000, interval: 1_000 }).toBe(0);

    await page.getByRole('tab', { name: 'Settled' }).click();
    const settled = page.getByRole('article', { name: /^Single bet / }).filter({ hasText: match.ts[0]!.na });
    await expect.poll(() => settled.count(), { timeout: 15_000 }).toBe(3);
    const texts = await settled.allTextContents();
    const won = texts.filter((x) => x.includes('Won'));
    expect(won).toHaveLength(1);
    expect(texts.filter((x) => x.includes('Lost'))).toHaveLength(2);
    await page.screenshot({ path: '.tmp/settlement-settled.png', fullPage: true });

    // The header balance rose by exactly the winning bet's payout (stake x odds, more than the stake).
    const payout = /Payout\s*R\$\s*([\d,]+)\.(\d{2})/.exec(won[0]!);
    expect(payout, won[0]).not.toBeNull();
    const payoutCents = Number(payout![1]!.replace(/,/g, '')) * 100 + Number(payout![2]);
    expect(payoutCents).toBeGreaterThan(1000);
    await page.goto(server.url + '/sport');
    await expect.poll(() => balanceCents(page), { timeout: 20_000 }).toBe(before + payoutCents);
    expect(errors).toEqual([]);
    await context.close();
  }, 330_000);
});
