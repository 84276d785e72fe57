import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import type * as RestorerModule from './scroll-restorer';

/**
 * Back and forward come back to where the player was on that page (a match list, the casino lobby); a new
 * page starts at the top. react-router's <ScrollRestoration> exists only in its data mode, which the first
 * route's budget cannot hold (src/app/routes.tsx), so this does the same for its declarative mode.
 *
 * Only the part every navigation needs is here; the positions and their restore are in scroll-restorer.ts,
 * loaded when there is something to record or restore (the first scroll, or a back/forward visit when
 * positions were saved), not with the first route.
 */
type Restorer = typeof RestorerModule;
let restorer: Restorer | undefined;
let loading: Promise<Restorer> | undefined;

const loadRestorer = () => (loading ??= import('./scroll-restorer').then((m) => (restorer = m)));

/** Positions saved by an earlier page of this tab (a reload, or back from another site). */
function hasSaved(): boolean {
  try {
    return sessionStorage.getItem('scroll_positions') !== null;
  } catch {
    return false;
  }
}

export function useScrollRestoration(): void {
  const location = useLocation();
  const type = useNavigationType();
  useLayoutEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);
  useLayoutEffect(() => {
    const key = location.key;
    const pop = type === 'POP';
    if (!pop && !location.hash) window.scrollTo(0, 0);
    let stop: (() => void) | undefined;
    let left = false;
    let scrolledTo: number | undefined;
    const start = () =>
      void loadRestorer().then((m) => {
        if (!left) stop = m.track(key, pop, scrolledTo);
        else if (scrolledTo !== undefined) m.save(key, scrolledTo);
      });
    // Until the restorer is here, the last position is kept by this listener.
    const onScroll = () => {
      if (scrolledTo === undefined) start();
      scrolledTo = window.scrollY;
    };
    if (restorer) stop = restorer.track(key, pop);
    else {
      window.addEventListener('scroll', onScroll, { passive: true });
      if (pop && hasSaved()) start();
    }
    return () => {
      left = true;
      window.removeEventListener('scroll', onScroll);
      stop?.();
    };
  }, [location.key, location.hash, type]);
}
