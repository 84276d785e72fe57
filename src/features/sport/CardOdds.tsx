import { memo, useMemo } from 'react';
import { t as translate } from '@lingui/core/macro';
import { formatOdds } from '../../../core/odds/american';
import type { OddsFormat } from '../../app/stores/settings';
import { LockIcon } from '../../ui/icons';
import { showToast } from '../../ui/toast';
import { useOddsMove } from './use-odds-move';

interface Props {
  /** The option's identity across refreshes (match, market and outcome): the move indicator keys on it. */
  moveKey: string;
  label: string;
  od: number;
  locked: boolean;
  oddsFormat: OddsFormat;
  /** The player's language: a change re-renders the button, whose locked label comes from the global i18n. */
  locale: string;
}

// One handler for every button: no closure per render, so nothing but the odds makes a button re-render.
const betSoon = () => showToast(translate`Betting opens soon. Your bet slip is empty for now.`);

/**
 * One main odd of a match card. Props are primitives compared by value, so an odds tick re-renders only the
 * buttons whose odds (or lock) changed, not the card's other buttons (DESIGN.md §8: <= 4 ms per 200-card
 * tick). Locked options (market not open, negative odds) show a lock; a move shows an arrow for 2 s (SPEC §4).
 * The name of a priced button is its text ("1 2.50"), and the odds are a bare text node beside the label, so
 * a tick writes one nodeValue (a sole text child is replaced as textContent, a new node each time). The
 * arrow is drawn by CSS from data-move, so a move adds no element.
 */
export const CardOdds = memo(function CardOdds({ moveKey, label, od, locked, oddsFormat }: Props) {
  const move = useOddsMove(moveKey, locked ? -1 : od);
  const text = locked ? null : formatOdds(od, oddsFormat);
  // The same element while the label stays: React skips it instead of diffing its props every tick.
  // The space ends the label so the button's name reads "1 2.50".
  const labelSpan = useMemo(() => <span className="odds-label">{`${label} `}</span>, [label]);
  if (text === null) {
    return (
      <button type="button" className="odds-button" disabled aria-label={translate`${label} locked`}>
        {labelSpan}
        <LockIcon width="16" height="16" />
      </button>
    );
  }
  return (
    <button type="button" className="odds-button" data-move={move ?? undefined} onClick={betSoon}>
      {labelSpan}
      {text}
    </button>
  );
});
