/**
 * A payment provider adapter. One adapter serves one or more method families (core/wallet METHOD_FAMILY);
 * the built-in sandbox serves them all. A real provider implements the same interface and gets its own
 * callback route (its signature scheme and body are its own; it hands `applyCallback` the same
 * ProviderCallback once verified).
 *
 * Calls to a provider happen OUTSIDE database transactions (they may be slow network calls): the order row
 * is written first (state `created`), then the provider is asked, then the answer is stored (`pending` with
 * instructions, or `failed`). Providers are idempotent by our order id, so a retried create asks again.
 */
import type { CardInput, PayInstructions, ProviderCallback } from '../../core/contract/schemas/finance';
import type { MethodFamily, PayMethod } from '../../core/wallet/methods';

export interface PayinRequest {
  orderId: string;
  method: PayMethod;
  family: MethodFamily;
  amount: number;
  currency: string;
  network?: string;
  card?: CardInput;
  phone?: string;
  expiresAt: number;
}

export type PayinStart =
  | { ok: true; providerRef: string; instructions: PayInstructions }
  /** Refused at once (e.g. a declined card): the order becomes failed, no money moved. */
  | { ok: false; providerRef: string; reason: string; instructions: PayInstructions };

export interface PayoutRequest {
  orderId: string;
  method: PayMethod;
  /** What the player receives (amount - fee). */
  amount: number;
  currency: string;
  accountNo: string;
  holderName: string;
}

/** One line of a provider's statement: a payin or payout as the provider recorded it. */
export interface StatementLine {
  providerRef: string;
  /** Our order number, as we sent it. */
  orderId: string;
  direction: 'payin' | 'payout';
  amount: number;
  currency: string;
  /** The provider's view: accepted and not settled, settled, refused or lapsed. */
  status: 'pending' | 'paid' | 'failed' | 'expired';
  /** When the provider accepted it (Unix ms): the statement's period is over this time. */
  createdAt: number;
  /** When its status last changed (Unix ms). */
  updatedAt: number;
}

export interface ProviderAdapter {
  readonly id: string;
  readonly families: readonly MethodFamily[];
  startPayin(request: PayinRequest): Promise<PayinStart>;
  /** Accepts a payout for processing; the outcome arrives later by callback. */
  startPayout(request: PayoutRequest): Promise<{ providerRef: string }>;
  /**
   * The provider's statement (issue #24 reconciliation): its payins and payouts accepted in [from, to) (Unix
   * ms), whatever our side recorded. A real provider answers this from its settlement report API.
   */
  statement(period: { from: number; to: number }): Promise<StatementLine[]>;
}

/** A callback whose signature and timestamp were verified by the provider's route. */
export type VerifiedCallback = ProviderCallback & { provider: string };
