import { matchRoutes, type RouteObject } from 'react-router-dom';
import { lazyPage, page, trackedLoader, type PageLoader } from './route-elements';

/** What a lazy route keeps in its `handle`: the chunk's loader, for the first-page and 20 s preloads. */
export interface PageHandle {
  load: () => Promise<unknown>;
}

/** One tracked loader and one lazy component per chunk, however many routes show it. */
const pages = new Map<PageLoader, { load: PageLoader; Page: ReturnType<typeof lazyPage> }>();

function pageFor(load: PageLoader) {
  let entry = pages.get(load);
  if (!entry) {
    const tracked = trackedLoader(load);
    entry = { load: tracked, Page: lazyPage(tracked) };
    pages.set(load, entry);
  }
  return entry;
}

/**
 * A route whose page is its own chunk (route-elements.tsx lazyPage: React.lazy, rendered at once when the
 * chunk has already loaded). `props` are given to the page (one page component serving several routes).
 */
export function lazyRoute<P extends object>(
  path: string | undefined,
  load: PageLoader<P>,
  props?: P,
): RouteObject {
  const { load: tracked, Page } = pageFor(load);
  const route = { element: page(Page, props), handle: { load: tracked } satisfies PageHandle };
  return path === undefined ? { ...route, index: true } : { ...route, path };
}

function loaderOf(route: RouteObject): PageHandle['load'] | undefined {
  return (route.handle as PageHandle | undefined)?.load;
}

/** The page chunks a path needs (usually one), without rendering: boot starts them beside the catalog. */
export function pageLoadersFor(routes: RouteObject[], pathname: string): PageHandle['load'][] {
  return (matchRoutes(routes, pathname) ?? []).flatMap((m) => loaderOf(m.route) ?? []);
}

/** Every page chunk of a route tree, once each (SPEC §2, §9: every page is preloaded 20 s after start). */
export function allPageLoaders(routes: RouteObject[]): PageHandle['load'][] {
  const seen = new Set<PageHandle['load']>();
  const walk = (list: RouteObject[]) => {
    for (const route of list) {
      const load = loaderOf(route);
      if (load) seen.add(load);
      if (route.children) walk(route.children);
    }
  };
  walk(routes);
  return [...seen];
}
