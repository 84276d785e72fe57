/**
 * The sport lists' date labels: a match card's start ("Sat 18:00") and an upcoming section's day
 * ("Saturday, 22 Nov"). Made in the engine worker (workers/engine-service.ts formatDates), so the page never
 * builds an Intl.DateTimeFormat while the sport home loads: the first Intl object of a page costs 165-370 ms
 * at 4x CPU (the runtime loads the locale's ICU data; bench/README.md "TBT"), off the main thread there.
 */
export const DATE_STYLES = {
  /** A match card's start: weekday and time. */
  start: { weekday: 'short', hour: '2-digit', minute: '2-digit' },
  /** An upcoming section's day beyond tomorrow. */
  day: { weekday: 'long', day: 'numeric', month: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof DATE_STYLES;

/**
 * One formatter per locale and style for the caller's life: building one costs far more than using it, and a
 * list formats on every render of a card.
 */
export function dateFormatter(): (at: number, locale: string, style: DateStyle) => string {
  const cache = new Map<string, Intl.DateTimeFormat>();
  return (at, locale, style) => {
    const key = `${locale}|${style}`;
    let format = cache.get(key);
    if (!format) {
      try {
        format = new Intl.DateTimeFormat(locale, DATE_STYLES[style]);
      } catch {
        // A locale tag the runtime does not know falls back to its default rather than breaking the list.
        format = new Intl.DateTimeFormat(undefined, DATE_STYLES[style]);
      }
      cache.set(key, format);
    }
    return format.format(at);
  };
}
