import { lazy, Suspense, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { PageSkeleton } from '../ui/PageSkeleton';

/* eslint-disable @typescript-eslint/no-explicit-any -- page components of any props share one table */
export type PageLoader<P = any> = () => Promise<{ default: ComponentType<P> }>;

/** Page components whose chunk has loaded, by the loader that loaded it (trackedLoader). */
const loadedPages = new WeakMap<PageLoader, ComponentType<any>>();
/* eslint-enable @typescript-eslint/no-explicit-any */

/** A page chunk's loader that remembers the page once loaded, for lazyPage. */
export function trackedLoader<L extends PageLoader>(load: L): L {
  const tracked = (() =>
    load().then((module) => {
      loadedPages.set(tracked, module.default);
      return module;
    })) as L;
  return tracked;
}

/** trackedLoader for each loader of a table. */
export function trackLoaders<T extends Record<string, PageLoader>>(table: T): T {
  return Object.fromEntries(Object.entries(table).map(([k, load]) => [k, trackedLoader(load)])) as T;
}

/**
 * React.lazy for a page chunk, that renders the page at once when its chunk has already loaded (boot loads
 * the first screen's chunk before the first render; the 20 s preload loads the rest). React.lazy suspends
 * on its first render even then: the skeleton would show and, in a transition, React holds the page back
 * up to 300 ms to avoid flashing it (its Suspense reveal throttling), which delayed the sport home's first
 * matches. Which of the two a mounted page uses is decided once, so it never remounts.
 */
export function lazyPage<P extends object>(load: PageLoader<P>): ComponentType<P> {
  const Lazy = lazy(load);
  return function PageChunk(props: P) {
    const [Loaded] = useState(() => loadedPages.get(load) as ComponentType<P> | undefined);
    return Loaded ? <Loaded {...props} /> : <Lazy {...(props as ComponentProps<typeof Lazy>)} />;
  };
}

/** A lazy page behind the shared skeleton: the one way a route renders a page chunk. */
export function page<P extends object>(Component: ComponentType<P>, props?: P): ReactNode {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Component {...(props ?? ({} as P))} />
    </Suspense>
  );
}
