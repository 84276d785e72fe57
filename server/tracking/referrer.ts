/**
 * Pure rules of the referrer check (SPEC §7 referrerCheck): what an install referrer says about the campaign.
 * An install referrer is a query string (`utm_source=...&utm_campaign=...`) or a URL carrying one; an APK
 * referrer is the same, set by the download link.
 */
const ORGANIC_SOURCES = new Set(['', 'google-play', 'official', 'organic', '(not set)', 'not set']);

function referrerParams(referrer: string | undefined): URLSearchParams {
  const raw = (referrer ?? '').trim();
  if (!raw) return new URLSearchParams();
  const query = raw.includes('?') ? raw.slice(raw.indexOf('?') + 1) : raw;
  try {
    return new URLSearchParams(decodeURIComponent(query).includes('=') ? decodeURIComponent(query) : query);
  } catch {
    return new URLSearchParams(query);
  }
}

export interface ReferrerFacts {
  utmCampaign: string;
  utmSource: string;
  /** No ad campaign: organic store install or the official download. */
  official: boolean;
}

/** The install referrer wins over the APK referrer when both name a campaign. */
export function readReferrer(installReferrer?: string, apkReferrer?: string): ReferrerFacts {
  const a = referrerParams(installReferrer);
  const b = referrerParams(apkReferrer);
  const pick = (key: string) => (a.get(key) || b.get(key) || '').trim().slice(0, 128);
  const utmCampaign = pick('utm_campaign');
  const utmSource = pick('utm_source');
  const medium = pick('utm_medium').toLowerCase();
  const official =
    utmCampaign === '' &&
    ORGANIC_SOURCES.has(utmSource.toLowerCase()) &&
    (medium === '' || medium === 'organic');
  return { utmCampaign, utmSource, official };
}

/** SPEC §7: postbacks are polled every 10 s by default; sooner when a full page says more are waiting. */
export const POSTBACK_DEFAULT_INTERVAL_S = 10;
export const POSTBACK_BUSY_INTERVAL_S = 1;
export const POSTBACK_PAGE_SIZE = 20;
