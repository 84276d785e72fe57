/**
 * Trading in the operator console, in Chromium against the production build (issue #24): the trader signs
 * in with password and TOTP; an upcoming match is picked by property (starts in more than an hour, an open
 * market without a line); the demo player bets on it through the player API; the trader finds the match in
 * Trading, sees the bet in the market's liability, voids the market with a reason; the player's cash is back,
 * their bet is void (result 7) and they have the settlement message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { endpoints } from '../../core/contract/endpoints';
import type { OpsMatchDetail, OpsMatchList } from '../../core/contract/schemas/ops-trading';
import { DEMO_PLAYER } from '../../server/db/seed/demo-player';
import { launch } from './support/browser';
import { opsSignIn } from './support/ops';
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

async function playerCall<T>(api: APIRequestContext, name: keyof typeof endpoints, body: object = {}) {
  const { method, path } = endpoints[name];
  const qs = new URLSearchParams({
    smid: 'e2e-ops-trading',
    cv: '1.0.0',
    ...(method === 'GET' ? body : {}),
  } as Record<string, string>);
  const res = await api.fetch(`${server.url}${path}?${qs.toString()}`, {
    method,
    headers: { appkey: 'placar_br', appname: 'web', origin: server.url },
    ...(method === 'POST' ? { data: body } : {}),
  });
  const json = (await res.json()) as { data: T; dm_error: number; error_msg: string };
  expect(json.dm_error, `${name}: ${json.error_msg}`).toBe(0);
  return json.data;
}

/** An ops read as the console makes it (the page's cookie). */
async function opsGet<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(`${server.url}${path}`);
  const json = (await res.json()) as { data: T; dm_error: number };
  expect(json.dm_error).toBe(0);
  return json.data;
}

const cashOf = async (api: APIRequestContext) =>
  (await playerCall<{ balances: { currency: string; cash: number }[] }>(api, 'userBalance')).balances.find(
    (b) => b.currency === 'BRL',
  )!.cash;

const settledMessages = async (api: APIRequestContext) =>
  (
    await playerCall<{ message_list: { kind: string }[] }>(api, 'messageList', { page_size: 50 })
  ).message_list.filter((m) => m.kind === 'bet_settled').length;

describe('operator console trading', () => {
  it('a trader voids the market of the demo player’s bet: stake back, bet void, message', async () => {
    const { context, page, errors } = await opsSignIn(browser, server.url, 'trader@ops.placarbet.com.br', {
      height: 900,
    });
    const nav = page.getByRole('navigation', { name: 'Sections' });
    await expect.poll(() => nav.getByRole('link', { name: 'Trading' }).count(), WAIT).toBe(1);
    // A trader has no reports.
    expect(await nav.getByRole('link', { name: 'Reports' }).count()).toBe(0);

    // Picked by property: starts in more than an hour (the feed leaves its markets open), an open market
    // without a line whose first option is priced.
    const upcoming = await opsGet<OpsMatchList>(page, '/api/ops/trading/matches?state=upcoming');
    let pick: {
      matchId: number;
      marketId: number;
      ty: number;
      od: number;
      home: string;
      away: string;
    } | null = null;
    for (const m of upcoming.list.filter((x) => x.begin_at > Date.now() + 3_600_000).slice(0, 10)) {
      const d = await opsGet<OpsMatchDetail>(page, `/api/ops/trading/match?match_id=${m.match_id}`);
      const mk = d.markets.find(
        (x) => x.status === 1 && x.line === null && x.options.length > 0 && x.options[0]!.odds_milli > 1000,
      );
      if (mk) {
        const o = mk.options[0]!;
        pick = {
          matchId: m.match_id,
          marketId: mk.market_id,
          ty: o.ty,
          od: o.odds_milli / 1000,
          home: m.home,
          away: m.away,
        };
        break;
      }
    }
    expect(pick).not.toBeNull();
    const p = pick!;

    const api = (await browser.newContext()).request;
    await playerCall(api, 'emailLogin', { email: DEMO_PLAYER.email, password: DEMO_PLAYER.password });
    const cashBefore = await cashOf(api);
    const messagesBefore = await settledMessages(api);
    const placed = await playerCall<{ orders: { orderId: string }[] }>(api, 'betSinglePass', {
      key: `e2e-ops-trading-${Date.now()}`,
      acceptOdds: 'any',
      bets: [{ selection: { matchId: p.matchId, marketId: p.marketId, ty: p.ty, od: p.od }, stake: 1_000 }],
    });
    const orderId = placed.orders[0]!.orderId;
    expect(await cashOf(api)).toBe(cashBefore - 1_000);

    await nav.getByRole('link', { name: 'Trading' }).click();
    await page.getByLabel('Search matches').fill(p.home);
    await page.getByRole('button', { name: 'Search' }).click();
    // The picked match's own link: the same two teams can meet more than once in the feed's schedule.
    await page
      .getByRole('link', { name: `${p.home} – ${p.away}`, exact: true })
      .and(page.locator(`a[href$="/trading/${p.matchId}"]`))
      .click();
    const liability = page.getByRole('table', { name: `Liability of market ${p.marketId}` });
    await expect.poll(() => liability.count(), WAIT).toBe(1);
    await page.getByRole('button', { name: `Void market ${p.marketId}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Void market' });
    await dialog.getByLabel('Reason').fill('Palpable error in the price');
    await dialog.getByRole('button', { name: 'Void market' }).click();
    await expect
      .poll(
        () =>
          page
            .getByRole('status')
            .filter({ hasText: /1 bets settled/ })
            .count(),
        WAIT,
      )
      .toBe(1);
    await expect.poll(() => liability.count(), WAIT).toBe(0);

    expect(await cashOf(api)).toBe(cashBefore);
    const orders = await playerCall<{ list: { orderId: string; result: number; payout: number }[] }>(
      api,
      'betOrderStatus',
      { orderIds: [orderId] },
    );
    expect(orders.list[0]).toMatchObject({ result: 7 });
    expect(await settledMessages(api)).toBe(messagesBefore + 1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
