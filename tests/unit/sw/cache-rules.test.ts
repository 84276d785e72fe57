import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../core/contract/endpoints';
import {
  cachePolicy,
  configCacheKey,
  isCacheableEnvelope,
  isNavigationAllowed,
} from '../../../sw/cache-rules';

const ORIGIN = 'https://play.example.test';
const policy = (path: string, method = 'GET', origin = ORIGIN) =>
  cachePolicy(new URL(path, origin), method, ORIGIN);

describe('what the service worker caches', () => {
  it('serves every config call of SPEC §7 stale-while-revalidate', () => {
    for (const e of [
      endpoints.bannerIndex,
      endpoints.iconIndex,
      endpoints.popupIndex,
      endpoints.tabIndex,
      endpoints.confLogo,
      endpoints.confAzTab,
      endpoints.confAzKeyword,
      endpoints.pwaManifest,
      endpoints.pwaIndex,
    ]) {
      expect(policy(`${e.path}?lca_lang=en&ts=1`), e.path).toBe('config');
    }
  });

  it('asks the network first for the global status, so maintenance is seen on the next poll', () => {
    expect(policy('/api/v1/conf/global?lca_lang=en&ts=1')).toBe('config-fresh');
  });

  it('matches config calls on the API host too (dynconfig api_host)', () => {
    expect(policy('/api/piranha/v1/conf/logo', 'GET', 'https://api.other.test')).toBe('config');
  });

  it('never caches account, wallet, bet or any other API answer', () => {
    for (const path of [
      '/api/user/account/info/query',
      '/api/piranha/finance/user/balance/get',
      '/api/piranha/order/bet/list',
      '/api/piranha/v1/match/list/get?tab_key=soccer',
      '/api/piranha/v1/match/home/tab_list',
      '/api/piranha/area/check',
    ]) {
      expect(policy(path), path).toBe('network-only');
    }
  });

  it('leaves POSTs alone, even to a config path (bets and payments go straight to the server)', () => {
    expect(policy('/api/piranha/v1/order/bet/singlePass', 'POST')).toBe('none');
    expect(policy(endpoints.dynConfig.path, 'POST')).toBe('none');
    expect(policy(endpoints.confLogo.path, 'POST')).toBe('none');
  });

  it('caches our images cache-first and the brand manifest stale-while-revalidate', () => {
    expect(policy('/img/teams/12.svg')).toBe('image');
    expect(policy('/brand/br/logo.svg')).toBe('image');
    expect(policy('/icons/icon-192.png')).toBe('image');
    expect(policy('/manifest.webmanifest')).toBe('manifest');
    expect(policy('/img/teams/12.svg', 'GET', 'https://cdn.other.test')).toBe('none');
  });

  it('caches the language catalogs a device uses (not precached), cache-first', () => {
    expect(policy('/assets/locales/pt-BR-Ab12Cd.js')).toBe('locale');
    expect(policy('/assets/locales/index-en-Zz9.js')).toBe('locale');
    expect(policy('/assets/locales/pt-BR-Ab12Cd.js', 'GET', 'https://cdn.other.test')).toBe('none');
  });

  it('leaves the shell and app routes to the precache', () => {
    expect(policy('/assets/index-abc.js')).toBe('none');
    expect(policy('/sport')).toBe('none');
  });
});

describe('config cache key', () => {
  it('ignores the timestamp, device, user and session params so repeated calls hit', () => {
    const a = configCacheKey(new URL(`${ORIGIN}/api/v1/conf/global?ts=1&smid=d1&uid=7&sid=s&lca_lang=en`));
    const b = configCacheKey(new URL(`${ORIGIN}/api/v1/conf/global?lca_lang=en&ts=999&uid=8&p=x`));
    expect(a).toBe(b);
    expect(a).toBe(`${ORIGIN}/api/v1/conf/global?lca_lang=en`);
  });

  it('keeps what changes the answer: language, currency, country, and the call’s own params', () => {
    const key = (q: string) => configCacheKey(new URL(`${ORIGIN}/api/piranha/v1/banner/index?${q}`));
    expect(key('lca_lang=en')).not.toBe(key('lca_lang=pt-BR'));
    expect(key('currency=BRL')).not.toBe(key('currency=MXN'));
    expect(key('source=h5&lca_coun=BR')).toBe(`${ORIGIN}/api/piranha/v1/banner/index?lca_coun=BR&source=h5`);
  });

  it('does not depend on parameter order', () => {
    expect(configCacheKey(new URL(`${ORIGIN}/x?b=2&a=1`))).toBe(
      configCacheKey(new URL(`${ORIGIN}/x?a=1&b=2`)),
    );
  });

  it('separates brands sharing a host by the Appkey header', () => {
    const url = new URL(`${ORIGIN}/api/piranha/v1/conf/logo?lca_lang=en`);
    expect(configCacheKey(url, 'br')).not.toBe(configCacheKey(url, 'mx'));
    expect(configCacheKey(url, 'br')).toBe(`${ORIGIN}/api/piranha/v1/conf/logo?app_key=br&lca_lang=en`);
  });

  it('stores only successful envelopes', () => {
    expect(isCacheableEnvelope({ data: {}, dm_error: 0, error_msg: '' })).toBe(true);
    expect(isCacheableEnvelope({ data: null, dm_error: 1500, error_msg: 'busy' })).toBe(false);
    expect(isCacheableEnvelope('<html>')).toBe(false);
  });
});

describe('navigation fallback to the shell', () => {
  it('serves app routes from the precached index.html', () => {
    for (const path of ['/', '/sport', '/home/game', '/wallet/deposit', '/error']) {
      expect(isNavigationAllowed(path), path).toBe(true);
    }
  });

  it('lets API, outer pages and the manifest reach the server', () => {
    for (const path of ['/api/v1/conf/global', '/outer/error_feedback/index.html', '/manifest.webmanifest']) {
      expect(isNavigationAllowed(path), path).toBe(false);
    }
  });
});
