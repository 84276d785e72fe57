/**
 * The install prompt, caught as early as possible (SPEC §4 "Install prompt"): Chromium fires
 * `beforeinstallprompt` once, soon after load, and a page that is not listening then never gets it. This
 * module is tiny and in the main chunk; everything that offers the prompt (src/features/install) is lazy and
 * reads the caught event from here.
 */

export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

type Listener = () => void;

let deferred: InstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<Listener>();
const notify = () => listeners.forEach((l) => l());

/** The caught prompt, or null (not offered by this browser, already used, or the app is installed). */
export const installPrompt = (): InstallPromptEvent | null => deferred;
/** The app was installed from this page (appinstalled, or the player accepted the prompt). */
export const appInstalled = (): boolean => installed;

export function onInstallChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A prompt is single-use: after prompt() the browser fires a new beforeinstallprompt when it may ask again. */
export function takeInstallPrompt(): InstallPromptEvent | null {
  const e = deferred;
  deferred = null;
  notify();
  return e;
}

export function markInstalled(): void {
  installed = true;
  deferred = null;
  notify();
}

export function captureInstallPrompt(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault(); // no mini-infobar: the app offers it in its own bar and popup
    deferred = e as InstallPromptEvent;
    notify();
  });
  target.addEventListener('appinstalled', markInstalled);
}
