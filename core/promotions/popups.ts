/**
 * The popup stack (SPEC §4 "Popups and tips", "Bonus modals"; issue #16): entries are keyed and sorted by
 * level (lower first), an entry with a falsy status is removed, and a seen entry stays hidden for 24 h (the
 * popup cache). The bonus popups come from bonus/new_message: new_bonus, unlock_bonus, new_bonus_boost and
 * free_round_bonus.
 * Pure: the caller passes the clock and keeps the cache (the client in localStorage).
 */
import type { RainInfo } from '../contract/schemas/loyalty';
import type { BonusNewMessage } from '../contract/schemas/promotions';

/** SPEC §9 popup levels. */
export const POPUP_LEVEL = {
  registerBonus: 0,
  moneyBack: 0.9,
  normal: 1,
  downloadGuide: 1.5,
  firstCharge: 2,
  moneyRain: 2.1,
} as const;

export const POPUP_CACHE_MS = 24 * 3_600_000;

export type BonusPopupKind =
  'new_bonus' | 'unlock_bonus' | 'new_bonus_boost' | 'free_round_bonus' | 'register_bonus' | 'charge_tip';

export interface PopupEntry<K extends string = string> {
  key: string;
  kind: K;
  level: number;
  /** Falsy: the entry is removed from the stack. */
  status: unknown;
  /** The thing it is about (a bonus id). */
  id: number;
}

/** key -> when it was seen (Unix ms). */
export type PopupCache = Record<string, number>;

/** Sorted by level, falsy statuses dropped; entries of one level keep their given order. */
export function popupStack<E extends PopupEntry>(entries: readonly E[]): E[] {
  return entries
    .map((e, i) => ({ e, i }))
    .filter(({ e }) => Boolean(e.status))
    .sort((a, b) => a.e.level - b.e.level || a.i - b.i)
    .map(({ e }) => e);
}

/** The cache without entries older than 24 h. */
export function pruneCache(cache: PopupCache, now: number): PopupCache {
  const out: PopupCache = {};
  for (const [k, at] of Object.entries(cache))
    if (typeof at === 'number' && now - at < POPUP_CACHE_MS && at <= now) out[k] = at;
  return out;
}

/** The entries to show now, in order: the stack minus those seen in the last 24 h. */
export function visiblePopups<E extends PopupEntry>(
  entries: readonly E[],
  cache: PopupCache,
  now: number,
): E[] {
  const live = pruneCache(cache, now);
  return popupStack(entries).filter((e) => live[e.key] === undefined);
}

/**
 * The bonus message as stack entries: a new bonus, then one to unlock, then a booster, then new free rounds
 * (SPEC §3 "New bonus: free_round_bonus", its id a free-rounds grant's); all level normal.
 */
export function bonusPopups(m: BonusNewMessage): PopupEntry<BonusPopupKind>[] {
  return (['new_bonus', 'unlock_bonus', 'new_bonus_boost', 'free_round_bonus'] as const).map((kind) => ({
    key: `${kind}:${m[kind]}`,
    kind,
    level: POPUP_LEVEL.normal,
    status: m[kind] > 0,
    id: m[kind],
  }));
}

export interface OverlayFacts {
  /** The kind of campaign of a bonus (from the player's bonus list), for the new-bonus message's id. */
  kindOf: (bonusId: number) => string | undefined;
  /** The first-deposit campaign this player can still take (0: none): the charge tip. */
  firstChargeActivity: number;
}

/**
 * The whole promotions stack: the bonus message's entries, where a new bonus from the register campaign is
 * the register-bonus overlay (plan B, level 0) instead of the normal one, plus the charge tip (the
 * first-deposit offer, level "first charge" 2) for a player who has not deposited yet.
 */
export function promoPopups(m: BonusNewMessage, facts: OverlayFacts): PopupEntry<BonusPopupKind>[] {
  const entries = bonusPopups(m).map((e): PopupEntry<BonusPopupKind> =>
    e.kind === 'new_bonus' && e.id > 0 && facts.kindOf(e.id) === 'register'
      ? { ...e, key: `register_bonus:${e.id}`, kind: 'register_bonus', level: POPUP_LEVEL.registerBonus }
      : e,
  );
  entries.push({
    key: `charge_tip:${facts.firstChargeActivity}`,
    kind: 'charge_tip',
    level: POPUP_LEVEL.firstCharge,
    status: facts.firstChargeActivity > 0,
    id: facts.firstChargeActivity,
  });
  return entries;
}

/**
 * The money-rain popup (SPEC §9 level 2.1): while a red-packet rain is live, has budget left and the player
 * still has packets to open; once per rain (its key is the event).
 */
export function rainPopup(r: RainInfo, now: number): PopupEntry<'money_rain'> {
  return {
    key: `money_rain:${r.event}`,
    kind: 'money_rain',
    level: POPUP_LEVEL.moneyRain,
    status: r.active && r.start <= now && now < r.end && r.opened < r.per_player,
    id: 0,
  };
}

/**
 * SPEC "Bonus modals": never on game-room, deposit, withdraw, activity, vip-club or task pages. Nor on the
 * player's own bonus pages (/bonus, /bonus-history): a popup announcing a bonus there covers the very card
 * it points to, and would be in the way of its Unlock button.
 */
const EXCLUDED = [
  'game-room',
  'deposit',
  'withdraw',
  'activity',
  'vip-club',
  'task',
  'bonus',
  'bonus-history',
];

export function bonusPopupsAllowedOn(pathname: string): boolean {
  const parts = pathname.split('/').filter(Boolean);
  return !parts.some((p) => EXCLUDED.includes(p));
}
