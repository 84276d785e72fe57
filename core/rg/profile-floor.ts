/**
 * The market's legal profile as a floor (issue #24 configuration): an operator may make a brand's
 * responsible-gaming rules stricter than the licence requires, never looser. Pure: lists the fields of a
 * proposed profile that are looser than the legal one (empty: allowed).
 */
import type { MarketProfile } from '../contract/schemas/rg';

export type ProfileField = keyof MarketProfile;

/** Fields an operator edits in the console (identity stays the licence's). */
export const EDITABLE_PROFILE_FIELDS = [
  'signup_bonus',
  'deposit_bonus',
  'min_age',
  'required_limits',
  'limits_at_registration',
  'reality_minutes',
  'session_clock',
  'show_rtp',
  'risk_warnings',
] as const satisfies readonly ProfileField[];
export type EditableProfileField = (typeof EDITABLE_PROFILE_FIELDS)[number];
export type ProfileEdit = Pick<MarketProfile, EditableProfileField>;

/** Reality check: 0 is none; a legal interval may only shorten (1..legal), never be switched off. */
function realityLooser(legal: number, next: number): boolean {
  if (legal === 0) return false;
  return next === 0 || next > legal;
}

export function looserFields(legal: MarketProfile, next: ProfileEdit): EditableProfileField[] {
  const out: EditableProfileField[] = [];
  // A bonus the licence forbids stays off; a required display or tool stays on.
  if (!legal.signup_bonus && next.signup_bonus) out.push('signup_bonus');
  if (!legal.deposit_bonus && next.deposit_bonus) out.push('deposit_bonus');
  if (next.min_age < legal.min_age) out.push('min_age');
  if (legal.required_limits.some((k) => !next.required_limits.includes(k))) out.push('required_limits');
  if (legal.limits_at_registration && !next.limits_at_registration) out.push('limits_at_registration');
  if (realityLooser(legal.reality_minutes, next.reality_minutes)) out.push('reality_minutes');
  if (legal.session_clock && !next.session_clock) out.push('session_clock');
  if (legal.show_rtp && !next.show_rtp) out.push('show_rtp');
  if (legal.risk_warnings && !next.risk_warnings) out.push('risk_warnings');
  return out;
}
