import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es-MX', 'pt-BR', 'ru', 'vi', 'th', 'zh-CN', 'ms'],
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/src/locales/{locale}', include: ['<rootDir>/src', '<rootDir>/outer'] }],
  format: formatter({ lineNumbers: false }),
});
