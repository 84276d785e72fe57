/**
 * The bet slip rules of SPEC §4 "Bet slip" and §5 as pure functions over SlipState: every change returns a new
 * state plus what happened, so the page can say why a tap did nothing (locked option, the 10-item limit).
 */
import {
  MAX_SLIP_ITEMS,
  type AcceptOdds,
  type OptionPick,
  type SlipItem,
  type SlipModal,
  type SlipState,
} from './types';

export type ToggleOutcome =
  /** The option joined the slip. */
  | 'added'
  /** The option was already there: this tap took it out. */
  | 'removed'
  /** Another option of the same match and market was there: this one took its place. */
  | 'replaced'
  /** SPEC §5: a locked market (ss != 1) or negative odds cannot be bet on. */
  | 'locked'
  /** SPEC §4: the slip already holds 10 items (betMaxLimit); nothing changed. */
  | 'limit';

export interface SlipChange {
  state: SlipState;
  outcome: ToggleOutcome;
}

/** One option's identity on the slip: match, market, outcome type and name. */
export const itemKey = (item: Pick<SlipItem, 'matchId' | 'marketId' | 'ty' | 'nm'>): string =>
  `${item.matchId}:${item.marketId}:${item.ty}:${item.nm}`;

const sameMarket = (a: Pick<SlipItem, 'matchId' | 'marketId'>, b: Pick<SlipItem, 'matchId' | 'marketId'>) =>
  a.matchId === b.matchId && a.marketId === b.marketId;

/** SPEC §5: an option can be bet on only while its market is open (ss 1) and its odds are real (> 1). */
export function isBettable(option: Pick<OptionPick, 'od' | 'ss'>): boolean {
  return option.ss === 1 && Number.isFinite(option.od) && option.od > 1;
}

/**
 * SPEC §4: mini when there is exactly one item, nothing (the entry button) when there are more, and back to
 * mini when a removal leaves one. An open full sheet stays open until the player closes it or the slip empties.
 */
export function modalFor(previous: SlipModal, count: number): SlipModal {
  if (count === 0) return null;
  if (previous === 'full') return 'full';
  return count === 1 ? 'mini' : null;
}

/**
 * A changed slip (add, remove, replace, clear): SPEC §4 resets needAcceptLatestOdds, and the odds on screen
 * become the quoted ones, since the player is looking at them while changing the slip.
 */
function changed(previous: SlipState, items: SlipItem[]): SlipState {
  return {
    items: items.map((i) =>
      i.quotedOd === i.od && i.change === null ? i : { ...i, quotedOd: i.od, change: null },
    ),
    modal: modalFor(previous.modal, items.length),
    needAcceptLatestOdds: false,
  };
}

function toItem(pick: OptionPick): SlipItem {
  const item: SlipItem = {
    matchId: pick.matchId,
    marketId: pick.marketId,
    ty: pick.ty,
    nm: pick.nm,
    od: pick.od,
    quotedOd: pick.od,
    ss: pick.ss,
    change: null,
    stake: null,
  };
  if (pick.matchName) item.matchName = pick.matchName;
  if (pick.marketName) item.marketName = pick.marketName;
  return item;
}

/** SPEC §4: tapping an option adds it, tapping it again removes it. */
export function toggleOption(state: SlipState, pick: OptionPick): SlipChange {
  const key = itemKey(pick);
  if (state.items.some((i) => itemKey(i) === key)) {
    return { state: removeItem(state, key), outcome: 'removed' };
  }
  if (!isBettable(pick)) return { state, outcome: 'locked' };
  const clash = state.items.findIndex((i) => sameMarket(i, pick));
  if (clash >= 0) {
    // One selection per match and market: the new option takes the old one's place (and its stake).
    const items = state.items.slice();
    items[clash] = { ...toItem(pick), stake: state.items[clash]!.stake };
    return { state: changed(state, items), outcome: 'replaced' };
  }
  if (state.items.length >= MAX_SLIP_ITEMS) return { state, outcome: 'limit' };
  return { state: changed(state, [...state.items, toItem(pick)]), outcome: 'added' };
}

export function removeItem(state: SlipState, key: string): SlipState {
  const items = state.items.filter((i) => itemKey(i) !== key);
  return items.length === state.items.length ? state : changed(state, items);
}

export function clearSlip(state: SlipState): SlipState {
  return changed({ ...state, modal: null }, []);
}

/** The player opens the full sheet (from the mini bar or the entry button). */
export function openFull(state: SlipState): SlipState {
  return state.modal === 'full' ? state : { ...state, modal: 'full' };
}

/** The player closes the full sheet: back to mini with one item, the entry button otherwise. */
export function closeFull(state: SlipState): SlipState {
  return { ...state, modal: modalFor(null, state.items.length) };
}

/** A single's own stake (minor units), or null for the slip's default. */
export function setItemStake(state: SlipState, key: string, stake: number | null): SlipState {
  return {
    ...state,
    items: state.items.map((i) => (itemKey(i) === key ? { ...i, stake } : i)),
  };
}

/** The latest price of one slip option, from re-pricing (getBetLatestInfo / batchBetMatchMarketOfJumpLine). */
export interface LatestOdds {
  matchId: number;
  marketId: number;
  ty: number;
  nm?: string;
  od: number;
  ss: number;
  matchName?: string;
  marketName?: string;
}

/** Does the setting take this move without asking? */
export function acceptsMove(setting: AcceptOdds, quoted: number, latest: number): boolean {
  if (latest === quoted) return true;
  if (setting === 'any') return true;
  return setting === 'higher' && latest > quoted;
}

/**
 * New odds for the slip's options (SPEC §4): each option takes its latest odds and market status;
 * needAcceptLatestOdds becomes true when an odds change is one the player's setting does not accept by itself
 * (always ask: every change; accept higher: a drop; accept any: never). Options the answer does not mention
 * keep what they had.
 */
export function applyLatestOdds(
  state: SlipState,
  latest: readonly LatestOdds[],
  setting: AcceptOdds,
): SlipState {
  let touched = false;
  const items = state.items.map((item) => {
    const next = latest.find(
      (l) =>
        l.matchId === item.matchId &&
        l.marketId === item.marketId &&
        l.ty === item.ty &&
        (l.nm === undefined || l.nm === item.nm),
    );
    if (!next) return item;
    const names = {
      matchName: next.matchName ?? item.matchName,
      marketName: next.marketName ?? item.marketName,
    };
    const priced = next.od > 1;
    const od = priced ? next.od : item.od;
    const quotedOd = priced && acceptsMove(setting, item.quotedOd, od) ? od : item.quotedOd;
    const change: SlipItem['change'] = od === quotedOd ? null : od > quotedOd ? 'up' : 'down';
    const ss = priced ? next.ss : 0;
    if (
      od === item.od &&
      quotedOd === item.quotedOd &&
      ss === item.ss &&
      change === item.change &&
      names.matchName === item.matchName &&
      names.marketName === item.marketName
    ) {
      return item;
    }
    touched = true;
    const out: SlipItem = { ...item, od, quotedOd, ss, change };
    if (names.matchName) out.matchName = names.matchName;
    if (names.marketName) out.marketName = names.marketName;
    return out;
  });
  if (!touched) return state;
  return { ...state, items, needAcceptLatestOdds: items.some((i) => i.od !== i.quotedOd) };
}

/** The player accepts the new odds ("Accept new odds"): they become the quoted ones. */
export function acceptLatestOdds(state: SlipState): SlipState {
  return {
    ...state,
    items: state.items.map((i) =>
      i.change === null && i.quotedOd === i.od ? i : { ...i, quotedOd: i.od, change: null },
    ),
    needAcceptLatestOdds: false,
  };
}

/** Options whose market is suspended or whose odds are locked: a bet including them cannot be placed. */
export function suspendedItems(state: SlipState): SlipItem[] {
  return state.items.filter((i) => !isBettable(i));
}

/** SPEC §4 combos: two legs of the same match cannot be combined (their outcomes are not independent). */
export function hasSameMatchLegs(items: readonly Pick<SlipItem, 'matchId'>[]): boolean {
  return new Set(items.map((i) => i.matchId)).size !== items.length;
}

/** A slip read back from storage: anything malformed is dropped rather than trusted. */
export function restoreSlip(raw: unknown): SlipState {
  const value = raw as Partial<SlipState> | null | undefined;
  if (!value || !Array.isArray(value.items)) return { items: [], modal: null, needAcceptLatestOdds: false };
  const items: SlipItem[] = [];
  for (const r of value.items as Partial<SlipItem>[]) {
    if (
      !r ||
      !Number.isInteger(r.matchId) ||
      !Number.isInteger(r.marketId) ||
      !Number.isInteger(r.ty) ||
      typeof r.nm !== 'string' ||
      typeof r.od !== 'number'
    )
      continue;
    if (items.length >= MAX_SLIP_ITEMS || items.some((i) => itemKey(i) === itemKey(r as SlipItem))) continue;
    const item: SlipItem = {
      matchId: r.matchId!,
      marketId: r.marketId!,
      ty: r.ty!,
      nm: r.nm,
      od: r.od,
      quotedOd: typeof r.quotedOd === 'number' ? r.quotedOd : r.od,
      ss: typeof r.ss === 'number' ? r.ss : 1,
      change: r.change === 'up' || r.change === 'down' ? r.change : null,
      stake: Number.isSafeInteger(r.stake) && (r.stake as number) > 0 ? (r.stake as number) : null,
    };
    if (typeof r.matchName === 'string') item.matchName = r.matchName;
    if (typeof r.marketName === 'string') item.marketName = r.marketName;
    items.push(item);
  }
  return {
    items,
    modal: modalFor(null, items.length),
    needAcceptLatestOdds: items.some((i) => i.od !== i.quotedOd),
  };
}
