import { t } from '@lingui/core/macro';
import { createApiClient } from '../../core/api/client';
import { toastText } from '../../core/api/messages';
import type { AddedParams, ApiClient, ApiClientOptions, ApiErrorInfo, FetchLike } from '../../core/api/types';
import * as endpoints from '../../core/contract/endpoints-core';
import { BONUS_MAX_STAKE_EXCEEDED, INSUFFICIENT_BALANCE } from '../../core/contract/shell-errors';
import { ReportThrottle, fingerprint } from '../../core/report/throttle';
import { isGrayRelease } from '../../core/session/user';
import { useBrand } from '../app/stores/brand';
import { useSession } from '../app/stores/session';
import { useSettings } from '../app/stores/settings';
import { showToast } from '../ui/toast';
import { apiBaseUrl } from './api-host';
import { isNativeApp } from './device';
import { currentPath, depositPath, navigateTo } from './navigation';
import { StorageKey, readStored, writeStored } from './storage';

/**
 * The page's API client (TEAM.md "Page API instance"): core's client with the browser's fetch and timers,
 * the added parameters read from the stores on every call, and SPEC §8's reactions to failures:
 * 604 ends the session and opens the login page, 403 opens /forbidden (not inside the native app), any other
 * failure shows a toast, and a non-zero dm_error is reported (throttled; never the report call itself).
 */

/** The added parameters of SPEC §7, from the stores as they are at call time. */
export function addedParams(): AddedParams {
  const { smid, user } = useSession.getState();
  const { brand, cv, platform } = useBrand.getState();
  const { locale, currency } = useSettings.getState();
  return {
    smid,
    uid: user?.uid ?? null,
    sid: user?.sid ?? null,
    lca_coun: readStored(StorageKey.country) ?? (brand.country || null),
    currency: currency ?? brand.currency,
    lca_lang: locale,
    cv,
    p: platform,
  };
}

/** SPEC §4 Session: what a 604 does. */
export function handleExpired(): void {
  const { user } = useSession.getState();
  const { platform, tourist } = useBrand.getState();
  if (!user || platform || tourist) return;
  writeStored(StorageKey.expired, '1');
  useSession.getState().clear();
  navigateTo(`/loginb?expired=true&back_url=${encodeURIComponent(currentPath())}`, { replace: true });
}

/** SPEC §4 Area check / §8: 403 leads to /forbidden unless the page runs inside the native app. */
export function handleForbidden(): void {
  if (isNativeApp()) return;
  if (window.location.pathname !== '/forbidden') navigateTo('/forbidden', { replace: true });
}

/**
 * SPEC §4 "Error handler", §5, §6: errors are reported only by gray-release devices (device id ending in 0-2,
 * not inside the native shell) or in development.
 */
export function errorReportingActive(): boolean {
  return import.meta.env.DEV || isGrayRelease(useSession.getState().smid, isNativeApp());
}

/** One throttle for the whole page (SPEC §9 rate limits), shared by every client instance. */
const pageThrottle = new ReportThrottle(() => Date.now());

function reportError(client: ApiClient, throttle: ReportThrottle, info: ApiErrorInfo): void {
  if (!throttle.allow(fingerprint(`${info.method} ${info.path} ${info.dm_error}`))) return;
  const host = apiBaseUrl() || window.location.host;
  client
    .call(
      endpoints.errorReport,
      {
        host: host.replace(/^https?:\/\//, '').slice(0, 253),
        method: info.method,
        uri: info.path.slice(0, 512),
        ...(info.query ? { query: info.query.slice(0, 2048) } : {}),
        ...(info.body ? { body: info.body.slice(0, 2048) } : {}),
        http_status: info.status,
        dm_error: info.dm_error,
        error_msg: info.error_msg.slice(0, 512),
        event_time: Date.now(),
        cost: Math.max(0, Math.round(info.cost)),
      },
      { retries: 0 },
    )
    // A report that cannot be sent is dropped: reporting must not create more failures for the player.
    .catch(() => undefined);
}

export interface PageApiOptions {
  fetch?: FetchLike;
  /** false for background calls whose failure the player did not cause and cannot act on. */
  toast?: boolean;
  throttle?: ReportThrottle;
  /** Whether failures are reported (default: errorReportingActive). */
  reportActive?: () => boolean;
}

export function createPageApi({
  fetch: fetchImpl,
  toast = true,
  throttle = pageThrottle,
  reportActive = errorReportingActive,
}: PageApiOptions = {}): ApiClient {
  const doFetch: FetchLike = fetchImpl ?? ((url, init) => window.fetch(url, init as RequestInit));
  const onError: ApiClientOptions['onError'] = (info) => {
    if (info.kind === 'expired') handleExpired();
    else if (info.kind === 'forbidden') handleForbidden();
    else if (toast && info.dm_error === BONUS_MAX_STAKE_EXCEEDED)
      // A game room's stake over the active bonus's maximum: in the player's language, with the way to it.
      showToast(
        t`This stake is over the maximum stake of your active bonus. Lower it and try again.`,
        'error',
        {
          label: t`My bonuses`,
          to: '/bonus',
        },
      );
    else if (toast)
      showToast(
        toastText(info, t`The interface responds abnormally, please contact the administrator`),
        'error',
        // A refusal for balance (a game's bet, a paid action) offers the deposit that comes back here.
        info.dm_error === INSUFFICIENT_BALANCE ? { label: t`Deposit`, to: depositPath() } : undefined,
      );
    // SPEC §8: every failed call is reported (never the report call itself: core's client skips it).
    if (reportActive()) reportError(client, throttle, info);
  };
  const client = createApiClient({
    baseUrl: apiBaseUrl,
    fetch: doFetch,
    sleep: (ms) => new Promise((resolve) => window.setTimeout(resolve, ms)),
    setTimer: (fn, ms) => {
      const id = window.setTimeout(fn, ms);
      return () => window.clearTimeout(id);
    },
    newAbortController: () => new AbortController(),
    now: () => Date.now(),
    params: addedParams,
    appKey: () => useBrand.getState().brand.appKey,
    appName: () => useBrand.getState().brand.name,
    onError,
  });
  return client;
}

/** For calls the player made: failures show a toast. */
export const api = createPageApi();
/** For background calls (dynamic host, area check, crash reports): failures are handled, not toasted. */
export const quietApi = createPageApi({ toast: false });
