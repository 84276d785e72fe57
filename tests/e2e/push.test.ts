/**
 * Push tap-through (issue #18), end to end as the demo player in Chromium:
 * - enable notifications from the layout's bar and the permission modal: the page subscribes on the app's
 *   own service worker and POSTs /api/push/register;
 * - a bet settles (the feed runs 30 times faster): the server writes the message and its sender pushes it
 *   through Web Push (VAPID, RFC 8291 encryption) to a local fake push service, which checks the VAPID
 *   signature, decrypts the body as the browser would, and delivers it to the service worker through CDP
 *   `ServiceWorker.deliverPushMessage` (this machine cannot reach the browser vendor's push service);
 * - the service worker shows the notification; a tap navigates the open tab to /bet-record on that bet;
 * - with the app closed, a deposit's push shows its notification and a tap opens a new window on
 *   /deposit-result for that order.
 * Chromium's subscribe() would register with Google's push service, unreachable here, so the page's
 * PushManager answers with the fake service's subscription (endpoint and keys): everything after that is
 * the product's own code path.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, CDPSession, Page, Worker } from 'playwright-core';
import { startFakePushService, type FakePushService } from '../support/fake-push-service';
import { launch, phoneContext, trackErrors } from './support/browser';
import { startServer, type RunningServer } from './support/server';

const SPEED = 30;
let server: RunningServer;
let browser: Browser;
let fake: FakePushService;
let startedBefore = 0;

beforeAll(async () => {
  fake = await startFakePushService();
  startedBefore = Date.now();
  server = await startServer({ env: { FEED_SPEED: String(SPEED), PUSH_ENDPOINT_HOSTS: fake.host } });
  browser = await launch();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
  await fake?.close();
});

interface MatchRow {
  id: number;
  bt: number;
  ms: number;
  mg: { mks: { ss: number; op: { od: number }[] }[] }[];
}

/** An eFootball match at least 4 simulated minutes away (see settlement.test.ts). */
async function upcomingMatch(): Promise<MatchRow> {
  const res = await fetch(`${server.url}/api/piranha/v1/match/list/get?tab_key=EFootball&page_limit=30`);
  const body = (await res.json()) as { data: { records: MatchRow[] } };
  const feedNow = startedBefore + (Date.now() - startedBefore) * SPEED;
  const next = body.data.records
    .filter((m) => m.ms === 4 && m.bt > feedNow + 4 * 60_000)
    .filter((m) => m.mg[0]?.mks[0]?.ss === 1 && m.mg[0].mks[0].op.every((o) => o.od > 1))
    .sort((a, b) => a.bt - b.bt)[0];
  expect(next, 'an upcoming eFootball match').toBeDefined();
  return next!;
}

/** The page's PushManager answers with the fake push service's subscription (see the file comment). */
async function useFakePushService(context: BrowserContext, subscriptionJson: string) {
  await context.addInitScript((json: string) => {
    const sub = JSON.parse(json) as { endpoint: string };
    let key: ArrayBuffer | null = null;
    let subscribed = false;
    const subscription = {
      endpoint: sub.endpoint,
      expirationTime: null,
      get options() {
        return { applicationServerKey: key, userVisibleOnly: true };
      },
      toJSON: () => sub,
      unsubscribe: async () => ((subscribed = false), true),
    };
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      const k = options?.applicationServerKey;
      key = k instanceof ArrayBuffer ? k : k && typeof k !== 'string' ? (k.buffer as ArrayBuffer) : null;
      subscribed = true;
      return subscription as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function () {
      return (subscribed ? subscription : null) as unknown as PushSubscription | null;
    };
  }, subscriptionJson);
}

/** The service worker's registration id for CDP, once it is active and controls the page. */
async function swRegistration(page: Page, cdp: CDPSession): Promise<string> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((r) =>
        navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }),
      );
  });
  const regs: { registrationId: string; isDeleted: boolean }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => regs.push(...e.registrations));
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => regs.some((r) => !r.isDeleted), { timeout: 10_000 }).toBe(true);
  return regs.find((r) => !r.isDeleted)!.registrationId;
}

/** The service worker's global as the evaluated functions below see it (tests compile with the DOM lib). */
interface SwGlobal {
  registration: ServiceWorkerRegistration;
  clients: object;
  NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
  dispatchEvent(event: Event): boolean;
  __opened: string[];
}

interface Shown {
  title: string;
  body: string;
  tag: string;
  data: { url: string; message_id: number };
}

const shownNotifications = (sw: Worker) =>
  sw.evaluate(async () =>
    (await (self as unknown as SwGlobal).registration.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      data: n.data as { url: string; message_id: number },
    })),
  ) as Promise<Shown[]>;

/** A tap on the notification with this tag, dispatched inside the service worker (DESIGN.md §11). */
const tap = (sw: Worker, tag: string) =>
  sw.evaluate(async (t) => {
    const g = self as unknown as SwGlobal;
    const n = (await g.registration.getNotifications()).find((x) => x.tag === t);
    if (!n) throw new Error(`no notification ${t}`);
    g.dispatchEvent(new g.NotificationEvent('notificationclick', { notification: n }));
  }, tag);

describe('push tap-through', () => {
  it('enable -> a bet settles -> the push is shown -> a tap opens the bet; closed app -> a new window', async () => {
    const sub = fake.subscribe();
    const context = await phoneContext(browser);
    await useFakePushService(context, sub.json);
    const page = await context.newPage();
    const errors = trackErrors(page);

    await page.goto(server.url + '/loginb');
    await page.getByRole('textbox', { name: 'Email' }).fill('demo@placarbet.com.br');
    await page.getByLabel('Password', { exact: true }).fill('demo-player-2026');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByLabel('Balance', { exact: true }).waitFor({ timeout: 20_000 });
    await page.goto(server.url + '/sport');

    // The bars under the header show one at a time (src/app/ask-bars.ts): the operator's announcements,
    // then the install bar, then the enable-notifications bar. The demo player closes the first two.
    const bar = page.getByRole('region', { name: 'Notifications' });
    const announcements = page.getByRole('region', { name: 'Announcements' });
    const install = page.getByRole('region', { name: 'Install the app' });
    const anyBar = page.getByRole('region', { name: /^(Announcements|Install the app|Notifications)$/ });
    for (let i = 0; i < 12 && (await bar.count()) === 0; i++) {
      await anyBar.first().waitFor({ timeout: 20_000 });
      if ((await announcements.count()) > 0)
        await announcements
          .getByRole('button', { name: /^Close message:/ })
          .first()
          .click();
      else if ((await install.count()) > 0)
        await install.getByRole('button', { name: 'Close install bar' }).click();
      await page.waitForTimeout(300);
    }
    // The player accepts the browser's prompt.
    await bar.getByRole('button', { name: 'Turn on' }).click({ timeout: 20_000 });
    const modal = page.getByRole('dialog', { name: 'Turn on notifications' });
    await modal.waitFor();
    await context.grantPermissions(['notifications'], { origin: server.url });
    await modal.getByRole('button', { name: 'Allow notifications' }).click();
    await expect.poll(() => page.getByText('Notifications are on').count(), { timeout: 30_000 }).toBe(1);
    await expect(modal.isVisible()).resolves.toBe(false);

    const cdp = await context.newCDPSession(page);
    const registrationId = await swRegistration(page, cdp);
    let deliverVia = cdp;
    // A delivery that fails answers 500 and the server retries it 30 s later; the failures are kept so an
    // assertion below can say why a notification is missing.
    const deliveryErrors: string[] = [];
    fake.onPush(async (r) => {
      try {
        await deliverVia.send('ServiceWorker.deliverPushMessage', {
          origin: server.url,
          registrationId,
          data: JSON.stringify(r.payload),
        });
      } catch (err) {
        deliveryErrors.push(`${(r.payload as { tag?: string }).tag}: ${(err as Error).message}`);
        throw err;
      }
    });
    const sw = context.serviceWorkers()[0]!;

    // One bet on an upcoming match, through the bet slip.
    const match = await upcomingMatch();
    await page.goto(`${server.url}/match-detail?matchId=${match.id}`);
    const main = page.locator('.market-row').first();
    await main.waitFor({ timeout: 20_000 });
    await main.locator('button.detail-odds').first().click();
    await page.getByRole('button', { name: /^Open bet slip: / }).click();
    const slip = page.getByRole('dialog', { name: 'Bet slip' });
    await slip.getByLabel('When odds change').selectOption('any');
    await slip.getByRole('button', { name: 'R$ 10.00' }).click();
    await slip.getByRole('button', { name: /^Place bet/ }).click();
    await expect
      .poll(() => slip.getByRole('status').first().textContent(), { timeout: 20_000 })
      .toContain('Bet placed');
    await slip.getByRole('button', { name: 'Done' }).click();
    await page.goto(server.url + '/sport');

    // The feed ends the match (~40 s), the job settles the bet, the sender pushes it.
    await expect
      .poll(() => fake.received.filter((r) => r.subscription === sub.id).length, {
        timeout: 150_000,
        interval: 1_000,
      })
      .toBeGreaterThan(0);
    const pushed = fake.received.find((r) => r.subscription === sub.id)!.payload as {
      url: string;
      tag: string;
    };
    const order = /order=(\d+)/.exec(pushed.url)?.[1];
    expect(pushed.url).toBe(`/bet-record?status=settled&order=${order}`);
    expect(pushed.tag).toBe(`bet_settled:${order}`);

    let shown: Shown[] = [];
    await expect
      .poll(async () => (shown = await shownNotifications(sw)).length, { timeout: 10_000 })
      .toBeGreaterThan(0);
    expect(shown[0]).toMatchObject({ tag: `bet_settled:${order}`, data: { url: pushed.url } });
    expect(shown[0]!.title).toMatch(/^(Your bet won!|Bet settled|Bet void)$/);
    expect(shown[0]!.body).toContain(`#${order}`);

    // The tap: the open tab goes to the bet.
    await tap(sw, `bet_settled:${order}`);
    await page.waitForURL(`**/bet-record?status=settled&order=${order}`, { timeout: 10_000 });
    const detail = page.getByRole('region', { name: 'Bet details' });
    await expect.poll(() => detail.textContent(), { timeout: 15_000 }).toContain(order!);
    await page.screenshot({ path: '.tmp/push-tap-bet.png' });

    // The app closed (only a blank tab left): a deposit is paid, its push arrives, a tap opens a new window.
    const cookie = (await context.cookies(server.url)).map((c) => `${c.name}=${c.value}`).join('; ');
    const call = async (path: string, body: object) => {
      const res = await fetch(`${server.url}${path}?app_key=placar_br`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, origin: server.url },
        body: JSON.stringify(body),
      });
      const json = (await res.json()) as { data: { order_id: string }; dm_error: number; error_msg: string };
      expect(json.dm_error, json.error_msg).toBe(0);
      return json.data;
    };
    const blank = await context.newPage();
    deliverVia = await context.newCDPSession(blank);
    await deliverVia.send('ServiceWorker.enable');
    await page.close();
    const deposit = await call('/api/piranha/finance/payin/order/create', {
      amount: 5000,
      pay_type: 'PIX',
      idempotency_key: `e2e-push-${Date.now()}`,
    });
    await call('/api/piranha/finance/sandbox/order/mark', { order_id: deposit.order_id, outcome: 'paid' });
    const tag = `deposit_credited:${deposit.order_id}`;
    // The push leaves the server's queue (a pass every 2 s) and reaches the fake service, which hands it to
    // the service worker; a loaded machine (CI) may need a retry of the delivery, 30 s later.
    const pushedTags = () => fake.received.map((r) => (r.payload as { tag?: string }).tag);
    await expect.poll(() => pushedTags().includes(tag), { timeout: 60_000, interval: 500 }).toBe(true);
    // With the page closed, Chromium may stop the idle worker and start a new one for the push: read the
    // newest one each time.
    const newestWorker = () => context.serviceWorkers().at(-1)!;
    await expect
      .poll(
        async () => {
          const shown = await shownNotifications(newestWorker()).catch(() => [] as Shown[]);
          return (
            shown.some((n) => n.tag === tag) ||
            `shown: ${shown.map((n) => n.tag).join(', ')}; delivery errors: ${deliveryErrors.join('; ')}`
          );
        },
        { timeout: 90_000, interval: 1_000 },
      )
      .toBe(true);
    const worker = newestWorker();
    // Chromium lets a service worker open a window only for a real click on a notification, which no test
    // can make here: the tap is dispatched in the worker, openWindow is observed, and the window it asks
    // for is opened as the browser would.
    await worker.evaluate(() => {
      const g = self as unknown as SwGlobal;
      g.__opened = [];
      (Object.getPrototypeOf(g.clients) as { openWindow(url: string): Promise<null> }).openWindow = async (
        url: string,
      ) => {
        g.__opened.push(url);
        return null;
      };
    });
    await tap(worker, tag);
    const opened = await worker.evaluate(async () => {
      for (let i = 0; i < 50; i++) {
        const list = (self as unknown as SwGlobal).__opened;
        if (list.length) return list;
        await new Promise((r) => setTimeout(r, 100));
      }
      return [];
    });
    expect(opened).toEqual([`${server.url}/deposit-result?order_id=${deposit.order_id}`]);
    const win = await context.newPage();
    await win.goto(opened[0]!);
    await expect.poll(() => win.getByText(/R\$\s?50\.00/).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await win.screenshot({ path: '.tmp/push-tap-deposit.png' });
    expect(errors).toEqual([]);
    await context.close();
  }, 420_000);
});
