/**
 * DESIGN.md §8 "Bet placement through the HTTP API on PostgreSQL >= 60% of the same transaction's raw
 * pgbench tps, same run": a fresh PostgreSQL database, our built server on it (FEED=off, so nothing
 * suspends), PLAYERS logged-in players over CONNECTIONS keep-alive HTTP connections placing single bets in
 * a closed loop (each connection's players take turns; unique idempotency key per bet,
 * /api/piranha/v1/order/bet/singlePass; the load loop uses raw-http.ts, a lean client, as pgbench's C
 * client is), against pgbench running the SQL that one placement runs (bench/bet-throughput.sql: the session
 * check, the selection read, then the player's debit, the order with its leg, the ledger's transaction row,
 * the operator's shard and the two entries in one statement) with one client per connection betting as that
 * connection's players, sent as the server sends them (named prepared statements: pgbench -M prepared;
 * PGBENCH_MODE=extended|simple for the other protocols, which are not like for like since
 * server/db/named.ts). Rounds alternate HTTP and pgbench (the machine's load drifts), in each core layout
 * (bet-throughput/layout.ts: split, PostgreSQL on its own cores as deployed, which the budget is read on;
 * shared, reported beside it); the median ratio per layout is reported.
 * Writes bench/results/bet-throughput.json. Run: `npx tsx bench/bet-throughput.ts` (SKIP_BUILD=1 reuses
 * dist/server; DATABASE_URL names the admin connection, default postgres://postgres@127.0.0.1:5432/postgres).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import { openDatabase } from '../server/db/open';
import { postTransaction, SYSTEM_SHARDS } from '../server/ledger/ledger';
import { cpuTimes, ownCpuSeconds, postgresCpuSeconds } from './proc-cpu';
import { httpLoad, type HttpResult } from './bet-throughput/http-round';
import { pgbench, PGBENCH_MODE, type PgbenchResult } from './bet-throughput/pgbench-round';
import type { Player, Selection } from './bet-throughput/types';
import { applyLayout, parseLayouts, restoreLayout, type Layout } from './bet-throughput/layout';
import { registration } from '../tests/server/helpers/registration';

const CONNECTIONS = Number(process.env.CONNECTIONS ?? 16);
/**
 * Players in all, PLAYERS / CONNECTIONS on each connection (and on each pgbench client) taking turns. More
 * than one per connection: a player may place at most 50 bets/s (server/routes/bets.ts, a burst of 300), and
 * one player per connection would hit that limit before the server's capacity (up to 30% of the requests
 * answered 429 on a 2-core machine), which measured the limit, not the placement.
 */
const PLAYERS = Number(process.env.PLAYERS ?? CONNECTIONS * 4);
if (PLAYERS % CONNECTIONS !== 0) throw new Error('PLAYERS must be a multiple of CONNECTIONS');
const DURATION_MS = Number(process.env.DURATION_MS ?? 10_000);
const WARMUP_MS = 2_000;
// Five: single rounds of the ratio swing by ±0.05 on a quiet 2-core machine (bench/README.md).
const ROUNDS = Number(process.env.ROUNDS ?? 5);
/** Where the sides run (bet-throughput/layout.ts): split (the budget's) and shared, alternating each round. */
const LAYOUTS = parseLayouts(process.env.LAYOUTS);
const STAKE = 300;
const BUDGET_RATIO = 0.6;
/**
 * API processes, each with its own event loop, sharing the database (as a deployment runs one per core
 * behind its balancer; the jobs run on one, server/cluster). Two by default: pgbench's client runs two
 * threads (`-j 2`), and one Node process can use one core for JavaScript however many the machine has.
 */
const API_NODES = Number(process.env.API_NODES ?? 2);
// Connection c goes to node c mod API_NODES and carries players c, c + CONNECTIONS, ...: a player stays on one node.
if (CONNECTIONS % API_NODES !== 0) throw new Error('CONNECTIONS must be a multiple of API_NODES');
/** The servers' PostgreSQL connections in all, split between the nodes; pgbench gets one per client (CONNECTIONS). */
const SERVER_POOL = Number(process.env.SERVER_POOL ?? 16);
const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

let build = 'skipped (SKIP_BUILD=1)';
if (!process.env.SKIP_BUILD) {
  const r = spawnSync('flock', ['/tmp/build.lock', 'npm', 'run', 'build:server'], { stdio: 'inherit' });
  if (r.status !== 0) throw new Error('npm run build:server failed');
  build = 'npm run build:server';
}

const dbName = `bench_bets_${randomBytes(4).toString('hex')}`;
const dbUrl = (() => {
  const u = new URL(ADMIN_URL);
  u.pathname = `/${dbName}`;
  return u.toString();
})();

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: ADMIN_URL });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

function startServer(): Promise<{ child: ChildProcess; port: number }> {
  // SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=.tmp/prof" profiles the server (written when it exits).
  const nodeArgs = (process.env.SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, process.env.SERVER_JS ?? 'dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: dbUrl,
      FEED: 'off',
      DATABASE_POOL_SIZE: String(Math.max(1, Math.round(SERVER_POOL / API_NODES))),
      LOG_LEVEL: 'warn',
      // Players register from one machine: each gets its own X-Forwarded-For so the per-IP limit holds.
      TRUST_PROXY: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`no "Listening on" within 120 s:\n${out}`)), 120_000);
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
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${out}`)));
  });
}

const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS * 2 });
const HEADERS = { appkey: 'placar_br', appname: 'web', 'content-type': 'application/json' };

function post(
  port: number,
  path: string,
  body: object,
  headers: Record<string, string> = {},
): Promise<{
  status: number;
  json: { data: unknown; dm_error: number; error_msg: string };
  cookie?: string;
}> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path,
        agent,
        headers: { ...HEADERS, ...headers, 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const set = res.headers['set-cookie']?.find((c) => c.startsWith('session='));
          resolve({
            status: res.statusCode ?? 0,
            json: JSON.parse(Buffer.concat(chunks).toString()),
            cookie: set?.split(';')[0],
          });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const httpOptions = { stake: STAKE, headers: HEADERS, connections: CONNECTIONS };
const pgbenchOptions = { dbUrl, clients: CONNECTIONS, stake: STAKE };

const loadAtStart = loadavg().map((x) => Number(x.toFixed(2)));
await admin((c) => c.query(`create database ${dbName}`));
// One after the other: the first migrates and seeds, the next finds it done.
const servers: { child: ChildProcess; port: number }[] = [];
for (let i = 0; i < API_NODES; i++) servers.push(await startServer());
const server = servers[0]!;
const ports = servers.map((s) => s.port);
const serverCpu = () =>
  servers
    .map((s) => cpuTimes(s.child.pid!))
    .reduce((a, b) => ({ total: a.total + b.total, system: a.system + b.system, children: 0 }));
const database = await openDatabase({ kind: 'postgres', url: dbUrl, poolSize: 2 });
try {
  // Players: registered through the API one after another (consecutive uids for pgbench), funded from
  // promotions through the ledger with far more than the run can stake.
  const players: Player[] = [];
  for (let i = 0; i < PLAYERS; i++) {
    const r = await post(
      server.port,
      '/api/piranha/user/account/email/register',
      // What the Brazilian brand's registration needs since #21 (terms, age, birth date, a unique CPF).
      { email: `bench${i}@example.com`, password: 'bench password 1', ...registration() },
      { 'x-forwarded-for': `10.99.${Math.floor(i / 250)}.${(i % 250) + 1}` },
    );
    if (r.status !== 200 || !r.cookie) throw new Error(`register: ${r.status} ${JSON.stringify(r.json)}`);
    players.push({ uid: (r.json.data as { uid: number }).uid, cookie: r.cookie });
  }
  await database.db.transaction(async (tx) => {
    for (const p of players)
      await postTransaction(tx, {
        key: `bench:fund:${p.uid}`,
        kind: 'bench_fund',
        postings: [
          { account: { system: 'promotions', currency: 'BRL' }, amount: -1_000_000_000 },
          { account: { uid: p.uid, kind: 'cash', currency: 'BRL' }, amount: 1_000_000_000 },
        ],
      });
    // Every house_sports shard exists before the runs (pgbench only updates rows): one posting per shard.
    for (let i = 0; i < SYSTEM_SHARDS; i++)
      await postTransaction(
        tx,
        {
          key: `bench:house:${i}`,
          kind: 'bench_fund',
          postings: [
            { account: { system: 'promotions', currency: 'BRL' }, amount: -1 },
            { account: { system: 'house_sports', currency: 'BRL' }, amount: 1 },
          ],
        },
        { random: () => (i + 0.5) / SYSTEM_SHARDS },
      );
  });
  const { rows } = await admin(async () => {
    const c = new pg.Client({ connectionString: dbUrl });
    await c.connect();
    try {
      return await c.query<{
        match_id: number;
        market_id: number;
        ty: number;
        odds_milli: number;
        market_type: number;
      }>(`select m.id as match_id, mk.id as market_id, o.outcome_type as ty, o.odds_milli, mk.market_type
          from matches m join markets mk on mk.match_id = m.id join options o on o.market_id = mk.id
          where m.status = 4 and mk.status = 1 and not o.locked and mk.line is null and o.outcome_type = 1
            and o.odds_milli between 1200 and 5000
          order by m.begin_at desc limit 1`);
    } finally {
      await c.end();
    }
  });
  const r0 = rows[0];
  if (!r0) throw new Error('no open pre-match market to bet on');
  const sel: Selection = {
    matchId: r0.match_id,
    marketId: r0.market_id,
    ty: r0.ty,
    oddsMilli: r0.odds_milli,
    marketType: r0.market_type,
  };

  const apiPids = servers.map((s) => s.child.pid!);
  type Round = { layout: Layout; http: HttpResult; pgbench: PgbenchResult; ratio: number };
  const rounds: Round[] = [];
  try {
    for (const layout of LAYOUTS) {
      applyLayout(layout, apiPids);
      await httpLoad(ports, players, sel, WARMUP_MS, httpOptions);
      pgbench(players, sel, WARMUP_MS, pgbenchOptions);
    }
    for (let i = 0; i < ROUNDS; i++)
      for (const layout of LAYOUTS) {
        const cores = applyLayout(layout, apiPids);
        rounds.push(await round(layout));
        const r = rounds.at(-1)!;
        console.log(
          `round ${i + 1} ${layout} (database on cores ${cores.database.join(',')}, API and clients on ${cores.api.join(',')}): HTTP (${API_NODES} nodes) ${r.http.betsPerSec} bets/s (p50 ${r.http.p50} ms, p99 ${r.http.p99} ms, refused ${r.http.refused}, server CPU ${r.http.serverCpuMsPerBet} ms/bet (system ${r.http.serverSystemCpuMsPerBet}), ${r.http.serverCpuShare} cores, postgres ${r.http.postgresCpuMsPerBet} ms/bet, client ${r.http.clientCpuMsPerBet} ms/bet), pgbench ${r.pgbench.tps} tps (postgres ${r.pgbench.postgresCpuMsPerTx} ms/tx), ratio ${r.ratio}`,
        );
      }
  } finally {
    restoreLayout(apiPids);
  }

  async function round(layout: Layout): Promise<Round> {
    const server0 = serverCpu();
    const pg0 = postgresCpuSeconds();
    const own0 = ownCpuSeconds();
    const http = await httpLoad(ports, players, sel, DURATION_MS, httpOptions);
    const server1 = serverCpu();
    const perBet = (seconds: number) => Number(((seconds * 1000) / Math.max(1, http.bets)).toFixed(2));
    http.serverCpuShare = Number(((server1.total - server0.total) / http.seconds).toFixed(3));
    http.serverCpuMsPerBet = perBet(server1.total - server0.total);
    http.serverSystemCpuMsPerBet = perBet(server1.system - server0.system);
    http.postgresCpuMsPerBet = perBet(postgresCpuSeconds() - pg0);
    http.clientCpuMsPerBet = perBet(ownCpuSeconds() - own0);
    const pgBefore = postgresCpuSeconds();
    const raw = pgbench(players, sel, DURATION_MS, pgbenchOptions);
    raw.postgresCpuMsPerTx = Number(
      (((postgresCpuSeconds() - pgBefore) * 1000) / Math.max(1, raw.transactions)).toFixed(2),
    );
    return { layout, http, pgbench: raw, ratio: Number((http.betsPerSec / raw.tps).toFixed(3)) };
  }
  // pgbench's script must have done the whole placement every time: a shard row it did not find would
  // have left its ledger transaction without entries (a cheaper transaction than the server's).
  const { rows: partial } = await admin(async () => {
    const c = new pg.Client({ connectionString: dbUrl });
    await c.connect();
    try {
      return await c.query<{ n: string }>(`select count(*) as n from ledger_transactions t
        where not exists (select 1 from ledger_entries e where e.tx_id = t.id)`);
    } finally {
      await c.end();
    }
  });
  if (Number(partial[0]?.n) !== 0) throw new Error(`${partial[0]?.n} ledger transactions without entries`);
  const medianOf = (layout: Layout) => {
    const of = rounds.filter((r) => r.layout === layout).sort((a, b) => a.ratio - b.ratio);
    return of[Math.floor(of.length / 2)];
  };
  // The budget is read on the first layout asked for (split by default: bench/README.md says why).
  const median = medianOf(LAYOUTS[0]!)!;
  const byLayout = Object.fromEntries(
    LAYOUTS.map((l) => [
      l,
      { ratio: medianOf(l)!.ratio, ratios: rounds.filter((r) => r.layout === l).map((r) => r.ratio) },
    ]),
  );
  const { rows: version } = await admin((c) => c.query<{ server_version: string }>('show server_version'));
  const result = {
    bench: 'bet-throughput',
    at: new Date().toISOString(),
    build,
    database: `postgres ${version[0]?.server_version ?? '?'}`,
    apiNodes: API_NODES,
    serverPool: SERVER_POOL,
    connections: CONNECTIONS,
    players: PLAYERS,
    pgbenchMode: PGBENCH_MODE,
    durationMs: DURATION_MS,
    rounds,
    layout: median.layout,
    layouts: byLayout,
    httpBetsPerSec: median.http.betsPerSec,
    pgbenchTps: median.pgbench.tps,
    ratio: median.ratio,
    budget: BUDGET_RATIO,
    pass: median.ratio >= BUDGET_RATIO,
    machine: {
      cores: cpus().length,
      loadAtStart,
      loadAtEnd: loadavg().map((x) => Number(x.toFixed(2))),
    },
  };
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/bet-throughput.json', `${JSON.stringify(result, null, 2)}\n`);
  console.log(
    `bet placement (${median.layout}): ${result.httpBetsPerSec} bets/s over HTTP vs ${result.pgbenchTps} tps pgbench -M ${PGBENCH_MODE} = ${result.ratio} (budget ${BUDGET_RATIO}): ${result.pass ? 'PASS' : 'FAIL'}; medians by layout ${LAYOUTS.map((l) => `${l} ${byLayout[l]!.ratio}`).join(', ')}`,
  );
} finally {
  agent.destroy();
  await database.close();
  await Promise.all(
    servers.map(async (s) => {
      s.child.kill('SIGTERM');
      await new Promise((r) => s.child.once('exit', r));
    }),
  );
  if (process.env.KEEP_DB) console.log(`kept database ${dbName}`);
  else await admin((c) => c.query(`drop database if exists ${dbName} with (force)`));
}
