/**
 * The message an e-mail code request sends. The API answer is the same whether or not the address has an
 * account; only the mailbox owner learns which, from the message itself.
 */
import type { CodePurpose } from '../../core/contract/schemas/user';
import { CODE_TTL_MS } from './codes';
import type { OutgoingMail } from './outbox';

const minutes = CODE_TTL_MS / 60_000;
const ignore = 'If you did not ask for this, ignore this message.';

export function codeMail(
  brand: { id: string; name: string },
  to: string,
  purpose: CodePurpose,
  code: string,
  hasAccount: boolean,
): OutgoingMail {
  const head = { brandId: brand.id, to };
  const withCode = (what: string): OutgoingMail => ({
    ...head,
    subject: `${brand.name}: your code ${code}`,
    text: `Your ${brand.name} code to ${what} is ${code}. It expires in ${minutes} minutes and works once.\n\n${ignore}`,
  });
  if (purpose === 'register' && hasAccount) {
    return {
      ...head,
      subject: `${brand.name}: you already have an account`,
      text: `Someone asked to register this e-mail at ${brand.name}, but it already has an account. Log in, or reset your password.\n\n${ignore}`,
    };
  }
  if (purpose === 'reset_password' && !hasAccount) {
    return {
      ...head,
      subject: `${brand.name}: password reset`,
      text: `Someone asked to reset the ${brand.name} password of this e-mail, but it has no account. You can register with it.\n\n${ignore}`,
    };
  }
  const what: Record<CodePurpose, string> = {
    login: 'log in',
    register: 'register',
    reset_password: 'set a new password',
    bind: 'save this e-mail to your account',
  };
  return withCode(what[purpose]);
}
