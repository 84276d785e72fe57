/**
 * The casino lobby's first screen (issue #7): Lighthouse mobile (simulated slow 4G, 4x CPU) on
 * /home/slots, the first screen a new player sees. Reports first paint (FCP), LCP, CLS, Performance and
 * what the game covers cost on the wire (count and transferred bytes of /img/game/ requests before the
 * page settles). Median of 3 runs. Writes bench/results/lobby.json.
 */
import { writeFileSync, mkdirSync } from 'node:fs';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/e2e/support/browser';
import { startServer } from '../tests/e2e/support/server';

const RUNS = Number(process.env.LH_RUNS ?? 3);
const route = process.argv[2] ?? '/home/slots';

interface NetworkItem {
  url: string;
  transferSize?: number;
  resourceType?: string;
}

const server = await startServer({ fresh: true });
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
const runs: {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  covers: number;
  coverBytes: number;
  totalBytes: number;
}[] = [];
try {
  for (let i = 0; i < RUNS; i++) {
    const result = await lighthouse(server.url + route, {
      port: chrome.port,
      output: 'json',
      onlyCategories: ['performance'],
      logLevel: 'error',
    });
    const lhr = result!.lhr;
    const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)
      ?.items ?? []) as NetworkItem[];
    const covers = items.filter((r) => new URL(r.url).pathname.startsWith('/img/game/'));
    const run = {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcpMs: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? NaN),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN),
      cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(4)),
      tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN),
      covers: covers.length,
      coverBytes: covers.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
      totalBytes: items.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    };
    runs.push(run);
    console.log(`run ${i + 1}: ${JSON.stringify(run)}`);
  }
} finally {
  chrome.kill();
  await server.dispose();
}
type Key = keyof (typeof runs)[number];
const median = (k: Key) => {
  const v = runs.map((r) => r[k]).sort((a, b) => a - b);
  return v[Math.floor(v.length / 2)]!;
};
const keys: Key[] = ['performance', 'fcpMs', 'lcpMs', 'cls', 'tbtMs', 'covers', 'coverBytes', 'totalBytes'];
const summary = Object.fromEntries(keys.map((k) => [k, median(k)])) as Record<Key, number>;
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/lobby.json',
  JSON.stringify(
    {
      route,
      profile: 'Lighthouse mobile: simulated slow 4G, 4x CPU slowdown',
      budget: { performance: 95, lcpMs: 2000, cls: 0.02 },
      median: summary,
      withinBudget: summary.performance >= 95 && summary.lcpMs <= 2000 && summary.cls <= 0.02,
      runs,
      measuredAt: new Date().toISOString(),
    },
    null,
    2,
  ),
);
console.log(`median: ${JSON.stringify(summary)}`);
