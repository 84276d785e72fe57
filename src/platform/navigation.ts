/**
 * Navigation for code outside React (the api module's 604 and 403 handling). The router layout registers
 * its navigate function; before that (or in a page without the router) a full page load does the job.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigate | null = null;

export function setNavigator(fn: Navigate | null): void {
  navigator = fn;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (navigator) navigator(to, options);
  else if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
}

/** Where the player is now, as a router path with its query and hash. */
export function currentPath(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

/**
 * The deposit page, coming back to `from` (default: here) once the money is in (SPEC §2 /deposit `from`):
 * where a refusal for balance sends the player (SPEC §8), so the bet or the game is where they left it.
 */
export function depositPath(from: string = currentPath()): string {
  return `/deposit?from=${encodeURIComponent(from)}`;
}
