import { endpoints } from '../../../core/contract/endpoints';
import { fromServerInfo, isLoggedIn, useSession } from '../../app/stores/session';
import { navigateTo } from '../../platform/navigation';
import { StorageKey, readStored } from '../../platform/storage';
import { accountApi, afterLoginTarget, completeLogin } from './account-api';
import { withSignUpFields } from './sign-up-fields';

/**
 * SPEC §4 Telegram mini app: the page opened inside Telegram gets signed init data (the URL hash's
 * tgWebAppData, or Telegram.WebApp.initData once Telegram's script ran). A logged-in player binds their
 * Telegram account; anyone else is logged in with it, unless they logged out on purpose (their choice
 * stands until they log in again some other way).
 */
export function telegramInitData(
  hash: string = window.location.hash,
  webApp: { initData?: string } | undefined = (window as { Telegram?: { WebApp?: { initData?: string } } })
    .Telegram?.WebApp,
): string | null {
  const fromHash = new URLSearchParams(hash.replace(/^#/, '')).get('tgWebAppData');
  return fromHash || webApp?.initData || null;
}

export type TelegramOutcome = 'bound' | 'logged-in' | 'skipped-logged-out' | 'failed';

export async function telegramLaunch(initData: string): Promise<TelegramOutcome> {
  try {
    if (isLoggedIn(useSession.getState())) {
      const info = await accountApi.call(endpoints.tgMiniAppBind, { init_data: initData }, { retries: 0 });
      useSession.getState().setUser(fromServerInfo(info));
      return 'bound';
    }
    if (readStored(StorageKey.loggedOut) === '1') return 'skipped-logged-out';
    completeLogin(
      await withSignUpFields((fields) =>
        accountApi.call(endpoints.tgMiniAppLogin, { init_data: initData, ...fields }, { retries: 0 }),
      ),
    );
    const target = afterLoginTarget(null);
    if (target) navigateTo(target, { replace: true });
    return 'logged-in';
  } catch {
    // SPEC §8 login bind failure: the player stays as they were (visitor or logged in) and can log in by hand.
    return 'failed';
  }
}
