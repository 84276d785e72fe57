/**
 * The order operators meet canned answers in: the chat's language first (operators answer in the player's),
 * then the others, each group by title. The chat's language is the brand's: a conversation stores none and
 * a player's interface language is not kept on the server.
 */
import { CLIENT_BRANDS } from '../../core/brand/client-brands';

export const chatLangOf = (brand: string): string =>
  CLIENT_BRANDS.find((b) => b.id === brand)?.defaultLang ?? 'en';

export function byChatLanguage<T extends { title: string; lang: string }>(
  list: readonly T[],
  lang: string,
): T[] {
  return [...list].sort(
    (a, b) => Number(a.lang !== lang) - Number(b.lang !== lang) || a.title.localeCompare(b.title),
  );
}
