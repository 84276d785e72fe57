import { ApiError } from '../../../core/api/types';
import { useSettings } from '../../app/stores/settings';

/** What the responsible-gaming cards share: an API failure's message, and dates as the player reads them. */

/** The server's message for a failed call, else `fallback`. */
export function errorOf(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.info.error_msg.trim() ? err.info.error_msg : fallback;
}

/** Date and time in the player's language. */
export function useDateTime(): (ms: number) => string {
  const locale = useSettings((s) => s.locale);
  const f = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (ms) => f.format(ms);
}
