/**
 * What each long task of a page load is: loads a route in Chromium at phone size with Lighthouse's 4x CPU
 * slowdown, records a Chromium trace for the first TRACE_MS (default 8000), and prints every main-thread task
 * over 50 ms (the ones Total Blocking Time counts) with what started it (a script's evaluation, a worker
 * message, a timer, a network answer, style and layout) and where its time went. For finding the cause of a
 * TBT figure that bench/lighthouse.ts reports; the durations are this machine's, the causes are the page's.
 * Run: `BENCH_DATA_DIR=<seeded data folder> npx tsx bench/long-tasks.ts /sport` (needs `npm run build`).
 */
import { launch, phoneContext } from '../tests/e2e/support/browser';
import { startServer } from '../tests/e2e/support/server';
import { copyDataDir } from './data-dir';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: { data?: Record<string, unknown>; beginData?: Record<string, unknown> };
}

const route = process.argv[2] ?? '/sport';
const TRACE_MS = Number(process.env.TRACE_MS ?? 8000);
const LONG_MS = 50;
const seeded = process.env.BENCH_DATA_DIR;
const server = await startServer(seeded ? { dataDir: copyDataDir(seeded) } : { fresh: true });
const browser = await launch();
try {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing',
    transferMode: 'ReportEvents',
  });
  await page.goto(server.url + route);
  await page.waitForTimeout(TRACE_MS);
  await cdp.send('Tracing.end');
  await done;
  report(events);
} finally {
  await browser.close();
  await server.dispose();
}

/** The page's renderer main thread: the thread of its first ParseHTML of the route. */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } | undefined {
  const parse = events.find(
    (e) => e.name === 'ParseHTML' && String(e.args?.beginData?.url ?? '').includes(route),
  );
  return parse && { pid: parse.pid, tid: parse.tid };
}

function report(events: TraceEvent[]): void {
  const main = mainThread(events);
  if (!main) throw new Error('no ParseHTML of the route in the trace');
  const own = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const start = own.find((e) => e.name === 'ParseHTML')!.ts;
  const tasks = own.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) / 1000 > LONG_MS);
  let blocking = 0;
  console.log(`${route}: tasks over ${LONG_MS} ms in the first ${TRACE_MS} ms (4x CPU), from the HTML parse`);
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    const inside = own.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end);
    // The task's direct children say what started it; their own time says where it went.
    const byName = new Map<string, number>();
    for (const e of inside) byName.set(e.name, (byName.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
    const first = inside[0];
    const what = first ? `${first.name}${describe(first)}` : '(no child events)';
    const parts = [...byName]
      .filter(([name]) => !['RunTask', 'ThreadControllerImpl::RunTask'].includes(name))
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
      .join(', ');
    const ms = (task.dur ?? 0) / 1000;
    blocking += ms - LONG_MS;
    console.log(
      `  at ${((task.ts - start) / 1000).toFixed(0).padStart(5)} ms  ${ms.toFixed(0).padStart(5)} ms  ${what}  [${parts}]`,
    );
  }
  console.log(`  ${tasks.length} long tasks, ${blocking.toFixed(0)} ms over ${LONG_MS} ms in all`);
}

function describe(e: TraceEvent): string {
  const data = e.args?.data ?? e.args?.beginData;
  if (!data) return '';
  const url = typeof data.url === 'string' ? data.url.replace(/^https?:\/\/[^/]+/, '') : '';
  const type = typeof data.type === 'string' ? data.type : '';
  const fn = typeof data.functionName === 'string' ? data.functionName : '';
  return ` (${[type, fn, url].filter(Boolean).join(' ')})`;
}
