import { create } from 'zustand';
import { isLoggedIn, useSession } from '../../app/stores/session';
import { isNativeApp, postNative } from '../../platform/device';
import { navigateTo } from '../../platform/navigation';
import { storeRedirect } from './redirect-path';

/**
 * SPEC §2 Login navigation: a login-gated action (deposit, bet, favourites, bonus) asks here first. The result
 * says what happened: `keep` (already logged in: go on), `modal` (the login modal opened over the page), `h5`
 * (the /loginb page opened), `app` (the native shell was asked to show its own login).
 */
export type LoginNavResult = 'keep' | 'modal' | 'h5' | 'app';

/** Pages where the modal is not offered: the privacy page (SPEC §2 Overlays) and the login screens. */
const NO_MODAL = /^\/(privacy|loginb|login|email-register|email-forgot-password|save-email)(\/|$)/;

interface LoginOverlayState {
  open: boolean;
  show(): void;
  close(): void;
}

export const useLoginOverlay = create<LoginOverlayState>((set) => ({
  open: false,
  show: () => set({ open: true }),
  close: () => set({ open: false }),
}));

export function requireLogin(
  options: {
    /** Where the action wanted to go; followed after the login (src/features/account/redirect-path.ts). */
    redirect?: string;
    /** A full page instead of the modal (links, deep pages). */
    prefer?: 'modal' | 'page';
  } = {},
): LoginNavResult {
  if (isLoggedIn(useSession.getState())) return 'keep';
  if (options.redirect) storeRedirect(options.redirect);
  if (isNativeApp()) {
    postNative('login', options.redirect ? { redirect: options.redirect } : {});
    return 'app';
  }
  if (options.prefer === 'page' || NO_MODAL.test(window.location.pathname)) {
    navigateTo('/loginb');
    return 'h5';
  }
  useLoginOverlay.getState().show();
  return 'modal';
}
