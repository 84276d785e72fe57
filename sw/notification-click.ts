/**
 * Tapping a notification opens its route: in an open tab of the app when there is one (navigated there and
 * focused), otherwise in a new window.
 */
import { notificationTarget } from './push-payload';

declare let self: ServiceWorkerGlobalScope;

async function open(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const client = windows.find((c) => new URL(c.url).origin === self.location.origin);
  if (client) {
    try {
      // navigate() works only on a client this worker controls; an uncontrolled tab falls through to a new window.
      const navigated = await client.navigate(url);
      await (navigated ?? client).focus();
      return;
    } catch {
      // fall through
    }
  }
  await self.clients.openWindow(url);
}

export function registerNotificationClick(): void {
  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as { url?: unknown } | null;
    event.waitUntil(open(notificationTarget(data?.url, self.location.origin)));
  });
}
