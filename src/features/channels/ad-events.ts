/**
 * Issue #20, SPEC §7 event report: the ad events of a device that landed from an ad (postbacks.ts keeps its
 * pixel): a registration and each paid deposit, once per report id on the server, which queues the postbacks
 * its pixel fires (the engine's postbacks topic). A device without an ad pixel reports nothing.
 */
import { eventReport } from '../../../core/contract/endpoints-channels';
import { quietApi } from '../../platform/api';
import { StorageKey, readStoredJson } from '../../platform/storage';

type Params = Record<string, string | number | boolean | null>;

export function reportAdEvent(event: 'register' | 'purchase', reportId: string, params?: Params): void {
  const pixel = readStoredJson<{ tool?: string; pixel_id?: string }>(StorageKey.adPixel);
  if (!pixel?.tool) return;
  quietApi
    .call(eventReport, {
      report_id: reportId.replace(/[^A-Za-z0-9._:-]/g, '').slice(0, 64),
      event,
      tool: pixel.tool as never,
      ...(pixel.pixel_id ? { pixel_id: pixel.pixel_id } : {}),
      ...(params ? { params } : {}),
    })
    // An ad report the server did not take is not the player's problem; it is not retried.
    .catch(() => undefined);
}
