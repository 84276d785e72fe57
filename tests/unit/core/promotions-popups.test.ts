/** The popup stack (SPEC §4 "Popups and tips", "Bonus modals"): order, removal, the 24 h cache, the pages. */
import { describe, expect, it } from 'vitest';
import {
  bonusPopups,
  bonusPopupsAllowedOn,
  POPUP_CACHE_MS,
  POPUP_LEVEL,
  popupStack,
  pruneCache,
  rainPopup,
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
    const entries = bonusPopups({ new_bonus: 7, unlock_bonus: 3, new_bonus_boost: 0, free_round_bonus: 0 });
    expect(popupStack(entries).map((x) => x.key)).toEqual(['new_bonus:7', 'unlock_bonus:3']);
    expect(
      popupStack(bonusPopups({ new_bonus: 0, unlock_bonus: 0, new_bonus_boost: 0, free_round_bonus: 0 })),
    ).toEqual([]);
  });

  it('new free rounds (free_round_bonus, a grant id) are a normal popup after the bonus ones', () => {
    const entries = bonusPopups({ new_bonus: 7, unlock_bonus: 0, new_bonus_boost: 0, free_round_bonus: 12 });
    expect(popupStack(entries).map((x) => [x.key, x.kind, x.level, x.id])).toEqual([
      ['new_bonus:7', 'new_bonus', POPUP_LEVEL.normal, 7],
      ['free_round_bonus:12', 'free_round_bonus', POPUP_LEVEL.normal, 12],
    ]);
    // Closed: hidden for 24 h by the cache (the server's seen flag keeps it from coming back after).
    expect(visiblePopups(entries, { 'free_round_bonus:12': NOW }, NOW).map((x) => x.key)).toEqual([
      'new_bonus:7',
    ]);
  });

  it('a seen entry is hidden for 24 h, then shown again; the cache forgets old entries', () => {
    const entries = bonusPopups({ new_bonus: 7, unlock_bonus: 3, new_bonus_boost: 0, free_round_bonus: 0 });
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
      '/bonus',
      '/bonus-history',
    ])
      expect(bonusPopupsAllowedOn(p), p).toBe(false);
    for (const p of ['/home/game', '/promotion', '/me', '/sport', '/'])
      expect(bonusPopupsAllowedOn(p), p).toBe(true);
  });

  it('the money-rain popup (level 2.1) shows while a rain runs and the player has packets left, once per rain', () => {
    const rain = {
      event: 'live-x',
      server_seed_hash: 'ab'.repeat(32),
      last: null,
      start: 1000,
      end: 5000,
      active: true,
      currency: 'BRL',
      budget: 50_000,
      budget_left: 40_000,
      per_player: 5,
      opened: 2,
      won: 300,
      min: 100,
      max: 1000,
      next_start: 9000,
    };
    const entry = rainPopup(rain, 2000);
    expect(entry).toMatchObject({ key: 'money_rain:live-x', level: POPUP_LEVEL.moneyRain, status: true });
    expect(rainPopup({ ...rain, opened: 5 }, 2000).status).toBe(false);
    expect(rainPopup({ ...rain, active: false }, 2000).status).toBe(false);
    expect(rainPopup(rain, 5000).status).toBe(false);
    expect(rainPopup(rain, 999).status).toBe(false);
    const bonus = bonusPopups({
      new_bonus: 7,
      unlock_bonus: 0,
      new_bonus_boost: 0,
      free_round_bonus: 0,
    } as never);
    expect(visiblePopups([entry, ...bonus], {}, 2000).map((e) => e.key)).toEqual([
      'new_bonus:7',
      'money_rain:live-x',
    ]);
    expect(visiblePopups([entry], { 'money_rain:live-x': 1500 }, 2000)).toEqual([]);
  });
});
