/**
 * The operator console's sign-in for e2e tests: a desktop page at /ops, the seeded operator's password, then
 * the TOTP code from the seeded secret on the server's clock (the same wall clock as the test's). An operator
 * signed in twice on one server within a 30 s step gets the next step's code: the server refuses a step
 * used before (replay), which had failed ops-marketing's second sign-in whenever both fell in one step.
 */
import { expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_OPS_PASSWORD, DEMO_OPS_TOTP_SECRET } from '../../../server/db/seed/ops';
import { TOTP_STEP_SECONDS, totpCode, totpStep } from '../../../server/ops/totp';
import { trackErrors } from './browser';

const WAIT = { timeout: 15_000 };
const STEP_MS = TOTP_STEP_SECONDS * 1000;

/** The last TOTP step each operator signed in with, per server: the server refuses a step used before. */
const lastStep = new Map<string, number>();

/**
 * A code the server takes: the current step's, or, when this operator already signed in with it (a second
 * sign-in within 30 s), the next step's, which the server accepts one step early (clock drift).
 */
async function freshCode(url: string, email: string): Promise<string> {
  const key = `${url} ${email}`;
  const step = Math.max(totpStep(Date.now()), (lastStep.get(key) ?? -1) + 1);
  // A third sign-in within one step: wait until its step is at most one ahead of the clock.
  const wait = (step - 1) * STEP_MS - Date.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait + 50));
  lastStep.set(key, step);
  return totpCode(DEMO_OPS_TOTP_SECRET, step * STEP_MS);
}

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
  await page.getByLabel('Code', { exact: true }).fill(await freshCode(url, email));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Sections' }).waitFor(WAIT);
  return { context, page, errors };
}
