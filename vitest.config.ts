import { defineConfig } from 'vitest/config';

// Vitest 5's failure summary calls Map.groupBy, which Node 20 lacks: without this a failing test crashes the
// reporter instead of printing the failure. The config is evaluated in the main process, where reporters run.
if (!('groupBy' in Map)) {
  Object.defineProperty(Map, 'groupBy', {
    value: <K, V>(items: Iterable<V>, key: (item: V, index: number) => K) => {
      const out = new Map<K, V[]>();
      let i = 0;
      for (const item of items) {
        const k = key(item, i++);
        const list = out.get(k);
        if (list) list.push(item);
        else out.set(k, [item]);
      }
      return out;
    },
  });
}
import { reactWithLingui } from './vite.config';

/**
 * Four projects, run by scripts/test.mjs in order: unit (core, pure), dom (src and workers under happy-dom
 * and fake-indexeddb), server (real database: PGlite, or PostgreSQL when TEST_DATABASE=pg), e2e (Chromium
 * against the production build).
 */
export default defineConfig({
  plugins: reactWithLingui(),
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/core/**/*.test.ts', 'tests/unit/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          include: ['tests/unit/{src,workers,sw}/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['tests/unit/setup-dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/server/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
