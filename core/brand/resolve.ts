import {
  CLIENT_BRANDS,
  DEFAULT_BRAND_ID,
  clientBrandByAppKey,
  clientBrandById,
  type ClientBrand,
} from './client-brands';

/**
 * Which brand a request or a page belongs to (SPEC §1: "chosen from the domain, URL parameters, client
 * version prefix or channel"). Order, strongest first:
 * 1. an explicit app key (the Appkey header, or the `app_key` URL parameter) — an operator's native shell or
 *    a test names its brand outright; an unknown key is an error, never silently another brand;
 * 2. the client-version prefix (`cv`, e.g. "MX1.0.0AndroidWeb") — the native shell's build says its brand;
 * 3. the channel prefix (e.g. "mx_tiktok") — a campaign link;
 * 4. the host name (the brand's official domain or one of its other domains, subdomains included);
 * 5. the default brand.
 */
export interface BrandHints {
  appKey?: string | null | undefined;
  cv?: string | null | undefined;
  channel?: string | null | undefined;
  host?: string | null | undefined;
}

export type BrandSource = 'app_key' | 'cv' | 'channel' | 'host' | 'default';

export type BrandResolution =
  | { ok: true; brand: ClientBrand; source: BrandSource }
  | { ok: false; reason: 'unknown_app_key'; appKey: string };

/** Client version string: prefix, then 1.0.0, then a shell suffix (SPEC §9). */
export const CV_SUFFIXES = ['TG', 'iOSLiteWeb', 'AndroidLiteWeb', 'AndroidWeb', 'iOSWeb', 'Web'] as const;
export type CvSuffix = (typeof CV_SUFFIXES)[number];
const CV_PATTERN = /^([A-Za-z]+)\d+\.\d+\.\d+/;

export function cvPrefixOf(cv: string): string | undefined {
  return CV_PATTERN.exec(cv)?.[1]?.toUpperCase();
}

export function hostOnly(host: string): string {
  return host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}

function byHost(host: string): ClientBrand | undefined {
  const h = hostOnly(host);
  return CLIENT_BRANDS.find((b) => b.domains.some((d) => h === d || h.endsWith(`.${d}`)));
}

export function resolveBrand(hints: BrandHints): BrandResolution {
  const appKey = hints.appKey?.trim();
  if (appKey) {
    const brand = clientBrandByAppKey(appKey) ?? clientBrandById(appKey);
    return brand ? { ok: true, brand, source: 'app_key' } : { ok: false, reason: 'unknown_app_key', appKey };
  }
  const prefix = hints.cv ? cvPrefixOf(hints.cv) : undefined;
  const fromCv = prefix ? CLIENT_BRANDS.find((b) => b.cvPrefix === prefix) : undefined;
  if (fromCv) return { ok: true, brand: fromCv, source: 'cv' };
  const channel = hints.channel?.trim().toLowerCase();
  const fromChannel = channel ? CLIENT_BRANDS.find((b) => channel.startsWith(b.channelPrefix)) : undefined;
  if (fromChannel) return { ok: true, brand: fromChannel, source: 'channel' };
  const fromHost = hints.host ? byHost(hints.host) : undefined;
  if (fromHost) return { ok: true, brand: fromHost, source: 'host' };
  return { ok: true, brand: clientBrandById(DEFAULT_BRAND_ID)!, source: 'default' };
}

/** Tourist mode is detected from a channel prefix (SPEC §6): `<brand prefix>tourist...`. */
export function isTouristChannel(channel: string | null | undefined): boolean {
  const c = channel?.toLowerCase() ?? '';
  return CLIENT_BRANDS.some((b) => c.startsWith(`${b.channelPrefix}tourist`));
}
