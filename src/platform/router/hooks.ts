/** The hooks pages use: where the player is (useLocation), going elsewhere (useNavigate), the query. */
import { useCallback, useContext, useLayoutEffect, useMemo, useRef } from 'react';
import { HistoryContext, LocationContext, RouteContext } from './context';
import type { History, Location } from './history';
import { routeBases } from './match';
import { ABSOLUTE_URL, resolveTo, type Path, type To } from './path';

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  /** Kept with the entry: `useLocation().state` there, back and forward included. */
  state?: unknown;
}

export interface NavigateFunction {
  (to: To, options?: NavigateOptions): void;
  /** Moves through the history: -1 is the browser's back. */
  (delta: number): void;
}

/** Outside a router: a clear error in development and tests (production fails further on). */
function useRouterContext<T>(value: T | null, hook: string): T {
  if (import.meta.env.DEV && value == null)
    throw new Error(`${hook}() may be used only inside a <BrowserRouter> or <MemoryRouter>`);
  return value as T;
}

export function useLocation(): Location {
  return useRouterContext(useContext(LocationContext), 'useLocation');
}

/** The enclosing route's bases (see routeBases) as a string, so it can be a stable hook dependency. */
function useRouteBasesKey(): string {
  return JSON.stringify(routeBases(useContext(RouteContext).matches));
}

/** `to` resolved against the enclosing route and the current location (see resolveTo). */
export function useResolvedPath(to: To): Path {
  const { pathname } = useLocation();
  const bases = useRouteBasesKey();
  return useMemo(() => resolveTo(to, JSON.parse(bases) as string[], pathname), [to, bases, pathname]);
}

/**
 * navigate(to, { replace, state }) or navigate(-1). Like react-router's: a call made while the component is
 * first rendering (before its layout effects ran) is ignored (with a warning in development), and an address
 * outside the app throws (a Link or `window.location` goes there).
 */
export function useNavigate(): NavigateFunction {
  const history: History = useRouterContext(useContext(HistoryContext), 'useNavigate');
  const { pathname } = useLocation();
  const bases = useRouteBasesKey();
  const active = useRef(false);
  useLayoutEffect(() => {
    active.current = true;
  });
  return useCallback(
    (to: To | number, options: NavigateOptions = {}) => {
      if (!active.current) {
        if (import.meta.env.DEV)
          console.warn('navigate() was called while rendering; call it from an effect or an event handler');
        return;
      }
      if (typeof to === 'number') {
        history.go(to);
        return;
      }
      if (typeof to === 'string' && ABSOLUTE_URL.test(to))
        throw new Error('External navigation is not allowed');
      const path = resolveTo(to, JSON.parse(bases) as string[], pathname);
      if (options.replace) history.replace(path, options.state);
      else history.push(path, options.state);
    },
    [history, bases, pathname],
  ) as NavigateFunction;
}

export type SearchParamsInit =
  string | string[][] | URLSearchParams | Record<string, string | readonly string[]>;

export type SetSearchParams = (
  next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
  options?: NavigateOptions,
) => void;

export function createSearchParams(init: SearchParamsInit = ''): URLSearchParams {
  if (typeof init === 'string' || Array.isArray(init) || init instanceof URLSearchParams)
    return new URLSearchParams(init);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(init)) {
    if (typeof value === 'string') params.append(key, value);
    else for (const v of value) params.append(key, v);
  }
  return params;
}

/**
 * The query as URLSearchParams (a new object only when the query changed) and its setter: the setter
 * navigates to the same pathname with the new query (the hash is dropped), adding a history entry unless
 * `{ replace: true }`.
 */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback<SetSearchParams>(
    (next, options) => {
      const value = createSearchParams(typeof next === 'function' ? next(new URLSearchParams(params)) : next);
      navigate(`?${value.toString()}`, options);
    },
    [navigate, params],
  );
  return [params, setParams];
}
