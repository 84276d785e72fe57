/**
 * The words of the seeded per-brand content, in all eight interface languages (one file per language in
 * texts/). These are operator content (like a CMS entry), not interface strings: the client shows them as
 * the server sends them, so the server answers each call in the language the player chose (lca_lang).
 * League and team names are proper names and stay untranslated.
 */
import type { Locale } from '../../../core/i18n/locales';
import { en } from './texts/en';
import { es } from './texts/es-mx';
import { ms } from './texts/ms';
import { pt } from './texts/pt-br';
import { ru } from './texts/ru';
import { th } from './texts/th';
import { vi } from './texts/vi';
import { zh } from './texts/zh-cn';

export interface ContentText {
  topTabs: { home: string; slots: string; casino: string; sport: string };
  banners: { welcome: (bonus: string) => string; live: string; app: string };
  icons: { deposit: string; vip: string; tasks: string; invite: string; promotions: string; support: string };
  popups: { firstCharge: (bonus: string) => string; download: string };
  sports: Record<
    'Soccer' | 'BasketBall' | 'Tennis' | 'Volleyball' | 'TableTennis' | 'Dota' | 'EFootball',
    string
  >;
  sportTabs: { InPlay: string; Live: string };
  pwa: { title: string; description: string };
}

const TEXTS: Record<Locale, ContentText> = {
  en,
  'es-MX': es,
  'pt-BR': pt,
  ru,
  vi,
  th,
  'zh-CN': zh,
  ms,
};

export function contentText(lang: Locale): ContentText {
  return TEXTS[lang];
}
