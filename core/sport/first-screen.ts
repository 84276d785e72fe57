/**
 * The sport home's first screen, written by the server into the HTML it sends (server/content/first-screen.ts)
 * and read by the page at boot (src/app/first-screen.ts): the answers of the two calls the page would make
 * first, so the first matches paint without waiting for the engine worker and a round trip to the API.
 *
 * The answers are the API's own (the contract's shapes), for the brand and language the server expects the
 * page to choose; the page uses them only when it chose the same ones.
 */
import type { HomeTabList, MatchList } from '../contract';

/** The element the data travels in: `<script type="application/json" id="first-screen">`. */
export const FIRST_SCREEN_ELEMENT_ID = 'first-screen';

/** SPEC §2: the sport home's default tab, the main tab (SPEC §5 listing rules). */
export const DEFAULT_SPORT_TAB = 'InPlay';
/** SPEC §4/§9: a match list's first load is 5 records, the following pages 10. */
export const FIRST_PAGE_SIZE = 5;
export const PAGE_LIMIT = 10;

/** The sport home's first list: its default tab, first load size and page limit (SPEC §2, §4, §9). */
export const FIRST_SCREEN_LIST = {
  tab_key: DEFAULT_SPORT_TAB,
  size: FIRST_PAGE_SIZE,
  page_limit: PAGE_LIMIT,
} as const;

export interface FirstScreen {
  /** The brand id and language the answers are for. */
  brand: string;
  lang: string;
  /** When the server made them (ms). */
  at: number;
  homeTabs: HomeTabList;
  matches: MatchList;
}

/** The paths whose page is the sport home (src/app/route-meta.ts isSportHome). */
export function isSportHomePath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  return path === '/sport' || path === '/home/sport';
}

/** A parsed value that has the shape of a FirstScreen (it crossed a page boundary: checked, not trusted). */
export function isFirstScreen(value: unknown): value is FirstScreen {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const tabs = v.homeTabs as { list?: unknown } | undefined;
  const matches = v.matches as { records?: unknown; has_more?: unknown } | undefined;
  return (
    typeof v.brand === 'string' &&
    typeof v.lang === 'string' &&
    typeof v.at === 'number' &&
    Array.isArray(tabs?.list) &&
    Array.isArray(matches?.records) &&
    typeof matches?.has_more === 'boolean'
  );
}

/** JSON safe inside a <script> element: no `</script>`, no comment or CDATA openers. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
