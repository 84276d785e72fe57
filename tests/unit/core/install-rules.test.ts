import { describe, expect, it } from 'vitest';
import {
  INSTALL_BAR_HIDE_MS,
  installBarHidden,
  isStandaloneDisplay,
  platformOf,
  rearmsAfterDismiss,
  showsIosBookmark,
} from '../../../core/install/install-rules';
import { homeFor, newUiEnabled } from '../../../core/install/ui-switch';
import { clientVersion, shellSuffix } from '../../../core/session/client-version';

const T0 = Date.UTC(2026, 10, 26, 6, 0, 0);
const HOUR = 3_600_000;

describe('install bar and popup: hidden 24 h after closing (SPEC §9), on an injected clock', () => {
  it('shows when never closed', () => {
    expect(installBarHidden(null, T0)).toBe(false);
  });
  it('stays hidden until 24 h have passed, then shows again', () => {
    expect(INSTALL_BAR_HIDE_MS).toBe(24 * HOUR);
    expect(installBarHidden(T0, T0)).toBe(true);
    expect(installBarHidden(T0, T0 + 23 * HOUR)).toBe(true);
    expect(installBarHidden(T0, T0 + 24 * HOUR - 1)).toBe(true);
    expect(installBarHidden(T0, T0 + 24 * HOUR)).toBe(false);
    expect(installBarHidden(T0, T0 + 72 * HOUR)).toBe(false);
  });
  it('a close time far in the future (a clock set wrong) does not hide it for good', () => {
    expect(installBarHidden(T0 + 30 * 24 * HOUR, T0)).toBe(false);
    expect(installBarHidden(Number.NaN, T0)).toBe(false);
  });
  it('the iOS bookmark popup: iOS only, not installed, not embedded, not closed in the last 24 h', () => {
    const base = { platform: 'ios' as const, standalone: false, embedded: false, closedAt: null, now: T0 };
    expect(showsIosBookmark(base)).toBe(true);
    expect(showsIosBookmark({ ...base, platform: 'android' })).toBe(false);
    expect(showsIosBookmark({ ...base, standalone: true })).toBe(false);
    expect(showsIosBookmark({ ...base, embedded: true })).toBe(false);
    expect(showsIosBookmark({ ...base, closedAt: T0 - HOUR })).toBe(false);
    expect(showsIosBookmark({ ...base, closedAt: T0 - 25 * HOUR })).toBe(true);
  });
});

describe('standalone detection and the client version (SPEC §9 suffixes)', () => {
  it('display-mode standalone or an iOS web clip is installed use', () => {
    expect(isStandaloneDisplay({ displayModeStandalone: true, navigatorStandalone: undefined })).toBe(true);
    expect(isStandaloneDisplay({ displayModeStandalone: false, navigatorStandalone: true })).toBe(true);
    expect(isStandaloneDisplay({ displayModeStandalone: false, navigatorStandalone: false })).toBe(false);
    expect(isStandaloneDisplay({ displayModeStandalone: false, navigatorStandalone: undefined })).toBe(false);
  });
  it('the platform from the user agent (iPadOS reports a Mac with touch)', () => {
    expect(platformOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('ios');
    expect(platformOf('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe('ios');
    expect(platformOf('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0)).toBe('other');
    expect(platformOf('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe('android');
  });
  it('installed use is carried in cv', () => {
    const facts = { telegram: false, nativeShell: false, standalone: true, ios: false, android: true };
    expect(clientVersion({ prefix: 'BR', shell: shellSuffix(facts) })).toBe('BR1.0.0AndroidWeb');
    expect(shellSuffix({ ...facts, android: false, ios: true })).toBe('iOSWeb');
    expect(shellSuffix({ ...facts, standalone: false })).toBe('Web');
  });
});

describe('install prompt: a dismissal on the login or game page re-arms it (SPEC §4)', () => {
  it.each(['/loginb', '/login', '/game', '/home/game', '/game-detail'])('%s re-arms', (p) =>
    expect(rearmsAfterDismiss(p)).toBe(true),
  );
  it.each(['/sport', '/download', '/home/slots', '/me'])('%s does not', (p) =>
    expect(rearmsAfterDismiss(p)).toBe(false),
  );
});

describe('UI version switch (SPEC §4)', () => {
  const br = { market: 'BR', abFlag: true, loggedIn: false, switchOn: null, brandNewUi: true };
  it("Brazil follows the server's A/B flag", () => {
    expect(newUiEnabled(br)).toBe(true);
    expect(newUiEnabled({ ...br, abFlag: false })).toBe(false);
  });
  it('a logged-in player with the switch on gets the new UI, with it off the classic one', () => {
    expect(newUiEnabled({ ...br, abFlag: false, loggedIn: true, switchOn: true })).toBe(true);
    expect(newUiEnabled({ ...br, loggedIn: true, switchOn: false })).toBe(false);
    expect(newUiEnabled({ ...br, abFlag: false, loggedIn: true, switchOn: null })).toBe(false);
  });
  it("other markets follow the brand's UI version, or a visitor's choice", () => {
    expect(newUiEnabled({ ...br, market: 'MX', abFlag: false })).toBe(true);
    expect(newUiEnabled({ ...br, market: 'MX', brandNewUi: false })).toBe(false);
    expect(newUiEnabled({ ...br, market: 'MX', deviceChoice: false })).toBe(false);
  });
  it('toggles between /home/game and /game', () => {
    expect(homeFor(true)).toBe('/home/game');
    expect(homeFor(false)).toBe('/game');
  });
});
