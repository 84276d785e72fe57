import { isSportHomePath } from '../../core/sport/first-screen';

/**
 * Layout rules per URL (SPEC §2 "Layout behaviour"), as pure functions of the path so the layout, the
 * tests and later features agree on them.
 *
 * Level-1 pages (footer tab bar shown, home header, no back button) are the destinations of the footer and
 * of the home tabs: the home group, the classic game hall, sport, live, promotions, bonus, me and menu.
 * Every other page is a level-2 page: footer hidden, a page header with a back button.
 */
const LEVEL_ONE = new Set(['/home', '/game', '/sport', '/live', '/promotion', '/bonus', '/me', '/menu']);

/** SPEC §2: the bet slip entry is shown on sport, match-detail, league and az-filter-match. */
const BET_SLIP_PAGES = new Set(['/sport', '/match-detail', '/league', '/az-filter-match']);

function normalise(pathname: string): string {
  const path = pathname.replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

export function isLevelOne(pathname: string): boolean {
  const path = normalise(pathname);
  return LEVEL_ONE.has(path) || path.startsWith('/home/');
}

export function showsBetSlipEntry(pathname: string): boolean {
  return BET_SLIP_PAGES.has(normalise(pathname));
}

/** SPEC §2: pages whose URL contains game-room skip back-button interception (the game owns the back key). */
export function interceptsBack(url: string): boolean {
  return !url.includes('game-room');
}

/** Whether the page shows the home header (logo, login or balance) rather than a titled page header. */
export const showsHomeHeader = isLevelOne;

/**
 * SPEC §2: `/` goes to the new-UI home (/home/slots) when the brand runs UI v3, else the classic /game; a
 * UI version the player switched to on this device (SPEC §4 "UI version switch": '1' or '0') wins.
 */
export function rootRedirect(brand: { flags: { uiV3: boolean } }, switched: string | null = null): string {
  const newUi = switched === '1' ? true : switched === '0' ? false : brand.flags.uiV3;
  return newUi ? '/home/slots' : '/game';
}

/** The sport home and the home group's sport tab show the same page. */
export const isSportHome = isSportHomePath;

/**
 * The old hash routes (#/download?uid=..., #/thin/agent/home) still arrive from shared links and the
 * agent-market build: turn them into the path they name, or null when the hash is not a route.
 */
export function pathFromHashRoute(hash: string): string | null {
  return hash.startsWith('#/') ? hash.slice(1) : null;
}
