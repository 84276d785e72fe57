import { memo, useCallback, useMemo } from 'react';
import { t as translate } from '@lingui/core/macro';
import { formatOdds } from '../../../core/odds/american';
import type { OddsFormat } from '../../app/stores/settings';
import { LockIcon } from '../../ui/icons';
import { showToast } from '../../ui/toast';
import { optionKey, useSelectedKeys } from '../betslip/selected-keys';
import { useOddsMove } from './use-odds-move';

interface Props {
  /** The option's identity across refreshes (match, market and outcome): the move indicator keys on it. */
  moveKey: string;
  matchId: number;
  marketId: number;
  ty: number;
  /** The option's feed name: with the ids it names the option on the bet slip. */
  nm: string;
  label: string;
  od: number;
  locked: boolean;
  oddsFormat: OddsFormat;
  /** The player's language: a change re-renders the button, whose locked label comes from the global i18n. */
  locale: string;
}

/**
 * Adds the option to the slip or takes it off (SPEC §4). The slip's rules and storage are a lazy chunk,
 * usually loaded by the time of a tap; a refusal says why (SPEC §4 betMaxLimit, §5 locked options).
 */
function toggleOnSlip(pick: { matchId: number; marketId: number; ty: number; nm: string; od: number }): void {
  void import('../betslip/slip-store').then(({ useSlip }) => {
    const outcome = useSlip.getState().toggle({ ...pick, ss: 1 });
    if (outcome === 'limit') showToast(translate`You can add up to 10 selections to the bet slip.`, 'error');
    else if (outcome === 'locked')
      showToast(translate`This option is suspended and cannot be added.`, 'error');
  });
}

/**
 * One main odd of a match card. Props are primitives compared by value, so an odds tick re-renders only the
 * buttons whose odds (or lock) changed, not the card's other buttons (DESIGN.md §8: <= 4 ms per 200-card
 * tick). Locked options (market not open, negative odds) show a lock; a move shows an arrow for 2 s (SPEC §4).
 * The name of a priced button is its text ("1 2.50"), and the odds are a bare text node beside the label, so
 * a tick writes one nodeValue (a sole text child is replaced as textContent, a new node each time). The
 * arrow is drawn by CSS from data-move, so a move adds no element.
 */
export const CardOdds = memo(function CardOdds(props: Props) {
  const { moveKey, matchId, marketId, ty, nm, label, od, locked, oddsFormat } = props;
  const move = useOddsMove(moveKey, locked ? -1 : od);
  const selected = useSelectedKeys((s) => s.keys.has(optionKey(matchId, marketId, ty, nm)));
  const toggle = useCallback(
    () => toggleOnSlip({ matchId, marketId, ty, nm, od }),
    [matchId, marketId, ty, nm, od],
  );
  const text = locked ? null : formatOdds(od, oddsFormat);
  // The same element while the label stays: React skips it instead of diffing its props every tick.
  // The space ends the label so the button's name reads "1 2.50".
  const labelSpan = useMemo(() => <span className="odds-label">{`${label} `}</span>, [label]);
  if (text === null) {
    return (
      <button
        type="button"
        className={selected ? 'odds-button is-selected' : 'odds-button'}
        disabled={!selected}
        aria-pressed={selected || undefined}
        aria-label={translate`${label} locked`}
        onClick={selected ? toggle : undefined}
      >
        {labelSpan}
        <LockIcon width="16" height="16" />
      </button>
    );
  }
  return (
    <button
      type="button"
      className={selected ? 'odds-button is-selected' : 'odds-button'}
      data-move={move ?? undefined}
      aria-pressed={selected}
      onClick={toggle}
    >
      {labelSpan}
      {text}
    </button>
  );
});
