/** The third-party identity providers this server is configured for, by `plat`. */
import type { AccountsConfig } from '../config';
import { googleProvider } from './google';

export interface VerifiedIdentity {
  plat: string;
  /** The provider's stable user id (Google `sub`). */
  unionId: string;
  /** Only when the provider vouches for it (verified), lower-cased. */
  email: string | null;
  name: string | null;
}

export interface IdentityProvider {
  plat: string;
  /** Verifies the credential (an ID token); throws when it is forged, expired or for another app. */
  verify(credential: string): Promise<VerifiedIdentity>;
}

export type IdentityProviders = ReadonlyMap<string, IdentityProvider>;

export function createProviders(config: AccountsConfig, now: () => number): IdentityProviders {
  const providers = new Map<string, IdentityProvider>();
  if (config.googleClientId) {
    providers.set('google', googleProvider(config.googleClientId, config.googleJwksUrl, now));
  }
  return providers;
}
