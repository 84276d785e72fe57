/**
 * DESIGN.md §8: JS the first route loads — every script fetched until the network is idle, each gzipped,
 * the engine worker included — against the 120 KB budget, in every interface language (each brand's default
 * is one of them; a first visit's browser language picks it). Loads `/sport` (the sport home) and `/` (lands
 * on /home/slots) in Chromium at phone size on a cold cache, gzips each JS body at level 9 as a CDN would.
 * Prints every language and the worst. Writes bench/results/first-route-js.json.
 */
import { gzipSync } from 'node:zlib';
import { writeFileSync, mkdirSync } from 'node:fs';
import type { Response } from 'playwright-core';
import { launch, phoneContext } from '../tests/e2e/support/browser';
import { startServer } from '../tests/e2e/support/server';
import { copyDataDir } from './data-dir';

const BUDGET_KB = 120;
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
      const onResponse = (res: Response) => {
        const type = res.request().resourceType();
        const url = res.url();
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
      context.on('response', onResponse);
      await page.goto(server.url + path, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1500);
      await Promise.all(pending);
      const totalGzipKB = files.reduce((n, f) => n + f.gzipKB, 0);
      results[route] = {
        totalGzipKB: Math.round(totalGzipKB * 10) / 10,
        files: files.map((f) => ({ ...f, gzipKB: Math.round(f.gzipKB * 10) / 10 })),
      };
      console.log(
        `${route}: ${results[route]!.totalGzipKB} KB gzip in ${files.length} scripts (budget ${BUDGET_KB} KB)`,
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
