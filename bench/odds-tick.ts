/**
 * DESIGN.md §8 "Main-thread work per odds tick (200 visible matches updated) <= 4 ms": builds
 * bench/odds-tick/page.tsx in production mode (the real MatchCard, the bridge's applyPatch, the engine's
 * diff), opens it in Chromium at phone size with 200 cards mounted, and times ticks that change the odds of
 * all 200 records. The budget number is apply + render (applyPatch, React render and DOM commit of the 200
 * cards); the clone (postMessage deserialisation stand-in) and the style/layout after the commit are
 * reported beside it. Runs at 1x CPU and under 4x CPU throttling (a mid-range phone), then again with
 * Date#toLocaleString served from cached formatters (diagnostic: MatchCard builds one per render).
 * Writes bench/results/odds-tick.json. Run: `npx tsx bench/odds-tick.ts`.
 */
import { createReadStream, existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { availableParallelism, loadavg } from 'node:os';
import { build } from 'vite';
import { reactWithLingui } from '../vite.config';
import { launch, phoneContext } from '../tests/e2e/support/browser';
import type { TickTiming } from './odds-tick/page';

const BUDGET_MS = 4;
const WARMUP = 20;
const TICKS = 60;
const root = resolve('bench/odds-tick');
const outDir = resolve('.tmp/bench-odds-tick');

await build({
  root,
  logLevel: 'warn',
  plugins: reactWithLingui(),
  worker: { format: 'es' },
  build: { outDir, emptyOutDir: true, target: 'es2022' },
});

const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
const server = createServer((req, res) => {
  const path = join(outDir, (req.url ?? '/').split('?')[0] === '/' ? 'index.html' : (req.url ?? '/'));
  if (!path.startsWith(outDir) || !existsSync(path) || !statSync(path).isFile()) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' });
  createReadStream(path).pipe(res);
});
await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
const address = server.address();
const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.ceil(xs.length * 0.95) - 1]!;
const round = (x: number) => Math.round(x * 100) / 100;

const browser = await launch();
const runs: Record<string, Record<string, number>> = {};
try {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(url);
  await page.waitForFunction(() => document.querySelectorAll('.match-card').length === 200);
  const cdp = await context.newCDPSession(page);
  const tickOnce = () =>
    page.evaluate(async () => {
      const w = window as unknown as { __tick(): Promise<TickTiming> };
      const t = await w.__tick();
      // Let the frame paint before the next tick, as 2 s apart they would.
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      return t;
    });
  const configs = [
    { name: 'cpu1x', rate: 1, cached: false },
    { name: 'cpu4x', rate: 4, cached: false },
    { name: 'cpu1x-cachedDateFormat', rate: 1, cached: true },
    { name: 'cpu4x-cachedDateFormat', rate: 4, cached: true },
  ];
  for (const { name, rate, cached } of configs) {
    if (cached)
      await page.evaluate(() => (window as unknown as { __cacheDateFormat(): void }).__cacheDateFormat());
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    for (let i = 0; i < WARMUP; i++) await tickOnce();
    const samples: TickTiming[] = [];
    for (let i = 0; i < TICKS; i++) samples.push(await tickOnce());
    if (samples.some((s) => s.changed !== 200)) throw new Error('a tick did not change 200 records');
    const work = samples.map((s) => s.apply + s.render);
    runs[name] = {
      applyRenderMedianMs: round(median(work)),
      applyRenderP95Ms: round(p95(work)),
      applyMedianMs: round(median(samples.map((s) => s.apply))),
      renderCommitMedianMs: round(median(samples.map((s) => s.render))),
      cloneMedianMs: round(median(samples.map((s) => s.clone))),
      styleLayoutMedianMs: round(median(samples.map((s) => s.layout))),
      totalWithCloneAndLayoutMedianMs: round(
        median(samples.map((s) => s.clone + s.apply + s.render + s.layout)),
      ),
    };
  }
  if (errors.length) throw new Error(`page errors: ${errors.join('\n')}`);
} finally {
  await browser.close();
  server.close();
}

const result = {
  measures:
    'main thread per odds tick, 200 MatchCards mounted, one batched list patch changing the odds of all 200: ' +
    'applyPatch + React render + DOM commit (budget), with structuredClone of the patch (postMessage stand-in) ' +
    'and forced style/layout reported separately; production build, Chromium, 390x844',
  budgetMs: BUDGET_MS,
  ticks: TICKS,
  runs,
  withinBudgetAt1x: (runs.cpu1x?.applyRenderMedianMs ?? Infinity) <= BUDGET_MS,
  withinBudgetAt4x: (runs.cpu4x?.applyRenderMedianMs ?? Infinity) <= BUDGET_MS,
  machine: { cpus: availableParallelism(), loadAverage1m: round(loadavg()[0] ?? 0) },
};
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/odds-tick.json', `${JSON.stringify(result, null, 2)}\n`);
console.log(JSON.stringify(result, null, 2));
