import { sanitizeParams } from '../../../core/params/sanitize';
import { useBrand } from '../../app/stores/brand';
import { addedParams } from '../../platform/api';
import { apiBaseUrl } from '../../platform/api-host';

/**
 * A call's URL for sendBeacon, which cannot set headers: the added parameters (SPEC §7) and the brand's
 * app_key travel in the query string, where the server reads them too (server/http/context.ts brandOf).
 */
export function beaconUrl(path: string, base: string = apiBaseUrl()): string {
  const query = new URLSearchParams({
    ...sanitizeParams({ ...addedParams() }),
    app_key: useBrand.getState().brand.appKey,
    ts: String(Date.now()),
  });
  return `${base}${path}?${query.toString()}`;
}

/** Sends a JSON body with sendBeacon (survives the page hiding), else a keepalive fetch. */
export function sendJsonBeacon(url: string, body: unknown): boolean {
  const json = JSON.stringify(body);
  if (typeof navigator.sendBeacon === 'function') {
    try {
      if (navigator.sendBeacon(url, new Blob([json], { type: 'application/json' }))) return true;
    } catch {
      // A beacon refused (too big, bad URL): the fetch below tries once.
    }
  }
  void fetch(url, {
    method: 'POST',
    body: json,
    keepalive: true,
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
  }).catch(() => undefined);
  return false;
}
