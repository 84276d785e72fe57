/**
 * Where a page load's main-thread time goes: loads a route in Chromium at phone size with Lighthouse's 4x CPU
 * slowdown, records a JS CPU profile for the first PROFILE_MS (default 6000), and prints the busiest functions
 * by self and inclusive time (minified names with chunk:line:column; look them up in dist/client/assets).
 * For tracing a TBT regression that bench/lighthouse.ts reports (`LH_DETAILS=1` gives the long tasks).
 * Run: `BENCH_DATA_DIR=<seeded data folder> npx tsx bench/page-profile.ts /sport` (needs `npm run build`).
 */
import { writeFileSync } from 'node:fs';
import { launch, phoneContext } from '../tests/e2e/support/browser';
import { startServer } from '../tests/e2e/support/server';
import { copyDataDir } from './data-dir';

/** The parts of a CDP Profiler.Profile read here. */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples?: number[];
  timeDeltas?: number[];
}

const route = process.argv[2] ?? '/sport';
const PROFILE_MS = Number(process.env.PROFILE_MS ?? 6000);
const seeded = process.env.BENCH_DATA_DIR;
const server = await startServer(seeded ? { dataDir: copyDataDir(seeded) } : { fresh: true });
const browser = await launch();
try {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(server.url + route);
  await page.waitForTimeout(PROFILE_MS);
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  // PROFILE_SAVE=<file>: the raw profile too (open it in DevTools' Performance panel, or walk its tree).
  if (process.env.PROFILE_SAVE) writeFileSync(process.env.PROFILE_SAVE, JSON.stringify(profile));
  report(profile);
} finally {
  await browser.close();
  await server.dispose();
}

function report(profile: Profile): void {
  const spent = new Map<number, number>();
  profile.samples?.forEach((id, i) => spent.set(id, (spent.get(id) ?? 0) + (profile.timeDeltas?.[i] ?? 0)));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const name = (n: ProfileNode) =>
    `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`;
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let busy = 0;
  for (const [id, us] of spent) {
    const node = byId.get(id)!;
    if (node.callFrame.functionName === '(idle)' || node.callFrame.functionName === '(program)') continue;
    busy += us;
    self.set(name(node), (self.get(name(node)) ?? 0) + us);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const key = name(byId.get(at)!);
      if (seen.has(key)) continue; // recursion counts once
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + us);
    }
  }
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, us]) => `${(us / 1000).toFixed(0).padStart(6)} ms  ${k}`);
  console.log(
    `${route}: ${(busy / 1000).toFixed(0)} ms of main-thread JS in the first ${PROFILE_MS} ms (4x CPU)`,
  );
  console.log(['--- self', ...top(self, 25), '--- inclusive', ...top(inclusive, 40)].join('\n'));
  if (process.env.PROFILE_TREE) printTree(profile, spent, name, Number(process.env.PROFILE_TREE));
}

/** PROFILE_TREE=<depth>: the call tree down to that depth, branches of 10 ms or more (where a total goes). */
function printTree(
  profile: Profile,
  spent: Map<number, number>,
  name: (n: ProfileNode) => string,
  depth: number,
): void {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const total = new Map<number, number>();
  const sum = (id: number): number => {
    const node = byId.get(id)!;
    const t = (spent.get(id) ?? 0) + (node.children ?? []).reduce((a, c) => a + sum(c), 0);
    total.set(id, t);
    return t;
  };
  const root = profile.nodes[0]!;
  sum(root.id);
  const walk = (id: number, level: number) => {
    const node = byId.get(id)!;
    if (level > 0)
      console.log(`${'  '.repeat(level - 1)}${((total.get(id) ?? 0) / 1000).toFixed(0)} ms ${name(node)}`);
    if (level >= depth) return;
    for (const c of [...(node.children ?? [])].sort((a, b) => (total.get(b) ?? 0) - (total.get(a) ?? 0)))
      if ((total.get(c) ?? 0) >= 10_000) walk(c, level + 1);
  };
  console.log('--- tree');
  walk(root.id, 0);
}
