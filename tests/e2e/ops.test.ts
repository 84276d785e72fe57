/**
 * The operator console in Chromium against the production build (issue #24): the demo player asks for a
 * withdrawal through the player API; the payments operator signs in at /ops with password and TOTP (the code
 * computed here from the seeded secret, on the server's clock: the same wall clock), finds it in the queue with
 * its risk chips (above the brand's review threshold, so in review), approves it with a reason; it goes to the
 * sandbox provider, whose callback pays it; the player's order is paid and their cash statement in the
 * console shows the payout.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIRequestContext, Browser } from 'playwright-core';
import { endpoints } from '../../core/contract/endpoints';
import { DEMO_OPS_TOTP_SECRET } from '../../server/db/seed/ops';
import { DEMO_PLAYER } from '../../server/db/seed/demo-player';
import { launch } from './support/browser';
import { opsSignIn } from './support/ops';
import { startServer, type RunningServer } from './support/server';

/** The shared 2-core machine can be slow to answer: every wait allows 15 s. */
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

/** A player API call as the app makes it (brand headers, common parameters), answering the envelope's data. */
async function playerCall<T>(
  api: APIRequestContext,
  name: keyof typeof endpoints,
  body: object = {},
): Promise<T> {
  const { method, path } = endpoints[name];
  const qs = new URLSearchParams({
    smid: 'e2e-ops',
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

describe('operator console', () => {
  it('a payments operator signs in with TOTP and approves the demo player’s withdrawal', async () => {
    const playerContext = await browser.newContext();
    const api = playerContext.request;
    await playerCall(api, 'emailLogin', { email: DEMO_PLAYER.email, password: DEMO_PLAYER.password });
    const account = await playerCall<{ account_id: number }>(api, 'accountElementsSet', {
      method: 'PIX',
      account_no: 'demo@placarbet.com.br',
      holder_name: 'Demo Player',
      tax_id: '123.456.789-09',
    });
    // Above br's review threshold (R$ 500.00, core/wallet/payout-review.ts): it waits for an operator.
    const order = await playerCall<{ order_id: string; state: string; pay_status: number }>(
      api,
      'payoutCreate',
      {
        amount: 60_000,
        account_id: account.account_id,
        idempotency_key: `e2e-ops-${Date.now()}`,
        forfeit_bonus: true,
      },
    );
    expect(order.state).toBe('pending');
    expect(order.pay_status).toBe(20);

    const { context, page, errors } = await opsSignIn(browser, server.url, 'payments@ops.placarbet.com.br', {
      // First sign-in of the seeded operator: the enrolment shows the secret's QR and the key.
      atCode: async (p) => {
        await expect.poll(() => p.getByRole('img', { name: 'Authenticator QR code' }).count(), WAIT).toBe(1);
        expect(await p.getByText(DEMO_OPS_TOTP_SECRET).count()).toBe(1);
      },
    });

    // The payments role: Players and Payments, no Audit log.
    const nav = page.getByRole('navigation', { name: 'Sections' });
    await expect.poll(() => nav.getByRole('link', { name: 'Payments' }).count(), WAIT).toBe(1);
    expect(await nav.getByRole('link', { name: 'Audit log' }).count()).toBe(0);
    await nav.getByRole('link', { name: 'Payments' }).click();
    const row = page.getByRole('row').filter({ hasText: order.order_id });
    await expect.poll(() => row.count(), WAIT).toBe(1);
    expect(await row.innerText()).toContain(DEMO_PLAYER.email);

    await row.getByRole('button', { name: `Approve ${order.order_id}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve withdrawal' });
    await dialog.getByLabel('Reason').fill('Documents checked');
    await dialog.getByRole('button', { name: 'Approve withdrawal' }).click();
    await expect
      .poll(
        () =>
          page
            .getByRole('status')
            .filter({ hasText: `Withdrawal ${order.order_id} was approved and sent to the payment provider` })
            .count(),
        WAIT,
      )
      .toBe(1);
    // With the provider now, no decision left; its callback (the sandbox's, as a real one's) pays it.
    await expect.poll(() => row.getByText('With the provider').count(), WAIT).toBe(1);
    await playerCall(api, 'sandboxMark', { order_id: order.order_id, outcome: 'paid' });

    // The player's record: the order is paid, and the console's statement shows the payout.
    const status = await playerCall<{ state: string }>(api, 'payoutStatus', { order_id: order.order_id });
    expect(status.state).toBe('paid');
    await page.goto(`${server.url}/ops/players?q=${encodeURIComponent(DEMO_PLAYER.email)}`);
    await page.getByRole('link', { name: /^\d+$/ }).first().click();
    await page.getByRole('tab', { name: 'Statement' }).click();
    const statement = page.getByRole('table', { name: 'Cash statement' });
    await expect
      .poll(() => statement.getByRole('row').filter({ hasText: order.order_id }).count(), WAIT)
      .toBe(1);
    expect(await statement.getByRole('row').filter({ hasText: order.order_id }).innerText()).toContain(
      'payout',
    );
    expect(errors).toEqual([]);
    await context.close();
    await playerContext.close();
  });
});
