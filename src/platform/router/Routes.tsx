/**
 * <Routes> with <Route> children: the route table as JSX. Routes reads its <Route> elements (through
 * fragments and arrays), matches the current pathname (match.ts) and renders the matched routes nested,
 * outermost first: a group without an element renders its matched child. Nothing matches: nothing renders.
 * Misuse (a <Route> rendered alone, other elements among the routes, <Routes> inside a route) throws in
 * development and tests, as react-router's checks do.
 */
import { Children, Fragment, isValidElement, useContext, useMemo, type ReactNode } from 'react';
import { RouteContext, type RouteContextValue } from './context';
import { useLocation } from './hooks';
import { matchRoutes, type RouteMatch, type RouteObject } from './match';

export interface RouteProps {
  /** Relative to the parent group (a leading `/` must repeat the parent's path); `*` matches the rest. */
  path?: string;
  /** The group's own page: matches the group's path exactly. */
  index?: boolean;
  element?: ReactNode;
  /** Child routes: this route is a group whose path prefixes theirs. */
  children?: ReactNode;
}

/** A route of the table; only ever a child of <Routes> (or of another <Route>), never rendered itself. */
export function Route(_props: RouteProps): ReactNode {
  if (import.meta.env.DEV)
    throw new Error('<Route> may be used only as a child of <Routes> or of another <Route>');
  return null;
}

function routesFromChildren(children: ReactNode): RouteObject[] {
  const routes: RouteObject[] = [];
  Children.forEach(children, (element) => {
    if (!isValidElement<{ children?: ReactNode }>(element)) return;
    if (element.type === Fragment) {
      routes.push(...routesFromChildren(element.props.children));
      return;
    }
    if (import.meta.env.DEV && element.type !== Route)
      throw new Error('<Routes> children must be <Route> or <Fragment> elements');
    const { path, index, element: routeElement, children: childRoutes } = element.props as RouteProps;
    routes.push({
      path,
      index,
      element: routeElement,
      children: childRoutes ? routesFromChildren(childRoutes) : undefined,
    });
  });
  return routes;
}

function renderMatches(matches: readonly RouteMatch[]): ReactNode {
  return matches.reduceRight<ReactNode>((outlet, match, i) => {
    const value: RouteContextValue = { outlet, matches: matches.slice(0, i + 1) };
    return <RouteContext.Provider value={value}>{match.route.element || outlet}</RouteContext.Provider>;
  }, null);
}

export function Routes({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const parent = useContext(RouteContext);
  if (import.meta.env.DEV && parent.matches.length > 0)
    throw new Error('<Routes> inside a route is not supported');
  // The table is read again only when the children change: an app hoists its route elements, so a
  // navigation costs one match, not a walk over every <Route> element.
  const routes = useMemo(() => routesFromChildren(children), [children]);
  const matches = matchRoutes(routes, pathname);
  return matches ? renderMatches(matches) : null;
}
