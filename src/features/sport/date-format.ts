/**
 * Date formatters of the sport pages, one Intl.DateTimeFormat per locale and style for the page's life.
 * Building a formatter costs far more than using one (toLocaleString builds one per call), and a list of 200
 * cards formats on every odds tick that re-renders a card.
 */
const cache = new Map<string, Intl.DateTimeFormat>();

const STYLES = {
  /** A match card's start: weekday and time ("Sat 18:00"). */
  start: { weekday: 'short', hour: '2-digit', minute: '2-digit' },
  /** An upcoming section's day beyond tomorrow ("Saturday, 22 Nov"). */
  day: { weekday: 'long', day: 'numeric', month: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof STYLES;

export function dateFormat(locale: string, style: DateStyle): Intl.DateTimeFormat {
  const key = `${locale}|${style}`;
  let format = cache.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(locale, STYLES[style]);
    } catch {
      // A locale tag the runtime does not know falls back to its default rather than breaking the list.
      format = new Intl.DateTimeFormat(undefined, STYLES[style]);
    }
    cache.set(key, format);
  }
  return format;
}

export const formatDate = (at: number, locale: string, style: DateStyle) =>
  dateFormat(locale, style).format(at);

/**
 * Builds a locale's card formatter before the list needs it. The first formatter with hour and minute fields
 * is the costly one (the runtime loads the locale's date data and generates its patterns: ~60-120 ms at 4x
 * CPU); built in a task of its own it is a short task instead of part of the list's first render.
 * - 'soon' (boot): a task of its own right away. The sport home's first matches usually come in the page
 *   (core/sport/first-screen.ts), so the list renders as soon as the chunks are in, before the browser is
 *   ever idle: an idle callback would run after that render, and the render would build the formatter.
 * - 'idle' (a language change): in idle time, at most a second later.
 */
export function warmDateFormats(locale: string, when: 'soon' | 'idle' = 'idle'): void {
  const warm = () => void dateFormat(locale, 'start');
  if (when === 'idle' && typeof requestIdleCallback === 'function')
    requestIdleCallback(warm, { timeout: 1_000 });
  else setTimeout(warm, 0);
}
