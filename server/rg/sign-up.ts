/**
 * Issue #21 on every path that creates an account: the e-mail form, an e-mail code for an unknown address,
 * Google, Telegram and the tourist login. Each checks the market's registration fields (terms, age, date of
 * birth, CPF with the identity provider, limits) BEFORE it spends anything single-use (the code, the Telegram
 * init data, the bind request), so a player asked for the missing fields can send them again with the same
 * credential; then writes the identity row in the account's transaction and sets the limits.
 */
import type { RegistrationFields } from '../../core/contract/schemas/user';
import type { AccountServices } from '../accounts/services';
import type { Tx } from '../db/database';
import { checkRegistration, recordRegistration, type CheckedRegistration } from './identity';
import { checkRegistrationLimits, setLimits } from './player';
import { profileOf } from './profiles';

/** Refuses (400, the field's dm_error) a new account whose registration fields the market does not accept. */
export async function checkSignUp(
  s: Pick<AccountServices, 'db' | 'identity' | 'now'>,
  brandId: string,
  input: RegistrationFields,
): Promise<CheckedRegistration> {
  const checked = await checkRegistration(
    s.db,
    brandId,
    await profileOf(s.db, brandId),
    input,
    s.identity,
    s.now(),
  );
  checkRegistrationLimits(input.limits);
  return checked;
}

/** In the transaction that creates the account: its identity row (terms, age, document) and audit. */
export function recordSignUp(
  tx: Tx,
  uid: number,
  brandId: string,
  checked: CheckedRegistration,
  now: number,
): Promise<void> {
  return recordRegistration(tx, uid, brandId, checked, now);
}

/** After the account exists: the limits chosen at registration (audited like the player's own). */
export async function applySignUpLimits(
  s: Pick<AccountServices, 'db' | 'now'>,
  uid: number,
  brandId: string,
  currency: string,
  checked: CheckedRegistration,
): Promise<void> {
  if (checked.limits && Object.keys(checked.limits).length > 0)
    await setLimits(s.db, { uid, brandId, currency }, checked.limits, s.now());
}
