import { LockIcon } from '../../ui/icons';
import { memo, useLayoutEffect, useState, type ReactElement } from 'react';
import { t as translate } from '@lingui/core/macro';
import { formatOdds } from '../../../core/odds/american';
import type { OddsFormat } from '../../app/stores/settings';
import type { InPlaceButton, OddsSlots } from './odds-in-place';
import { trackMove, type MoveState } from './use-odds-move';
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
  /** The card's buttons, for prices written in place (a live list's card); absent elsewhere. */
  slots?: OddsSlots | undefined;
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

/**
 * What a button keeps for its life: the move tracking, the props of its last render and the price it shows
 * (newer than the props' after a price written in place: what a tap adds), its element and the mark written
 * on it, and its handlers (the same functions for its life, so neither a render nor a tick changes a
 * listener). A tick touches only numbers and strings here: no object is made per button.
 */
interface OptionState extends MoveState, InPlaceButton {
  props: Props | null;
  od: number;
  el: HTMLButtonElement | null;
  /** The data-move value on `el` (markMove is its only writer). */
  shownMove: string | null;
  toggle(): void;
  setEl(el: HTMLButtonElement | null): void;
}

/** The move mark is the element's data-move, written only here: after a render, in place, and at expiry. */
function markMove(state: OptionState): void {
  const el = state.el;
  if (!el) return;
  const move = (state.props && !state.props.locked && state.seen?.move) || null;
  if (move === state.shownMove) return;
  state.shownMove = move;
  if (move) el.setAttribute('data-move', move);
  else el.removeAttribute('data-move');
}

function newOptionState(): OptionState {
  const state: OptionState = {
    seen: null,
    props: null,
    od: 0,
    el: null,
    shownMove: null,
    // The shared timer ends a mark by calling this: the attribute goes, with no render.
    rerender: () => markMove(state),
    toggle: () => {
      const p = state.props;
      if (p) tapOnSlip({ matchId: p.matchId, marketId: p.marketId, ty: p.ty, nm: p.nm, od: state.od });
    },
    setEl: (el) => {
      const p = state.props;
      if (!el && p?.slots?.get(p.ty) === state) p.slots.delete(p.ty);
      state.el = el;
      state.shownMove = null;
    },
    // A priced button's children are its label and the price's text node (the render below): the price can
    // be written into that node. The card does not ask while a render of its own is due.
    canShow: () => state.el !== null && state.props !== null && !state.props.locked,
    show: (od) => {
      const p = state.props!;
      state.od = od;
      trackMove(state, p.moveKey, od);
      const text = formatOdds(od, p.oddsFormat);
      const node = state.el!.lastChild;
      if (text !== null && node && node.nodeValue !== text) node.nodeValue = text;
      markMove(state);
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
 * One main odd of a match card. Locked options (market not open, negative odds) show a lock; a move shows an
 * arrow for 2 s (SPEC §4), drawn by CSS from data-move. The name of a priced button is its text ("1 2.50"),
 * and the odds are a bare text node beside the label.
 *
 * An odds tick costs as little as it can (DESIGN.md §8: <= 4 ms per 200-card tick). In a live list the card
 * does not render for a tick that only moves prices: it calls show() on its buttons (odds-in-place.ts), which
 * write the text node and the mark. Elsewhere props are primitives compared by value, so only the buttons
 * whose odds (or lock, or selection) changed render. Both ways write the latest price: a render takes it from
 * the card, which reads the latest match. data-move is never rendered by React, only written by markMove, so
 * the two ways cannot leave a stale mark (React would skip an attribute it believes it already wrote).
 */
export const CardOdds = memo(function CardOdds(props: Props) {
  const { moveKey, label, od, locked, oddsFormat, selected, slots } = props;
  const [state] = useState(newOptionState);
  trackMove(state, moveKey, locked ? -1 : od);
  // The latest props, for a tap. A render React drops (an interrupted transition) leaves a newer price here
  // than the one shown until it is redone; the slip re-prices its selections anyway.
  state.props = props;
  state.od = od;
  slots?.set(props.ty, state);
  useLayoutEffect(() => markMove(state));
  const text = locked ? null : formatOdds(od, oddsFormat);
  const labelSpan = labelElement(label);
  if (text === null) {
    return (
      <button
        ref={state.setEl}
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
      ref={state.setEl}
      type="button"
      className={selected ? 'odds-button is-selected' : 'odds-button'}
      aria-pressed={selected}
      onClick={state.toggle}
    >
      {labelSpan}
      {text}
    </button>
  );
});
