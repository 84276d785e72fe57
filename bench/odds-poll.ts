/**
 * DESIGN.md §8 "Odds poll endpoint on one node >= 50% of a bare Fastify hello-world's req/s, same run":
 * starts a bare Fastify hello-world and our built server (PGlite in a temporary folder, FEED=1), and loads
 * each in turn with the same closed-loop client (bench/odds-poll/load.ts: 50 keep-alive connections, 10 s,
 * loopback, three alternating rounds, the median ratio reported) — ours with latestOdds for 20 matches of
 * the seeded catalogue, sent as the engine worker in Chromium sends it (the added common parameters, Appkey,
 * Appname, Origin, Accept-Encoding: gzip, deflate, br, zstd), and the same without Accept-Encoding for
 * comparison. FEED=off runs the server with the feed stopped (the default keeps it on, as deployed).
 * Then watches the home page for 30 s as a client does (one list load of 20 matches, odds every 2 s,
 * increments every 5 s) and reports bytes per minute as served with that Accept-Encoding, and what
 * the same answers weigh uncompressed.
 * Writes bench/results/odds-poll.json. Run: `npx tsx bench/odds-poll.ts` (SKIP_BUILD=1 to reuse dist/;
 * SERVER_JS=<built main.js> to load another build; ROUNDS, DURATION_MS, WATCH_MS to shorten a trial run).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { runLoad, type LoadResult } from './odds-poll/load';

const CONNECTIONS = 50;
const DURATION_MS = Number(process.env.DURATION_MS ?? 10_000);
const WARMUP_MS = 2_000;
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const WATCH_MS = Number(process.env.WATCH_MS ?? 30_000);
const ODDS_IDS = 20;
const BUDGET_RATIO = 0.5;
/** What the engine worker sends (core/api/client.ts): the brand's app key and name, JSON bodies. */
const HEADERS: Record<string, string> = {
  appkey: 'placar_br',
  appname: 'PlacarBet',
  'content-type': 'application/json',
};
/** What Chromium adds to such a fetch: its Accept-Encoding, and Origin on a POST (set once the port is known). */
const BROWSER_HEADERS: Record<string, string> = { ...HEADERS, 'accept-encoding': 'gzip, deflate, br, zstd' };
/**
 * The added parameters every call carries (SPEC §5; core/api/client.ts): device id, country, currency,
 * language, client version and the cache-busting timestamp, as the engine sends them for this brand.
 */
const COMMON_PARAMS = `smid=0f8e2d4c-6b1a-4f3e-9c2d-7a5b3e1f0c9d&lca_coun=BR&currency=BRL&lca_lang=en&cv=BR1.0.0Web&ts=${Date.now()}`;

let build = 'skipped (SKIP_BUILD=1)';
if (!process.env.SKIP_BUILD) {
  const full = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (full.status === 0) build = 'npm run build';
  else {
    // The client build is not needed for the API; a broken page elsewhere must not stop this bench.
    const server = spawnSync('npm', ['run', 'build:server'], { stdio: 'inherit' });
    if (server.status !== 0) throw new Error('npm run build:server failed');
    build = 'npm run build:server (the full build failed)';
  }
}

function startProcess(
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`no "Listening on" within 60 s:\n${out}`)), 60_000);
    const onData = (d: Buffer) => {
      out += d.toString();
      const m = /Listening on http:\/\/[^:]+:(\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ child, port: Number(m[1]) });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => reject(new Error(`exited with ${code}:\n${out}`)));
  });
}

const HELLO = `
import Fastify from 'fastify';
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: 0, host: '127.0.0.1' });
console.log('Listening on http://127.0.0.1:' + app.server.address().port);
`;

interface Served {
  status: number;
  body: Buffer;
  headerBytes: number;
  encoding: string;
}

function fetchRaw(port: number, method: string, path: string, body?: string): Promise<Served> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers: BROWSER_HEADERS }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const headerBytes =
          `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`.length +
          res.rawHeaders.reduce((n, h) => n + Buffer.byteLength(h) + 2, 0) +
          2;
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks),
          headerBytes,
          encoding: res.headers['content-encoding'] ?? '',
        });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

function decoded(s: Served): Buffer {
  if (s.encoding === 'br') return brotliDecompressSync(s.body);
  if (s.encoding === 'gzip') return gunzipSync(s.body);
  if (s.encoding) throw new Error(`unexpected Content-Encoding ${s.encoding}`);
  return s.body;
}
const json = <T>(s: Served) => (JSON.parse(decoded(s).toString()) as { data: T }).data;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const loadAtStart = loadavg().map((x) => Number(x.toFixed(2)));
const dataDir = mkdtempSync(join(tmpdir(), 'odds-poll-'));
const hello = await startProcess(['--input-type=module', '-e', HELLO], {});
const SERVER_JS = process.env.SERVER_JS ?? 'dist/server/main.js';
const ours = await startProcess([SERVER_JS], {
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  FEED: process.env.FEED ?? '1',
  LOG_LEVEL: 'info',
});

try {
  const list = await fetchRaw(
    ours.port,
    'GET',
    `/api/piranha/v1/match/list/get?tab_key=All&page_limit=10&size=${ODDS_IDS}&${COMMON_PARAMS}`,
  );
  if (list.status !== 200) throw new Error(`match list: ${list.status} ${list.body.toString()}`);
  const ids = json<{ records: { id: number }[] }>(list).records.map((m) => m.id);
  const oddsBody = JSON.stringify({ match_ids: ids });
  const oddsPath = `/api/piranha/v1/match/odds/latest?${COMMON_PARAMS}`;
  BROWSER_HEADERS.origin = HEADERS.origin = `http://127.0.0.1:${ours.port}`;

  const helloLoad = { port: hello.port, method: 'GET', path: '/', connections: CONNECTIONS } as const;
  const oddsLoad = {
    port: ours.port,
    method: 'POST',
    path: oddsPath,
    headers: BROWSER_HEADERS,
    body: oddsBody,
    connections: CONNECTIONS,
  } as const;
  const identityLoad = { ...oddsLoad, headers: HEADERS };
  await runLoad({ ...helloLoad, durationMs: WARMUP_MS });
  await runLoad({ ...oddsLoad, durationMs: WARMUP_MS });
  // Alternating rounds: on a shared machine the background load drifts; each round's runs see about the same.
  const rounds: {
    helloWorld: LoadResult;
    latestOdds: LoadResult;
    ratio: number;
    latestOddsIdentity: LoadResult;
    ratioIdentity: number;
  }[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const helloWorld = await runLoad({ ...helloLoad, durationMs: DURATION_MS });
    const latestOdds = await runLoad({ ...oddsLoad, durationMs: DURATION_MS });
    const latestOddsIdentity = await runLoad({ ...identityLoad, durationMs: DURATION_MS });
    const ratio = Number((latestOdds.reqPerSec / helloWorld.reqPerSec).toFixed(3));
    const ratioIdentity = Number((latestOddsIdentity.reqPerSec / helloWorld.reqPerSec).toFixed(3));
    rounds.push({ helloWorld, latestOdds, ratio, latestOddsIdentity, ratioIdentity });
    console.log(
      `round ${r + 1}: hello-world ${helloWorld.reqPerSec} req/s, latestOdds(${ids.length}) ${latestOdds.reqPerSec} req/s (br) ratio ${ratio}, ${latestOddsIdentity.reqPerSec} req/s (identity) ratio ${ratioIdentity}`,
    );
  }
  const ratioIdentity = [...rounds].map((r) => r.ratioIdentity).sort((a, b) => a - b)[
    Math.floor(ROUNDS / 2)
  ]!;
  const median = [...rounds].sort((a, b) => a.ratio - b.ratio)[Math.floor(ROUNDS / 2)]!;
  const ratio = median.ratio;

  // Watching the InPlay home page the way the engine does.
  const samples = { list: [] as Served[], odds: [] as Served[], incr: [] as Served[] };
  const first = await fetchRaw(
    ours.port,
    'GET',
    `/api/piranha/v1/match/list/get?tab_key=InPlay&page_limit=10&size=${ODDS_IDS}&${COMMON_PARAMS}`,
  );
  samples.list.push(first);
  const shown = json<{ records: { id: number }[]; incr_cursor: string }>(first);
  let cursor = shown.incr_cursor;
  const watchIds = JSON.stringify({ match_ids: shown.records.map((m) => m.id) });
  const start = Date.now();
  for (let tick = 1; Date.now() - start < WATCH_MS; tick++) {
    await sleep(start + tick * 1000 - Date.now());
    if (tick % 2 === 0) samples.odds.push(await fetchRaw(ours.port, 'POST', oddsPath, watchIds));
    if (tick % 5 === 0) {
      const r = await fetchRaw(
        ours.port,
        'GET',
        `/api/piranha/v1/match/list/get_new?tab_key=InPlay&incr_cursor=${encodeURIComponent(cursor)}&${COMMON_PARAMS}`,
      );
      samples.incr.push(r);
      cursor = json<{ incr_cursor: string }>(r).incr_cursor;
    }
  }
  const avg = (xs: Served[], size: (s: Served) => number) =>
    xs.reduce((n, s) => n + size(s), 0) / Math.max(1, xs.length);
  const perMinute = (size: (s: Served) => number) =>
    Math.round(avg(samples.list, size) + 30 * avg(samples.odds, size) + 12 * avg(samples.incr, size));
  const served = (s: Served) => s.body.length + s.headerBytes;
  // Uncompressed: the decoded body, and the headers less the Content-Encoding line the server added.
  const identity = (s: Served) =>
    decoded(s).length + s.headerBytes - (s.encoding ? `content-encoding: ${s.encoding}\r\n`.length : 0);
  const bytes = {
    note: 'one list load (InPlay, 20 matches) + 30 odds polls (those 20 ids) + 12 increments per minute, Accept-Encoding: gzip, deflate, br, zstd; headers included',
    encodingAsServed: {
      list: first.encoding || 'identity',
      odds: samples.odds[0]?.encoding || 'identity',
      increment: samples.incr[0]?.encoding || 'identity',
    },
    averageBodyBytesAsServed: {
      list: Math.round(avg(samples.list, (s) => s.body.length)),
      odds: Math.round(avg(samples.odds, (s) => s.body.length)),
      increment: Math.round(avg(samples.incr, (s) => s.body.length)),
    },
    averageBodyBytesUncompressed: {
      list: Math.round(avg(samples.list, (s) => decoded(s).length)),
      odds: Math.round(avg(samples.odds, (s) => decoded(s).length)),
      increment: Math.round(avg(samples.incr, (s) => decoded(s).length)),
    },
    samples: { odds: samples.odds.length, increments: samples.incr.length },
    perMinuteAsServed: perMinute(served),
    perMinuteUncompressed: perMinute(identity),
  };
  console.log(
    `bytes per minute watching the home page: ${bytes.perMinuteAsServed} as served (compression accepted), ${bytes.perMinuteUncompressed} uncompressed`,
  );

  mkdirSync('bench/results', { recursive: true });
  writeFileSync(
    'bench/results/odds-poll.json',
    `${JSON.stringify(
      {
        when: new Date().toISOString(),
        build,
        feed: `FEED=${process.env.FEED ?? '1'} passed to the server`,
        database: process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite',
        cpus: availableParallelism(),
        client: { connections: CONNECTIONS, durationMs: DURATION_MS, warmupMs: WARMUP_MS },
        loadAverageAtStart: loadAtStart,
        loadAverageAtEnd: loadavg().map((x) => Number(x.toFixed(2))),
        oddsIds: ids.length,
        rounds,
        medianRound: median,
        ratio,
        ratioWithoutAcceptEncoding: ratioIdentity,
        budgetRatio: BUDGET_RATIO,
        withinBudget: ratio >= BUDGET_RATIO,
        bytes,
      },
      null,
      2,
    )}\n`,
  );
} finally {
  hello.child.kill('SIGTERM');
  ours.child.kill('SIGTERM');
  await sleep(1500);
  rmSync(dataDir, { recursive: true, force: true });
}
