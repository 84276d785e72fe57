// Bundles the server (server/main.ts and the core/ it imports) into dist/server/main.js with esbuild.
// npm packages stay external (node_modules is present at run time). The SQL migrations are read at run
// time, so they are copied next to the bundle: dist/server/migrations (server/db/migrate.ts looks there).
import { build } from 'esbuild';
import { cpSync, rmSync } from 'node:fs';

const started = Date.now();
rmSync('dist/server', { recursive: true, force: true });
await build({
  entryPoints: ['server/main.ts'],
  outfile: 'dist/server/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
});
cpSync('server/db/migrations', 'dist/server/migrations', { recursive: true });
console.log(`server built: dist/server/main.js (+ migrations) in ${Date.now() - started} ms`);
