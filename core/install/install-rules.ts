/**
 * Install channel rules (SPEC §4 "Install prompt", "Popups and tips"), pure so the page and the tests agree.
 */

/** SPEC §9: the APK-to-PWA top bar and popup stay hidden 24 h after the player closed them. */
export const INSTALL_BAR_HIDE_MS = 24 * 60 * 60 * 1000;

/** Hidden while fewer than 24 h have passed since it was closed at `closedAt` (Unix ms; null: never). */
export function installBarHidden(closedAt: number | null, now: number): boolean {
  if (closedAt === null || !Number.isFinite(closedAt)) return false;
  return now - closedAt < INSTALL_BAR_HIDE_MS && now >= closedAt - INSTALL_BAR_HIDE_MS;
}

export interface DisplayFacts {
  /** `matchMedia('(display-mode: standalone)')` (or fullscreen / minimal-ui) matches. */
  displayModeStandalone: boolean;
  /** iOS Safari's `navigator.standalone` (a home-screen web clip). */
  navigatorStandalone: boolean | undefined;
}

/** Installed use: the web app runs in its own window (Android/desktop) or as an iOS web clip. */
export function isStandaloneDisplay(f: DisplayFacts): boolean {
  return f.displayModeStandalone || f.navigatorStandalone === true;
}

export type Platform = 'ios' | 'android' | 'other';

/** Which install path a device gets (iPadOS says Macintosh but has touch). */
export function platformOf(userAgent: string, maxTouchPoints = 0): Platform {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'other';
}

/** SPEC §4: a prompt the player dismissed on the login or game page is armed again. */
export function rearmsAfterDismiss(pathname: string): boolean {
  const p = pathname.replace(/\/+$/, '');
  return (
    p === '/loginb' || p === '/login' || p === '/game' || p.startsWith('/home/game') || p.startsWith('/game-')
  );
}

/** The iOS web clip popup: iOS, not yet on the home screen, not in Telegram or a native shell, not closed in the last 24 h. */
export function showsIosBookmark(f: {
  platform: Platform;
  standalone: boolean;
  embedded: boolean;
  closedAt: number | null;
  now: number;
}): boolean {
  return f.platform === 'ios' && !f.standalone && !f.embedded && !installBarHidden(f.closedAt, f.now);
}
