/**
 * DESIGN.md §8: JS the first route loads — every script asked for until the network is idle, except what the page
 * defers on purpose (asked for more than 3 s after the load event: the slip, the service worker), each gzipped,
 * the engine worker included — against the 120 KB budget, in every interface language (each brand's default
 * is one of them; a first visit's browser language picks it). Loads `/sport` (the sport home) and `/` (lands
 * on /home/slots) in Chromium at phone size on a cold cache, gzips each JS body at level 9 as a CDN would.
 * Prints every language and the worst. Writes bench/results/first-route-js.json.
 */
import { gzipSync } from 'node:zlib';
import { writeFileSync, mkdirSync } from 'node:fs';
import type { Request, Response } from 'playwright-core';
import { launch, phoneContext } from '../tests/e2e/support/browser';
import { startServer } from '../tests/e2e/support/server';
import { copyDataDir } from './data-dir';

const BUDGET_KB = 120;
/**
 * Requests made later than this after the load event are the page's deferred work, not its first route
 * (src/app/layout/BetSlipEntry.tsx SLIP_LOAD_DELAY_MS = 4 s, src/app/service-worker.ts 5 s).
 */
const DEFERRED_AFTER_LOAD_MS = 3_000;
const ROUTES = ['/sport', '/'];

// A database of its own: a copy of BENCH_DATA_DIR (a seeded data folder, quicker on a busy machine), else
// a freshly seeded one (the e2e seeded folder belongs to a vitest run).
const seeded = process.env.BENCH_DATA_DIR;
const server = await startServer(seeded ? { dataDir: copyDataDir(seeded) } : { fresh: true });
const browser = await launch();
const LANGUAGES = (process.env.BENCH_LANGS ?? 'en,pt-BR,es-MX,vi,th,ru,zh-CN,ms').split(',');
const results: Record<string, { totalGzipKB: number; files: { url: string; gzipKB: number }[] }> = {};
try {
  for (const locale of LANGUAGES)
    for (const path of ROUTES) {
      const route = `${locale} ${path}`;
      const context = await phoneContext(browser, { locale });
      const page = await context.newPage();
      const files: { url: string; gzipKB: number }[] = [];
      const pending: Promise<void>[] = [];
      const seen = new Set<string>();
      const askedAt = new Map<Request, number>();
      const onRequest = (req: Request) => void askedAt.set(req, Date.now());
      const late: string[] = [];
      const onResponse = (res: Response) => {
        const type = res.request().resourceType();
        const url = res.url();
        // Work the page defers on purpose (the slip chunk 4 s and the service worker 5 s after the load event,
        // the 20 s page preload) is not the first route's: on a busy machine the network is idle only after
        // those timers, and counting them made the number depend on the machine's load.
        if (loadAt !== undefined && (askedAt.get(res.request()) ?? 0) > loadAt + DEFERRED_AFTER_LOAD_MS) {
          if (type === 'script' || url.endsWith('.js')) late.push(url.replace(server.url, ''));
          return;
        }
        // A file the page and the engine worker both import is one download (the second comes from the HTTP
        // cache): it counts once.
        if ((type === 'script' || url.endsWith('.js')) && !seen.has(url)) {
          seen.add(url);
          pending.push(
            res.body().then(
              (body) =>
                void files.push({
                  url: url.replace(server.url, ''),
                  gzipKB: gzipSync(body, { level: 9 }).length / 1024,
                }),
              () => undefined,
            ),
          );
        }
      };
      // Worker scripts are fetched by the worker target; listen on the context to see them too.
      let loadAt: number | undefined;
      context.on('request', onRequest);
      context.on('response', onResponse);
      page.on('load', () => void (loadAt = Date.now()));
      await page.goto(server.url + path, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1500);
      await Promise.all(pending);
      const totalGzipKB = files.reduce((n, f) => n + f.gzipKB, 0);
      results[route] = {
        totalGzipKB: Math.round(totalGzipKB * 10) / 10,
        files: files.map((f) => ({ ...f, gzipKB: Math.round(f.gzipKB * 10) / 10 })),
      };
      console.log(
        `${route}: ${results[route]!.totalGzipKB} KB gzip in ${files.length} scripts (budget ${BUDGET_KB} KB)` +
          (late.length ? `; deferred, not counted: ${late.join(' ')}` : ''),
      );
      await context.close();
    }
} finally {
  await browser.close();
  await server.dispose();
}

mkdirSync('bench/results', { recursive: true });
const worst = Math.max(...Object.values(results).map((r) => r.totalGzipKB));
const worstAt = Object.entries(results).find(([, r]) => r.totalGzipKB === worst)?.[0];
console.log(`worst: ${worst} KB (${worstAt}); budget ${BUDGET_KB} KB`);
writeFileSync(
  'bench/results/first-route-js.json',
  JSON.stringify(
    {
      budgetKB: BUDGET_KB,
      worstKB: worst,
      worstAt,
      withinBudget: worst <= BUDGET_KB,
      routes: results,
      measuredAt: new Date().toISOString(),
    },
    null,
    2,
  ),
);
