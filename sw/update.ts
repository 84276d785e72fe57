/**
 * The update flow: a new version waits until the player taps Update (src/app/UpdatePrompt.tsx), which sends
 * SKIP_WAITING; once active it claims the open tabs so they reload onto it.
 */
declare let self: ServiceWorkerGlobalScope;

export function registerUpdate(): void {
  self.addEventListener('message', (event) => {
    if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
  });
  self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
}
