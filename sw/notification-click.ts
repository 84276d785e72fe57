/**
 * Tapping a notification opens its route (SPEC push tap-through: bet settled -> /bet-record, deposit ->
 * /deposit-result, message -> /message-detail), same origin only: an open tab of the app is focused and
 * navigated there; with none open, a new window opens on it.
 */
import { notificationTarget } from './push-payload';

declare let self: ServiceWorkerGlobalScope;

export async function openRoute(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const ours = windows.filter((c) => new URL(c.url).origin === self.location.origin);
  // The focused tab first, then the most recent one.
  const client = ours.find((c) => c.focused) ?? ours[0];
  if (client) {
    try {
      // navigate() works only on a tab this worker controls; an uncontrolled one falls through to a new window.
      const navigated = await client.navigate(url);
      // Focusing may be refused (no user activation, e.g. a click made by a test); the navigation stands.
      await (navigated ?? client).focus().catch(() => undefined);
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
    const done = openRoute(notificationTarget(data?.url, self.location.origin));
    try {
      event.waitUntil(done);
    } catch {
      // An event made by a test (dispatchEvent) is not extendable once dispatched; the work still runs.
    }
  });
}
