/**
 * BrowserRouter (the app, on window.history) and MemoryRouter (tests): each keeps the current location in
 * React state and shares it through context. A navigation re-renders in a transition, as react-router 7
 * does: a page whose lazy chunk is still loading keeps the previous page on screen instead of a skeleton.
 */
import { startTransition, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { HistoryContext, LocationContext } from './context';
import { createBrowserHistory, createMemoryHistory, type History, type InitialEntry } from './history';

function Router({ history, children }: { history: History; children?: ReactNode }) {
  const [current, setCurrent] = useState(history.location);
  useLayoutEffect(
    () => history.listen((update) => startTransition(() => setCurrent(update.location))),
    [history],
  );
  // One object per distinct location: components that memoize on it recompute only when it changed.
  const { pathname, search, hash, state, key } = current;
  const location = useMemo(
    () => ({ pathname, search, hash, state, key }),
    [pathname, search, hash, state, key],
  );
  return (
    <HistoryContext.Provider value={history}>
      <LocationContext.Provider value={location}>{children}</LocationContext.Provider>
    </HistoryContext.Provider>
  );
}

/** The app's router: the address bar is the location; back and forward are popstate. */
export function BrowserRouter({ children }: { children?: ReactNode }) {
  const [history] = useState(() => createBrowserHistory());
  return <Router history={history}>{children}</Router>;
}

/** A router on a history in memory, for tests: starts at `initialEntries[initialIndex]` (default: the last). */
export function MemoryRouter({
  initialEntries,
  initialIndex,
  children,
}: {
  initialEntries?: readonly InitialEntry[];
  initialIndex?: number;
  children?: ReactNode;
}) {
  const [history] = useState(() => createMemoryHistory(initialEntries, initialIndex));
  return <Router history={history}>{children}</Router>;
}
