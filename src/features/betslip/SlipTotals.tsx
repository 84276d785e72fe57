import { useLingui } from '@lingui/react/macro';
import type { Ticket } from '../../../core/betslip/ticket';
import { formatOdds } from '../../../core/odds/american';
import { useSettings } from '../../app/stores/settings';
import { useMoney } from './use-money';

/** The ticket's totals: odds, lines, stake and potential return. */
export function Summary({ ticket, currency, free }: { ticket: Ticket; currency: string; free: boolean }) {
  const { t } = useLingui();
  const money = useMoney();
  const oddsFormat = useSettings((s) => s.oddsFormat);
  return (
    <dl className="slip-summary" aria-live="polite">
      {ticket.combinedOdds !== null && ticket.kind !== 'single_bet' && (
        <div>
          <dt>{t`Total odds`}</dt>
          <dd>{formatOdds(ticket.combinedOdds / 1000, oddsFormat)}</dd>
        </div>
      )}
      {ticket.kind === 'system_bet' && !free && (
        <div>
          <dt>{t`Lines`}</dt>
          <dd>{ticket.lineCount}</dd>
        </div>
      )}
      <div>
        <dt>{free ? t`Free bet stake` : t`Total stake`}</dt>
        <dd>{money(ticket.totalStake, currency)}</dd>
      </div>
      <div className="slip-summary-return">
        <dt>{t`Potential return`}</dt>
        <dd>{money(ticket.potentialReturn, currency)}</dd>
      </div>
    </dl>
  );
}

/** The stake limits the ticket is held to (per line on a system bet). */
export function LimitsLine({
  min,
  max,
  currency,
  perLine,
}: {
  min: number;
  max?: number;
  currency: string;
  perLine: boolean;
}) {
  const { t } = useLingui();
  const money = useMoney();
  const minText = money(min, currency);
  const maxText = max ? money(max, currency) : null;
  return (
    <p className="slip-limits">
      {perLine
        ? maxText
          ? t`Per line: min ${minText}, max ${maxText}`
          : t`Per line: min ${minText}`
        : maxText
          ? t`Min ${minText}, max ${maxText}`
          : t`Min ${minText}`}
    </p>
  );
}
