/**
 * The scale-out test's machinery (tests/server/scale-out.test.ts): nginx configured as deploy/nginx/placar-api.conf
 * in front of the nodes, free and closed ports, a poll-until helper, and a browser that keeps its session cookie.
 */
import { spawnSync } from 'node:child_process';
import { createConnection } from 'node:net';
import { endpoints, type EndpointName } from '../../../core/contract/endpoints';
import { retrySafeLocationRegex } from '../../../core/contract/retry-safe';

export function nginxBinary(): string | null {
  for (const p of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (spawnSync(p, ['-v']).status === 0) return p;
  const r = spawnSync('sh', ['-c', 'command -v nginx']);
  return r.status === 0 ? r.stdout.toString().trim() : null;
}

export function portOpen(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = createConnection({ host, port });
    s.setTimeout(1_000);
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
    s.once('timeout', () => (s.destroy(), resolve(false)));
  });
}

/** A closed port on this machine (for "Redis is down"). */
export async function closedPort(): Promise<number> {
  for (let p = 6390; p < 6490; p++) if (!(await portOpen('127.0.0.1', p))) return p;
  throw new Error('no closed port found');
}

export async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const a = srv.address();
      const port = typeof a === 'object' && a ? a.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export async function until<T>(
  what: string,
  f: () => Promise<T | undefined | null | false>,
  ms = 60_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await f().catch(() => undefined);
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** deploy/nginx/placar-api.conf's proxy directives, with the given next-upstream rule. */
export const proxied = (nextUpstream: string) =>
  [
    'proxy_pass http://placar_api;',
    'proxy_http_version 1.1;',
    'proxy_set_header Connection "";',
    'proxy_set_header Host $host;',
    'proxy_set_header X-Forwarded-For $remote_addr;',
    'proxy_set_header X-Forwarded-Proto $scheme;',
    `proxy_next_upstream ${nextUpstream};`,
    'proxy_connect_timeout 2s;',
    'add_header X-Upstream $upstream_addr always;',
  ]
    .map((line) => `      ${line}`)
    .join('\n');

/** The nginx of deploy/nginx/placar-api.conf, cut to what the test needs, on its own prefix folder. */
export function nginxConfig(dir: string, listen: number, nodes: number[]): string {
  return `
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 2048; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream placar_api {
${nodes.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n')}
    keepalive 64;
    keepalive_timeout 1s;
  }
  server {
    listen 127.0.0.1:${listen};
    location / {
${proxied('error timeout http_502')}
    }
    location ~ ${retrySafeLocationRegex()} {
${proxied('error timeout http_502 http_503 non_idempotent')}
    }
  }
}
`;
}

/** A browser on the proxy: keeps the session cookie between calls. */
export class Browser {
  token: string | undefined;
  constructor(
    readonly base: string,
    readonly smid: string,
    readonly ip?: string,
  ) {}
  async call(name: EndpointName, payload: object = {}) {
    const { method, path } = endpoints[name];
    const query = new URLSearchParams({ smid: this.smid, cv: '1.0.0' }).toString();
    const res = await fetch(`${this.base}${path}?${query}`, {
      method,
      headers: {
        appkey: 'placar_br',
        appname: 'web',
        'content-type': 'application/json',
        ...(this.ip ? { 'x-forwarded-for': this.ip } : {}),
        ...(this.token ? { cookie: `session=${this.token}` } : {}),
      },
      ...(method === 'POST' ? { body: JSON.stringify(payload) } : {}),
    });
    const cookie = /(?:^|,\s*)session=([^;]*)/.exec(res.headers.get('set-cookie') ?? '');
    if (cookie) this.token = cookie[1] || undefined;
    const text = await res.text();
    let body: { data?: unknown; dm_error?: number } = {};
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      // not JSON: the status says it
    }
    return { status: res.status, body, upstream: res.headers.get('x-upstream') ?? '', text };
  }
}
