/**
 * Shows a notification for each push: title, body, the brand's icon and badge, a tag so repeats replace
 * each other, and the route to open (data.url). Firebase-shaped payloads are read too; an unreadable one
 * still shows a generic notification. A message id seen in the last 10 is not shown twice.
 */
import { fallbackPayload, parsePushPayload, seenBefore, type PushPayload } from './push-payload';

declare let self: ServiceWorkerGlobalScope;

/** Lives as long as this worker does: enough for the duplicates that arrive seconds apart. */
const recent: number[] = [];

function read(event: PushEvent): PushPayload | null {
  let text: string | undefined;
  try {
    text = event.data?.text();
    return parsePushPayload(text ? JSON.parse(text) : undefined) ?? fallbackPayload(text);
  } catch {
    return fallbackPayload(text);
  }
}

export function registerPush(): void {
  self.addEventListener('push', (event) => {
    const payload = read(event);
    if (!payload || seenBefore(recent, payload.messageId)) return;
    const options: NotificationOptions & { renotify?: boolean } = {
      body: payload.body,
      data: { url: payload.url, message_id: payload.messageId },
      ...(payload.tag ? { tag: payload.tag, renotify: true } : {}),
      ...(payload.icon ? { icon: payload.icon } : {}),
      ...(payload.badge ? { badge: payload.badge } : {}),
    };
    event.waitUntil(self.registration.showNotification(payload.title, options));
  });
}
