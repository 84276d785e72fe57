/**
 * Which route a pathname renders, by react-router 7's rules for the paths the app uses: static segments,
 * `index` routes, groups (a route with children: its path prefixes theirs) and a trailing `*` catch-all.
 * Every leaf becomes a branch (the routes from the outermost down to it); branches are ranked by score (a
 * static segment outweighs a splat, an index route gets a bonus), siblings of equal score keep their order,
 * and the first branch that matches wins. Matching ignores case and trailing slashes, like react-router's.
 * Dynamic (`:id`) and optional (`x?`) segments are not supported: a route using one throws (development and
 * tests check the table; production skips the checks).
 */
import type { ReactNode } from 'react';
import { joinPaths, removeTrailingSlash } from './path';

export interface RouteObject {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: RouteObject[];
}

export interface RouteMatch {
  route: RouteObject;
  /** The part of the URL this route and its parents matched (as written in the URL, trailing slash kept). */
  pathname: string;
  /** The same without its trailing slash: what relative paths of child routes resolve against. */
  pathnameBase: string;
}

interface BranchLevel {
  route: RouteObject;
  relativePath: string;
  childrenIndex: number;
}

interface Branch {
  score: number;
  levels: BranchLevel[];
}

function flatten(
  routes: readonly RouteObject[],
  branches: Branch[],
  parents: BranchLevel[],
  parentPath: string,
) {
  routes.forEach((route, childrenIndex) => {
    let relativePath = route.path ?? '';
    if (import.meta.env.DEV) checkRoute(route, relativePath, parentPath);
    if (relativePath.startsWith('/')) relativePath = relativePath.slice(parentPath.length);
    const path = joinPaths([parentPath, relativePath]);
    const levels = [...parents, { route, relativePath, childrenIndex }];
    if (route.children && route.children.length > 0) flatten(route.children, branches, levels, path);
    if (route.path == null && !route.index) return;
    branches.push({ score: computeScore(path, route.index === true), levels });
  });
}

/** Development and tests only (react-router checks the same): a table the matcher would get wrong. */
function checkRoute(route: RouteObject, relativePath: string, parentPath: string) {
  if (/(^|\/)(:|[^/]*\?(\/|$))/.test(relativePath))
    throw new Error(`Route path "${relativePath}": dynamic and optional segments are not supported`);
  if (relativePath.startsWith('/') && !relativePath.startsWith(parentPath))
    throw new Error(`Absolute route path "${relativePath}" is not under its parent's path "${parentPath}"`);
  if (route.index && route.children?.length) throw new Error('Index route must not have child routes');
}

const isSplat = (segment: string) => segment === '*';

/** react-router's weights: static segment 10, empty segment 1, index +2, splat -2, plus the segment count. */
function computeScore(path: string, index: boolean): number {
  const segments = path.split('/');
  let score = segments.length;
  if (segments.some(isSplat)) score -= 2;
  if (index) score += 2;
  for (const segment of segments) if (!isSplat(segment)) score += segment === '' ? 1 : 10;
  return score;
}

/** Siblings (same parents) keep their written order; other branches of equal score sort equally. */
function compareIndexes(a: readonly number[], b: readonly number[]): number {
  const siblings = a.length === b.length && a.slice(0, -1).every((n, i) => n === b[i]);
  return siblings ? a[a.length - 1]! - b[b.length - 1]! : 0;
}

function rank(branches: Branch[]): Branch[] {
  const order = (branch: Branch) => branch.levels.map((level) => level.childrenIndex);
  return branches.sort((a, b) => b.score - a.score || compareIndexes(order(a), order(b)));
}

/** The regular expression react-router builds for a static path (optionally ending in `*`). */
function compile(path: string, end: boolean): RegExp {
  let source =
    '^' +
    path
      .replace(/\/*\*?$/, '')
      .replace(/^\/*/, '/')
      .replace(/[\\.*+^${}|()[\]]/g, '\\$&');
  if (path.endsWith('*')) source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  else if (end) source += '\\/*$';
  else if (path !== '' && path !== '/') source += '(?:(?=\\/|$))';
  return new RegExp(source, 'i');
}

function matchBranch(branch: Branch, pathname: string): RouteMatch[] | null {
  let matchedPathname = '/';
  const matches: RouteMatch[] = [];
  for (let i = 0; i < branch.levels.length; i++) {
    const { route, relativePath } = branch.levels[i]!;
    const remaining = matchedPathname === '/' ? pathname : pathname.slice(matchedPathname.length) || '/';
    const match = compile(relativePath, i === branch.levels.length - 1).exec(remaining);
    if (!match) return null;
    const matched = match[0];
    const splat = relativePath.endsWith('*') ? (match[1] ?? '') : '';
    const base = removeTrailingSlash(matched.slice(0, matched.length - splat.length), 1);
    matches.push({
      route,
      pathname: joinPaths([matchedPathname, matched]),
      pathnameBase: removeTrailingSlash(joinPaths([matchedPathname, base])).replace(/^\/*/, '/'),
    });
    if (base !== '/') matchedPathname = joinPaths([matchedPathname, base]);
  }
  return matches;
}

/** Percent-decodes each segment (an encoded `/` stays `%2F`); a malformed one leaves the path as it is. */
function decodePath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

/** The routes, outermost first, that render `pathname`; null when no route matches. */
export function matchRoutes(routes: readonly RouteObject[], pathname: string): RouteMatch[] | null {
  const branches: Branch[] = [];
  flatten(routes, branches, [], '');
  const decoded = decodePath(pathname || '/');
  for (const branch of rank(branches)) {
    const matches = matchBranch(branch, decoded);
    if (matches) return matches;
  }
  return null;
}

/**
 * The paths a relative `to` resolves against, one per route that adds to the path (the first always): each
 * route's matched base, the innermost's full matched pathname. An index route adds nothing, so inside a
 * group `<Navigate to="game" />` under `home` goes to /home/game.
 */
export function routeBases(matches: readonly RouteMatch[]): string[] {
  const contributing = matches.filter((match, i) => i === 0 || !!match.route.path);
  return contributing.map((match, i) =>
    i === contributing.length - 1 ? match.pathname : match.pathnameBase,
  );
}
