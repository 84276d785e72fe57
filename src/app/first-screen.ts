/**
 * The sport home's first screen from the HTML (core/sport/first-screen.ts, written by the server): read at
 * boot and shown before the engine worker has fetched anything, when it was made for this page's brand and
 * language. The engine's first fresh answer replaces it (src/platform/engine-bridge.ts seedTopic).
 */
import {
  DEFAULT_SPORT_TAB,
  FIRST_SCREEN_ELEMENT_ID,
  isFirstScreen,
  type FirstScreen,
} from '../../core/sport/first-screen';
import { seedTopic } from '../platform/engine-bridge';

export function readFirstScreen(doc: Document = document): FirstScreen | undefined {
  const element = doc.getElementById(FIRST_SCREEN_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  // Read once: a later boot (a test, a hot reload) must not show data from an old page load.
  element.remove();
  try {
    const value: unknown = JSON.parse(element.textContent);
    return isFirstScreen(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Seeds the sport home's tab list and first match list (the same topics and parameters SportHome watches).
 * False when the data is for another brand or language (the page's stored choice differs from the server's
 * guess): the engine fetches as usual then.
 */
export function seedFirstScreen(first: FirstScreen, page: { brand: string; lang: string }): boolean {
  if (first.brand !== page.brand || first.lang !== page.lang) return false;
  seedTopic('homeTabs', {}, { list: first.homeTabs.list }, first.at);
  // The first page is FIRST_PAGE_SIZE records: under the list's cap of 50, has_more is the server's.
  seedTopic(
    'matches',
    { tab_key: DEFAULT_SPORT_TAB },
    { records: first.matches.records, has_more: first.matches.has_more },
    first.at,
  );
  return true;
}
