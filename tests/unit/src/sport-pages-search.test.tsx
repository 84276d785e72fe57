import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { AzTabInfo, MatchSearch } from '../../../core/contract';

const { apiCall, quietCall } = vi.hoisted(() => ({ apiCall: vi.fn(), quietCall: vi.fn() }));
vi.mock('../../../src/platform/api', () => ({ api: { call: apiCall }, quietApi: { call: quietCall } }));
vi.mock('../../../src/platform/engine-bridge', () => import('./engine-mock'));

import AzSearchPage from '../../../src/features/sport/AzSearchPage';
import AzFilterPage from '../../../src/features/sport/AzFilterPage';
import { resetAzKeywords } from '../../../src/features/sport/az-keywords';
import {
  SEARCH_HISTORY_KEY,
  loadHistory,
  resetHistoryMemory,
  withKeyword,
} from '../../../src/features/sport/search-history';
import { useSettings } from '../../../src/app/stores/settings';
import { useBrand } from '../../../src/app/stores/brand';
import { engineStorage, topics } from './engine-mock';
import { cleanup, click, getByRole, queryAllByRole, render, settle } from './dom';
import { detailMatch, type } from './sport-pages-fixtures';

const found: MatchSearch = {
  leagues: [{ id: 10, na: 'Brasileirão Série A', sid: 1, count: 8 }],
  records: [detailMatch({ ms: 4, mc: undefined })],
};
const nothing: MatchSearch = { leagues: [], records: [] };
const noGames = { list: [], total: 0, platforms: [] };

const searchPage = (entry = '/az-filter-search') => (
  <MemoryRouter initialEntries={[entry]}>
    <AzSearchPage />
  </MemoryRouter>
);
const input = (scope: ParentNode) =>
  scope.querySelector<HTMLInputElement>('input[aria-label="Search teams and leagues"]')!;
const submit = async (scope: ParentNode) => {
  await act(async () => {
    scope.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
};
const keywordsSearched = () => apiCall.mock.calls.map((c) => (c[1] as { keyword: string }).keyword);

/** The history as stored in the app database (through the engine's commands; per brand). */
const stored = () => [...engineStorage.searchHistory.values()][0] ?? [];
const readHistory = async () => {
  resetHistoryMemory();
  return loadHistory();
};

beforeEach(() => {
  window.localStorage.clear();
  engineStorage.searchHistory.clear();
  resetHistoryMemory();
  topics.clear();
  apiCall.mockReset();
  quietCall.mockReset();
  quietCall.mockImplementation(async (ep: { path: string }) =>
    ep.path.includes('/pg_game/search') ? noGames : { list: ['Flamengo', 'Premier League'] },
  );
  resetAzKeywords();
  useSettings.setState({ oddsFormat: 'decimal', locale: 'en' });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('search history', () => {
  it('puts the newest first, keeps each keyword once and at most 10', () => {
    let h: string[] = [];
    for (let i = 1; i <= 12; i++) h = withKeyword(h, `team ${i}`);
    expect(h).toHaveLength(10);
    expect(h[0]).toBe('team 12');
    expect(h.at(-1)).toBe('team 3');
    h = withKeyword(h, '  TEAM 7 ');
    expect(h[0]).toBe('TEAM 7');
    expect(h.filter((k) => k.toLowerCase() === 'team 7')).toHaveLength(1);
    expect(h).toHaveLength(10);
    expect(withKeyword(h, '   ')).toEqual(h);
  });

  it("is kept in the app database per brand, and an older build's localStorage list is moved in", async () => {
    window.localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(['Lakers', 'Flamengo']));
    expect(await readHistory()).toEqual(['Lakers', 'Flamengo']);
    expect(window.localStorage.getItem(SEARCH_HISTORY_KEY)).toBeNull();
    await settle();
    expect(stored()).toEqual(['Lakers', 'Flamengo']);
    expect(await readHistory()).toEqual(['Lakers', 'Flamengo']);
  });
});

describe('A-Z search page', () => {
  it('searches on Enter, remembers the keyword, and shows leagues and matches', async () => {
    apiCall.mockResolvedValue(found);
    const { container } = await render(searchPage());
    expect(document.activeElement).toBe(input(container));
    await type(input(container), 'fla');
    await submit(container);
    await settle();
    expect(keywordsSearched()).toEqual(['fla']);
    expect(stored()).toEqual(['fla']);
    const league = getByRole(container, 'link', /Brasileirão Série A/);
    expect(league.getAttribute('href')).toBe('/az-filter-match?leagueId=10');
    expect(getByRole(container, 'article', 'Flamengo – Palmeiras')).toBeTruthy();
  });

  it('searches after a pause in typing, once, without remembering it', async () => {
    vi.useFakeTimers();
    apiCall.mockResolvedValue(nothing);
    const { container } = await render(searchPage());
    await type(input(container), 'l');
    await type(input(container), 'la');
    await act(async () => {
      vi.advanceTimersByTime(399);
    });
    expect(apiCall).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(keywordsSearched()).toEqual(['la']);
    expect(stored()).toEqual([]);
    expect(getByRole(container, 'heading', 'No results for “la”')).toBeTruthy();
  });

  it('shows recent searches when the field is empty, runs one when tapped, and clears them', async () => {
    engineStorage.searchHistory.set(useBrand.getState().brand.appKey, ['Lakers', 'Palmeiras']);
    apiCall.mockResolvedValue(found);
    const { container } = await render(searchPage());
    await settle();
    const recent = () => queryAllByRole(container, 'button').map((b) => b.textContent);
    expect(recent()).toEqual(expect.arrayContaining(['Lakers', 'Palmeiras', 'Flamengo', 'Premier League']));
    await click(getByRole(container, 'button', 'Palmeiras'));
    await settle();
    expect(input(container).value).toBe('Palmeiras');
    expect(keywordsSearched()).toEqual(['Palmeiras']);
    expect(stored()).toEqual(['Palmeiras', 'Lakers']);

    await type(input(container), '');
    await click(getByRole(container, 'button', 'Clear history'));
    await settle();
    expect(stored()).toEqual([]);
    expect(await readHistory()).toEqual([]);
    expect(queryAllByRole(container, 'heading', 'Recent searches')).toHaveLength(0);
  });

  it('runs the keyword of a popular-search link at once', async () => {
    apiCall.mockResolvedValue(found);
    await render(searchPage('/az-filter-search?keyword=Flamengo'));
    await settle();
    expect(keywordsSearched()).toEqual(['Flamengo']);
    expect(stored()).toEqual(['Flamengo']);
  });

  it('offers a retry when the search fails', async () => {
    apiCall.mockRejectedValueOnce(new Error('network')).mockResolvedValueOnce(nothing);
    const { container } = await render(searchPage());
    await type(input(container), 'x');
    await submit(container);
    await settle();
    await click(getByRole(container, 'button', 'Retry'));
    await settle();
    expect(keywordsSearched()).toEqual(['x', 'x']);
    expect(getByRole(container, 'heading', 'No results for “x”')).toBeTruthy();
  });
});

describe('A-Z filter page', () => {
  const az: AzTabInfo = {
    list: [
      {
        sport_id: 1,
        title: 'Soccer',
        icon: '',
        count: 30,
        leagues: [
          { id: 12, na: 'Premier League', sid: 1, count: 10 },
          { id: 10, na: 'Brasileirão Série A', sid: 1, count: 8 },
          { id: 11, na: 'Bundesliga', sid: 1, count: 6 },
          { id: 13, na: 'Éredivisie', sid: 1, count: 6 },
        ],
      },
      {
        sport_id: 3,
        title: 'Basketball',
        icon: '',
        count: 5,
        leagues: [{ id: 30, na: 'NBA', sid: 3, count: 5 }],
      },
    ],
  };

  it('lists the leagues of a sport A to Z under their letters, with the popular keywords', async () => {
    topics.set('azTabInfo', { data: az });
    const { container } = await render(
      <MemoryRouter initialEntries={['/az-filter']}>
        <AzFilterPage />
      </MemoryRouter>,
    );
    await settle();
    expect(quietCall).toHaveBeenCalledTimes(1);
    expect(getByRole(container, 'link', 'Search teams and leagues').getAttribute('href')).toBe(
      '/az-filter-search',
    );
    expect(getByRole(container, 'link', 'Flamengo').getAttribute('href')).toBe(
      '/az-filter-search?keyword=Flamengo',
    );
    const letters = [...container.querySelectorAll('.az-letter')].map((h) => h.textContent);
    expect(letters).toEqual(['B', 'E', 'P']);
    const leagues = [...container.querySelectorAll('.az-league-name')].map((n) => n.textContent);
    expect(leagues).toEqual(['Brasileirão Série A', 'Bundesliga', 'Éredivisie', 'Premier League']);
    expect(getByRole(container, 'button', 'Jump to E')).toBeTruthy();
    expect(getByRole(container, 'link', /^Bundesliga/).getAttribute('href')).toBe(
      '/az-filter-match?leagueId=11',
    );

    await click(getByRole(container, 'tab', /Basketball/));
    expect([...container.querySelectorAll('.az-league-name')].map((n) => n.textContent)).toEqual(['NBA']);
  });
});
