// Lint rules. The layering rules (DESIGN.md §10.7) keep each runtime's code from pulling in code that
// cannot run there: a stray import fails here, with a message that says why, instead of at run time.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const layer = (files, patterns) => ({
  files,
  rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns }] },
});

const upper = (name, why) => ({ regex: `(^|/)\\.\\./(\\.\\./)*${name}(/|$)`, message: why });

/**
 * The endpoint barrel (core/contract/endpoints.ts) reaches every area's endpoint file. Code the first route
 * loads (the app frame, platform, the engine worker, core's API client) imports its area file instead
 * (endpoints-core, endpoints-games...): the barrel there put every endpoint of the product into the first
 * route's chunks (DESIGN.md §8). Lazy pages may use the barrel.
 */
const noEndpointBarrel = {
  regex: '(^|/)contract/endpoints$',
  message:
    'First-route code imports its endpoints from the area file (contract/endpoints-core etc.), not the barrel: the barrel brings every endpoint into the first route (DESIGN.md §8).',
};

const corePatterns = [
  upper(
    '(src|workers|sw|server)',
    'core/ is pure domain logic shared by every runtime: it must not import any runtime folder (DESIGN.md §10.7).',
  ),
  {
    regex: '^(node:|react|fastify|drizzle|pg$|idb|comlink|workbox)',
    message: 'core/ runs everywhere: no Node, DOM, React, database or worker libraries here.',
  },
];

const srcPatterns = [
  upper(
    '(sw|server)',
    'src/ is the browser page: it may import core/ and only types from workers/ (DESIGN.md §10.7).',
  ),
  {
    regex: `(^|/)\\.\\./(\\.\\./)*workers(/|$)`,
    allowTypeImports: true,
    message:
      'src/ may import only types from workers/: the engine runs in its own thread, reach it through src/platform/engine-bridge.',
  },
  { regex: '^node:', message: 'src/ runs in the browser: no node: modules.' },
];

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'dist/**',
      'data/**',
      '.tmp/**',
      'src/locales/*.ts',
      'server/db/migrations/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2022, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.mjs', 'scripts/**', '.ci/**', 'bench/**'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        fetch: 'readonly',
        Buffer: 'readonly',
      },
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  layer(['core/**/*.ts'], corePatterns),
  layer(['core/api/**/*.ts'], [...corePatterns, noEndpointBarrel]),
  layer(
    ['workers/**/*.ts'],
    [
      upper(
        '(src|sw|server)',
        'workers/ runs in a dedicated worker: it may import only core/ (DESIGN.md §10.7).',
      ),
      { regex: '^(node:|react)', message: 'workers/ has no DOM and no Node: no React, no node: modules.' },
      noEndpointBarrel,
    ],
  ),
  layer(
    ['sw/**/*.ts'],
    [
      upper(
        '(src|workers|server)',
        'sw/ runs in the service worker: it may import only core/ (DESIGN.md §10.7).',
      ),
      { regex: '^(node:|react)', message: 'sw/ has no DOM and no Node: no React, no node: modules.' },
    ],
  ),
  layer(['src/**/*.{ts,tsx}'], srcPatterns),
  layer(
    [
      'src/app/**/*.{ts,tsx}',
      'src/platform/**/*.{ts,tsx}',
      'src/ui/**/*.{ts,tsx}',
      'outer/**/*.ts',
      'src/features/sport/**/*.{ts,tsx}',
      'src/features/home/**/*.{ts,tsx}',
      'src/features/casino/casino-api.ts',
    ],
    [...srcPatterns, noEndpointBarrel],
  ),
  layer(
    ['server/**/*.ts'],
    [upper('(src|workers|sw)', 'server/ is the Node API: it may import only core/ (DESIGN.md §10.7).')],
  ),
);
