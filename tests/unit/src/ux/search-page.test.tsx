import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { AzTabInfo, MatchSearch } from '../../../../core/contract';
import type { Game } from '../../../../core/contract/schemas/games';

const { apiCall, quietCall } = vi.hoisted(() => ({ apiCall: vi.fn(), quietCall: vi.fn() }));
vi.mock('../../../../src/platform/api', () => ({ api: { call: apiCall }, quietApi: { call: quietCall } }));
vi.mock('../../../../src/platform/engine-bridge', () => import('../engine-mock'));

import AzSearchPage from '../../../../src/features/sport/AzSearchPage';
import { resetAzKeywords } from '../../../../src/features/sport/az-keywords';
import { matchRanges } from '../../../../src/features/sport/search-highlight';
import { popularLeagues } from '../../../../src/features/sport/SearchSuggestions';
import { resetHistoryMemory } from '../../../../src/features/sport/search-history';
import { useSettings } from '../../../../src/app/stores/settings';
import { engineStorage, topics } from '../engine-mock';
import { cleanup, click, getByRole, queryAllByRole, render, settle } from '../dom';
import { detailMatch, type } from '../sport-pages-fixtures';

const found: MatchSearch = {
  leagues: [{ id: 10, na: 'Brasileirão Série A', sid: 1, count: 8 }],
  records: [detailMatch({ ms: 4, mc: undefined })],
};
const game = (name: string): Game => ({
  game_platform: 'inhouse',
  game_id: name.toLowerCase().replace(/\W+/g, '-'),
  game_name: name,
  game_cover: '',
  platform_name: 'Originals',
  category: 'slots',
  rtp: 9650,
  is_hot: false,
  is_new: false,
  live_game: false,
  is_favorite: false,
});
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
        { id: 11, na: 'Bundesliga', sid: 1, count: 0 },
      ],
    },
    {
      sport_id: 3,
      title: 'Basketball',
      icon: '',
      count: 12,
      leagues: [{ id: 30, na: 'NBA', sid: 3, count: 12 }],
    },
  ],
};

let games: () => Promise<unknown>;
const page = () => (
  <MemoryRouter initialEntries={['/az-filter-search']}>
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
const marks = (scope: ParentNode) => [...scope.querySelectorAll('mark')].map((m) => m.textContent);

beforeEach(() => {
  engineStorage.searchHistory.clear();
  resetHistoryMemory();
  topics.clear();
  apiCall.mockReset();
  quietCall.mockReset();
  games = () => Promise.resolve({ list: [], total: 0, platforms: [] });
  quietCall.mockImplementation((ep: { path: string }) =>
    ep.path.includes('/pg_game/search') ? games() : Promise.resolve({ list: ['Flamengo'] }),
  );
  resetAzKeywords();
  useSettings.setState({ oddsFormat: 'decimal', locale: 'en' });
});
afterEach(() => cleanup());

describe('search highlight', () => {
  it('finds the keyword without case or accents, every time it occurs', () => {
    expect(matchRanges('Brasileirão Série A', 'serie')).toEqual([[12, 17]]);
    expect(matchRanges('Grêmio', 'gremio')).toEqual([[0, 6]]);
    expect(matchRanges('Banana', 'an')).toEqual([
      [1, 3],
      [3, 5],
    ]);
    expect(matchRanges('Flamengo', '  ')).toEqual([]);
    expect(matchRanges('Flamengo', 'xyz')).toEqual([]);
  });
});

describe('search page', () => {
  it('groups the results: matches, leagues, then games, the keyword marked', async () => {
    apiCall.mockResolvedValue(found);
    games = () =>
      Promise.resolve({ list: [game('Série Spins'), game('Fortune Série')], total: 2, platforms: [] });
    const { container } = await render(page());
    await type(input(container), 'série');
    await submit(container);
    await settle();
    const headings = queryAllByRole(container, 'heading')
      .filter((h) => h.tagName === 'H2')
      .map((h) => h.textContent);
    expect(headings).toEqual(['Matches 1', 'Leagues 1', 'Casino games']);
    expect(getByRole(container, 'article', 'Flamengo – Palmeiras')).toBeTruthy();
    expect(marks(container)).toEqual(['Série', 'Série', 'Série']);
    const gameLink = getByRole(container, 'link', /^Série Spins/);
    expect(gameLink.getAttribute('href')).toBe('/game-detail?platform=inhouse&game_id=s-rie-spins');
    expect(getByRole(container, 'link', 'All games').getAttribute('href')).toBe('/game-search?q=s%C3%A9rie');
    expect(container.querySelector('[role="status"]')!.textContent).toBe(
      '1 matches, 1 leagues and 2 games found',
    );
  });

  it('still shows the sports results when the game search fails; an empty search says so', async () => {
    apiCall.mockResolvedValueOnce(found).mockResolvedValueOnce({ leagues: [], records: [] });
    games = () => Promise.reject(new Error('down'));
    const { container } = await render(page());
    await type(input(container), 'fla');
    await submit(container);
    await settle();
    expect(getByRole(container, 'article', 'Flamengo – Palmeiras')).toBeTruthy();
    expect(queryAllByRole(container, 'heading', 'Casino games')).toHaveLength(0);

    games = () => Promise.resolve({ list: [], total: 0, platforms: [] });
    await type(input(container), 'zzz');
    await submit(container);
    await settle();
    expect(getByRole(container, 'heading', 'No results for “zzz”')).toBeTruthy();
  });

  it('offers the leagues with the most open matches from the engine topic while the field is empty', async () => {
    expect(popularLeagues(az, 2).map((l) => l.na)).toEqual(['NBA', 'Premier League']);
    expect(popularLeagues(undefined)).toEqual([]);
    topics.set('azTabInfo', { data: az });
    apiCall.mockResolvedValue(found);
    engineStorage.searchHistory.set('placar_br', ['Lakers']);
    const { container } = await render(page());
    await settle();
    const section = getByRole(container, 'heading', 'Popular leagues').closest('section')!;
    expect(queryAllByRole(section, 'link').map((a) => a.getAttribute('href'))).toEqual([
      '/az-filter-match?leagueId=30',
      '/az-filter-match?leagueId=12',
      '/az-filter-match?leagueId=10',
    ]);
    getByRole(container, 'heading', 'Popular searches');
    await click(getByRole(container, 'button', 'Flamengo'));
    await settle();
    expect(apiCall).toHaveBeenCalledTimes(1);
  });
});
