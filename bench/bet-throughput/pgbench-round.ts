/**
 * The bet bench's raw round: pgbench runs bet-throughput.sql (the statements one placement runs) with one
 * client per HTTP connection, each betting as the same players as that connection (client c: players c,
 * c + clients, ...), `-M prepared` as the server sends a placement's statements (server/db/named.ts: named
 * prepared statements, parsed once per connection). PGBENCH_MODE=extended|simple compares other protocols.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { SYSTEM_SHARDS } from '../../server/ledger/ledger';
import type { Player, Selection } from './types';

const SQL_FILE = fileURLToPath(new URL('../bet-throughput.sql', import.meta.url));

/** pgbench's query protocol: `prepared`, as the server sends a placement (server/db/named.ts). */
export const PGBENCH_MODE = process.env.PGBENCH_MODE ?? 'prepared';

export interface PgbenchResult {
  tps: number;
  transactions: number;
  failed: number;
  /** PostgreSQL's CPU per transaction in the pgbench round (all postgres processes). */
  postgresCpuMsPerTx?: number;
}

export function pgbench(
  players: Player[],
  sel: Selection,
  ms: number,
  o: { dbUrl: string; clients: number; stake: number },
): PgbenchResult {
  const uids = players.map((p) => p.uid).sort((a, b) => a - b);
  const base = uids[0]!;
  if (uids.some((u, i) => u !== base + i))
    throw new Error(`player uids are not consecutive: ${uids.join(',')}`);
  const args = [
    '-n',
    '-M',
    PGBENCH_MODE,
    '-c',
    String(o.clients),
    '-j',
    '2',
    '-T',
    String(Math.round(ms / 1000)),
    '-f',
    SQL_FILE,
    '-D',
    `base=${base}`,
    '-D',
    `conns=${o.clients}`,
    '-D',
    `per=${players.length / o.clients}`,
    '-D',
    `market=${sel.marketId}`,
    '-D',
    `match=${sel.matchId}`,
    '-D',
    `ty=${sel.ty}`,
    '-D',
    `odds=${sel.oddsMilli}`,
    '-D',
    `mtype=${sel.marketType}`,
    '-D',
    `stake=${o.stake}`,
    '-D',
    `shards=${SYSTEM_SHARDS}`,
    '-D',
    `ret=${Math.floor((o.stake * sel.oddsMilli) / 1000)}`,
    o.dbUrl,
  ];
  // PRINT_PGBENCH=1 prints the command, to run pgbench by hand against a KEEP_DB database.
  if (process.env.PRINT_PGBENCH) console.log(`pgbench ${args.join(' ')}`);
  const r = spawnSync('pgbench', args, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`pgbench failed:\n${r.stdout}\n${r.stderr}`);
  const tps = /tps = ([\d.]+)/.exec(r.stdout)?.[1];
  const tx = /number of transactions actually processed: (\d+)/.exec(r.stdout)?.[1];
  const failed = /number of failed transactions: (\d+)/.exec(r.stdout)?.[1];
  if (!tps) throw new Error(`no tps in pgbench output:\n${r.stdout}\n${r.stderr}`);
  return { tps: Math.round(Number(tps)), transactions: Number(tx ?? 0), failed: Number(failed ?? 0) };
}
