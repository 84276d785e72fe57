/**
 * The casino page's small rules: game covers are cached by the service worker cache-first (image policy),
 * API game lists never are; the search history keeps the newest 10 words without repeats.
 */
import { describe, expect, it } from 'vitest';
import { NAVIGATION_DENYLIST, cachePolicy } from '../../../../sw/cache-rules';
import { HISTORY_MAX, addToHistory } from '../../../../src/features/casino/search-history';
import { gameDetailUrl, gameRoomUrl } from '../../../../src/features/casino/casino-api';

const origin = 'https://placarbet.example';

describe('casino caching', () => {
  it('caches covers and banners cache-first, never the game lists', () => {
    expect(cachePolicy(new URL(`${origin}/img/game/v1/pgsoft/koi-cascade.svg`), 'GET', origin)).toBe('image');
    expect(cachePolicy(new URL(`${origin}/img/game/v1/banner/pp/skyforge-titans.svg`), 'GET', origin)).toBe(
      'image',
    );
    expect(
      cachePolicy(new URL(`${origin}/api/piranha/pg_game/hall/v2/game_by_tab?tab_key=lobby`), 'GET', origin),
    ).toBe('network-only');
    expect(cachePolicy(new URL(`${origin}/api/piranha/pg_game/favorites/show`), 'GET', origin)).toBe(
      'network-only',
    );
  });
});

describe('provider pages', () => {
  it('lets the provider page framed by the game room reach the server instead of the app shell', () => {
    expect(NAVIGATION_DENYLIST.some((re) => re.test('/fake-provider/pgsoft/play'))).toBe(true);
    expect(NAVIGATION_DENYLIST.some((re) => re.test('/game-room'))).toBe(false);
  });
});

describe('search history', () => {
  it('puts the newest word first, drops repeats (any case) and keeps at most 10', () => {
    let h: string[] = [];
    for (let i = 0; i < 12; i++) h = addToHistory(h, `word ${i}`);
    expect(h).toHaveLength(HISTORY_MAX);
    expect(h[0]).toBe('word 11');
    h = addToHistory(h, 'WORD 5');
    expect(h[0]).toBe('WORD 5');
    expect(h.filter((w) => w.toLowerCase() === 'word 5')).toHaveLength(1);
    expect(addToHistory(h, '   ')).toEqual(h);
  });
});

describe('game links', () => {
  it('opens every game in the game room and describes it on the detail page', () => {
    expect(gameRoomUrl({ game_platform: 'inhouse', game_id: 'crash' })).toBe(
      '/game-room?platform=inhouse&game_id=crash',
    );
    expect(gameDetailUrl({ game_platform: 'pp', game_id: 'skyforge-titans' })).toBe(
      '/game-detail?platform=pp&game_id=skyforge-titans',
    );
  });
});
