import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
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
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect.poll(() => brandItem(page, 'login_info'), { timeout: 15_000 }).not.toBeNull();
}
