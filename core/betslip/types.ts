/**
 * The bet slip's data (SPEC §3 "Bet slip entry", §4 "Bet slip"). Odds are the wire's decimal numbers
 * (negative = locked); money is integer minor units. Nothing here is a credential: the slip is stored on the
 * device (IndexedDB) as it is.
 */

/** What a tap on an odds button carries: the option and where it sits. */
export interface OptionPick {
  matchId: number;
  marketId: number;
  /** Outcome type (SPEC §3 Option `ty`). */
  ty: number;
  /** Option name as shown ("Home", "Over 2.5"). */
  nm: string;
  /** Decimal odds; negative means locked (SPEC §3). */
  od: number;
  /** Market status: 1 open (SPEC §3 Market `ss`). */
  ss: number;
  /** Display names, when the page knows them; re-pricing fills them in otherwise. */
  matchName?: string;
  marketName?: string;
}

export interface SlipItem {
  matchId: number;
  marketId: number;
  ty: number;
  nm: string;
  /** The latest odds the slip knows. */
  od: number;
  /** The odds the player last saw and accepted (what a bet is placed at). */
  quotedOd: number;
  /** Market status from the latest re-pricing: 1 open, anything else suspended. */
  ss: number;
  /** Direction of the last odds change the player has not accepted yet. */
  change: 'up' | 'down' | null;
  matchName?: string;
  marketName?: string;
  /** Per-line stake of a single bet (minor units); null = the slip's default. */
  stake: number | null;
}

/** SPEC §4: mini bar with one item, full sheet when opened, null (entry button only) otherwise. */
export type SlipModal = 'mini' | 'full' | null;

/** The player's accept-odds-changes setting. */
export type AcceptOdds = 'ask' | 'higher' | 'any';

export type BetKind = 'single_bet' | 'bet_multi' | 'system_bet';

export interface SlipState {
  items: SlipItem[];
  modal: SlipModal;
  /** SPEC §3 Bet limit / §4: the latest odds differ from the quoted ones and the player must accept them. */
  needAcceptLatestOdds: boolean;
}

export const EMPTY_SLIP: SlipState = { items: [], modal: null, needAcceptLatestOdds: false };

/** SPEC §9 "Bet slip maximum 10". */
export const MAX_SLIP_ITEMS = 10;
