/**
 * What a market's registration asks for (issue #21), from its profile: terms and age confirmation always;
 * a date of birth and the market's identity document (Brazil: CPF) when the profile's `identity` says so;
 * limits offered on the form when `limits_at_registration`. Shared by the register page (which fields to
 * show) and the server (which fields to require).
 */
import type { MarketProfile } from '../contract/schemas/rg';

export interface RegistrationNeeds {
  minAge: number;
  birthDate: boolean;
  /** The identity document asked at registration (`cpf`), or null. */
  document: string | null;
  limits: boolean;
}

export function registrationNeeds(profile: MarketProfile): RegistrationNeeds {
  const atRegistration = profile.identity?.when === 'registration';
  return {
    minAge: profile.min_age,
    birthDate: atRegistration || profile.identity?.birth_date === true,
    document: atRegistration ? profile.identity!.document : null,
    limits: profile.limits_at_registration,
  };
}

/** `YYYY-MM-DD` of a real calendar day, else null. */
export function parseBirthDate(input: string): { y: number; m: number; d: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(input.trim());
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  if (y < 1900) return null;
  return { y, m, d };
}

/** Whole years of age on `now` (UTC day) of someone born on `birthDate`; null for a date that is not one. */
export function ageOn(birthDate: string, now: number): number | null {
  const b = parseBirthDate(birthDate);
  if (!b) return null;
  const today = new Date(now);
  const [y, m, d] = [today.getUTCFullYear(), today.getUTCMonth() + 1, today.getUTCDate()];
  if (b.y > y || (b.y === y && (b.m > m || (b.m === m && b.d > d)))) return null;
  return y - b.y - (m < b.m || (m === b.m && d < b.d) ? 1 : 0);
}

/** Identity status of a player, as /auth-file shows it. */
export type IdentityStatus = 'none' | 'unverified' | 'pending' | 'verified' | 'rejected';

/**
 * Whether a withdrawal needs a verified identity first: when the profile's document is required before the
 * first withdrawal or at registration, or once the player's deposits reach the profile's threshold.
 */
export function verificationNeeded(
  profile: MarketProfile,
  status: IdentityStatus,
  deposited: number,
): boolean {
  const id = profile.identity;
  if (!id || status === 'verified') return false;
  // An account that missed the check at registration (signed up by code, Google or Telegram) or whose
  // market asks before the first withdrawal must verify first.
  if (id.when === 'first_withdrawal' || id.when === 'registration') return true;
  if (id.deposit_threshold !== undefined && deposited >= id.deposit_threshold) return true;
  return false;
}
