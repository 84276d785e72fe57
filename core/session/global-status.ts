/**
 * SPEC §4 "Global status poll": where the page must go for a global_stats value, or null to stay.
 * 0 normal (an error page goes back to /game), 1 the error page with type 3, 2 the news page. No redirect
 * when the page is already there, so the 10 s poll does not re-navigate every time.
 */
export const GLOBAL_STATUS_ROUTES = {
  maintenance: '/error?type=3',
  news: '/news',
  home: '/game',
} as const;

/** `currentPath` is the pathname plus the search string (e.g. "/error?type=3"), as in location. */
export function globalStatusTarget(
  globalStats: number | string | null | undefined,
  currentPath: string,
): string | null {
  const q = currentPath.indexOf('?');
  const pathname = (q < 0 ? currentPath : currentPath.slice(0, q)).replace(/\/+$/, '') || '/';
  const search = q < 0 ? '' : currentPath.slice(q + 1);
  const onErrorPage = pathname === '/error';
  // No answer is not "normal": an error page must not be left because a poll came back empty.
  if (globalStats === null || globalStats === undefined || globalStats === '') return null;
  switch (Number(globalStats)) {
    case 0:
      return onErrorPage ? GLOBAL_STATUS_ROUTES.home : null;
    case 1: {
      const type = search
        .split('&')
        .find((p) => p.startsWith('type='))
        ?.slice(5);
      return onErrorPage && type === '3' ? null : GLOBAL_STATUS_ROUTES.maintenance;
    }
    case 2:
      return pathname === '/news' ? null : GLOBAL_STATUS_ROUTES.news;
    default:
      // An unknown value is not a reason to move a player off their page.
      return null;
  }
}
