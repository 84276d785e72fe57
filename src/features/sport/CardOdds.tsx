import { memo, type ReactElement } from 'react';
import { t as translate } from '@lingui/core/macro';
import { formatOdds } from '../../../core/odds/american';
import type { OddsFormat } from '../../app/stores/settings';
import { LockIcon } from '../../ui/icons';
import { trackMove, useMoveState, type MoveState } from './use-odds-move';
import { explainTap } from './tap-outcome';

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
  /** The option is on the bet slip (the card reads its match's selections: one store read per card). */
  selected: boolean;
}

/**
 * Adds the option to the slip or takes it off (SPEC §4). The slip's rules and storage are a lazy chunk,
 * usually loaded by the time of a tap; a refusal says why (SPEC §4 betMaxLimit, §5 locked options).
 */
function tapOnSlip(pick: { matchId: number; marketId: number; ty: number; nm: string; od: number }): void {
  void import('../betslip/slip-store').then(({ toggleOnSlip }) =>
    toggleOnSlip({ ...pick, ss: 1 }, explainTap),
  );
}

/** What a button keeps for its life: the move tracking, and the props of its last render for the tap. */
interface OptionState extends MoveState {
  props: Props | null;
  toggle(): void;
}

function newOptionState(): OptionState {
  const state: OptionState = {
    seen: null,
    rerender: () => {},
    props: null,
    // One handler for the button's life: a tick changes no listener, and the tap reads the odds shown.
    toggle: () => {
      const p = state.props;
      if (p) tapOnSlip({ matchId: p.matchId, marketId: p.marketId, ty: p.ty, nm: p.nm, od: p.od });
    },
  };
  return state;
}

/**
 * The label of a button as one element per label text, shared by every button with that label: React skips
 * an element it saw last time instead of diffing its props every tick. The space ends the label so the
 * button's name reads "1 2.50". Labels are few ("1", "X", "O 2.5", ...); the cache is dropped if it grows.
 */
const labels = new Map<string, ReactElement>();
function labelElement(label: string): ReactElement {
  let element = labels.get(label);
  if (!element) {
    if (labels.size >= 500) labels.clear();
    element = <span className="odds-label">{`${label} `}</span>;
    labels.set(label, element);
  }
  return element;
}

/**
 * One main odd of a match card. Props are primitives compared by value, so an odds tick re-renders only the
 * buttons whose odds (or lock, or selection) changed, not the card's other buttons (DESIGN.md §8: <= 4 ms per
 * 200-card tick), and such a render is one hook: the move tracking, the tap handler and the label are kept
 * per instance or shared, not rebuilt. Locked options (market not open, negative odds) show a lock; a move
 * shows an arrow for 2 s (SPEC §4). The name of a priced button is its text ("1 2.50"), and the odds are a
 * bare text node beside the label, so a tick writes one nodeValue (a sole text child is replaced as
 * textContent, a new node each time). The arrow is drawn by CSS from data-move, so a move adds no element.
 */
export const CardOdds = memo(function CardOdds(props: Props) {
  const { moveKey, label, od, locked, oddsFormat, selected } = props;
  const state = useMoveState(newOptionState);
  const move = trackMove(state, moveKey, locked ? -1 : od);
  // The latest props, for a tap. A render React drops (an interrupted transition) leaves a newer price here
  // than the one shown until it is redone; the slip re-prices its selections anyway.
  state.props = props;
  const text = locked ? null : formatOdds(od, oddsFormat);
  const labelSpan = labelElement(label);
  if (text === null) {
    return (
      <button
        type="button"
        className={selected ? 'odds-button is-selected' : 'odds-button'}
        disabled={!selected}
        aria-pressed={selected || undefined}
        aria-label={translate`${label} locked`}
        onClick={selected ? state.toggle : undefined}
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
      onClick={state.toggle}
    >
      {labelSpan}
      {text}
    </button>
  );
});
