import type { CvSuffix } from '../brand/resolve';

/**
 * The client version string sent as `cv` (SPEC §9): brand prefix + "1.0.0" + the shell the page runs in,
 * e.g. "BR1.0.0AndroidWeb". The server reads the prefix back to pick the brand (core/brand/resolve.ts).
 */
export const CLIENT_VERSION = '1.0.0';

export interface ShellFacts {
  /** Inside a Telegram mini app. */
  telegram: boolean;
  /** Inside an operator's native app webview (a "lite" app wrapping the web client). */
  nativeShell: boolean;
  /** Installed web app or iOS web clip (display-mode standalone). */
  standalone: boolean;
  ios: boolean;
  android: boolean;
}

/**
 * Which of the six suffixes applies, strongest context first: Telegram (TG); a native shell
 * (iOSLiteWeb, else AndroidLiteWeb — the shells are Android APKs unless they say iOS); an installed web app
 * on iOS or Android (iOSWeb, AndroidWeb); anything else, including an installed app on a desktop, is Web.
 */
export function shellSuffix(f: ShellFacts): CvSuffix {
  if (f.telegram) return 'TG';
  if (f.nativeShell) return f.ios ? 'iOSLiteWeb' : 'AndroidLiteWeb';
  if (f.standalone && f.ios) return 'iOSWeb';
  if (f.standalone && f.android) return 'AndroidWeb';
  return 'Web';
}

export function clientVersion({ prefix, shell }: { prefix: string; shell: CvSuffix }): string {
  return `${prefix}${CLIENT_VERSION}${shell}`;
}
