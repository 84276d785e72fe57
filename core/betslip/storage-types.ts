/**
 * What the bet slip keeps on the device across reloads and restarts (the engine worker's IndexedDB,
 * workers/db/app-db.ts). Nothing here is a credential: no session id or token is ever stored (DESIGN.md §9).
 */
import type { AcceptOdds, BetKind, SlipState } from './types';
import type { BetMultiple, SinglePass } from '../contract/schemas/bets';

/** The slip of one brand: a player switching brands never sees the other brand's selections. */
export interface StoredSlip {
  slip: SlipState;
  kind: BetKind;
  /** Combo stake, or stake per line of a system bet; null = the currency default. */
  stake: number | null;
  /** system_bet: k of 'k/n'. */
  systemK: number | null;
  acceptOdds: AcceptOdds;
  /** After a placement: keep the selections (true) or clear the slip (false). */
  keepSelections: boolean;
}

/** A placement sent but not known to have landed: asked again by its key, never placed again. */
export interface PendingPlacement {
  key: string;
  uid: number;
  createdAt: number;
  kind: BetKind;
  request: SinglePass | BetMultiple | { freeBetId: string };
}
