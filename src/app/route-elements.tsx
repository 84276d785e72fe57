import { Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { PageSkeleton } from '../ui/PageSkeleton';

/** A lazy page behind the shared skeleton: the one way a route renders a page chunk. */
export function page(Component: LazyExoticComponent<ComponentType>): ReactNode {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Component />
    </Suspense>
  );
}

/**
 * What each feature area's `routes.tsx` exports, so areas add routes without editing src/app/routes.tsx:
 * `routes` are <Route> elements placed in the app's <Routes>; `preload` names the chunk loader of a path
 * (or null when the path is not the area's); `loaders` feed the 20 s preload of every page.
 */
export interface AreaRoutes {
  routes: ReactNode;
  preload: (path: string) => (() => Promise<unknown>) | null;
  loaders: ReadonlyArray<() => Promise<unknown>>;
}
