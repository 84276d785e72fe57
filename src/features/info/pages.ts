import { ACCOUNT_PAGES } from './account-pages';
import { ACTIVITY_PAGES } from './activity-pages';
import { DOWNLOAD_PAGES } from './download-pages';
import { PROMOTION_PAGES } from './promotion-pages';
import { SITE_PAGES } from './site-pages';
import type { InfoPageSpec } from './spec';
import { SPORT_PAGES } from './sport-pages';
import { WALLET_PAGES } from './wallet-pages';

export type { InfoPageSpec } from './spec';

/** Every placeholder page by route id; the groups live in the *-pages.ts files beside this one. */
export const INFO_PAGES = {
  ...SPORT_PAGES,
  ...ACCOUNT_PAGES,
  ...WALLET_PAGES,
  ...SITE_PAGES,
  ...DOWNLOAD_PAGES,
  ...PROMOTION_PAGES,
  ...ACTIVITY_PAGES,
} satisfies Record<string, InfoPageSpec>;

export type InfoPageId = keyof typeof INFO_PAGES;
