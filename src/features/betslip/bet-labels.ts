/** Words for bet kinds, order statuses and settle results (SPEC §4), shared by the history list and detail. */
import { t } from '@lingui/core/macro';
import type { BetOrder } from '../../../core/contract/schemas/bets';

export function kindLabel(order: Pick<BetOrder, 'kind' | 'systemK' | 'legs'>): string {
  if (order.kind === 'single_bet') return t`Single`;
  if (order.kind === 'bet_multi') return t`Combo`;
  if (order.kind === 'bet_builder') return t`Bet Builder`;
  const k = order.systemK ?? 0;
  const n = order.legs.length;
  return t`System ${k}/${n}`;
}

/** SPEC §4 settle result. */
export function resultLabel(result: number): string | null {
  switch (result) {
    case 2:
      return t`Void`;
    case 3:
      return t`Lost`;
    case 4:
      return t`Won`;
    case 5:
      return t`Half won`;
    case 6:
      return t`Half lost`;
    case 7:
      return t`Canceled`;
    default:
      return null;
  }
}

export type Tone = 'win' | 'lose' | 'neutral' | 'open';

export function resultTone(result: number): Tone {
  if (result === 4 || result === 5) return 'win';
  if (result === 3 || result === 6) return 'lose';
  return 'neutral';
}

/** What the bet is now, in one word: a settle result, cashed out, or its order status (SPEC §4). */
export function statusOf(order: Pick<BetOrder, 'status' | 'result' | 'cashOut'>): {
  text: string;
  tone: Tone;
} {
  if (order.cashOut) return { text: t`Cashed out`, tone: 'win' };
  const result = resultLabel(order.result);
  if (result) return { text: result, tone: resultTone(order.result) };
  switch (order.status) {
    case 0:
    case 1:
      return { text: t`Confirming`, tone: 'open' };
    case 2:
      return { text: t`Rejected`, tone: 'lose' };
    case 3:
      return { text: t`Canceled`, tone: 'neutral' };
    case 4:
      return { text: t`Open`, tone: 'open' };
    default:
      return { text: t`Unknown`, tone: 'neutral' };
  }
}
