/** Shows a notification for each push. Subscription, dedupe and reporting come with the push issue. */
import { parsePushPayload } from './push-payload';

declare let self: ServiceWorkerGlobalScope;

function readJson(event: PushEvent): unknown {
  try {
    return event.data?.json();
  } catch {
    return undefined;
  }
}

export function registerPush(): void {
  self.addEventListener('push', (event) => {
    const payload = parsePushPayload(readJson(event));
    if (!payload) return;
    event.waitUntil(
      self.registration.showNotification(payload.title, { body: payload.body, data: { url: payload.url } }),
    );
  });
}
