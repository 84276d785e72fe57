import * as endpoints from '../../../core/contract/endpoints-core';
import { brgProfile } from '../../../core/contract/endpoints-bridge';
import { useBrand } from '../../app/stores/brand';
import { fromServerInfo, isLoggedIn, useSession } from '../../app/stores/session';
import { quietApi } from '../../platform/api';
import { isNativeApp, resolveDeviceId } from '../../platform/device';
import { scheduleRedirectClear } from './redirect-path';
import { withCatalogs } from '../../app/i18n';

/**
 * The session at boot (src/app/main.tsx calls this once): the device id (the native shell's, with the 7 s
 * fallback), the stored login info checked against the server (info/query: the cookie may have expired or
 * been revoked elsewhere; a 604 there takes the SPEC §4 expiry path), the sid renewed, a stale redirect
 * path cleared, and the Telegram mini-app login.
 */
export async function startSession(): Promise<void> {
  const device = resolveDeviceId().then((id) => useSession.getState().setSmid(id));
  // Inside the shell the session belongs to the shell's device id: wait for it (at most 7 s).
  if (isNativeApp()) await device;
  scheduleRedirectClear();
  if (isLoggedIn(useSession.getState())) await hydrate();
  // The Telegram code is its own chunk, fetched only inside Telegram.
  const tg = (window as { Telegram?: { WebApp?: { initData?: string } } }).Telegram?.WebApp?.initData;
  if (tg || window.location.hash.includes('tgWebAppData=')) {
    const [{ telegramInitData, telegramLaunch }, { startTelegramShell }] = await Promise.all([
      withCatalogs(['account'], () => import('./telegram'))(),
      import('../channels/telegram-shell'),
    ]);
    // Telegram's script and chrome first (theme, back button, viewport; channels/telegram-shell.ts).
    await startTelegramShell();
    const initData = telegramInitData();
    if (initData) await telegramLaunch(initData);
  }
}

/**
 * SPEC §2 Home header, §6: a Brazil bridge user (user/brg/profile/get) gets the balance total and a button
 * back to the partner's client instead of the header's options (HomeHeader reads user.bridge).
 */
async function bridgeMode(): Promise<void> {
  try {
    const profile = await quietApi.call(brgProfile, {}, { retries: 0 });
    const user = useSession.getState().user;
    if (!user) return;
    const backUrl = /^https?:\/\//.test(profile.back_url) ? profile.back_url : '';
    if (profile.is_bridge && backUrl) useSession.getState().setUser({ ...user, bridge: { backUrl } });
    else if (user.bridge) useSession.getState().setUser({ ...user, bridge: undefined });
  } catch {
    // Not a bridge user as far as this visit knows: the usual header.
  }
}

async function hydrate(): Promise<void> {
  try {
    const info = await quietApi.call(endpoints.accountInfo, {}, { retries: 1 });
    if (!info.uid) return useSession.getState().clear();
    useSession.getState().setUser(fromServerInfo(info));
    const renewal = await quietApi.call(endpoints.sessionRenewal, {}, { retries: 0 });
    const user = useSession.getState().user;
    if (renewal.valid && user) useSession.getState().setUser({ ...user, sid: renewal.sid });
    if (useBrand.getState().brand.country === 'BR') await bridgeMode();
  } catch {
    // 604 is handled by the api module (expired marker, login page); a network failure keeps the stored
    // info until the next call tells more.
  }
}
