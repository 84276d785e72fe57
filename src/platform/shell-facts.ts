import type { ShellFacts } from '../../core/session/client-version';
import { isStandaloneDisplay, platformOf } from '../../core/install/install-rules';
import { isNativeApp } from './device';

const matches = (query: string) => typeof matchMedia === 'function' && matchMedia(query).matches;

/** Installed use (SPEC §4): the app's own window (display-mode standalone, fullscreen, minimal-ui) or an iOS web clip. */
export function standaloneDisplay(): boolean {
  return isStandaloneDisplay({
    displayModeStandalone:
      matches('(display-mode: standalone)') ||
      matches('(display-mode: fullscreen)') ||
      matches('(display-mode: minimal-ui)'),
    navigatorStandalone: (navigator as Navigator & { standalone?: boolean }).standalone,
  });
}

/** Where this page runs, for the client version's suffix (core/session/client-version.ts). */
export function shellFacts(): ShellFacts {
  const platform = platformOf(navigator.userAgent, navigator.maxTouchPoints);
  const w = window as unknown as { Telegram?: { WebApp?: { initData?: string } } };
  return {
    telegram: Boolean(w.Telegram?.WebApp?.initData),
    nativeShell: isNativeApp(),
    standalone: standaloneDisplay(),
    ios: platform === 'ios',
    android: platform === 'android',
  };
}
