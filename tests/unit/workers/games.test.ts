/**
 * The casino hall as engine topics: a tab's games paged by its cursor and kept on the device (an offline lobby
 * paints from them), keyed by platform and id (ids repeat across providers); the tab list fetched for visitors
 * too but filed by who looks, so a favourites count never outlives a logout.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../../core/contract/endpoints';
import { memorySnapshots, settle, setup } from './harness';

const BY_TAB = endpoints.gameByTabV2.path;
const TABS = endpoints.gameTabV2.path;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(1_700_000_000_000);
});
afterEach(() => vi.useRealTimers());

const game = (platform: string, id: string) => ({ game_platform: platform, game_id: id, game_name: id });
const refs = (data: unknown) => (data as { list: { ref: string }[] }).list.map((g) => g.ref);

describe('game topics', () => {
  it('pages a tab by its cursor, keys games by platform and id, and keeps them for an offline start', async () => {
    const snaps = memorySnapshots();
    const h = setup(
      {
        [BY_TAB]: (q) =>
          q.cursor
            ? { list: [game('pp', '1'), game('pp', '2')], cursor: '', has_more: false, total: 4 }
            : { list: [game('pgsoft', '1'), game('pgsoft', '2')], cursor: 'c2', has_more: true, total: 4 },
      },
      snaps,
    );
    h.engine.configure('br|en');
    h.engine.subscribe('g', 'gameList', { kind: 'tab', tab_key: 'slots' });
    await settle();
    h.engine.loadMore('g');
    await settle();
    expect(refs(h.view('g')!.data)).toEqual(['pgsoft:1', 'pgsoft:2', 'pp:1', 'pp:2']);
    expect(h.calls.at(-1)!.input).toMatchObject({ tab_key: 'slots', cursor: 'c2', limit: 12 });
    expect([...snaps.map.keys()].some((k) => k.includes('gameList'))).toBe(true);
  });

  it('the tab list is fetched for a visitor, filed by who looks, and wiped at logout', async () => {
    const snaps = memorySnapshots();
    const h = setup(
      { [TABS]: () => ({ list: [{ tab_key: 'favorites', title: 'Favorites', num: 3 }] }) },
      snaps,
    );
    h.engine.configure('br|en', '42');
    h.engine.subscribe('t', 'gameTabs', {});
    await settle();
    expect([...snaps.map.keys()]).toEqual(['user|42|br|en|gameTabs|[]']);
    h.engine.forgetUser();
    await snaps.store.clearUser();
    await settle();
    // Fetched again at once for the visitor, under the visitor.
    expect(h.count(TABS)).toBe(2);
    expect([...snaps.map.keys()]).toEqual(['user|visitor|br|en|gameTabs|[]']);
  });
});
