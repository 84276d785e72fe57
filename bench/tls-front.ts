/**
 * An HTTPS front with HTTP/2 before the app server, as the app is served in production: the server runs
 * behind a TLS-terminating reverse proxy (server/README.md, TRUST_PROXY), and a PWA needs https (service
 * worker, Secure session cookie), over which browsers speak HTTP/2.
 *
 * Why the Lighthouse bench goes through it: Lighthouse simulates slow 4G from the requests it saw. Over
 * plain HTTP/1.1 the shell's scripts load on six fresh connections, each simulated from a cold TCP start;
 * over HTTP/2 they share the page's one connection. The first is not how a player's phone loads the app.
 *
 * The certificate is self-signed for 127.0.0.1, made with `openssl` in a temporary folder at each start
 * (no key lives in the repository); the browser is started with --ignore-certificate-errors.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Connection-level headers: they describe one hop and are never forwarded (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'http2-settings',
]);

export interface TlsFront {
  url: string;
  close(): Promise<void>;
}

function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'tls-front-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** True when this machine can make the front's certificate. */
export function canStartTlsFront(): boolean {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Proxies https://127.0.0.1:<port> to `upstreamUrl` (an http:// app server started with TRUST_PROXY=1),
 * passing the front's host and scheme in X-Forwarded-* as a reverse proxy does, so the app's Origin check and
 * cookies see the address the browser used.
 */
export async function startTlsFront(upstreamUrl: string): Promise<TlsFront> {
  const upstream = new URL(upstreamUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const front = http2.createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true }, (req, res) => {
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (!name.startsWith(':') && !HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value;
    }
    const host = req.headers[':authority'] ?? req.headers.host ?? '';
    headers.host = upstream.host;
    headers['x-forwarded-host'] = host;
    headers['x-forwarded-proto'] = 'https';
    headers['x-forwarded-for'] = req.socket.remoteAddress ?? '127.0.0.1';
    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers,
        agent,
      },
      (answer) => {
        const out: http.OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(answer.headers)) {
          if (!HOP_BY_HOP.has(name) && value !== undefined) out[name] = value;
        }
        res.writeHead(answer.statusCode ?? 502, out);
        answer.pipe(res);
      },
    );
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  // Open HTTP/2 sessions keep the server from closing: they are ended with it.
  const sessions = new Set<http2.ServerHttp2Session>();
  front.on('session', (session) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  const { port } = front.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        front.close(() => resolve());
        for (const session of sessions) session.destroy();
      }),
  };
}
