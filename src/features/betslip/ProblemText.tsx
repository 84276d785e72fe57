import { useLingui } from '@lingui/react/macro';
import type { Ticket } from '../../../core/betslip/ticket';
import { useSlip } from './slip-store';
import { useMoney } from './use-money';

/** Why the ticket cannot be placed yet, in words. */
export function ProblemText({
  problem,
  min,
  max,
  minOdds,
}: {
  problem: NonNullable<Ticket['problem']>;
  min: number;
  max?: number;
  minOdds?: number;
}) {
  const { t } = useLingui();
  const money = useMoney();
  const kind = useSlip((s) => s.kind);
  switch (problem) {
    case 'too-few':
      return kind === 'system_bet'
        ? t`A system bet needs at least 3 selections from different matches.`
        : t`A combo needs at least 2 selections from different matches.`;
    case 'same-match':
      return t`Selections of the same match cannot be combined.`;
    case 'empty':
      return t`Enter a stake.`;
    case 'below-min':
      return t`The minimum stake is ${money(min)}.`;
    case 'above-max':
      return t`The maximum stake is ${money(max ?? 0)}.`;
    case 'above-balance':
      return t`Your balance is not enough for this bet.`;
    case 'suspended':
      return t`A selection is suspended. Remove it to place the bet.`;
    case 'no-system':
      return t`Choose a system.`;
    case 'free-min-odds':
      return t`This free bet needs total odds of at least ${minOdds ?? 1}.`;
    default:
      return null;
  }
}
