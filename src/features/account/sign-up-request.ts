import { create } from 'zustand';
import type { RegistrationFields } from '../../../core/contract/schemas/user';

/**
 * The pending finish-sign-up request (sign-up-fields.ts makes it, src/features/rg/SignUpPrompt.tsx answers
 * it). Apart from sign-up-fields.ts because the layout reads it on every page: that file's error codes
 * would take the whole DmError table into the first route (DESIGN.md §8).
 */
export interface SignUpRequest {
  /** A new form for every request. */
  id: number;
  /** Sends the call again with the fields; a refusal is shown in the dialog, which stays open. */
  submit(fields: RegistrationFields): Promise<void>;
  /** The player closed the dialog: the sign-up fails with the server's first answer. */
  cancel(): void;
}

export const useSignUpRequest = create<{ request: SignUpRequest | null }>(() => ({ request: null }));
