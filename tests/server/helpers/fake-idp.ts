/**
 * A local identity provider for tests: a real RSA key pair, its JWKS served over HTTP on a free port, and
 * ID tokens signed like Google's (RS256, kid). Tokens can be made expired, for another audience, or signed
 * by a key the JWKS does not have.
 */
import { createServer, type Server } from 'node:http';
import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import type { AddressInfo } from 'node:net';

export interface FakeIdp {
  jwksUrl: string;
  jwksFetches: number;
  token(claims: Record<string, unknown>, options?: { kid?: string; key?: KeyObject; alg?: string }): string;
  /** A key pair unknown to the JWKS, with the same kid: a forged token. */
  foreignKey: KeyObject;
  close(): Promise<void>;
}

const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');

export async function startFakeIdp(): Promise<FakeIdp> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const foreign = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = 'test-key-1';
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' };
  const idp = { jwksFetches: 0 } as FakeIdp;
  const server: Server = createServer((req, res) => {
    idp.jwksFetches++;
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=3600' });
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return Object.assign(idp, {
    jwksUrl: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    foreignKey: foreign.privateKey,
    token(claims: Record<string, unknown>, options: { kid?: string; key?: KeyObject; alg?: string } = {}) {
      const head = b64({ alg: options.alg ?? 'RS256', kid: options.kid ?? kid, typ: 'JWT' });
      const body = b64(claims);
      const signature = sign('RSA-SHA256', Buffer.from(`${head}.${body}`), options.key ?? privateKey);
      return `${head}.${body}.${signature.toString('base64url')}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
