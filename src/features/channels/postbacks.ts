/**
 * Issue #20, SPEC §7 referrer env report and postbacks: a device that landed from an ad (the landing URL names
 * a pixel: `pixel_id` with `pixel_tool`, or a click id the tool's ads add: fbclid, ttclid, gclid) reports that
 * ad environment once, then fires the postbacks the server queues for it (a registration, a first deposit)
 * through the pixel's own page function when the operator put the pixel on the page (fbq, ttq, gtag, kwaiq).
 * The app loads no pixel script itself: no third-party host is called unless the operator configured one.
 * The postbacks come from the engine's postbacks topic (workers/engine/channel-topics.ts); the page never polls.
 */
import * as endpoints from '../../../core/contract/endpoints-channels';
import { PIXEL_TOOLS } from '../../../core/contract/schemas/tracking';
import type { PixelTool, PostbackFeed } from '../../../workers/topics';
import { quietApi } from '../../platform/api';
import { watchTopic } from '../../platform/engine-bridge';
import { StorageKey, readStored, readStoredJson, writeStored } from '../../platform/storage';

export interface AdPixel {
  tool: PixelTool;
  pixel_id: string;
  click_id?: string;
}

const CLICK_IDS: readonly [string, PixelTool][] = [
  ['fbclid', 'facebook'],
  ['ttclid', 'tiktok'],
  ['gclid', 'google'],
];
const isTool = (v: string | null): v is PixelTool => (PIXEL_TOOLS as readonly string[]).includes(v ?? '');
const clean = (v: string | null, max: number) => (v ?? '').replace(/[^A-Za-z0-9._:-]/g, '').slice(0, max);

/** The pixel a landing URL names, if any. */
export function pixelFromUrl(url: URL): AdPixel | null {
  const q = url.searchParams;
  const named = q.get('pixel_tool');
  const pixelId = clean(q.get('pixel_id'), 64);
  const click = CLICK_IDS.find(([key]) => q.get(key));
  const tool = isTool(named) ? named : click?.[1];
  if (!tool || (!pixelId && !click)) return null;
  return {
    tool,
    pixel_id: pixelId,
    ...(click ? { click_id: clean(q.get(click[0]), 512) } : {}),
  };
}

type Fire = (pixel: AdPixel, event: PostbackFeed['events'][number]) => void;

/** Sends one postback through the operator's pixel function on the page, when it is there. */
export const firePixel: Fire = (pixel, e) => {
  const w = window as unknown as Record<string, unknown>;
  const params = e.params;
  const id = e.pixel_id || pixel.pixel_id;
  if (pixel.tool === 'facebook' && typeof w.fbq === 'function')
    (w.fbq as (...a: unknown[]) => void)('trackSingle', id, e.event, params, { eventID: `pb-${e.id}` });
  else if (pixel.tool === 'tiktok' && w.ttq && typeof (w.ttq as { track?: unknown }).track === 'function')
    (w.ttq as { track(ev: string, p: unknown, o: unknown): void }).track(e.event, params, {
      event_id: `pb-${e.id}`,
    });
  else if (pixel.tool === 'google' && typeof w.gtag === 'function')
    (w.gtag as (...a: unknown[]) => void)('event', e.event, { ...params, send_to: id });
  else if (pixel.tool === 'kwai' && w.kwaiq && typeof (w.kwaiq as { track?: unknown }).track === 'function')
    (w.kwaiq as { track(ev: string, p: unknown): void }).track(e.event, params);
};

/**
 * Starts the device's postbacks: remembers the landing's pixel, reports its ad environment once per pixel,
 * and fires each queued postback once (the last fired id is kept across launches). Returns the stop.
 */
export function startPostbacks(
  location: URL = new URL(window.location.href),
  fire: Fire = firePixel,
): () => void {
  const landed = pixelFromUrl(location);
  if (landed) writeStored(StorageKey.adPixel, JSON.stringify(landed));
  const pixel = landed ?? readStoredJson<AdPixel>(StorageKey.adPixel);
  if (!pixel || !isTool(pixel.tool)) return () => undefined;
  if (landed) {
    // Once per report id on the server (SPEC §4 "reported only once per identical report id").
    const reportId = `env:${pixel.tool}:${pixel.pixel_id || pixel.click_id || 'ad'}`.slice(0, 64);
    quietApi
      .call(endpoints.referrerEnvReport, {
        report_id: reportId,
        tool: pixel.tool,
        ...(pixel.pixel_id ? { pixel_id: pixel.pixel_id } : {}),
        ...(pixel.click_id ? { click_id: pixel.click_id } : {}),
        landing_url: `${location.origin}${location.pathname}`,
      })
      .catch(() => undefined); // sent again on the next landing with this pixel
  }
  return watchTopic('postbacks', { tool: pixel.tool }, (state) => {
    const events = state.data?.events ?? [];
    let last = Number(readStored(StorageKey.postbackFired) ?? 0);
    for (const e of events) {
      const id = Number(e.id);
      if (!(id > last)) continue; // fired in an earlier launch
      fire(pixel, e);
      last = id;
    }
    writeStored(StorageKey.postbackFired, String(last));
  });
}
