/**
 * The operator console's sign-in for e2e tests: a desktop page at /ops, the seeded operator's password, then
 * the TOTP code from the seeded secret on the server's clock (the same wall clock as the test's).
 */
import { expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_OPS_PASSWORD, DEMO_OPS_TOTP_SECRET } from '../../../server/db/seed/ops';
import { totpCode } from '../../../server/ops/totp';
import { trackErrors } from './browser';

const WAIT = { timeout: 15_000 };

export interface OpsPage {
  context: BrowserContext;
  page: Page;
  /** The page's console errors and failed requests (trackErrors). */
  errors: string[];
}

/**
 * A new desktop context signed in to the console at `url` as `email`. `atCode` runs when the code field
 * shows, before the code is typed (the first sign-in of an operator shows the enrolment QR there).
 */
export async function opsSignIn(
  browser: Browser,
  url: string,
  email: string,
  o: { height?: number; atCode?: (page: Page) => Promise<void> } = {},
): Promise<OpsPage> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: o.height ?? 800 },
    locale: 'en-US',
  });
  const page = await context.newPage();
  const errors = trackErrors(page);
  await page.goto(`${url}/ops`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(DEMO_OPS_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect.poll(() => page.getByLabel('Code', { exact: true }).count(), WAIT).toBe(1);
  if (o.atCode) await o.atCode(page);
  await page.getByLabel('Code', { exact: true }).fill(totpCode(DEMO_OPS_TOTP_SECRET, Date.now()));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Sections' }).waitFor(WAIT);
  return { context, page, errors };
}
