/**
 * Identity at registration and after (issue #21): the market's requirements (core/rg/registration.ts), the
 * identity-provider adapter that checks a CPF, the player's identity row (unique CPF per brand) and every
 * change of its status in `rg_audit` (subject `identity`).
 *
 * The provider: `IDENTITY_API_URL` (+ `IDENTITY_API_KEY`) selects the HTTP adapter, which POSTs
 * `{document: 'cpf', number, birth_date}` to `<url>/v1/persons/verify` with `Authorization: Bearer <key>` and
 * reads `{result: 'match' | 'not_found' | 'mismatch', birth_date?, reference?}` (the shape of a Datavalid-style
 * check: the registry says whether the person exists and whether the date of birth matches). Without it the
 * sandbox answers like one (see README.md in this folder):
 *  - 111.444.777-35: not found;
 *  - 123.456.789-09: found, born 2010-05-01 (under 18);
 *  - any other valid CPF: found, born on the date the player gave (a match).
 */
import { and, eq, sql } from 'drizzle-orm';
import { DmError } from '../../core/contract/errors';
import type { MarketProfile } from '../../core/contract/schemas/rg';
import type { RegistrationFields } from '../../core/contract/schemas/user';
import { cpfDigits, isValidCpf } from '../../core/rg/cpf';
import {
  ageOn,
  registrationNeeds,
  verificationNeeded,
  type IdentityStatus,
} from '../../core/rg/registration';
import type { DbOrTx, Tx } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import { payOrders, rgAudit, rgIdentity } from '../db/schema';
import { ApiFailure } from '../http/failure';

export interface IdentityCheckInput {
  document: 'cpf';
  number: string;
  birthDate: string;
}

export type IdentityCheckResult =
  | { result: 'match'; birthDate: string; reference: string | null }
  | { result: 'not_found' }
  | { result: 'mismatch'; birthDate?: string };

/** The identity provider: is there a person with this document, and is this their date of birth? */
export interface IdentityProvider {
  readonly name: string;
  verify(input: IdentityCheckInput): Promise<IdentityCheckResult>;
}

/** Thrown by an adapter when the provider cannot answer (network, 5xx, a malformed answer). */
export class IdentityUnavailable extends Error {}

export const SANDBOX_CPF_NOT_FOUND = '11144477735';
export const SANDBOX_CPF_UNDER_AGE = '12345678909';
export const SANDBOX_UNDER_AGE_BIRTH = '2010-05-01';

export function sandboxIdentityProvider(): IdentityProvider {
  return {
    name: 'sandbox',
    async verify({ number, birthDate }) {
      if (number === SANDBOX_CPF_NOT_FOUND) return { result: 'not_found' };
      if (number === SANDBOX_CPF_UNDER_AGE)
        return { result: 'match', birthDate: SANDBOX_UNDER_AGE_BIRTH, reference: `sbx-${number}` };
      return { result: 'match', birthDate, reference: `sbx-${number}` };
    },
  };
}

export function httpIdentityProvider(
  url: string,
  key: string,
  fetcher: typeof fetch = fetch,
  timeoutMs = 8000,
): IdentityProvider {
  const base = url.replace(/\/+$/, '');
  return {
    name: 'http',
    async verify(input) {
      let res: Response;
      try {
        res = await fetcher(`${base}/v1/persons/verify`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
          body: JSON.stringify({
            document: input.document,
            number: input.number,
            birth_date: input.birthDate,
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (err) {
        throw new IdentityUnavailable(`identity provider unreachable: ${String(err)}`);
      }
      if (res.status === 404) return { result: 'not_found' };
      if (!res.ok) throw new IdentityUnavailable(`identity provider answered ${res.status}`);
      const body = (await res.json().catch(() => null)) as {
        result?: unknown;
        birth_date?: unknown;
        reference?: unknown;
      } | null;
      const birth = typeof body?.birth_date === 'string' ? body.birth_date : undefined;
      if (body?.result === 'not_found') return { result: 'not_found' };
      if (body?.result === 'mismatch') return { result: 'mismatch', ...(birth ? { birthDate: birth } : {}) };
      if (body?.result === 'match')
        return {
          result: 'match',
          birthDate: birth ?? input.birthDate,
          reference: typeof body.reference === 'string' ? body.reference.slice(0, 128) : null,
        };
      throw new IdentityUnavailable('identity provider answered an unknown result');
    },
  };
}

/** The HTTP adapter when IDENTITY_API_URL is set, else the sandbox. */
export function identityProviderFrom(env: NodeJS.ProcessEnv): IdentityProvider {
  const url = env.IDENTITY_API_URL?.trim();
  return url ? httpIdentityProvider(url, env.IDENTITY_API_KEY ?? '') : sandboxIdentityProvider();
}

const refuse = (code: number, msg: string) => new ApiFailure(400, code, msg);

/** What the registration checked, written with the new account by `recordRegistration`. */
export interface CheckedRegistration {
  document: string | null;
  number: string | null;
  birthDate: string | null;
  status: IdentityStatus;
  reference: string | null;
  limits: RegistrationFields['limits'];
}

/**
 * Checks a registration against the market profile, in the order of the form, each missing or wrong field
 * with its own dm_error; then asks the identity provider about the CPF. Nothing is written.
 */
export async function checkRegistration(
  db: DbOrTx,
  brandId: string,
  profile: MarketProfile,
  input: RegistrationFields,
  provider: IdentityProvider,
  now: number,
): Promise<CheckedRegistration> {
  const needs = registrationNeeds(profile);
  if (input.terms_accepted !== true)
    throw refuse(DmError.RgTermsRequired, 'Accept the terms and conditions to register.');
  if (input.age_confirmed !== true)
    throw refuse(DmError.RgAgeRequired, `Confirm that you are ${needs.minAge} or older to register.`);
  let birthDate: string | null = null;
  if (needs.birthDate || input.birth_date) {
    const age = input.birth_date ? ageOn(input.birth_date, now) : null;
    if (age === null)
      throw refuse(DmError.RgBirthDateRequired, 'Enter your date of birth (day, month, year).');
    if (age < needs.minAge)
      throw refuse(DmError.RgUnderAge, `You must be ${needs.minAge} or older to register.`);
    birthDate = input.birth_date!.trim();
  }
  const base = { limits: input.limits, reference: null };
  if (needs.document !== 'cpf') return { ...base, document: null, number: null, birthDate, status: 'none' };
  if (!input.cpf?.trim()) throw refuse(DmError.RgCpfRequired, 'Enter your CPF to register.');
  if (!isValidCpf(input.cpf))
    throw refuse(DmError.RgCpfInvalid, 'This CPF is not valid: check its 11 digits.');
  const number = cpfDigits(input.cpf)!;
  if (await cpfTaken(db, brandId, number)) throw cpfTakenFailure();
  let checked: IdentityCheckResult;
  try {
    checked = await provider.verify({ document: 'cpf', number, birthDate: birthDate! });
  } catch (err) {
    if (!(err instanceof IdentityUnavailable)) throw err;
    throw new ApiFailure(
      503,
      DmError.RgIdentityUnavailable,
      'The CPF check is not available right now. Please try again in a few minutes.',
    );
  }
  if (checked.result === 'not_found')
    throw refuse(DmError.RgCpfNotFound, 'No person with this CPF was found. Check the number.');
  if (checked.result === 'mismatch')
    throw refuse(DmError.RgCpfNotFound, 'The date of birth does not match the CPF record. Check both.');
  const registryAge = ageOn(checked.birthDate, now);
  if (registryAge === null || registryAge < needs.minAge)
    throw refuse(DmError.RgUnderAge, `You must be ${needs.minAge} or older to register.`);
  return {
    ...base,
    document: 'cpf',
    number,
    birthDate,
    status: 'verified',
    reference: checked.reference,
  };
}

const cpfTakenFailure = () =>
  refuse(DmError.RgCpfTaken, 'This CPF already has an account. Log in, or reset the password.');

async function cpfTaken(db: DbOrTx, brandId: string, number: string): Promise<boolean> {
  const [row] = await db
    .select({ uid: rgIdentity.uid })
    .from(rgIdentity)
    .where(
      and(eq(rgIdentity.brandId, brandId), eq(rgIdentity.document, 'cpf'), eq(rgIdentity.number, number)),
    )
    .limit(1);
  return row !== undefined;
}

/** Writes the new account's identity row and audits its status, in the registration's transaction. */
export async function recordRegistration(
  tx: Tx,
  uid: number,
  brandId: string,
  checked: CheckedRegistration,
  now: number,
): Promise<void> {
  const at = new Date(now);
  try {
    await tx.insert(rgIdentity).values({
      uid,
      brandId,
      document: checked.document,
      number: checked.number,
      birthDate: checked.birthDate,
      status: checked.status === 'none' ? 'unverified' : checked.status,
      providerRef: checked.reference,
      termsAcceptedAt: at,
      ageConfirmedAt: at,
      verifiedAt: checked.status === 'verified' ? at : null,
      updatedAt: at,
    });
  } catch (err) {
    throw isUniqueViolation(err) ? cpfTakenFailure() : err;
  }
  await tx.insert(rgAudit).values({
    uid,
    brandId,
    actor: `player:${uid}`,
    subject: 'identity',
    old: null,
    new: {
      status: checked.status === 'none' ? 'unverified' : checked.status,
      document: checked.document,
      terms: true,
      age_confirmed: true,
      birth_date: checked.birthDate !== null,
      via: checked.document ? 'registration' : undefined,
    },
    createdAt: at,
  });
}

export interface IdentityView {
  status: IdentityStatus;
  document: string | null;
  /** Masked: `529.***.***-25`. */
  number_masked: string | null;
  verified_at: number | null;
}

export async function identityOf(db: DbOrTx, uid: number): Promise<IdentityView> {
  const [row] = await db.select().from(rgIdentity).where(eq(rgIdentity.uid, uid));
  if (!row) return { status: 'none', document: null, number_masked: null, verified_at: null };
  const n = row.number;
  return {
    status: row.status as IdentityStatus,
    document: row.document,
    number_masked: n && n.length === 11 ? `${n.slice(0, 3)}.***.***-${n.slice(9)}` : null,
    verified_at: row.verifiedAt?.getTime() ?? null,
  };
}

/** Deposits paid to the player so far (minor units, every currency), for a profile's deposit threshold. */
async function depositedOf(db: DbOrTx, uid: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${payOrders.amount}), 0)` })
    .from(payOrders)
    .where(and(eq(payOrders.uid, uid), eq(payOrders.direction, 'payin'), eq(payOrders.state, 'paid')));
  return Number(row?.sum ?? 0);
}

/** What /auth-file and the withdrawal read: the status, and whether a withdrawal needs verification now. */
export async function verificationState(
  db: DbOrTx,
  uid: number,
  profile: MarketProfile,
): Promise<{ identity: IdentityView; deposited: number; needed: boolean }> {
  const [identity, deposited] = await Promise.all([
    identityOf(db, uid),
    profile.identity?.deposit_threshold !== undefined ? depositedOf(db, uid) : Promise.resolve(0),
  ]);
  return { identity, deposited, needed: verificationNeeded(profile, identity.status, deposited) };
}

/** Refuses a withdrawal while the market needs a verified identity first (issue #21). */
export async function requireVerifiedForWithdrawal(
  db: DbOrTx,
  uid: number,
  profile: MarketProfile,
): Promise<void> {
  if (!profile.identity) return;
  const { identity, needed } = await verificationState(db, uid, profile);
  if (!needed) return;
  throw new ApiFailure(
    403,
    DmError.RgVerificationRequired,
    identity.status === 'pending'
      ? 'Your identity document is being reviewed. You can withdraw once it is approved.'
      : 'Verify your identity before withdrawing: send your document on the Verification page.',
  );
}
