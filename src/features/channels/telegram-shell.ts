/**
 * The Telegram mini app's chrome (SPEC §1, §4 "Telegram mini app"): Telegram's webview script
 * (telegram-web-app.js) is loaded only when the page runs inside Telegram (tgWebAppData in the URL hash), so
 * no page elsewhere calls telegram.org. Then the page says it is ready, takes the full height, uses the
 * theme's colours (core/channels/telegram-theme.ts), shows Telegram's back button on inner pages and
 * follows the viewport height. The login or bind with the init data is account/telegram.ts.
 */
import { telegramCssVars, type TelegramThemeParams } from '../../../core/channels/telegram-theme';

export const TELEGRAM_SCRIPT_URL = 'https://telegram.org/js/telegram-web-app.js';
const SCRIPT_TIMEOUT_MS = 8_000;

interface TelegramWebApp {
  initData?: string;
  themeParams?: TelegramThemeParams;
  viewportStableHeight?: number;
  ready?(): void;
  expand?(): void;
  onEvent?(name: string, fn: () => void): void;
  BackButton?: { show(): void; hide(): void; onClick(fn: () => void): void };
}

const webApp = (): TelegramWebApp | undefined =>
  (window as { Telegram?: { WebApp?: TelegramWebApp } }).Telegram?.WebApp;

export const insideTelegram = (hash: string = window.location.hash): boolean =>
  hash.includes('tgWebAppData=') || Boolean(webApp()?.initData);

/** Loads Telegram's script once; resolves when it ran (or gave up: the page works without it). */
export function loadTelegramScript(src: string = TELEGRAM_SCRIPT_URL): Promise<void> {
  if (webApp()) return Promise.resolve();
  return new Promise((resolve) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    const timer = window.setTimeout(resolve, SCRIPT_TIMEOUT_MS);
    const done = () => {
      window.clearTimeout(timer);
      resolve();
    };
    script.onload = done;
    script.onerror = done;
    document.head.appendChild(script);
  });
}

function applyViewport(app: TelegramWebApp): void {
  if (app.viewportStableHeight)
    document.documentElement.style.setProperty(
      '--tg-viewport-height',
      `${Math.round(app.viewportStableHeight)}px`,
    );
}

/** Back button: shown on every page but the entry ones, goes back in the app's history. */
function wireBackButton(app: TelegramWebApp): void {
  const back = app.BackButton;
  if (!back) return;
  const entry = window.location.pathname;
  const sync = () =>
    window.location.pathname === entry || window.history.length <= 1 ? back.hide() : back.show();
  back.onClick(() => window.history.back());
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = window.history[method].bind(window.history);
    window.history[method] = (...args: Parameters<History['pushState']>) => {
      original(...args);
      sync();
    };
  }
  window.addEventListener('popstate', sync);
  sync();
}

export async function startTelegramShell(): Promise<void> {
  await loadTelegramScript();
  const app = webApp();
  if (!app) return;
  app.ready?.();
  app.expand?.();
  const root = document.documentElement;
  for (const [name, value] of Object.entries(telegramCssVars(app.themeParams ?? {})))
    root.style.setProperty(name, value);
  root.dataset.channel = 'telegram';
  applyViewport(app);
  app.onEvent?.('viewportChanged', () => applyViewport(app));
  wireBackButton(app);
}
