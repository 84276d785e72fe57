/**
 * DESIGN.md §8: Lighthouse mobile (simulated slow 4G, 4x CPU slowdown — Lighthouse's default mobile
 * profile) on the sport home with the seeded demo matches. Budget: Performance >= 95, LCP <= 2.0 s,
 * CLS <= 0.02. Median of 3 runs. Writes bench/results/lighthouse.json.
 */
import { writeFileSync, mkdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/e2e/support/browser';
import { startServer } from '../tests/e2e/support/server';
import { copyDataDir } from './data-dir';

const RUNS = Number(process.env.LH_RUNS ?? 3);
const loadAtStart = loadavg().map((x) => Number(x.toFixed(2)));
const route = process.argv[2] ?? '/sport';

// A database of its own: a copy of BENCH_DATA_DIR (a seeded data folder, quicker on a busy machine), else
// a freshly seeded one (the e2e seeded folder belongs to a vitest run).
const seeded = process.env.BENCH_DATA_DIR;
const server = await startServer(seeded ? { dataDir: copyDataDir(seeded) } : { fresh: true });
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
const runs: { performance: number; lcpMs: number; cls: number; tbtMs: number; fcpMs: number }[] = [];
try {
  let failures = 0;
  for (let i = 0; i < RUNS; i++) {
    const result = await lighthouse(server.url + route, {
      port: chrome.port,
      output: 'json',
      onlyCategories: ['performance'],
      logLevel: 'error',
    });
    const lhr = result!.lhr;
    // A run Lighthouse could not measure (e.g. NO_NAVSTART: a trace without its navigation) has no metrics:
    // run it again rather than count zeros in the median.
    if (lhr.runtimeError && failures++ < 3) {
      console.log(`run ${i + 1} failed (${lhr.runtimeError.code}), again`);
      i--;
      continue;
    }
    // LH_SAVE=<prefix>: each run's whole report (<prefix>.<run>.json), for digging further than LH_DETAILS prints.
    if (process.env.LH_SAVE) writeFileSync(`${process.env.LH_SAVE}.${i + 1}.json`, JSON.stringify(lhr));
    const run = {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN),
      cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(4)),
      tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN),
      fcpMs: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? NaN),
    };
    runs.push(run);
    // LH_DETAILS=1: where the main thread went (script by URL, long tasks) — for finding a TBT regression.
    if (process.env.LH_DETAILS) {
      const items = (id: string) =>
        ((lhr.audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? []).slice(
          0,
          8,
        );
      // The LCP element: the node item of the LCP breakdown insight (Lighthouse 12+).
      const breakdown = (lhr.audits['lcp-breakdown-insight']?.details as { items?: unknown[] } | undefined)
        ?.items;
      const lcpNode = breakdown?.find((i) => (i as { type?: string }).type === 'node') as
        { selector?: string; nodeLabel?: string } | undefined;
      const lcpElement = lcpNode ? `${lcpNode.selector} (${lcpNode.nodeLabel})` : null;
      const requests = items('network-requests').length
        ? (
            (lhr.audits['network-requests']?.details as { items?: Record<string, unknown>[] }).items ?? []
          ).map(
            (r) =>
              `${String(r.url).replace(server.url, '')} ${Math.round(Number(r.networkRequestTime))}-${Math.round(Number(r.networkEndTime))}`,
          )
        : [];
      console.log(
        JSON.stringify(
          { bootup: items('bootup-time'), longTasks: items('long-tasks'), lcpElement, requests },
          null,
          1,
        ),
      );
    }
    console.log(`run ${i + 1}: ${JSON.stringify(run)}`);
  }
} finally {
  chrome.kill();
  await server.dispose();
}
const median = <K extends keyof (typeof runs)[number]>(k: K) => {
  const v = runs.map((r) => r[k]).sort((a, b) => a - b);
  return v[Math.floor(v.length / 2)]!;
};
const summary = {
  performance: median('performance'),
  lcpMs: median('lcpMs'),
  cls: median('cls'),
  tbtMs: median('tbtMs'),
  fcpMs: median('fcpMs'),
};
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/lighthouse.json',
  JSON.stringify(
    {
      route,
      budget: { performance: 95, lcpMs: 2000, cls: 0.02 },
      median: summary,
      withinBudget: summary.performance >= 95 && summary.lcpMs <= 2000 && summary.cls <= 0.02,
      runs,
      loadAverageAtStart: loadAtStart,
      loadAverageAtEnd: loadavg().map((x) => Number(x.toFixed(2))),
      measuredAt: new Date().toISOString(),
    },
    null,
    2,
  ),
);
console.log(`median: ${JSON.stringify(summary)}`);
