/**
 * The ledger's vocabulary (DESIGN.md §5): double-entry, append-only. Every money movement is one balanced
 * transaction (its postings sum to zero per currency) with an idempotency key; an account's balance is the
 * sum of its entries and a player account never goes below zero (a CHECK in the database, not only code).
 * Amounts are integer minor units (1/100 of the currency unit), as JS numbers (safe integers).
 */

/**
 * A player's money, per currency: cash, bonus money and free-bet credit are kept apart. `agent` is an agent's
 * commission balance (issue #19): not spendable, not in the wallet's balances, moved out by an agent transfer.
 */
export type PlayerAccountKind = 'cash' | 'bonus' | 'freebet' | 'agent';
/** The kinds shown as the player's balances. */
export type WalletAccountKind = Exclude<PlayerAccountKind, 'agent'>;

/**
 * The operator's side. Each is sharded (several rows per currency, one picked per posting) so that no single
 * hot row serialises every bet or deposit.
 * - house_sports / house_games: the book's result on bets and game rounds (stakes in, payouts out).
 * - provider_clearing: money owed to / by a payment provider until it settles (deposits, withdrawals).
 * - fees: withdrawal fees collected.
 * - promotions: where bonus and free-bet credit comes from.
 * - game_provider: an external game provider's seamless-wallet position.
 * - play_bank: where play chips come from (the free daily top-up of play-money brands; currency XPC only).
 * - manual_adjustments: the other side of an operator's manual adjustment of a player's cash (server/ops).
 */
export type SystemAccountKind =
  | 'house_sports'
  | 'house_games'
  | 'provider_clearing'
  | 'fees'
  | 'promotions'
  | 'game_provider'
  | 'play_bank'
  | 'manual_adjustments';

export type AccountRef =
  | { uid: number; kind: PlayerAccountKind; currency: string }
  | { system: SystemAccountKind; currency: string };

export interface Posting {
  account: AccountRef;
  /** Signed minor units: negative takes money out of the account, positive puts it in. */
  amount: number;
}

export interface LedgerTransactionInput {
  /**
   * Unique forever. The same key posted again returns the first transaction and moves nothing. Build it from
   * the business id, e.g. `bet:place:<orderKey>`, `payin:credit:<orderId>`, `game:debit:<provider>:<txId>`.
   */
  key: string;
  /** What kind of movement this is, for history and reports (e.g. 'bet_stake', 'deposit', 'payout'). */
  kind: string;
  /** The business object this moves money for (order id, bet id, round id). */
  ref?: string;
  postings: Posting[];
  meta?: Record<string, unknown>;
}

export interface PostedTransaction {
  id: number;
  /** false when the key had already been posted: nothing moved this time. */
  created: boolean;
}

export interface PlayerBalances {
  currency: string;
  cash: number;
  bonus: number;
  freebet: number;
}
