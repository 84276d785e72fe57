/**
 * The operator console's own build (issue #24): ops.html + src/ops -> dist/ops, served by the API server at
 * /ops (server/http/ops-static.ts). A separate build, not an entry of the player's (vite.config.ts): no chunk
 * is shared, so nothing of the console can enter the player's first route or the service worker's precache,
 * and the player build's chunk layout is untouched. Its catalogs (src/locales/ops) are bundled here only.
 */
import { defineConfig } from 'vite';
import { reactWithLingui } from './vite.config';

export default defineConfig({
  plugins: [...reactWithLingui()],
  base: '/ops/',
  // The player's public files (icons, brand images) are served by the player build; none is copied here.
  publicDir: false,
  build: {
    outDir: 'dist/ops',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    rollupOptions: { input: { ops: 'ops.html' } },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
});
