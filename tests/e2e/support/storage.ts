import type { Page } from 'playwright-core';

/**
 * A value the page files under its brand (src/platform/storage.ts: `<brand id>:<key>`), whichever brand the
 * page serves: the login info, the pending deposit.
 */
export function brandItem(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => {
    const found = Object.keys(localStorage).find((k) => k.endsWith(`:${name}`));
    return found ? localStorage.getItem(found) : null;
  }, key);
}
