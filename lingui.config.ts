import { readdirSync } from 'node:fs';
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * One catalog per area, so a page loads only its own messages (DESIGN.md §6, §8: the first route carries the
 * shell's and its page's catalogs, not all of them). `shell` is the frame every page shows; every folder of
 * src/features is an area of its own. At run time `withCatalogs` (src/app/i18n.ts) loads a page's areas
 * beside its chunk. A message used in two areas is in both catalogs.
 */
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es-MX', 'pt-BR', 'ru', 'vi', 'th', 'zh-CN', 'ms'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/shell/{locale}',
      include: ['<rootDir>/src/app', '<rootDir>/src/ui', '<rootDir>/src/platform', '<rootDir>/outer'],
    },
    ...FEATURES.map((name) => ({
      path: `<rootDir>/src/locales/${name}/{locale}`,
      include: [`<rootDir>/src/features/${name}`],
    })),
  ],
  format: formatter({ lineNumbers: false }),
});
