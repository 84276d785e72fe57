/**
 * Which cores each side of the bet bench runs on.
 *
 * - `split`: PostgreSQL on its own cores (the first half), the API processes and the load client on the
 *   others, as deployed (README "Production layout": the database has its own machine, API nodes are
 *   added beside it). pgbench's client runs on the client side too. The ratio then says how many bets one
 *   side's cores of API deliver against what the same cores of PostgreSQL do with the raw SQL: the API's
 *   overhead against the database's capacity.
 * - `shared`: everything on every core. The ratio is then about PostgreSQL's CPU per bet over the sum of
 *   PostgreSQL's, the API's and the client's (pgbench's client is nearly free), whatever the API leaves
 *   the database to do; reported beside the split figure.
 *
 * Pinning uses `taskset` on every PostgreSQL process (backends forked later inherit the postmaster's set),
 * the API processes and this process; it needs the right to change PostgreSQL's affinity (root, or the
 * postgres user). `restore` puts every core back.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';

export type Layout = 'split' | 'shared';

export function parseLayouts(value: string | undefined): Layout[] {
  const layouts = (value ?? 'split,shared').split(',').map((s) => s.trim());
  for (const l of layouts)
    if (l !== 'split' && l !== 'shared') throw new Error(`LAYOUTS: unknown layout ${l}`);
  return layouts as Layout[];
}

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

/** The machine's cores (not availableParallelism(): that is this process's affinity, which pinning narrows). */
const CORES = cpus().length;

/** The cores of each side: the database gets the first half (at least one), the API side the rest. */
export function coreSets(cores = CORES): {
  database: number[];
  api: number[];
  all: number[];
} {
  const all = range(0, cores);
  if (cores < 2) return { database: all, api: all, all };
  const half = Math.floor(cores / 2);
  return { database: range(0, half), api: range(half, cores), all };
}

function postgresPids(): number[] {
  const pids: number[] = [];
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') pids.push(Number(pid));
    } catch {
      // Ended between the listing and the read.
    }
  }
  return pids;
}

function pin(pid: number, cpus: number[]): void {
  const r = spawnSync('taskset', ['-a', '-p', '-c', cpus.join(','), String(pid)], { encoding: 'utf8' });
  // A backend that ended between the listing and the call is not an error.
  if (r.status !== 0 && !/No such process|failed to get pid/.test(r.stderr))
    throw new Error(
      `taskset on ${pid} failed (${r.error?.message ?? r.stderr.trim()}); the split layout needs the right to pin PostgreSQL: run as root or use LAYOUTS=shared`,
    );
}

/** Pins PostgreSQL, the API processes and this process (the load client; pgbench inherits it) for `layout`. */
export function applyLayout(
  layout: Layout,
  apiPids: readonly number[],
): { database: number[]; api: number[] } {
  const sets = coreSets();
  const database = layout === 'split' ? sets.database : sets.all;
  const api = layout === 'split' ? sets.api : sets.all;
  for (const pid of postgresPids()) pin(pid, database);
  for (const pid of [...apiPids, process.pid]) pin(pid, api);
  return { database, api };
}

/** Every process back on every core. */
export function restoreLayout(apiPids: readonly number[]): void {
  applyLayout('shared', apiPids);
}
