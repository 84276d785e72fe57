/**
 * Paths inside the app: parsing a URL path into its parts, writing it back, and resolving a `to` (absolute,
 * relative to the enclosing route, or only `?query` / `#hash`) the way react-router 7 does, so links and
 * redirects land on the same addresses as before.
 */

/** A URL inside the app, without origin: what a location and a resolved `to` are made of. */
export interface Path {
  pathname: string;
  /** `?a=1`, or '' */
  search: string;
  /** `#x`, or '' */
  hash: string;
}

/** Where to go: a path string (absolute, relative, or only `?query` / `#hash`) or some of its parts. */
export type To = string | Partial<Path>;

/** A scheme (`https:`, `mailto:`) or a protocol-relative `//host`: not an address inside the app. */
export const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i;

export function parsePath(path: string): Partial<Path> {
  const parsed: Partial<Path> = {};
  let rest = path;
  const hashAt = rest.indexOf('#');
  if (hashAt >= 0) {
    parsed.hash = rest.slice(hashAt);
    rest = rest.slice(0, hashAt);
  }
  const searchAt = rest.indexOf('?');
  if (searchAt >= 0) {
    parsed.search = rest.slice(searchAt);
    rest = rest.slice(0, searchAt);
  }
  if (rest) parsed.pathname = rest;
  return parsed;
}

export function createPath({ pathname = '/', search = '', hash = '' }: Partial<Path>): string {
  let path = pathname;
  if (search && search !== '?') path += search.startsWith('?') ? search : `?${search}`;
  if (hash && hash !== '#') path += hash.startsWith('#') ? hash : `#${hash}`;
  return path;
}

/** Strips trailing slashes, keeping at least `minLength` characters ('/' stays '/' with 1). */
export function removeTrailingSlash(path: string, minLength = 0): string {
  let end = path.length;
  while (end > minLength && path.charCodeAt(end - 1) === 47) end--;
  return path.slice(0, end);
}

export const joinPaths = (paths: readonly string[]): string => paths.join('/').replace(/[\\/]{2,}/g, '/');

const normalizeSearch = (search: string) =>
  !search || search === '?' ? '' : search.startsWith('?') ? search : `?${search}`;
const normalizeHash = (hash: string) =>
  !hash || hash === '#' ? '' : hash.startsWith('#') ? hash : `#${hash}`;

function resolvePathname(relativePath: string, fromPathname: string): string {
  const segments = removeTrailingSlash(fromPathname).split('/');
  for (const segment of relativePath.split('/')) {
    if (segment === '..') {
      if (segments.length > 1) segments.pop();
    } else if (segment !== '.') segments.push(segment);
  }
  return segments.length > 1 ? segments.join('/') : '/';
}

/** `to` against `from`: `.` and `..` segments folded, double slashes merged, search and hash normalised. */
export function resolvePath(to: To, fromPathname = '/'): Path {
  const { pathname: toPathname, search = '', hash = '' } = typeof to === 'string' ? parsePath(to) : to;
  let pathname = fromPathname;
  if (toPathname) {
    const clean = toPathname.replace(/[\\/]{2,}/g, '/');
    pathname =
      clean.startsWith('/') || clean.startsWith('\\')
        ? resolvePathname(clean.slice(1), '/')
        : resolvePathname(clean, fromPathname);
  }
  return { pathname, search: normalizeSearch(search), hash: normalizeHash(hash) };
}

/**
 * Resolves `to` as react-router does: a relative path against the enclosing route's path (`routeBases`,
 * one per path-contributing route, outermost first; each leading `..` climbs one route, not one URL
 * segment), a `?query`/`#hash`-only `to` against the current pathname. A trailing slash written in `to`
 * (or kept by `.`) stays.
 */
export function resolveTo(to: To, routeBases: readonly string[], locationPathname: string): Path {
  const target: Partial<Path> = typeof to === 'string' ? parsePath(to) : { ...to };
  const isEmptyPath = to === '' || target.pathname === '';
  const toPathname = isEmptyPath ? '/' : target.pathname;
  let from: string;
  if (toPathname == null) {
    from = locationPathname;
  } else {
    let baseIndex = routeBases.length - 1;
    if (toPathname.startsWith('..')) {
      const segments = toPathname.split('/');
      while (segments[0] === '..') {
        segments.shift();
        baseIndex -= 1;
      }
      target.pathname = segments.join('/');
    }
    from = baseIndex >= 0 ? routeBases[baseIndex]! : '/';
  }
  const path = resolvePath(target, from);
  const explicitTrailingSlash = !!toPathname && toPathname !== '/' && toPathname.endsWith('/');
  const currentTrailingSlash = (isEmptyPath || toPathname === '.') && locationPathname.endsWith('/');
  if (!path.pathname.endsWith('/') && (explicitTrailingSlash || currentTrailingSlash)) path.pathname += '/';
  return path;
}
