/**
 * The Web Push channel (RFC 8030 delivery, RFC 8291 encryption, RFC 8292 VAPID), the default sender: it
 * talks to whatever push service the browser subscribed with (Chrome's, Firefox's, Safari's, or in tests
 * a local fake push service). Only endpoints of known push services are accepted at registration
 * (config.ts), so this never posts to an address a client chose freely.
 *
 * The `web-push` library encrypts the payload (aes128gcm) and signs the VAPID header
 * (`generateRequestDetails`); the request itself goes through `fetch` here, with a time-out, so the queue
 * (queue.ts) reads every answer the same way: sent, gone (404/410), retry (429, 5xx, network) or failed.
 */
import webpush from 'web-push';
import type { BrandConfig } from '../../core/brand/brands';
import { brandById } from '../../core/brand/brands';
import {
  outcomeOfStatus,
  type PushAdapter,
  type PushPayload,
  type PushTarget,
  type SendOutcome,
} from './adapter';
import type { VapidKeys } from './vapid-keys';

/** How long a push service keeps an undelivered message (seconds): a day, then it is stale news. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;

export interface WebPushOptions {
  keysFor(brandId: string): Promise<VapidKeys>;
  /** RFC 8292 `sub`: a contact for the push service's operator. */
  subjectFor?(brand: BrandConfig): string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** RFC 8030 Topic: at most 32 base64url characters; a message with the same topic replaces a queued one. */
export const topicOf = (tag: string): string => tag.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 32);

export function createWebPushAdapter(options: WebPushOptions): PushAdapter {
  const doFetch = options.fetch ?? fetch;
  return {
    async send(target: PushTarget, payload: PushPayload): Promise<SendOutcome> {
      if (!target.p256dh || !target.auth) return { kind: 'failed', error: 'subscription has no keys' };
      const brand = brandById(target.brandId);
      const keys = await options.keysFor(target.brandId);
      const subject = brand
        ? (options.subjectFor?.(brand) ?? `mailto:${brand.supportEmail}`)
        : 'mailto:push@localhost';
      let request: ReturnType<typeof webpush.generateRequestDetails>;
      try {
        request = webpush.generateRequestDetails(
          { endpoint: target.token, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(payload),
          {
            vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
            TTL: PUSH_TTL_SECONDS,
            urgency: 'normal',
            topic: topicOf(payload.tag),
            contentEncoding: 'aes128gcm',
          },
        );
      } catch (err) {
        // Keys the library cannot use, or a payload too large for one record: sending again will not help.
        return { kind: 'failed', error: (err as Error).message };
      }
      try {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(request.headers)) headers[name] = String(value);
        const res = await doFetch(request.endpoint, {
          method: request.method,
          headers,
          body: request.body ? new Uint8Array(request.body) : null,
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
        const text = await res.text().catch(() => '');
        return outcomeOfStatus(res.status, text, res.headers.get('retry-after'));
      } catch (err) {
        return { kind: 'retry', error: `network: ${(err as Error).message}` };
      }
    },
  };
}
