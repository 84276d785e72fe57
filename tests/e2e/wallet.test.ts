/**
 * The wallet as a player meets it in Chromium against the production build and the sandbox payment
 * provider: in Brazil (PIX), Mexico (SPEI) and on the crypto brand (USDT on TRC20) a new player deposits,
 * sees the pending payment (QR and code, CLABE, address), has the sandbox pay it, sees the header balance
 * rise; adds a withdrawal account with a wrong length and sees the message; withdraws, sees the balance fall
 * and both orders in the transaction list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, phoneContext, trackErrors } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { registerByEmail } from './support/register';
import { brandItem } from './support/storage';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ depositBonuses: true });
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

/** A new player of the brand `appKey` (none: the default brand, Brazil). */
async function newPlayer(appKey?: string): Promise<{ page: Page; errors: string[]; close(): Promise<void> }> {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  const errors = trackErrors(page);
  await registerByEmail(page, server.url, 'wallet', appKey ? `?app_key=${appKey}` : '');
  return { page, errors, close: () => context.close() };
}

/**
 * The header balance, as shown on a level-1 page (fresh from the server on arrival, then every 10 s): cash plus
 * bonus money, so a new player's first deposit shows twice (the 100% first-deposit bonus, issue #16).
 */
async function headerBalance(page: Page): Promise<string> {
  if (new URL(page.url()).pathname !== '/sport') await page.goto(`${server.url}/sport`);
  return (await page.getByLabel('Balance', { exact: true }).innerText()).trim();
}

async function payInSandbox(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sandbox: mark as paid' }).click();
  await page.waitForURL('**/deposit-result?**', { timeout: 15_000 });
  await expect
    .poll(() => page.getByRole('heading', { name: 'Deposit received' }).count(), { timeout: 10_000 })
    .toBe(1);
}

/** Fills the account form; `account` is the first field (PIX key, CLABE, wallet address). */
async function addAccount(
  page: Page,
  fields: { label: string; wrong: string; right: string; lengthMessage: string; extra?: [string, string][] },
): Promise<void> {
  await page.getByLabel(fields.label, { exact: true }).fill(fields.wrong);
  await page.getByLabel('Account holder', { exact: true }).fill('Ana Souza');
  for (const [label, value] of fields.extra ?? []) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: 'Save account' }).click();
  await expect.poll(() => page.getByText(fields.lengthMessage, { exact: true }).count()).toBe(1);
  await page.getByLabel(fields.label, { exact: true }).fill(fields.right);
  await page.getByRole('button', { name: 'Save account' }).click();
  await expect
    .poll(() => page.getByRole('radiogroup', { name: 'Withdraw to' }).count(), { timeout: 10_000 })
    .toBe(1);
}

async function withdraw(page: Page, amount: string): Promise<void> {
  await page.getByLabel(/^Amount/).fill(amount);
  await page.getByRole('form', { name: 'Withdraw' }).getByRole('button', { name: 'Withdraw' }).click();
  // A player with an active bonus is asked first (withdrawing forfeits it, issue #16): confirm.
  const forfeit = page.getByRole('button', { name: 'Withdraw and give up the bonus' });
  const ended = page.waitForURL('**/record-detail?**', { timeout: 15_000 }).then(() => 'order' as const);
  const asked = forfeit.waitFor({ timeout: 15_000 }).then(() => 'asked' as const);
  ended.catch(() => undefined);
  asked.catch(() => undefined);
  if ((await Promise.race([ended, asked])) === 'asked') await forfeit.click();
  await page.waitForURL('**/record-detail?**', { timeout: 15_000 });
  await expect.poll(() => page.getByRole('heading', { name: 'Order status' }).count()).toBe(1);
}

async function expectListed(page: Page, method: string): Promise<void> {
  await page.goto(`${server.url}/transaction`);
  const list = page.getByRole('list', { name: 'Transactions' });
  await expect.poll(() => list.getByText(`Deposit · ${method}`).count(), { timeout: 10_000 }).toBe(1);
  expect(await list.getByText(`Withdrawal · ${method}`).count()).toBe(1);
}

describe('wallet', () => {
  it('Brazil: a PIX deposit shows a QR and code, the sandbox pays it, the balance rises; a PIX withdrawal lowers it', async () => {
    const { page, errors, close } = await newPlayer();
    await page.goto(`${server.url}/deposit`);
    await expect
      .poll(() => page.getByRole('radio', { name: 'PIX' }).getAttribute('aria-checked'), { timeout: 15_000 })
      .toBe('true');
    await page.getByRole('button', { name: 'R$ 50', exact: true }).click();
    await page.getByRole('button', { name: 'Deposit R$ 50.00' }).click();
    await page.waitForURL('**/deposit-wait?order_id=*', { timeout: 15_000 });
    await expect
      .poll(() => page.getByRole('img', { name: 'QR code to pay PIX' }).count(), { timeout: 10_000 })
      .toBe(1);
    expect(await page.getByRole('button', { name: 'Copy Payment code' }).count()).toBe(1);
    expect(await page.getByText(/Expires in \d\d:\d\d/).count()).toBe(1);
    const stored = await brandItem(page, 'deposit_data').then((v) => JSON.parse(v ?? 'null'));
    expect(stored).toMatchObject({ amount: 5000, currencyCode: 'BRL' });
    await payInSandbox(page);
    expect(await brandItem(page, 'deposit_data')).toBeNull();
    await expect.poll(() => headerBalance(page), { timeout: 15_000 }).toBe('R$ 100.00');

    await page.goto(`${server.url}/withdraw`);
    await expect.poll(() => page.getByText('R$ 50.00').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await addAccount(page, {
      label: 'PIX key',
      wrong: 'abc',
      right: 'ana@example.com',
      lengthMessage: 'Must be 4 to 64 characters long.',
      extra: [['CPF', '123.456.789-09']],
    });
    await withdraw(page, '30');
    // 50 cash in, 30 out; the R$ 50 first-deposit bonus was given up to withdraw (issue #16).
    await expect.poll(() => headerBalance(page), { timeout: 15_000 }).toBe('R$ 20.00');
    await expectListed(page, 'PIX');
    expect(errors).toEqual([]);
    await close();
  });

  it('Mexico: a SPEI deposit shows the CLABE and reference, the sandbox pays it; SPEI withdrawal', async () => {
    const { page, errors, close } = await newPlayer('golazo_mx');
    await page.goto(`${server.url}/deposit`);
    await expect
      .poll(() => page.getByRole('radio', { name: 'SPEI' }).getAttribute('aria-checked'), { timeout: 15_000 })
      .toBe('true');
    await page.getByLabel('Amount (MXN)').fill('100');
    await page.getByRole('button', { name: 'Deposit $100.00' }).click();
    await page.waitForURL('**/deposit-wait?order_id=*', { timeout: 15_000 });
    await expect
      .poll(() => page.getByRole('button', { name: 'Copy CLABE' }).count(), { timeout: 10_000 })
      .toBe(1);
    expect(await page.getByRole('button', { name: 'Copy Reference' }).count()).toBe(1);
    await payInSandbox(page);
    // 100 cash, the 100% first-deposit bonus and the sign-up bonus (a third of the minimum deposit, 26.66).
    await expect.poll(() => headerBalance(page), { timeout: 15_000 }).toBe('$226.66');

    await page.goto(`${server.url}/withdraw`);
    await expect
      .poll(() => page.getByRole('form', { name: 'New withdrawal account' }).count(), { timeout: 15_000 })
      .toBe(1);
    await addAccount(page, {
      label: 'CLABE',
      wrong: '12',
      right: '646180157000000004',
      lengthMessage: 'Must be 4 to 64 characters long.',
      extra: [['RFC', 'GODE561231GR8']],
    });
    await withdraw(page, '80');
    // 100 cash in, 80 out; the bonuses were given up to withdraw (issue #16).
    await expect.poll(() => headerBalance(page), { timeout: 15_000 }).toBe('$20.00');
    await expectListed(page, 'SPEI');
    expect(errors).toEqual([]);
    await close();
  });

  it('crypto brand: a USDT deposit on TRC20 shows the address, the sandbox pays it; USDT withdrawal', async () => {
    const { page, errors, close } = await newPlayer('chain_crypto');
    await page.goto(`${server.url}/deposit?rechargeChannel=USDT`);
    await expect
      .poll(() => page.getByRole('radio', { name: 'USDT', exact: true }).getAttribute('aria-checked'), {
        timeout: 15_000,
      })
      .toBe('true');
    expect(await page.getByRole('button', { name: 'Network: TRC20' }).count()).toBe(1);
    await page.getByLabel('Amount (USDT)').fill('100');
    await page.getByRole('button', { name: 'Deposit 100.00 USDT' }).click();
    await page.waitForURL('**/deposit-wait?order_id=*', { timeout: 15_000 });
    await expect
      .poll(() => page.getByRole('button', { name: 'Copy Deposit address' }).count(), { timeout: 10_000 })
      .toBe(1);
    expect(await page.getByRole('img', { name: 'QR code of the deposit address' }).count()).toBe(1);
    expect(await page.getByText('TRC20', { exact: true }).count()).toBeGreaterThan(0);
    await payInSandbox(page);
    // 100 cash, the 100% first-deposit bonus and the sign-up bonus (a third of the minimum deposit, 26.66).
    await expect.poll(() => headerBalance(page), { timeout: 15_000 }).toBe('226.66 USDT');

    await page.goto(`${server.url}/withdraw`);
    await expect
      .poll(() => page.getByRole('form', { name: 'New withdrawal account' }).count(), { timeout: 15_000 })
      .toBe(1);
    await addAccount(page, {
      label: 'Wallet address',
      wrong: 'T1',
      right: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
      lengthMessage: 'Must be 4 to 64 characters long.',
    });
    await withdraw(page, '80');
    // 100 cash in, 80 out; the bonuses were given up to withdraw (issue #16).
    await expect.poll(() => headerBalance(page), { timeout: 15_000 }).toBe('20.00 USDT');
    await expectListed(page, 'USDT');
    expect(errors).toEqual([]);
    await close();
  });
});
