/**
 * Prices written into a card's buttons without rendering (DESIGN.md §8: an odds tick of 200 cards in
 * <= 4 ms, bench/odds-tick). A live list's card (MatchCard.tsx RecordCard) keeps its buttons in a slot map by
 * outcome type; when a tick changes nothing but unlocked prices (card-diff.ts priceChanges), it hands the new prices
 * to those buttons (CardOdds.tsx), which write the text and the move mark into the DOM. Anything else (a lock,
 * a score, a selection) renders the card as before.
 */
import type { PriceChange } from './card-diff';

/** A mounted, priced button that can show a new price by itself. */
export interface InPlaceButton {
  /** Mounted and showing a price (not a lock): show() can write into it. */
  canShow(): boolean;
  show(od: number): void;
}

/** A card's main-market buttons by outcome type (numbers: no string is made or hashed per tick). */
export type OddsSlots = Map<number, InPlaceButton>;

/**
 * Shows every change in its button, or none: false when a button is missing or not showing a price (it is
 * being mounted, or it shows a lock), and the card must render instead.
 */
export function showInPlace(slots: OddsSlots, changes: readonly PriceChange[]): boolean {
  for (const change of changes) if (!slots.get(change.ty)?.canShow()) return false;
  for (const change of changes) slots.get(change.ty)!.show(change.od);
  return true;
}
