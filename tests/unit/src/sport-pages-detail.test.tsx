import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';

vi.mock('../../../src/platform/engine-bridge', async () => {
  const mock = await import('./engine-mock');
  return { ...mock, useTopic: vi.fn(mock.useTopic) };
});

import MatchDetailPage from '../../../src/features/sport/MatchDetailPage';
import { readDetailParams } from '../../../src/features/sport/route-params';
import { useTopic } from '../../../src/platform/engine-bridge';
import { useSettings } from '../../../src/app/stores/settings';
import { calls, topics } from './engine-mock';
import { cleanup, click, getByRole, queryAllByRole, render } from './dom';
import { detail, detailMatch, rerender } from './sport-pages-fixtures';

const useTopicMock = vi.mocked(useTopic);

const page = (entry: string | { pathname: string; state: unknown } = '/match-detail?matchId=42') => (
  <MemoryRouter initialEntries={[entry]}>
    <MatchDetailPage />
  </MemoryRouter>
);

/** The odds buttons of the market groups (not the back button or the group toggles), by name. */
const oddsNames = (scope: ParentNode) =>
  queryAllByRole(scope.querySelector('.market-groups')!, 'button')
    .filter((b) => !b.hasAttribute('aria-expanded'))
    .map((b) => b.getAttribute('aria-label'));

beforeEach(() => {
  topics.clear();
  calls.refresh = 0;
  useTopicMock.mockClear();
  useSettings.setState({ oddsFormat: 'decimal', locale: 'en' });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('match detail', () => {
  it('shows the scoreboard and every market group in order, with locks and lines', async () => {
    topics.set('matchDetail', { data: detail() });
    const { container } = await render(page());
    expect(getByRole(container, 'heading', 'Match details')).toBeTruthy();
    expect(container.textContent).toContain('Brasileirão Série A');
    expect(container.textContent).toContain('2 - 1');
    expect(container.textContent).toMatch(/Live · 2nd half · 50:00/);
    const groups = queryAllByRole(container, 'heading')
      .filter((h) => h.tagName === 'H2')
      .map((h) => h.textContent);
    expect(groups).toEqual(['1x2', 'Total goals', 'Handicap']);

    const odds = oddsNames(container);
    expect(odds).toEqual([
      'Flamengo 2.10',
      'Draw locked', // negative odds
      'Palmeiras 3.60',
      'Over 2.5 1.50',
      'Under 2.5 2.50',
      'Over 3.5 locked', // market 7 is suspended (ss 0)
      'Under 3.5 locked',
      'Flamengo 3.05',
      'Palmeiras 1.36',
    ]);
    expect(getByRole(container, 'button', 'Draw locked').hasAttribute('disabled')).toBe(true);
    expect(getByRole(container, 'button', 'Over 3.5 locked').hasAttribute('disabled')).toBe(true);
    expect(getByRole(container, 'button', 'Flamengo 2.10').hasAttribute('disabled')).toBe(false);
    // The handicap line is shown; the totals' line is already in their option names.
    const handicap = container.querySelector('[aria-label="Handicap, line -1.5"]');
    expect(handicap?.textContent).toContain('-1.5');
    expect(container.querySelector('[aria-label="Total goals, line 2.5"]')).toBeNull();
  });

  it('folds and unfolds a market group', async () => {
    topics.set('matchDetail', { data: detail() });
    const { container } = await render(page());
    const toggle = getByRole(container, 'button', 'Total goals');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(queryAllByRole(container, 'button', 'Over 2.5 1.50')).toHaveLength(0);
    await click(toggle);
    expect(getByRole(container, 'button', 'Over 2.5 1.50')).toBeTruthy();
  });

  it('ticks the live clock every second while the match is live', async () => {
    vi.useFakeTimers();
    topics.set('matchDetail', { data: detail() });
    const { container } = await render(page());
    expect(container.textContent).toContain('50:00');
    await act(async () => {
      vi.advanceTimersByTime(3000);
    });
    expect(container.textContent).toContain('50:03');
  });

  it('shows the start time, not a clock, before kick-off', async () => {
    topics.set('matchDetail', { data: detail(detailMatch({ ms: 4, mc: undefined })) });
    const { container } = await render(page());
    expect(container.textContent).not.toContain('Live');
    expect(container.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-22T18:00:00.000Z');
  });

  it('marks an odds move with an up or down arrow for 2 seconds', async () => {
    vi.useFakeTimers();
    topics.set('matchDetail', { data: detail() });
    const r = await render(page());
    const button = () => getByRole(r.container, 'button', /^Flamengo 2\.\d0$/);
    expect(button().getAttribute('data-move')).toBeNull();

    const raised = detailMatch();
    raised.mg[0]!.mks[0]!.op[0] = { od: 2.3, nm: 'Flamengo', ty: 1 };
    topics.set('matchDetail', { data: detail(raised) });
    await rerender(r, page());
    expect(button().getAttribute('aria-label')).toBe('Flamengo 2.30');
    expect(button().getAttribute('data-move')).toBe('up');
    expect(button().querySelector('.odds-move-up')?.textContent).toBe('▲');
    // The other options did not move.
    expect(getByRole(r.container, 'button', 'Palmeiras 3.60').getAttribute('data-move')).toBeNull();

    await act(async () => {
      vi.advanceTimersByTime(1999);
    });
    expect(button().getAttribute('data-move')).toBe('up');
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(button().getAttribute('data-move')).toBeNull();
    expect(button().querySelector('.odds-move')).toBeNull();

    topics.set('matchDetail', { data: detail() });
    await rerender(r, page());
    expect(button().getAttribute('data-move')).toBe('down');
    expect(button().querySelector('.odds-move-down')?.textContent).toBe('▼');
  });

  it('shows nothing moving when an option is locked or unlocked', async () => {
    topics.set('matchDetail', { data: detail() });
    const r = await render(page());
    const unlocked = detailMatch();
    unlocked.mg[0]!.mks[0]!.op[1] = { od: 3.4, nm: 'Draw', ty: 3 };
    topics.set('matchDetail', { data: detail(unlocked) });
    await rerender(r, page());
    expect(getByRole(r.container, 'button', 'Draw 3.40').getAttribute('data-move')).toBeNull();
  });

  it('shows American odds when the player chose them', async () => {
    useSettings.setState({ oddsFormat: 'american' });
    topics.set('matchDetail', { data: detail() });
    const { container } = await render(page());
    expect(oddsNames(container)).toEqual([
      'Flamengo +110',
      'Draw locked',
      'Palmeiras +260',
      'Over 2.5 -200',
      'Under 2.5 +150',
      'Over 3.5 locked',
      'Under 3.5 locked',
      'Flamengo +205',
      'Palmeiras -277',
    ]);
  });

  it('reads the match from the query string when there is no router state (reload, shared link)', async () => {
    topics.set('matchDetail', { data: detail() });
    await render(page('/match-detail?matchId=42&isComing=false&matchType=1'));
    expect(useTopicMock).toHaveBeenCalledWith('matchDetail', { matchId: 42 });
  });

  it('prefers the router state over the query string', async () => {
    topics.set('matchDetail', { data: detail() });
    await render(
      page({ pathname: '/match-detail?matchId=1', state: { matchId: 7, isComing: true, matchType: 1 } }),
    );
    expect(useTopicMock).toHaveBeenCalledWith('matchDetail', { matchId: 7 });
    expect(readDetailParams({ matchId: 7, isComing: true }, new URLSearchParams('matchId=1'))).toEqual({
      matchId: 7,
      isComing: true,
      matchType: null,
    });
    expect(readDetailParams(null, new URLSearchParams('matchId=abc')).matchId).toBeNull();
  });

  it('says the match is finished or not found without an id, or when the match is over', async () => {
    const none = await render(page('/match-detail'));
    expect(getByRole(none.container, 'heading', 'Match finished or not found')).toBeTruthy();
    expect(useTopicMock).not.toHaveBeenCalled();
    cleanup();

    topics.set('matchDetail', { data: detail(detailMatch({ ms: 6 })) });
    const over = await render(page());
    expect(getByRole(over.container, 'heading', 'Match finished or not found')).toBeTruthy();
    expect(getByRole(over.container, 'link', 'Back to sports').getAttribute('href')).toBe('/sport');
    cleanup();

    topics.set('matchDetail', { status: 'error', error: 'match 42 does not exist' });
    const unknown = await render(page());
    expect(getByRole(unknown.container, 'heading', 'Match finished or not found')).toBeTruthy();
  });

  it('shows a skeleton while loading and a retry after a failure', async () => {
    const loading = await render(page());
    expect(loading.container.querySelector('.detail-skeleton')).not.toBeNull();
    expect(queryAllByRole(loading.container, 'button', /\d\.\d\d$/)).toHaveLength(0);
    cleanup();

    topics.set('matchDetail', { status: 'error', error: 'network 0 POST /x' });
    const failed = await render(page());
    await click(getByRole(failed.container, 'button', 'Retry'));
    expect(calls.refresh).toBe(1);
  });
});
