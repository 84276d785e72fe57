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

/**
 * The first screens' own areas: the files of a feature the sport home and the casino lobby render, apart from
 * the rest of their folder, so the first route loads only their messages (DESIGN.md §8). A file listed here
 * belongs to that area instead of its folder's (tests/unit/catalog-areas.test.ts reads this table).
 */
export const FIRST_SCREEN_AREAS: Record<string, { feature: string; files: string[] }> = {
  'sport-home': {
    feature: 'sport',
    files: [
      'SportHome.tsx',
      'MatchCard.tsx',
      'MatchSections.tsx',
      'CardOdds.tsx',
      'LiveClock.tsx',
      'tap-outcome.ts',
    ],
  },
  'casino-home': {
    feature: 'casino',
    files: ['Lobby.tsx', 'GameGrid.tsx', 'GameCard.tsx', 'casino-api.ts'],
  },
};

const firstScreenFiles = (feature: string) =>
  Object.values(FIRST_SCREEN_AREAS)
    .filter((a) => a.feature === feature)
    .flatMap((a) => a.files.map((f) => `<rootDir>/src/features/${feature}/${f}`));

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
      exclude: firstScreenFiles(name),
    })),
    // The operator console (issue #24): its own area, bundled by its own build (vite.ops.config.ts) only.
    { path: '<rootDir>/src/locales/ops/{locale}', include: ['<rootDir>/src/ops'] },
    ...Object.entries(FIRST_SCREEN_AREAS).map(([area, { feature, files }]) => ({
      path: `<rootDir>/src/locales/${area}/{locale}`,
      include: files.map((f) => `<rootDir>/src/features/${feature}/${f}`),
    })),
  ],
  format: formatter({ lineNumbers: false }),
});
