import { DmError } from '../../core/contract/errors';
import { ApiFailure } from '../http/failure';
import type { AccountRef } from './types';

/**
 * A posting would take a player account below zero. Thrown inside the caller's transaction, so the
 * transaction rolls back and nothing of the movement (nor the caller's own rows) is kept.
 */
export class InsufficientFunds extends Error {
  constructor(readonly account: AccountRef) {
    super('insufficient funds');
    this.name = 'InsufficientFunds';
  }
}

/** A malformed movement (unbalanced, zero or fractional amounts): a bug in the caller, never a player's fault. */
export class LedgerInvariantError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LedgerInvariantError';
  }
}

/** The answer a route gives for InsufficientFunds: HTTP 400 with the business code, like the other business refusals. */
export function insufficientBalanceFailure(): ApiFailure {
  return new ApiFailure(400, DmError.InsufficientBalance, 'Your balance is not enough for this.');
}

/** The ledger refused the debit, or a caller already answered that refusal (bonus-stakes.ts: no bonus covers it). */
export const isInsufficientBalance = (err: unknown): boolean =>
  err instanceof InsufficientFunds ||
  (err instanceof ApiFailure && err.dmError === DmError.InsufficientBalance);
