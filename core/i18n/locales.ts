/** The eight interface languages (SPEC §1). The code is the lingui catalog name. */
export const LOCALES = ['en', 'es-MX', 'pt-BR', 'ru', 'vi', 'th', 'zh-CN', 'ms'] as const;
export type Locale = (typeof LOCALES)[number];

/** Each language's own name, shown in the language picker in that language. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  'es-MX': 'Español',
  'pt-BR': 'Português',
  ru: 'Русский',
  vi: 'Tiếng Việt',
  th: 'ไทย',
  'zh-CN': '简体中文',
  ms: 'Bahasa Melayu',
};

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
