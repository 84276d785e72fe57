/**
 * The popup stack (SPEC §4 "Popups and tips", "Bonus modals"; issue #16): entries are keyed and sorted by
 * level (lower first), an entry with a falsy status is removed, and a seen entry stays hidden for 24 h (the
 * popup cache). The bonus popups come from bonus/new_message: new_bonus, unlock_bonus, new_bonus_boost.
 * Pure: the caller passes the clock and keeps the cache (the client in localStorage).
 */
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

export type BonusPopupKind = 'new_bonus' | 'unlock_bonus' | 'new_bonus_boost';

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

/** The bonus message as stack entries: a new bonus, then one to unlock, then a booster (all level normal). */
export function bonusPopups(m: BonusNewMessage): PopupEntry<BonusPopupKind>[] {
  return (['new_bonus', 'unlock_bonus', 'new_bonus_boost'] as const).map((kind) => ({
    key: `${kind}:${m[kind]}`,
    kind,
    level: POPUP_LEVEL.normal,
    status: m[kind] > 0,
    id: m[kind],
  }));
}

/** SPEC "Bonus modals": never on game-room, deposit, withdraw, activity, vip-club or task pages. */
const EXCLUDED = ['game-room', 'deposit', 'withdraw', 'activity', 'vip-club', 'task'];

export function bonusPopupsAllowedOn(pathname: string): boolean {
  const parts = pathname.split('/').filter(Boolean);
  return !parts.some((p) => EXCLUDED.includes(p));
}
