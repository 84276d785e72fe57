import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { MessageType } from '../../../core/messages/types';

/** The list's filters and each message's label, by SPEC message_type. */
export const TYPE_LABELS: Record<number, MessageDescriptor> = {
  [MessageType.System]: msg`Notices`,
  [MessageType.Bets]: msg`Bets`,
  [MessageType.Wallet]: msg`Wallet`,
  [MessageType.Promotions]: msg`Promotions`,
};

/** "14:05" today, "12 Mar 14:05" otherwise, in the player's language. */
export function messageTime(ms: number, locale: string, now = Date.now()): string {
  const d = new Date(ms);
  const today = new Date(now).toDateString() === d.toDateString();
  return new Intl.DateTimeFormat(
    locale,
    today
      ? { hour: '2-digit', minute: '2-digit' }
      : { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' },
  ).format(d);
}
