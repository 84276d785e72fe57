import type { HomeBanner } from '../../../core/contract';

/**
 * SPEC §4 Banner click: title 'ustd' opens the USDT deposit, type banned the download page, type pwa the PWA
 * landing; otherwise the banner's own link, internal (a path) or external (a full URL).
 */
export type BannerTarget =
  { kind: 'route'; to: string } | { kind: 'external'; href: string } | { kind: 'none' };

export function bannerTarget(banner: Pick<HomeBanner, 'title' | 'banner_type' | 'url'>): BannerTarget {
  if (banner.title.trim().toLowerCase() === 'ustd')
    return { kind: 'route', to: '/deposit?rechargeChannel=USDT' };
  if (banner.banner_type === 'banned') return { kind: 'route', to: '/download' };
  if (banner.banner_type === 'pwa') return { kind: 'route', to: '/download-land' };
  const url = banner.url.trim();
  if (url.startsWith('/')) return { kind: 'route', to: url };
  // SPEC §5: a web address must start with http or https; anything else is not followed.
  if (/^https?:\/\//i.test(url)) return { kind: 'external', href: url };
  return { kind: 'none' };
}
