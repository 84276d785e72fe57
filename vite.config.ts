import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react-swc';
import { lingui } from '@lingui/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';

/** The SWC plugin compiles lingui macros; the vite plugin compiles .po catalogs into lazy chunks. */
export const reactWithLingui = () => [
  react({ plugins: [['@lingui/swc-plugin', { useLinguiV5IdGeneration: true }]] }),
  lingui(),
];

export default defineConfig({
  plugins: [
    ...reactWithLingui(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // The page registers the worker itself through src/platform/sw-bridge.ts (update prompt, retries).
      injectRegister: false,
      // The manifest is per brand, served by the API server at /manifest.webmanifest.
      manifest: false,
      injectManifest: {
        // Icons and the manifest are not precached by glob (DESIGN.md §11); only the shell.
        globPatterns: ['**/*.{js,css,html}'],
        globIgnores: ['**/firebase*', 'outer/**'],
      },
      devOptions: { enabled: false },
    }),
  ],
  worker: { format: 'es' },
  build: {
    outDir: 'dist/client',
    target: 'es2022',
    sourcemap: false,
    rollupOptions: {
      input: { main: 'index.html', feedback: 'outer/error_feedback/index.html' },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:8080', '/manifest.webmanifest': 'http://127.0.0.1:8080' } },
});
