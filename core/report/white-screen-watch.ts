/**
 * When the white-screen check runs (SPEC §9): every request (load, route change, crash) restarts a 2 s
 * debounce; when it settles, the check runs 200 ms later (after the frame that follows). A verdict other than
 * 'normal' is handed to `onWhiteScreen` once per settled request. Pure: the timer is injected.
 */
import { WHITE_SCREEN_DEBOUNCE_MS, WHITE_SCREEN_DELAY_MS, type WhiteScreenReason } from './white-screen';

export type SetTimer = (fn: () => void, ms: number) => () => void;

export interface WhiteScreenWatch {
  /** Asks for a check: the last request within 2 s wins. */
  request(): void;
  stop(): void;
}

export function createWhiteScreenWatch(deps: {
  setTimer: SetTimer;
  /** Gathers the snapshot and decides (core/report/white-screen.ts detectWhiteScreen). */
  check: () => WhiteScreenReason;
  onWhiteScreen: (reason: WhiteScreenReason) => void;
}): WhiteScreenWatch {
  let cancel: (() => void) | null = null;
  const clear = () => {
    cancel?.();
    cancel = null;
  };
  return {
    request() {
      clear();
      cancel = deps.setTimer(() => {
        cancel = deps.setTimer(() => {
          cancel = null;
          let reason: WhiteScreenReason;
          try {
            reason = deps.check();
          } catch {
            reason = 'detection_error';
          }
          if (reason !== 'normal') deps.onWhiteScreen(reason);
        }, WHITE_SCREEN_DELAY_MS);
      }, WHITE_SCREEN_DEBOUNCE_MS);
    },
    stop: clear,
  };
}
