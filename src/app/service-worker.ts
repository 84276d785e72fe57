import { create } from 'zustand';

/**
 * The service worker's code (workbox-window, the bridge, the update prompt) is a lazy chunk, loaded and
 * registered a few seconds after the page has loaded: the worker's precache downloads every chunk and
 * catalog, and on a slow phone network that must not compete with the first screen (DESIGN.md §8 budget).
 */
export const SW_REGISTER_DELAY_MS = 5_000;

export const useServiceWorkerLoaded = create<boolean>(() => false);

export function registerServiceWorkerLater(): void {
  const go = () => {
    window.setTimeout(() => {
      void import('../platform/sw-bridge').then(({ registerServiceWorker }) => {
        registerServiceWorker();
        useServiceWorkerLoaded.setState(true, true);
      });
    }, SW_REGISTER_DELAY_MS);
  };
  if (document.readyState === 'complete') go();
  else window.addEventListener('load', go, { once: true });
}
