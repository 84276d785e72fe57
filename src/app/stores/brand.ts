import { create } from 'zustand';
import { resolveBrand, isTouristChannel, type BrandSource } from '../../../core/brand/resolve';
import { clientBrandById, DEFAULT_BRAND_ID, type ClientBrand } from '../../../core/brand/client-brands';
import { clientVersion, shellSuffix } from '../../../core/session/client-version';
import { shellFacts } from '../../platform/shell-facts';
import { StorageKey, readStored, setStorageBrand, writeStored } from '../../platform/storage';

/**
 * The brand this page serves, resolved once at boot (SPEC §1): app_key / cv / channel URL parameters, then
 * the host. An app_key given once in a URL is remembered, so the next visit without it stays on that brand.
 */
export interface BrandState {
  brand: ClientBrand;
  source: BrandSource;
  /** The client version sent as `cv` (SPEC §9: prefix + 1.0.0 + suffix). */
  cv: string;
  channel: string | null;
  /** The `p` (platform) URL parameter of native shells; a 604 with it set does not log out (SPEC §4). */
  platform: string | null;
  tourist: boolean;
}

export function resolveBrandState(location: Pick<Location, 'host' | 'search'>): BrandState {
  const query = new URLSearchParams(location.search);
  const urlKey = query.get('app_key');
  const appKey = urlKey || readStored(StorageKey.appKey);
  const cvParam = query.get('cv');
  const channel = query.get('channel');
  let resolution = resolveBrand({ appKey, cv: cvParam, channel, host: location.host });
  if (!resolution.ok) {
    // A stale or mistyped key must not lock the player out: forget it and resolve without it.
    writeStored(StorageKey.appKey, null);
    resolution = resolveBrand({ cv: cvParam, channel, host: location.host });
  } else if (urlKey) {
    writeStored(StorageKey.appKey, urlKey);
  }
  const brand = resolution.ok ? resolution.brand : clientBrandById(DEFAULT_BRAND_ID)!;
  // From here on, a brand's own values (login, language, settings) are read and written under this brand.
  setStorageBrand(brand.id);
  return {
    brand,
    source: resolution.ok ? resolution.source : 'default',
    // SPEC §9: the shell the page runs in (installed, web clip, Telegram, native) is the version's suffix.
    cv: cvParam || clientVersion({ prefix: brand.cvPrefix, shell: shellSuffix(shellFacts()) }),
    channel,
    platform: query.get('p'),
    tourist: isTouristChannel(channel),
  };
}

export const useBrand = create<BrandState>(() => resolveBrandState(window.location));
