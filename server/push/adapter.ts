/**
 * What a push channel does with one message for one subscription, and what the queue does with the answer:
 * `sent`; `gone` (the push service says the subscription no longer exists: 404/410, FCM UNREGISTERED), the
 * subscription is deleted; `retry` (429, 5xx, network), tried again with back-off; `failed`, given up.
 */
export interface PushTarget {
  brandId: string;
  pushType: 'fcm' | 'webpush';
  /** FCM registration token, or the Web Push endpoint. */
  token: string;
  p256dh: string | null;
  auth: string | null;
}

/** The notification the service worker shows (sw/push-payload.ts reads the same fields). */
export interface PushPayload {
  title: string;
  body: string;
  /** The app route a tap opens. */
  url: string;
  /** Repeats with the same tag replace each other on the device. */
  tag: string;
  icon: string;
  badge: string;
  message_id: number;
}

export type SendOutcome =
  | { kind: 'sent' }
  | { kind: 'gone'; error: string }
  | { kind: 'retry'; error: string; retryAfterMs?: number }
  | { kind: 'failed'; error: string };

export interface PushAdapter {
  send(target: PushTarget, payload: PushPayload, nowMs: number): Promise<SendOutcome>;
}

/** The common answer codes of push services (Web Push RFC 8030 and FCM HTTP v1 alike). */
export function outcomeOfStatus(status: number, text: string, retryAfter: string | null): SendOutcome {
  if (status >= 200 && status < 300) return { kind: 'sent' };
  const error = `HTTP ${status}: ${text.slice(0, 200)}`;
  if (status === 404 || status === 410) return { kind: 'gone', error };
  if (status === 429 || status >= 500) {
    const seconds = retryAfter !== null ? Number(retryAfter) : NaN;
    return Number.isFinite(seconds) && seconds >= 0
      ? { kind: 'retry', error, retryAfterMs: Math.min(seconds, 3600) * 1000 }
      : { kind: 'retry', error };
  }
  return { kind: 'failed', error };
}
