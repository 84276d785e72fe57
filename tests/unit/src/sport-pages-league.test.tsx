import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';

vi.mock('../../../src/platform/engine-bridge', async () => {
  const mock = await import('./engine-mock');
  return { ...mock, useTopic: vi.fn(mock.useTopic), useMatchList: vi.fn(mock.useMatchList) };
});

import LeaguePage from '../../../src/features/sport/LeaguePage';
import AzMatchPage from '../../../src/features/sport/AzMatchPage';
import SettingPage from '../../../src/features/settings/SettingPage';
import { useMatchList, useTopic } from '../../../src/platform/engine-bridge';
import { useSettings } from '../../../src/app/stores/settings';
import { calls, topics } from './engine-mock';
import { accessibleName, cleanup, click, getByRole, queryAllByRole, render } from './dom';
import { detailMatch } from './sport-pages-fixtures';
import { storageKey } from '../../../src/platform/storage';

const useTopicMock = vi.mocked(useTopic);
const useMatchListMock = vi.mocked(useMatchList);
const upcoming = detailMatch({ ms: 4, mc: undefined });

beforeEach(() => {
  topics.clear();
  calls.refresh = 0;
  useTopicMock.mockClear();
  useMatchListMock.mockClear();
  window.localStorage.clear();
  useSettings.setState({ oddsFormat: 'decimal', locale: 'en' });
});
afterEach(cleanup);

describe('league pages', () => {
  it('/league?leagueId= lists the league matches under its name', async () => {
    topics.set('matches', { data: { records: [upcoming], has_more: false } });
    const { container } = await render(
      <MemoryRouter initialEntries={['/league?leagueId=10']}>
        <LeaguePage />
      </MemoryRouter>,
    );
    expect(useMatchListMock).toHaveBeenCalledWith({ tab_key: 'All', league_id: 10 }, expect.any(Function));
    expect(getByRole(container, 'heading', 'Brasileirão Série A')).toBeTruthy();
    expect(getByRole(container, 'article', 'Flamengo – Palmeiras')).toBeTruthy();
    expect(container.textContent).toContain('You have reached the bottom');
  });

  it('/az-filter-match takes the league from router state and says when it has no matches', async () => {
    topics.set('matches', { data: { records: [], has_more: false } });
    const { container } = await render(
      <MemoryRouter
        initialEntries={[{ pathname: '/az-filter-match', state: { leagueId: 30, leagueName: 'NBA' } }]}
      >
        <AzMatchPage />
      </MemoryRouter>,
    );
    expect(useMatchListMock).toHaveBeenCalledWith({ tab_key: 'All', league_id: 30 }, expect.any(Function));
    expect(getByRole(container, 'heading', 'NBA')).toBeTruthy();
    expect(getByRole(container, 'heading', 'No matches in this league')).toBeTruthy();
    await click(getByRole(container, 'button', 'Refresh'));
    expect(calls.refresh).toBe(1);
  });

  it('without a league id points to the A-Z list', async () => {
    const { container } = await render(
      <MemoryRouter initialEntries={['/league']}>
        <LeaguePage />
      </MemoryRouter>,
    );
    expect(useTopicMock).not.toHaveBeenCalled();
    expect(useMatchListMock).not.toHaveBeenCalled();
    expect(getByRole(container, 'link', 'All sports and leagues').getAttribute('href')).toBe('/az-filter');
  });

  it('cards follow the odds format chosen in settings', async () => {
    topics.set('matches', { data: { records: [upcoming], has_more: false } });
    const settings = await render(
      <MemoryRouter initialEntries={['/setting']}>
        <SettingPage />
      </MemoryRouter>,
    );
    const american = getByRole(settings.container, 'radio', 'American') as HTMLInputElement;
    expect(american.checked).toBe(false);
    await click(american);
    expect(useSettings.getState().oddsFormat).toBe('american');
    expect(window.localStorage.getItem(storageKey('odds_format'))).toBe('american');
    cleanup();

    const { container } = await render(
      <MemoryRouter initialEntries={['/league?leagueId=10']}>
        <LeaguePage />
      </MemoryRouter>,
    );
    const card = getByRole(container, 'article', 'Flamengo – Palmeiras');
    const names = queryAllByRole(card, 'button').map(accessibleName);
    expect(names).toEqual(['1 +110', 'X locked', '2 +260']);
  });
});
