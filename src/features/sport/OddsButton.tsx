import { LockIcon } from '../../ui/icons';
import { memo, useCallback } from 'react';
import { useLingui } from '@lingui/react/macro';
import { formatOdds } from '../../../core/odds/american';
import type { OddsFormat } from '../../app/stores/settings';
import { toggleOnSlip, useIsSelected } from '../betslip/slip-store';
import { useOddsMove } from './use-odds-move';
import { explainTap } from './tap-outcome';
import '../betslip/selected.css';

interface Props {
  /** The option's identity across refreshes: `${matchId}-${marketId}-${ty}-${nm}` (MarketGroupView). */
  moveKey: string;
  name: string;
  od: number;
  /** The market is not open (ss != 1): shown locked whatever the odds. */
  suspended: boolean;
  oddsFormat: OddsFormat;
}

/** The match, market and outcome type the move key carries (the name may itself contain dashes). */
export function parseOptionKey(moveKey: string): { matchId: number; marketId: number; ty: number } | null {
  const m = /^(\d+)-(\d+)-(\d+)-/.exec(moveKey);
  return m ? { matchId: Number(m[1]), marketId: Number(m[2]), ty: Number(m[3]) } : null;
}

/**
 * One option as a button (SPEC §3 Option): its name and odds in the chosen format, a lock when the market is
 * suspended or the odds are negative, and a green up / red down arrow for 2 s after the odds move (SPEC §4).
 * A tap adds the option to the bet slip, another tap takes it off (SPEC §4); `aria-pressed` says it is on.
 */
export const OddsButton = memo(function OddsButton({ moveKey, name, od, suspended, oddsFormat }: Props) {
  const { t } = useLingui();
  const move = useOddsMove(moveKey, suspended ? -1 : od);
  const ref = parseOptionKey(moveKey);
  const selected = useIsSelected({
    matchId: ref?.matchId ?? 0,
    marketId: ref?.marketId ?? 0,
    ty: ref?.ty ?? 0,
    nm: name,
  });
  const text = suspended ? null : formatOdds(od, oddsFormat);
  const toggle = useCallback(() => {
    if (!ref) return;
    toggleOnSlip({ ...ref, nm: name, od, ss: suspended ? 0 : 1 }, explainTap);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- ref is derived from moveKey
  }, [moveKey, name, od, suspended]);
  if (text === null) {
    // A locked option that is on the slip can still be tapped off.
    return (
      <button
        type="button"
        className={selected ? 'detail-odds is-selected' : 'detail-odds'}
        disabled={!selected}
        aria-pressed={selected || undefined}
        aria-label={t`${name} locked`}
        onClick={selected ? toggle : undefined}
      >
        <span className="detail-odds-name">{name}</span>
        <LockIcon width="16" height="16" />
      </button>
    );
  }
  return (
    <button
      type="button"
      className={selected ? 'detail-odds is-selected' : 'detail-odds'}
      data-move={move ?? undefined}
      aria-label={`${name} ${text}`}
      aria-pressed={selected}
      onClick={toggle}
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
