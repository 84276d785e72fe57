import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react-swc';
import { lingui } from '@lingui/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Puts the app's one global stylesheet into index.html as a <style> (CSP allows inline styles, not inline
 * scripts): the static shell paints with the HTML alone, without a render-blocking CSS round trip on a slow
 * network (DESIGN.md §8). Only the app's page; the feedback page keeps its link.
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle || !ctx.filename.endsWith('/index.html') || ctx.filename.includes('/outer/'))
          return html;
        const bundle = ctx.bundle;
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
          (tag, file: string) => {
            const asset = bundle[file];
            if (!asset || asset.type !== 'asset') return tag;
            return `<style>${String(asset.source).replace(/<\/style/gi, '<\\/style')}</style>`;
          },
        );
      },
    },
  };
}

/** The SWC plugin compiles lingui macros; the vite plugin compiles .po catalogs into lazy chunks. */
export const reactWithLingui = () => [
  react({ plugins: [['@lingui/swc-plugin', { useLinguiV5IdGeneration: true }]] }),
  lingui(),
];

/** The module graph as rolldown's chunk groups see it. */
interface ModuleGraph {
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}
const reachable = new WeakMap<ModuleGraph, Map<string, Set<string>>>();
/**
 * What a module imports, directly or not: without dynamic imports (`static`), what loading it brings along;
 * with them (`all`), everything it may ever run (the engine worker's lazy topics included).
 */
function graphOf(graph: ModuleGraph, entry: string, imports: 'static' | 'all'): Set<string> {
  let byEntry = reachable.get(graph);
  if (!byEntry) reachable.set(graph, (byEntry = new Map()));
  const key = `${imports}:${entry}`;
  let seen = byEntry.get(key);
  if (seen) return seen;
  seen = new Set();
  const stack = [entry];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    stack.push(...(info?.importedIds ?? []));
    if (imports === 'all') stack.push(...(info?.dynamicallyImportedIds ?? []));
  }
  byEntry.set(key, seen);
  return seen;
}
const staticGraph = (graph: ModuleGraph, entry: string) => graphOf(graph, entry, 'static');
const fullGraph = (graph: ModuleGraph, entry: string) => graphOf(graph, entry, 'all');
const sourceFile = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const SPORT_HOME = sourceFile('./src/features/sport/SportHome.tsx');
const HOME_PAGE = sourceFile('./src/features/home/HomePage.tsx');
const HOME_TOP_TABS = sourceFile('./src/features/home/HomeTopTabs.tsx');
const MAIN = sourceFile('./src/app/main.tsx');
const ENGINE = sourceFile('./workers/engine.worker.ts');
const FEEDBACK = sourceFile('./outer/error_feedback/main.ts');

/**
 * The message catalogs (src/locales/<area>/<locale>.po), each an entry of the build at a name the page computes
 * (`assets/locales/<area>.<locale>.<version>.js`, src/app/i18n.ts): the page needs no table of catalog chunk
 * names (one per language and area, ~0.6 KB gzip of the first route, DESIGN.md §8). The version is a hash of
 * every catalog, so a changed message is a new URL (the service worker caches catalogs cache-first).
 */
const LOCALES_DIR = sourceFile('./src/locales');
const CATALOGS = readdirSync(LOCALES_DIR, { withFileTypes: true })
  // The operator console's catalogs are its own build's (vite.ops.config.ts), never the player's.
  .filter((d) => d.isDirectory() && d.name !== 'ops')
  .flatMap((d) =>
    readdirSync(`${LOCALES_DIR}/${d.name}`)
      .filter((f) => f.endsWith('.po'))
      .map((f) => ({ area: d.name, locale: f.slice(0, -3), file: `${LOCALES_DIR}/${d.name}/${f}` })),
  );
export const CATALOG_VERSION = createHash('sha256')
  .update(CATALOGS.map((c) => `${c.area}/${c.locale}\n${readFileSync(c.file, 'utf8')}`).join('\n'))
  .digest('hex')
  .slice(0, 10);
const CATALOG_AREAS = [...new Set(CATALOGS.map((c) => c.area))].sort();

/**
 * The engine worker is an entry of this build (not vite's separate worker build), so the modules it shares
 * with the page (comlink, core's API client, the contract) are one file the browser fetches once for both:
 * the first route's budget pays for them once (DESIGN.md §8). It is served at a fixed, uncached path
 * (like sw.js) that the page names; its imports are hashed chunks. A shared chunk must never pull the page's
 * React code into the worker, so only modules both graphs reach go there.
 */
export const ENGINE_WORKER_FILE = 'engine-worker.js';

export default defineConfig(({ command }) => ({
  plugins: [
    ...reactWithLingui(),
    inlineEntryCss(),
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
        // Language catalogs are cached per device as they are used (sw/cache-rules.ts LOCALE_PREFIX).
        globIgnores: ['**/firebase*', 'outer/**', 'assets/locales/**'],
      },
      devOptions: { enabled: false },
    }),
  ],
  resolve: {
    alias: [
      // react-router's package exports name only its development build (dev warnings, invariant texts); its
      // production build ships beside it and is what a production bundle should carry (-0.5 KB gzip on the
      // first route, DESIGN.md §8). Tests and the dev server keep the development build's warnings.
      ...(command === 'build'
        ? [
            {
              find: /^react-router$/,
              replacement: sourceFile('./node_modules/react-router/dist/production/index.mjs'),
            },
          ]
        : []),
    ],
  },
  define: {
    __CATALOG_VERSION__: JSON.stringify(CATALOG_VERSION),
    __CATALOG_AREAS__: JSON.stringify(CATALOG_AREAS),
  },
  worker: { format: 'es' },
  build: {
    outDir: 'dist/client',
    target: 'es2022',
    sourcemap: false,
    // dist/client/.vite/manifest.json: which chunks a page needs, for the server's preload links (server/http/shell.ts).
    manifest: true,
    // Every browser the app supports (es2022) has <link rel="modulepreload">: the polyfill is dead weight.
    modulePreload: {
      polyfill: false,
      // Only CSS is loaded beside a lazy chunk: listing its JS imports for preloading put every chunk's name
      // into main (~1.5 KB gzip of the first route, DESIGN.md §8). A page's imports then load after it, once:
      // the service worker precaches every chunk, and the 20 s preload (SPEC §2) loads them all.
      // The HTML keeps its preload links for what main imports (shared, envelope).
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css')),
    },
    rollupOptions: {
      input: {
        main: 'index.html',
        feedback: 'outer/error_feedback/index.html',
        engine: 'workers/engine.worker.ts',
        ...Object.fromEntries(CATALOGS.map((c) => [`locales/${c.area}.${c.locale}`, c.file])),
      },
      // A catalog entry's `messages` export is what the page imports.
      preserveEntrySignatures: 'exports-only',
      output: {
        entryFileNames: (chunk: { name: string }) =>
          chunk.name === 'engine'
            ? ENGINE_WORKER_FILE
            : chunk.name.startsWith('locales/')
              ? `assets/[name].${CATALOG_VERSION}.js`
              : 'assets/[name]-[hash].js',
        // The language catalogs are entries (CATALOGS above) under assets/locales/: the service worker leaves
        // them out of the precache and caches the ones a device uses. Firebase messaging (loaded only when a
        // player turns notifications on) goes in chunks named firebase-*, which the precache leaves out too
        // (globIgnores above).
        chunkFileNames: (chunk: { moduleIds: readonly string[] }) =>
          chunk.moduleIds.some((id) => /node_modules[\\/]@?firebase[\\/]/.test(id))
            ? 'assets/firebase-[hash].js'
            : 'assets/[name]-[hash].js',
        /*
         * Left alone, rolldown splits the modules main shares with lazy pages (react, stores, platform, the
         * router) into small common chunks it cannot merge back without a chunk cycle: more requests, and worse
         * gzip than one file (DESIGN.md §8 first-route budget). Everything main loads up front goes into main,
         * except what the engine worker and the stand-alone feedback page share with it (the 'shared' chunk).
         */
        codeSplitting: {
          groups: [
            // One chunk the page, the engine worker and the stand-alone feedback page all load: what the page and
            // the worker share (and core's pure modules the worker uses, which page chunks share too), fetched
            // once (see ENGINE_WORKER_FILE), and what the feedback page needs without the app (brand table,
            // envelope, report call). One file, not two: each chunk costs its import/export glue on the first
            // route (DESIGN.md §8). Never a module with React in it.
            {
              name: (id, graph) =>
                (staticGraph(graph, FEEDBACK).has(id) && /core[\\/](brand|contract)[\\/]/.test(id)) ||
                (staticGraph(graph, ENGINE).has(id) &&
                  (staticGraph(graph, MAIN).has(id) || /[\\/]core[\\/]/.test(id)))
                  ? 'shared'
                  : null,
              tags: ['$initial'],
              priority: 2,
            },
            {
              name: (id, graph) =>
                /outer[\\/]|\.po$/.test(id) || staticGraph(graph, ENGINE).has(id) ? null : 'main',
              tags: ['$initial'],
              priority: 1,
            },
            // The two first-screen pages: what both use (Page, EmptyState) is one chunk, the rest of the sport
            // home another, instead of one small chunk per shared module (MatchCard, LiveClock, odds format).
            {
              name: (id, graph) =>
                staticGraph(graph, SPORT_HOME).has(id) && staticGraph(graph, HOME_PAGE).has(id)
                  ? 'Page'
                  : null,
              priority: 1,
            },
            {
              name: (id, graph) => (staticGraph(graph, SPORT_HOME).has(id) ? 'SportHome' : null),
              priority: 0,
            },
            // The casino lobby's first screen (the home page, the lobby, its grid and cards, the balance and
            // money format they show) as one chunk, not six: each chunk costs its own import/export glue
            // (~0.35 KB gzip), DESIGN.md §8. A module the engine worker can ever load stays a chunk of its own
            // (as rolldown would make it): in this chunk it would make the worker import a page chunk
            // (scripts/check-worker-chunks.mjs refuses that). A group takes its modules' imports along, so
            // those are named first. The home tabs stay apart: the sport home loads them alone.
            {
              name: (id, graph) =>
                staticGraph(graph, HOME_PAGE).has(id) &&
                !staticGraph(graph, MAIN).has(id) &&
                fullGraph(graph, ENGINE).has(id)
                  ? basename(id).replace(/\.tsx?$/, '')
                  : null,
              priority: 1,
            },
            {
              name: (id, graph) =>
                staticGraph(graph, HOME_PAGE).has(id) &&
                !staticGraph(graph, MAIN).has(id) &&
                !fullGraph(graph, ENGINE).has(id) &&
                !staticGraph(graph, HOME_TOP_TABS).has(id)
                  ? 'HomePage'
                  : null,
              priority: 0,
            },
            {
              name: (id, graph) =>
                staticGraph(graph, HOME_TOP_TABS).has(id) && !staticGraph(graph, MAIN).has(id)
                  ? 'HomeTopTabs'
                  : null,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:8080', '/manifest.webmanifest': 'http://127.0.0.1:8080' } },
}));
