import { ApiError } from '../../../core/api/types';
import { DmError } from '../../../core/contract/errors';
import type { RegistrationFields } from '../../../core/contract/schemas/user';
import { useSignUpRequest } from './sign-up-request';

/**
 * Issue #21 on the sign-ups without the registration form (e-mail code, Google, Telegram, tourist): the call
 * is made as a login first; when the server answers that it would create an account and the market's fields
 * are missing (terms, age, date of birth, CPF), the finish-sign-up dialog (src/features/rg/SignUpPrompt.tsx)
 * asks for them and the same call is sent again with them. The server spends no code or init data on such a
 * refusal, so the retry works with the same credential.
 */

/** The answers that mean "a new account, and the market's registration fields are missing". */
const FIELDS_MISSING: ReadonlySet<number> = new Set([
  DmError.RgTermsRequired,
  DmError.RgAgeRequired,
  DmError.RgBirthDateRequired,
  DmError.RgCpfRequired,
]);

export function asksForSignUpFields(error: unknown): boolean {
  return error instanceof ApiError && FIELDS_MISSING.has(error.info.dm_error);
}

export class SignUpCancelled extends Error {
  constructor() {
    super('sign-up cancelled');
  }
}

let requests = 0;

/** Runs `call` without fields, and once more with the fields the dialog collects when the server asks. */
export async function withSignUpFields<T>(call: (fields: RegistrationFields) => Promise<T>): Promise<T> {
  try {
    return await call({});
  } catch (error) {
    if (!asksForSignUpFields(error)) throw error;
    requests += 1;
    const id = requests;
    return new Promise<T>((resolve, reject) => {
      const done = () => useSignUpRequest.setState({ request: null });
      useSignUpRequest.setState({
        request: {
          id,
          async submit(fields) {
            const result = await call(fields);
            done();
            resolve(result);
          },
          cancel() {
            done();
            reject(new SignUpCancelled());
          },
        },
      });
    });
  }
}
