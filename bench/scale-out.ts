/**
 * The production layout under load (README "Production layout"): our built server as two nodes on one fresh
 * PostgreSQL database and the machine's Redis, behind nginx (Debian's), in one run:
 * - odds polls per second through the proxy with ONE node behind it and with TWO (two nginx instances, one
 *   with each upstream list), CONNECTIONS keep-alive clients each polling latestOdds for one of a few id
 *   sets of live matches (as phones on the same screens do), the feed running;
 * - per node: CPU per poll (ms, /proc) and memory (RSS); PostgreSQL transactions per second in each phase
 *   (pg_stat_database: with the shared answer cache it must not double with the second node);
 * - bets per second through the two nodes (bet-throughput's closed loop, raw-http.ts) against pgbench
 *   running the same placement's SQL (bench/bet-throughput.sql), same run.
 * Writes bench/results/scale-out.json. Run: `npx tsx bench/scale-out.ts` (SKIP_BUILD=1 reuses dist/server;
 * DATABASE_URL names the admin connection, default postgres://postgres@127.0.0.1:5432/postgres; REDIS_URL
 * default redis://127.0.0.1:6379). Needs nginx (apt-get install nginx) and pgbench.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { registration } from '../tests/server/helpers/registration';
import { openDatabase } from '../server/db/open';
import { postTransaction, SYSTEM_SHARDS } from '../server/ledger/ledger';
import { httpLoad } from './bet-throughput/http-round';
import { pgbench } from './bet-throughput/pgbench-round';
import type { Player, Selection } from './bet-throughput/types';
import { cpuTimes, postgresCpuSeconds } from './proc-cpu';
import { RawHttpConnection } from './raw-http';

const CONNECTIONS = Number(process.env.CONNECTIONS ?? 32);
const DURATION_MS = Number(process.env.DURATION_MS ?? 10_000);
/** Bet connections (and pgbench clients), each carrying BET_PLAYERS / BET_CONNECTIONS players in turn: one
 * player per connection would meet the per-player bet limit (50/s) before the servers' capacity. */
const BET_CONNECTIONS = Number(process.env.BET_CONNECTIONS ?? 16);
const BET_PLAYERS = Number(process.env.BET_PLAYERS ?? BET_CONNECTIONS * 4);
const ID_SETS = 4;
const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => spawnSync(p, ['-v']).status === 0);
if (!NGINX) throw new Error('nginx is not installed: apt-get install -y nginx');

let build = 'skipped (SKIP_BUILD=1)';
if (!process.env.SKIP_BUILD) {
  const r = spawnSync('flock', ['/tmp/build.lock', 'npm', 'run', 'build:server'], { stdio: 'inherit' });
  if (r.status !== 0) throw new Error('npm run build:server failed');
  build = 'npm run build:server';
}

const dbName = `bench_scale_${randomBytes(4).toString('hex')}`;
const dbUrl = (() => {
  const u = new URL(ADMIN_URL);
  u.pathname = `/${dbName}`;
  return u.toString();
})();
const prefix = `${dbName}:`;

async function sql<T>(url: string, text: string, params: unknown[] = []): Promise<T[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(text, params)).rows as T[];
  } finally {
    await c.end();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const a = srv.address();
      srv.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

function startNode(): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: dbUrl,
      REDIS_URL,
      REDIS_PREFIX: prefix,
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
      DEMO_RAIN: 'off',
      SEED: '7',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const onData = (d: Buffer) => {
      out += d.toString();
      const m = /Listening on http:\/\/[^:]+:(\d+)/.exec(out);
      if (m) resolve({ child, port: Number(m[1]) });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => reject(new Error(`node exited with ${code}:\n${out}`)));
  });
}

/** An nginx on `listen` in front of `upstreams` (deploy/nginx/placar-api.conf's proxy directives). */
async function startNginx(upstreams: number[]): Promise<{ child: ChildProcess; port: number; dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-nginx-'));
  const port = await freePort();
  writeFileSync(
    join(dir, 'nginx.conf'),
    `daemon off; worker_processes 1; pid ${dir}/nginx.pid; error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/b; proxy_temp_path ${dir}/p; fastcgi_temp_path ${dir}/f; uwsgi_temp_path ${dir}/u; scgi_temp_path ${dir}/s;
  upstream api { ${upstreams.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join(' ')} keepalive 128; }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://api; proxy_http_version 1.1; proxy_set_header Connection "";
      proxy_set_header Host $host; proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme; proxy_next_upstream error timeout http_502;
    }
  }
}`,
  );
  const child = spawn(NGINX!, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: 'ignore' });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return { child, port, dir };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('nginx did not start');
}

const rssMb = (pid: number) =>
  Number(
    (Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024).toFixed(1),
  );

const dbTransactions = async () =>
  Number(
    (
      await sql<{ n: string }>(
        ADMIN_URL,
        `select pg_stat_clear_snapshot(), (select xact_commit + xact_rollback from pg_stat_database where datname = $1)::text as n`,
        [dbName],
      )
    )[0]!.n,
  );

/** CONNECTIONS clients polling latestOdds through `port` for `ms`, each on one of ID_SETS id sets. */
async function pollRound(port: number, sets: number[][], ms: number) {
  const conns = await Promise.all(Array.from({ length: CONNECTIONS }, () => RawHttpConnection.open(port)));
  const headers = { appkey: 'placar_br', appname: 'web', 'content-type': 'application/json' };
  let polls = 0;
  let errors = 0;
  const started = performance.now();
  const deadline = started + ms;
  try {
    await Promise.all(
      conns.map(async (first, c) => {
        const body = JSON.stringify({ match_ids: sets[c % sets.length] });
        let conn = first;
        while (performance.now() < deadline) {
          // nginx closes a client's keep-alive connection after keepalive_requests (1000): open another, as
          // a browser would, and go on.
          const r = await conn
            .post('/api/piranha/v1/match/odds/latest?lca_lang=pt-BR&smid=b&cv=1.0.0', headers, body)
            .catch(() => null);
          if (!r) {
            conn.close();
            conn = conns[c] = await RawHttpConnection.open(port);
            continue;
          }
          if (r.status === 200) polls++;
          else errors++;
        }
      }),
    );
  } finally {
    for (const c of conns) c.close();
  }
  const seconds = (performance.now() - started) / 1000;
  return { polls, errors, seconds, pollsPerSec: Math.round(polls / seconds) };
}

async function measurePolls(port: number, nodes: { child: ChildProcess }[], sets: number[][]) {
  await pollRound(port, sets, 2_000); // warm-up
  const cpu0 = nodes.map((n) => cpuTimes(n.child.pid!).total);
  const tx0 = await dbTransactions();
  const r = await pollRound(port, sets, DURATION_MS);
  const tx1 = await dbTransactions();
  const cpu = nodes.map((n, i) => cpuTimes(n.child.pid!).total - cpu0[i]!);
  return {
    ...r,
    dbTransactionsPerSec: Math.round((tx1 - tx0) / r.seconds),
    perNode: nodes.map((n, i) => ({
      cpuSeconds: Number(cpu[i]!.toFixed(2)),
      cores: Number((cpu[i]! / r.seconds).toFixed(2)),
      rssMb: rssMb(n.child.pid!),
    })),
    /** All nodes' CPU over the polls: what one poll costs the fleet. */
    cpuMsPerPoll: Number(((cpu.reduce((a, b) => a + b, 0) * 1000) / Math.max(1, r.polls)).toFixed(3)),
  };
}

const loadAtStart = loadavg().map((x) => Number(x.toFixed(2)));
await sql(ADMIN_URL, `create database ${dbName}`);
const migrate = spawnSync(process.execPath, ['dist/server/main.js', '--migrate'], {
  env: { ...process.env, DATABASE_URL: dbUrl, LOG_LEVEL: 'warn', SEED: '7' },
  stdio: 'inherit',
});
if (migrate.status !== 0) throw new Error('migration failed');
const nodes = [await startNode(), await startNode()];
const proxies: { child: ChildProcess; port: number; dir: string }[] = [];
const database = await openDatabase({ kind: 'postgres', url: dbUrl, poolSize: 2 });
try {
  proxies.push(await startNginx([nodes[0]!.port]), await startNginx(nodes.map((n) => n.port)));
  const live = (
    await sql<{ id: number }>(
      dbUrl,
      `select id from matches where status in (4, 5) order by status desc, begin_at limit 80`,
    )
  ).map((r) => r.id);
  const sets = Array.from({ length: ID_SETS }, (_, i) => live.slice(i * 20, i * 20 + 20)).filter(
    (s) => s.length,
  );
  // Same run: one node, two nodes, one node again (the machine's load drifts; the two one-node rounds show how much).
  const one = await measurePolls(proxies[0]!.port, nodes, sets);
  console.log(
    `1 node: ${one.pollsPerSec} polls/s, ${one.dbTransactionsPerSec} db tx/s, ${one.cpuMsPerPoll} ms CPU/poll`,
  );
  const two = await measurePolls(proxies[1]!.port, nodes, sets);
  console.log(
    `2 nodes: ${two.pollsPerSec} polls/s, ${two.dbTransactionsPerSec} db tx/s, ${two.cpuMsPerPoll} ms CPU/poll`,
  );
  const oneAgain = await measurePolls(proxies[0]!.port, nodes, sets);
  console.log(`1 node again: ${oneAgain.pollsPerSec} polls/s, ${oneAgain.dbTransactionsPerSec} db tx/s`);

  // Bets through both nodes: players registered straight on a node (own addresses: the per-network limit),
  // funded through the ledger; consecutive uids for pgbench.
  const players: Player[] = [];
  for (let i = 0; i < BET_PLAYERS; i++) {
    const res = await fetch(`http://127.0.0.1:${nodes[0]!.port}/api/piranha/user/account/email/register`, {
      method: 'POST',
      headers: {
        appkey: 'placar_br',
        appname: 'web',
        'content-type': 'application/json',
        'x-forwarded-for': `10.88.${Math.floor(i / 250)}.${(i % 250) + 1}`,
      },
      body: JSON.stringify({
        ...registration(),
        email: `scale${i}@example.com`,
        password: 'bench password 1',
      }),
    });
    const cookie = /session=[^;]+/.exec(res.headers.get('set-cookie') ?? '')?.[0];
    const json = (await res.json()) as { data: { uid: number } };
    if (!cookie) throw new Error(`register: ${res.status} ${JSON.stringify(json)}`);
    players.push({ uid: json.data.uid, cookie });
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
  const [r0] = await sql<{
    match_id: number;
    market_id: number;
    ty: number;
    odds_milli: number;
    market_type: number;
  }>(
    dbUrl,
    `select m.id as match_id, mk.id as market_id, o.outcome_type as ty, o.odds_milli, mk.market_type
       from matches m join markets mk on mk.match_id = m.id join options o on o.market_id = mk.id
      where m.status = 4 and mk.status = 1 and not o.locked and mk.line is null and o.outcome_type = 1
        and o.odds_milli between 1200 and 5000 and m.begin_at > now() + interval '1 hour'
      order by m.begin_at desc limit 1`,
  );
  if (!r0) throw new Error('no open pre-match market to bet on');
  const sel: Selection = {
    matchId: r0.match_id,
    marketId: r0.market_id,
    ty: r0.ty,
    oddsMilli: r0.odds_milli,
    marketType: r0.market_type,
  };
  const headers = { appkey: 'placar_br', appname: 'web', 'content-type': 'application/json' };
  const betOptions = { stake: 300, headers, connections: BET_CONNECTIONS };
  await httpLoad([proxies[1]!.port], players, sel, 2_000, betOptions);
  const pg0 = postgresCpuSeconds();
  const bets = await httpLoad([proxies[1]!.port], players, sel, DURATION_MS, betOptions);
  const betPgCpu = postgresCpuSeconds() - pg0;
  const pgb0 = postgresCpuSeconds();
  const raw = pgbench(players, sel, DURATION_MS, { dbUrl, clients: BET_CONNECTIONS, stake: 300 });
  const rawPgCpu = postgresCpuSeconds() - pgb0;

  const result = {
    bench: 'scale-out',
    at: new Date().toISOString(),
    build,
    connections: CONNECTIONS,
    durationMs: DURATION_MS,
    polls: { oneNode: one, twoNodes: two, oneNodeAgain: oneAgain },
    ratios: {
      pollsTwoOverOne: Number((two.pollsPerSec / one.pollsPerSec).toFixed(3)),
      dbTxTwoOverOne: Number((two.dbTransactionsPerSec / Math.max(1, one.dbTransactionsPerSec)).toFixed(3)),
      betsOverPgbench: Number((bets.betsPerSec / raw.tps).toFixed(3)),
    },
    sizing: {
      pollsPerSecPerCore: Math.round(1000 / two.cpuMsPerPoll),
      betsPerSecPerPostgresCore: Math.round(bets.bets / Math.max(0.001, betPgCpu)),
      pgbenchTxPerPostgresCore: Math.round(raw.transactions / Math.max(0.001, rawPgCpu)),
    },
    bets: { http: bets, pgbench: raw },
    machine: {
      cores: availableParallelism(),
      loadAtStart,
      loadAtEnd: loadavg().map((x) => Number(x.toFixed(2))),
    },
  };
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/scale-out.json', `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify({ ratios: result.ratios, sizing: result.sizing }, null, 2));
} finally {
  await database.close();
  for (const p of proxies) {
    p.child.kill('SIGTERM');
    rmSync(p.dir, { recursive: true, force: true });
  }
  for (const n of nodes) n.child.kill('SIGTERM');
  await Promise.all(
    nodes.map((n) => new Promise((r) => (n.child.exitCode !== null ? r(null) : n.child.once('exit', r)))),
  );
  await sql(ADMIN_URL, `drop database if exists ${dbName} with (force)`);
}
