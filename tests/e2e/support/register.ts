import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { cpfFromNine } from '../../../core/rg/cpf';
import { brandItem } from './storage';

export const E2E_PASSWORD = 'correct-horse-9';

/**
 * Registers a fresh player through /email-register (`query`: e.g. `?app_key=golazo_mx`) with a unique
 * `<prefix>-xxxxxxxx@example.com`, and waits until the page holds the login.
 */
export async function registerByEmail(
  page: Page,
  baseUrl: string,
  prefix: string,
  query = '',
): Promise<void> {
  await page.goto(`${baseUrl}/email-register${query}`);
  await page
    .getByRole('textbox', { name: 'Email' })
    .fill(`${prefix}-${randomBytes(4).toString('hex')}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await fillMarketFields(page);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect.poll(() => brandItem(page, 'login_info'), { timeout: 15_000 }).not.toBeNull();
}

/** A valid CPF no other run has (random; never the sandbox's documented "not found" or "under age" ones). */
export function randomCpf(): string {
  const nine = `3${String(randomBytes(4).readUInt32BE(0) % 100_000_000).padStart(8, '0')}`;
  return cpfFromNine(nine);
}

/**
 * Issue #21: what the brand's registration asks besides e-mail and password (its market profile, read as
 * the page does): the date of birth and the CPF where required, then the age and the terms.
 */
export async function fillMarketFields(page: Page, cpf = randomCpf()): Promise<void> {
  const profile = await page.evaluate(async () => {
    // The brand the page serves (its remembered app_key), not the host's default brand.
    const appKey = localStorage.getItem('app_key');
    const r = await fetch('/api/piranha/rg/status?cv=1.0.0', appKey ? { headers: { appkey: appKey } } : {});
    return ((await r.json()) as { data: { profile: { identity: { when: string } | null } } }).data.profile;
  });
  if (profile.identity?.when === 'registration') {
    await page.getByLabel('Date of birth').fill('1990-01-15');
    await page.getByRole('textbox', { name: 'CPF' }).fill(cpf);
  }
  await page.getByRole('checkbox', { name: /or older/ }).check();
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
}

/**
 * Issue #21 on a sign-up without the form (tourist, e-mail code, Google, Telegram): the finish-sign-up dialog
 * asks the market's fields; fill them and create the account.
 */
export async function finishSignUp(page: Page, cpf = randomCpf()): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Finish signing up' });
  await dialog.waitFor({ timeout: 30_000 });
  await fillMarketFields(page, cpf);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await dialog.waitFor({ state: 'detached', timeout: 20_000 });
}
