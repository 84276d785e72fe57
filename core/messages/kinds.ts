/**
 * What writes a player's message, and what follows from it: the message type the list shows, the push
 * preference that decides whether it also pushes, and the route a tap opens (SPEC "push tap-through":
 * bet settled -> /bet-record, deposit -> /deposit-result, message -> /message-detail). Pure, shared by the
 * server (writer, push payload) and tests.
 */
import { MessageType } from './types';

export const MessageKind = {
  /** A bet was settled (won, lost, void...). params: order_id, result, payout, currency. */
  BetSettled: 'bet_settled',
  /** The player cashed out a bet. params: order_id, amount, currency. */
  CashOut: 'cash_out',
  /** A deposit was credited. params: order_id, amount, currency. */
  DepositCredited: 'deposit_credited',
  /** A withdrawal was paid out. params: order_id, amount, currency. */
  WithdrawalPaid: 'withdrawal_paid',
  /** A withdrawal failed or expired and its amount went back to the balance. params: order_id, amount, currency. */
  WithdrawalFailed: 'withdrawal_failed',
  /** A bonus was granted (bonus feature, branch wt16). params: bonus_id, name, amount?, currency?. */
  BonusGranted: 'bonus_granted',
  /** A bonus was unlocked into cash (bonus feature). params: bonus_id, name, amount?, currency?. */
  BonusUnlocked: 'bonus_unlocked',
  /** The player reached a VIP level (VIP feature, branch wt17). params: level. */
  VipLevel: 'vip_level',
  /** An operator's message to every player of a brand (seeded, or written by an operator). */
  Broadcast: 'broadcast',
} as const;

export type MessageKindName = (typeof MessageKind)[keyof typeof MessageKind];

export const MESSAGE_KINDS: readonly MessageKindName[] = Object.values(MessageKind);

export const isMessageKind = (value: unknown): value is MessageKindName =>
  typeof value === 'string' && (MESSAGE_KINDS as readonly string[]).includes(value);

/** The push preference (schemas/push.ts PushPrefs) that lets a kind push. */
export type PushCategory = 'bets' | 'wallet' | 'promotions' | 'news';

export function pushCategory(kind: MessageKindName): PushCategory {
  switch (kind) {
    case 'bet_settled':
    case 'cash_out':
      return 'bets';
    case 'deposit_credited':
    case 'withdrawal_paid':
    case 'withdrawal_failed':
      return 'wallet';
    case 'bonus_granted':
    case 'bonus_unlocked':
    case 'vip_level':
      return 'promotions';
    case 'broadcast':
      return 'news';
  }
}

/**
 * Marketing (issue #21): promotions and the operator's broadcasts. A player in a time out, self-exclusion or
 * closing the account gets none of them (no message, no push); bets and wallet messages still go.
 */
export const MARKETING_KINDS: readonly MessageKindName[] = MESSAGE_KINDS.filter((k) =>
  isMarketing(pushCategory(k)),
);

export function isMarketing(category: PushCategory): boolean {
  return category === 'promotions' || category === 'news';
}

export function messageTypeOf(kind: MessageKindName): number {
  switch (pushCategory(kind)) {
    case 'bets':
      return MessageType.Bets;
    case 'wallet':
      return MessageType.Wallet;
    case 'promotions':
      return MessageType.Promotions;
    case 'news':
      return MessageType.System;
  }
}

export type MessageParams = Record<string, string | number>;

const q = (value: string | number) => encodeURIComponent(String(value));

/**
 * The app route a message opens. Event messages go where the event can be seen (the bet in the bet record,
 * the deposit's result, the withdrawal's status); anything else opens its own detail page.
 */
export function messageRoute(kind: MessageKindName, params: MessageParams, messageId: number): string {
  const order = params.order_id;
  switch (kind) {
    case 'bet_settled':
    case 'cash_out':
      return order !== undefined ? `/bet-record?status=settled&order=${q(order)}` : '/bet-record';
    case 'deposit_credited':
      return order !== undefined ? `/deposit-result?order_id=${q(order)}` : '/transaction';
    case 'withdrawal_paid':
    case 'withdrawal_failed':
      return order !== undefined ? `/record-detail?order_id=${q(order)}&type=payout` : '/transaction';
    case 'bonus_granted':
    case 'bonus_unlocked':
      return '/bonus';
    case 'vip_level':
      return '/vip-club';
    case 'broadcast':
      return `/message-detail?id=${messageId}`;
  }
}
