/**
 * A small closed-loop HTTP/1.1 load generator (autocannon is not installed): `connections` keep-alive
 * sockets on loopback, each sending the same pre-built request as soon as the previous answer is complete,
 * for `durationMs`. Answers are framed by Content-Length (Fastify always sends it for JSON).
 */
import { connect, type Socket } from 'node:net';

export interface LoadResult {
  requests: number;
  non2xx: number;
  errors: number;
  seconds: number;
  reqPerSec: number;
  /** Latency percentiles in milliseconds. */
  p50: number;
  p99: number;
}

export interface LoadOptions {
  port: number;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  durationMs: number;
}

function requestBytes(o: LoadOptions): Buffer {
  const body = o.body ?? '';
  const lines = [`${o.method} ${o.path} HTTP/1.1`, `host: 127.0.0.1:${o.port}`, 'connection: keep-alive'];
  for (const [k, v] of Object.entries(o.headers ?? {})) lines.push(`${k}: ${v}`);
  if (o.method === 'POST') lines.push(`content-length: ${Buffer.byteLength(body)}`);
  return Buffer.from(`${lines.join('\r\n')}\r\n\r\n${body}`);
}

const HEADER_END = Buffer.from('\r\n\r\n');

export async function runLoad(o: LoadOptions): Promise<LoadResult> {
  const req = requestBytes(o);
  const latencies: number[] = [];
  let requests = 0;
  let non2xx = 0;
  let errors = 0;
  const started = performance.now();
  const deadline = started + o.durationMs;

  const one = () =>
    new Promise<void>((resolve) => {
      const socket: Socket = connect({ host: '127.0.0.1', port: o.port, noDelay: true });
      let buf: Buffer = Buffer.alloc(0);
      let sentAt = 0;
      const send = () => {
        if (performance.now() >= deadline) {
          socket.end();
          return resolve();
        }
        sentAt = performance.now();
        socket.write(req);
      };
      socket.on('connect', send);
      socket.on('error', () => {
        errors++;
        resolve();
      });
      socket.on('data', (chunk: Buffer) => {
        buf = buf.length ? Buffer.concat([buf, chunk]) : chunk;
        for (;;) {
          const end = buf.indexOf(HEADER_END);
          if (end < 0) return;
          const head = buf.subarray(0, end).toString('latin1');
          const m = /\r\ncontent-length: *(\d+)/i.exec(head);
          const total = end + 4 + (m ? Number(m[1]) : 0);
          if (buf.length < total) return;
          const status = Number(head.slice(9, 12));
          if (status < 200 || status >= 300) non2xx++;
          requests++;
          latencies.push(performance.now() - sentAt);
          buf = buf.subarray(total);
          send();
        }
      });
    });

  await Promise.all(Array.from({ length: o.connections }, one));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => Number((latencies[Math.floor((latencies.length - 1) * p)] ?? 0).toFixed(2));
  return {
    requests,
    non2xx,
    errors,
    seconds: Number(seconds.toFixed(2)),
    reqPerSec: Math.round(requests / seconds),
    p50: pct(0.5),
    p99: pct(0.99),
  };
}
