/**
 * A local push service, standing in for the browser vendor's (FCM, Mozilla autopush) which this machine
 * cannot reach. It does what a real one and the browser do together: checks the VAPID JWT (RFC 8292:
 * ES256 over the `k` key, `aud` its own origin, `exp` within 24 h), decrypts the aes128gcm body with the
 * subscription's private key as the browser would (RFC 8291), and hands the plaintext on (`onPush`: the
 * e2e test delivers it to the service worker through CDP). Its answers can be scripted (500s, 410).
 * Used by the server tests and the e2e tests.
 */
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
  type KeyObject,
} from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fromB64url, b64url } from '../../server/push/base64url';

/** The VAPID public key (uncompressed P-256, base64url) as a KeyObject, to verify the JWT with. */
function vapidPublicKeyObject(publicKey: string): KeyObject {
  const point = fromB64url(publicKey);
  return createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33, 65)) },
    format: 'jwk',
  });
}

export interface Received {
  subscription: string;
  payload: unknown;
  headers: Record<string, string | string[] | undefined>;
}

export interface FakeSubscription {
  id: string;
  /** The PushSubscription JSON a browser would give (the register call's token). */
  json: string;
  endpoint: string;
}

export interface FakePushService {
  url: string;
  host: string;
  received: Received[];
  /** Statuses to answer next (then 201). */
  script(...statuses: number[]): void;
  subscribe(): FakeSubscription;
  onPush(handler: ((r: Received) => void | Promise<void>) | null): void;
  close(): Promise<void>;
}

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, len: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, info, len));

export function decryptAes128gcm(body: Buffer, uaPrivate: Buffer, uaPublic: Buffer, auth: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const idlen = body.readUInt8(20);
  const asPublic = body.subarray(21, 21 + idlen);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(uaPrivate);
  const shared = ecdh.computeSecret(asPublic);
  const ikm = hkdf(auth, shared, Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]), 32);
  const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const record = body.subarray(21 + idlen);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end--; // padding
  if (plain[end] !== 2) throw new Error('not the last record (delimiter 2 missing)');
  return plain.subarray(0, end);
}

function checkVapid(header: string | undefined, origin: string, nowMs: number): string | null {
  const m = /^vapid t=([^,]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!m) return 'no vapid authorization';
  const [h, c, s] = m[1]!.split('.');
  if (!h || !c || !s) return 'malformed JWT';
  const ok = verify(
    'sha256',
    Buffer.from(`${h}.${c}`),
    { key: vapidPublicKeyObject(m[2]!), dsaEncoding: 'ieee-p1363' },
    fromB64url(s),
  );
  if (!ok) return 'bad JWT signature';
  const claims = JSON.parse(fromB64url(c).toString()) as { aud?: string; exp?: number; sub?: string };
  if (claims.aud !== origin) return `aud ${claims.aud} is not ${origin}`;
  const exp = (claims.exp ?? 0) * 1000;
  if (exp <= nowMs || exp > nowMs + 24 * 3600_000) return 'exp out of range';
  if (!/^(mailto:|https:)/.test(claims.sub ?? '')) return 'sub is not a contact';
  return null;
}

export async function startFakePushService(): Promise<FakePushService> {
  const keys = new Map<string, { priv: Buffer; pub: Buffer; auth: Buffer }>();
  const received: Received[] = [];
  const scripted: number[] = [];
  let handler: ((r: Received) => void | Promise<void>) | null = null;
  let origin = '';
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const id = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1];
        const sub = id ? keys.get(id) : undefined;
        if (!sub) return res.writeHead(410).end('gone');
        const next = scripted.shift();
        if (next !== undefined && next !== 201) return res.writeHead(next).end(`scripted ${next}`);
        const problem = checkVapid(req.headers.authorization, origin, Date.now());
        if (problem) return res.writeHead(403).end(problem);
        if (req.headers['content-encoding'] !== 'aes128gcm' || !req.headers.ttl)
          return res.writeHead(400).end('content-encoding or ttl missing');
        let payload: unknown;
        try {
          payload = JSON.parse(
            decryptAes128gcm(Buffer.concat(chunks), sub.priv, sub.pub, sub.auth).toString(),
          );
        } catch (err) {
          return res.writeHead(400).end(`cannot decrypt: ${(err as Error).message}`);
        }
        const r = { subscription: id!, payload, headers: req.headers };
        received.push(r);
        try {
          await handler?.(r);
        } catch (err) {
          return res.writeHead(500).end(String(err));
        }
        res.writeHead(201).end();
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
  return {
    url: origin,
    host: `127.0.0.1:${port}`,
    received,
    script: (...statuses) => scripted.push(...statuses),
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const id = b64url(randomBytes(9));
      const sub = { priv: ecdh.getPrivateKey(), pub: ecdh.getPublicKey(), auth: randomBytes(16) };
      keys.set(id, sub);
      const endpoint = `${origin}/push/${id}`;
      return {
        id,
        endpoint,
        json: JSON.stringify({
          endpoint,
          expirationTime: null,
          keys: { p256dh: b64url(sub.pub), auth: b64url(sub.auth) },
        }),
      };
    },
    onPush(h) {
      handler = h;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
