/** The popup stack (SPEC §4 "Popups and tips", "Bonus modals"): order, removal, the 24 h cache, the pages. */
import { describe, expect, it } from 'vitest';
import {
  bonusPopups,
  bonusPopupsAllowedOn,
  POPUP_CACHE_MS,
  POPUP_LEVEL,
  popupStack,
  pruneCache,
  visiblePopups,
} from '../../../core/promotions/popups';

const NOW = Date.UTC(2026, 10, 25, 12);

describe('popup stack', () => {
  it('sorts by level, keeps the given order within a level and drops falsy statuses', () => {
    const e = (key: string, level: number, status: unknown) => ({ key, kind: key, level, status, id: 1 });
    const stack = popupStack([
      e('rain', POPUP_LEVEL.moneyRain, true),
      e('a', POPUP_LEVEL.normal, 1),
      e('gone', POPUP_LEVEL.registerBonus, 0),
      e('register', POPUP_LEVEL.registerBonus, 'yes'),
      e('b', POPUP_LEVEL.normal, true),
      e('guide', POPUP_LEVEL.downloadGuide, null),
      e('back', POPUP_LEVEL.moneyBack, true),
    ]);
    expect(stack.map((x) => x.key)).toEqual(['register', 'back', 'a', 'b', 'rain']);
  });

  it('the bonus message gives new bonus, then unlock, then booster; zero ids are not entries', () => {
    const entries = bonusPopups({ new_bonus: 7, unlock_bonus: 3, new_bonus_boost: 0 });
    expect(popupStack(entries).map((x) => x.key)).toEqual(['new_bonus:7', 'unlock_bonus:3']);
    expect(popupStack(bonusPopups({ new_bonus: 0, unlock_bonus: 0, new_bonus_boost: 0 }))).toEqual([]);
  });

  it('a seen entry is hidden for 24 h, then shown again; the cache forgets old entries', () => {
    const entries = bonusPopups({ new_bonus: 7, unlock_bonus: 3, new_bonus_boost: 0 });
    const cache = { 'new_bonus:7': NOW - 1000, 'unlock_bonus:9': NOW - POPUP_CACHE_MS };
    expect(visiblePopups(entries, cache, NOW).map((x) => x.key)).toEqual(['unlock_bonus:3']);
    expect(visiblePopups(entries, cache, NOW + POPUP_CACHE_MS).map((x) => x.key)).toEqual([
      'new_bonus:7',
      'unlock_bonus:3',
    ]);
    expect(pruneCache(cache, NOW)).toEqual({ 'new_bonus:7': NOW - 1000 });
  });

  it('never on game-room, deposit, withdraw, activity, vip-club or task pages', () => {
    for (const p of [
      '/game-room/slot',
      '/wallet/deposit',
      '/deposit',
      '/withdraw',
      '/activity/daily-cash',
      '/vip-club',
      '/task',
    ])
      expect(bonusPopupsAllowedOn(p), p).toBe(false);
    for (const p of ['/home/game', '/promotion', '/bonus', '/sport', '/'])
      expect(bonusPopupsAllowedOn(p), p).toBe(true);
  });
});
