import { useEffect } from 'react';
import { interceptsBack } from './route-meta';

/**
 * While an overlay is open, the phone's back key (or the browser's back button) closes it instead of leaving
 * the page: opening pushes a same-URL history entry, back pops it and calls `close`. Skipped on URLs with
 * game-room (SPEC §2), where the game owns the back key. Closing by other means removes the entry again.
 */
export function useBackClose(open: boolean, close: () => void): void {
  useEffect(() => {
    if (!open || !interceptsBack(window.location.href)) return;
    window.history.pushState(window.history.state, '');
    let popped = false;
    const onPop = () => {
      popped = true;
      close();
    };
    window.addEventListener('popstate', onPop, { once: true });
    return () => {
      window.removeEventListener('popstate', onPop);
      if (!popped) window.history.back();
    };
  }, [open, close]);
}
