/**
 * Registration per market profile (issue #21) on the Brazilian brand (the e2e default): the form asks the
 * date of birth, the CPF (a wrong check digit shows its message), the age and the terms, and offers limits;
 * the new player lands on the welcome tour, the limits chosen are in force, and /auth-file shows the CPF
 * verified by the (sandbox) identity provider.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, phoneContext, trackErrors } from './support/browser';
import { E2E_PASSWORD, randomCpf } from './support/register';
import { startServer, type RunningServer } from './support/server';
import { brandItem } from './support/storage';

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

describe('registration on the Brazilian brand', () => {
  it('asks CPF, age, terms and limits; a wrong check digit is refused; the tour and /auth-file follow', async () => {
    await page.goto(`${server.url}/email-register`);
    const cpfBox = page.getByRole('textbox', { name: 'CPF' });
    await cpfBox.waitFor({ timeout: 20_000 });
    await page
      .getByRole('textbox', { name: 'Email' })
      .fill(`market-${randomBytes(4).toString('hex')}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
    await page.getByLabel('Date of birth').fill('1990-01-15');
    const cpf = randomCpf();
    const wrong = cpf.slice(0, 10) + String((Number(cpf[10]) + 1) % 10);
    await cpfBox.fill(wrong);
    await page.getByRole('textbox', { name: /Daily deposit limit/ }).fill('50');
    await page.getByRole('combobox', { name: 'Session time limit' }).selectOption('60');
    await page.getByRole('checkbox', { name: /18 or older/ }).check();
    await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page.getByText('This CPF is not valid: check its 11 digits.').waitFor();
    expect(await brandItem(page, 'login_info')).toBeNull();

    await cpfBox.fill(`${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`);
    await page.getByRole('button', { name: 'Register', exact: true }).click();

    // The welcome tour: four steps, the limits tools, a CTA at the end.
    await page.getByRole('heading', { name: /^Welcome to / }).waitFor({ timeout: 20_000 });
    expect(new URL(page.url()).pathname).toBe('/welcome');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('group', { name: /Step 2 of 4: Your welcome offer/ }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    const limits = page.getByRole('list', { name: 'Your limits' });
    await limits.waitFor({ timeout: 20_000 });
    expect(await limits.textContent()).toContain('Session time: 60 minutes');
    expect(await limits.textContent()).toMatch(/Daily deposits: R\$\s?50/);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('link', { name: 'Start playing' }).waitFor();

    // /auth-file: the CPF checked at registration.
    await page.goto(`${server.url}/auth-file`);
    const status = page.getByRole('region', { name: 'Identity status' });
    await status.waitFor({ timeout: 20_000 });
    await page.getByRole('status').filter({ hasText: 'Verified' }).waitFor();
    expect(await status.textContent()).toContain(`CPF: ${cpf.slice(0, 3)}.***.***-${cpf.slice(9)}`);
    expect(await page.getByRole('region', { name: /What your market requires/ }).textContent()).toContain(
      'checked at registration',
    );
    expect(errors).toEqual([]);
  });
});
