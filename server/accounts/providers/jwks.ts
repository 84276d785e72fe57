/**
 * RS256 JSON Web Tokens checked against a provider's JWKS (RFC 7517/7519), with node:crypto only. Keys are
 * cached for the JWKS answer's max-age (1 hour when it gives none); an unknown `kid` refetches at most once
 * a minute, so a flood of forged tokens cannot hammer the provider.
 */
import { createPublicKey, verify, type JsonWebKey, type KeyObject } from 'node:crypto';

export interface JwtClaims {
  iss?: unknown;
  aud?: unknown;
  exp?: unknown;
  iat?: unknown;
  nbf?: unknown;
  sub?: unknown;
  [claim: string]: unknown;
}

export class InvalidToken extends Error {
  override name = 'InvalidToken';
}

const MIN_REFETCH_MS = 60_000;
const DEFAULT_TTL_MS = 3_600_000;

export interface JwksCache {
  key(kid: string): Promise<KeyObject | undefined>;
}

export function createJwksCache(url: string, now: () => number, fetcher: typeof fetch = fetch): JwksCache {
  let keys = new Map<string, KeyObject>();
  let fresh = 0;
  let fetchedAt = -Infinity;
  let loading: Promise<void> | undefined;

  async function load(): Promise<void> {
    fetchedAt = now();
    const res = await fetcher(url, { signal: AbortSignal.timeout(5000) });
    if (!res.ok) throw new Error(`JWKS ${url} answered ${res.status}`);
    const body = (await res.json()) as { keys?: (JsonWebKey & { kid?: string })[] };
    const next = new Map<string, KeyObject>();
    for (const jwk of body.keys ?? []) {
      if (jwk.kty !== 'RSA' || !jwk.kid) continue;
      next.set(jwk.kid, createPublicKey({ key: jwk, format: 'jwk' }));
    }
    keys = next;
    const maxAge = /max-age=(\d+)/.exec(res.headers.get('cache-control') ?? '');
    fresh = now() + (maxAge ? Number(maxAge[1]) * 1000 : DEFAULT_TTL_MS);
  }

  return {
    async key(kid) {
      const stale = now() >= fresh;
      if ((stale || !keys.has(kid)) && now() - fetchedAt >= MIN_REFETCH_MS) {
        loading ??= load().finally(() => (loading = undefined));
        await loading;
      }
      return keys.get(kid);
    },
  };
}

const part = (s: string) => JSON.parse(Buffer.from(s, 'base64url').toString('utf8')) as unknown;

/** The claims of a token whose RS256 signature verifies with a key of `jwks`; throws InvalidToken. */
export async function verifyRs256(token: string, jwks: JwksCache): Promise<JwtClaims> {
  const pieces = token.split('.');
  if (pieces.length !== 3) throw new InvalidToken('not a JWT');
  const [head, body, signature] = pieces as [string, string, string];
  let header: { alg?: unknown; kid?: unknown };
  let claims: JwtClaims;
  try {
    header = part(head) as typeof header;
    claims = part(body) as JwtClaims;
  } catch {
    throw new InvalidToken('malformed JWT');
  }
  // Only RS256: "none" and HMAC algorithms are the classic forgeries.
  if (header.alg !== 'RS256' || typeof header.kid !== 'string') throw new InvalidToken('unsupported JWT');
  if (typeof claims !== 'object' || claims === null) throw new InvalidToken('malformed JWT');
  const key = await jwks.key(header.kid);
  if (!key) throw new InvalidToken('unknown signing key');
  const ok = verify('RSA-SHA256', Buffer.from(`${head}.${body}`), key, Buffer.from(signature, 'base64url'));
  if (!ok) throw new InvalidToken('bad signature');
  return claims;
}
