/**
 * Google sign-in: the client sends the ID token (a JWT signed by Google); we check its RS256 signature
 * against Google's JWKS, the issuer, the audience (our GOOGLE_CLIENT_ID) and the expiry. The identity is
 * the token's `sub`; its e-mail counts only when `email_verified` is true.
 */
import { createJwksCache, InvalidToken, verifyRs256, type JwksCache } from './jwks';
import type { IdentityProvider, VerifiedIdentity } from './registry';

const ISSUERS = new Set(['accounts.google.com', 'https://accounts.google.com']);
/** Clock difference tolerated between Google and us. */
const LEEWAY_S = 60;

export function googleProvider(
  clientId: string,
  jwksUrl: string,
  now: () => number,
  jwks: JwksCache = createJwksCache(jwksUrl, now),
): IdentityProvider {
  return {
    plat: 'google',
    async verify(credential): Promise<VerifiedIdentity> {
      const claims = await verifyRs256(credential, jwks);
      const nowS = now() / 1000;
      if (typeof claims.iss !== 'string' || !ISSUERS.has(claims.iss)) throw new InvalidToken('wrong issuer');
      const audience = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
      if (!audience.includes(clientId)) throw new InvalidToken('wrong audience');
      if (typeof claims.exp !== 'number' || claims.exp + LEEWAY_S < nowS) throw new InvalidToken('expired');
      if (typeof claims.iat === 'number' && claims.iat - LEEWAY_S > nowS)
        throw new InvalidToken('issued later');
      if (typeof claims.sub !== 'string' || claims.sub === '' || claims.sub.length > 255) {
        throw new InvalidToken('no subject');
      }
      const email =
        claims.email_verified === true && typeof claims.email === 'string'
          ? claims.email.toLowerCase()
          : null;
      const name = typeof claims.name === 'string' ? claims.name.slice(0, 32) : null;
      return { plat: 'google', unionId: claims.sub, email, name };
    },
  };
}
