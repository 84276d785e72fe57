/**
 * The bet bench's HTTP round: each keep-alive connection places single bets in a closed loop (raw-http.ts:
 * a lean client, as pgbench's is), its players taking turns, a unique idempotency key per bet.
 */
import { randomBytes } from 'node:crypto';
import { RawHttpConnection } from '../raw-http';
import type { Player, Selection } from './types';

export interface HttpResult {
  bets: number;
  refused: number;
  seconds: number;
  betsPerSec: number;
  p50: number;
  p99: number;
  sampleError?: string;
  /** The server process's CPU time per accepted bet (user + system). */
  serverCpuMsPerBet?: number;
  /** The kernel's part of serverCpuMsPerBet. */
  serverSystemCpuMsPerBet?: number;
  /**
   * Cores the server process used during the run: well below 1 while requests queue means it was waiting
   * for the CPU (a loaded machine), not for PostgreSQL.
   */
  serverCpuShare?: number;
  /** PostgreSQL's CPU per accepted bet (all postgres processes), to compare with pgbench's per transaction. */
  postgresCpuMsPerBet?: number;
  /** The load generator's (this process's) CPU per bet. */
  clientCpuMsPerBet?: number;
}

export async function httpLoad(
  ports: readonly number[],
  players: Player[],
  sel: Selection,
  ms: number,
  {
    stake,
    headers: baseHeaders,
    connections: count,
  }: { stake: number; headers: Record<string, string>; connections: number },
): Promise<HttpResult> {
  const body = (key: string) =>
    JSON.stringify({
      key,
      acceptOdds: 'any',
      bets: [
        {
          selection: { matchId: sel.matchId, marketId: sel.marketId, ty: sel.ty, od: sel.oddsMilli / 1000 },
          stake,
        },
      ],
    });
  const latencies: number[] = [];
  let bets = 0;
  let refused = 0;
  let sampleError: string | undefined;
  // The keep-alive connections, opened before the clock starts; connection c on API node c mod nodes, as a
  // load balancer spreads keep-alive connections, with players c, c + count, ... (each player on one node).
  const connections = await Promise.all(
    Array.from({ length: count }, (_, c) => RawHttpConnection.open(ports[c % ports.length]!)),
  );
  const playersOf = (c: number) => players.filter((_, i) => i % count === c);
  const started = performance.now();
  const deadline = started + ms;
  const run = randomBytes(3).toString('hex');
  try {
    await Promise.all(
      connections.map(async (conn, c) => {
        const headers = playersOf(c).map((p) => ({ ...baseHeaders, cookie: p.cookie }));
        for (let i = 0; performance.now() < deadline; i++) {
          const t0 = performance.now();
          const r = await conn.post(
            '/api/piranha/v1/order/bet/singlePass',
            headers[i % headers.length]!,
            body(`b${run}c${c}n${i}`),
          );
          latencies.push(performance.now() - t0);
          const json = JSON.parse(r.body) as { dm_error: number; error_msg: string };
          if (r.status === 200 && json.dm_error === 0) bets++;
          else {
            refused++;
            sampleError ??= `${r.status} ${json.dm_error} ${json.error_msg}`;
          }
        }
      }),
    );
  } finally {
    for (const conn of connections) conn.close();
  }
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (q: number) => Number((latencies[Math.floor(q * (latencies.length - 1))] ?? 0).toFixed(2));
  return {
    bets,
    refused,
    seconds: Number(seconds.toFixed(2)),
    betsPerSec: Math.round(bets / seconds),
    p50: pct(0.5),
    p99: pct(0.99),
    ...(sampleError && { sampleError }),
  };
}
