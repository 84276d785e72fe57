/** Money, dates and amounts typed by an operator. Money stays integer minor units (core/money). */
import { formatMoney } from '../../core/money/format';
import type { Locale } from '../../core/i18n/locales';

export const money = (minor: number, currency: string, locale: string) =>
  formatMoney(minor, currency, { locale: locale as Locale, abbreviate: false });

export const dateTime = (ms: number, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium' }).format(ms);

/** "-12.5" -> -1250 minor units; null when it is not an amount with at most two decimals. */
export function parseMinor(text: string): number | null {
  const m = /^\s*(-)?(\d{1,11})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!m) return null;
  const minor = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -minor : minor;
}

/** epoch ms to the value of a datetime-local input (local time), and back. */
export const toLocalInput = (ms: number | null) => {
  if (ms === null) return '';
  const d = new Date(ms - new Date(ms).getTimezoneOffset() * 60_000);
  return d.toISOString().slice(0, 16);
};
export const fromLocalInput = (v: string) => (v ? new Date(v).getTime() : null);
