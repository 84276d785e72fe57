/**
 * The home data document (SPEC §7 Config: "home-data JSON, variant by app group and UI version", and
 * getHomeData with its version): which sections the home shows, in which order, and which call fills each.
 * The app group is the brand; the UI version is v3 (the new /home/game UI) or v2. The version is a hash of
 * the content, so a client holding it learns in one small answer that nothing changed.
 */
import type { ClientBrand } from '../brand/client-brands';
import type { HomeSection } from '../contract/schemas/users-more';

export type HomeUi = 'v2' | 'v3';

export function homeSections(brand: ClientBrand, ui: HomeUi): HomeSection[] {
  const s = (key: string, source: string, limit: number): HomeSection => ({ key, source, limit });
  const casino = [
    s('hot_games', 'getFeatureList', 10),
    s('game_tabs', 'getGameHomeTabList', 0),
    s('big_wins', 'getNewBigWin', 20),
    s('providers', 'getPlatformList', 0),
  ];
  // The PHP market's sport home is "coming soon" (SPEC §2): no live matches section there.
  const sport = brand.flags.sportComingSoon ? [] : [s('live_matches', 'getHomeTabData', 3)];
  const head = [s('banner', 'bannerIndex', 5), s('quick_entries', 'iconIndex', 8)];
  const promotions = [s('promotions', 'getPromotionList', 6)];
  const body = brand.templates.home === 'sport' ? [...sport, ...casino] : [...casino, ...sport];
  // The older UI has no promotion strip on the home (it lives under /promotion).
  return ui === 'v3' ? [...head, ...promotions, ...body] : [...head, ...body];
}

/** FNV-1a 32-bit of the JSON, hex: stable across runs and platforms. */
export function homeDataVersion(sections: readonly HomeSection[]): string {
  const text = JSON.stringify(sections);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

export const defaultHomeUi = (brand: ClientBrand): HomeUi => (brand.flags.uiV3 ? 'v3' : 'v2');
