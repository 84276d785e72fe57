import { memo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { formatOdds } from '../../../core/odds/american';
import type { OddsFormat } from '../../app/stores/settings';
import { LockIcon } from '../../ui/icons';
import { showToast } from '../../ui/toast';
import { useOddsMove } from './use-odds-move';

interface Props {
  /** The option's identity across refreshes (match, market and outcome). */
  moveKey: string;
  name: string;
  od: number;
  /** The market is not open (ss != 1): shown locked whatever the odds. */
  suspended: boolean;
  oddsFormat: OddsFormat;
}

/**
 * One option as a button (SPEC §3 Option): its name and odds in the chosen format, a lock when the market is
 * suspended or the odds are negative, and a green up / red down arrow for 2 s after the odds move (SPEC §4).
 */
export const OddsButton = memo(function OddsButton({ moveKey, name, od, suspended, oddsFormat }: Props) {
  const { t } = useLingui();
  const move = useOddsMove(moveKey, suspended ? -1 : od);
  const text = suspended ? null : formatOdds(od, oddsFormat);
  if (text === null) {
    return (
      <button type="button" className="detail-odds" disabled aria-label={t`${name} locked`}>
        <span className="detail-odds-name">{name}</span>
        <LockIcon width="16" height="16" />
      </button>
    );
  }
  return (
    <button
      type="button"
      className="detail-odds"
      data-move={move ?? undefined}
      aria-label={`${name} ${text}`}
      onClick={() => showToast(t`Betting opens soon. Your bet slip is empty for now.`)}
    >
      <span className="detail-odds-name">{name}</span>
      <span className="detail-odds-value">
        {move && (
          <span className={`odds-move odds-move-${move}`} aria-hidden="true">
            {move === 'up' ? '▲' : '▼'}
          </span>
        )}
        {text}
      </span>
    </button>
  );
});
