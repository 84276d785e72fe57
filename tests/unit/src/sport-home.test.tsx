import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import type { Match } from '../../../core/contract';

vi.mock('../../../src/platform/engine-bridge', () => import('./engine-mock'));

import SportHome from '../../../src/features/sport/SportHome';
import { useSettings } from '../../../src/app/stores/settings';
import { calls, formattedDates, topics } from './engine-mock';
import { DATE_STYLES } from '../../../core/sport/date-labels';
import { accessibleName, cleanup, click, getByRole, queryAllByRole, render } from './dom';

const match = (over: Partial<Match> = {}): Match => ({
  id: 1,
  sid: 1,
  nm: 'Flamengo vs Palmeiras',
  bt: Date.UTC(2026, 10, 22, 18, 0),
  ms: 4,
  lg: { id: 10, na: 'Brasileirão Série A' },
  ts: [
    { id: 100, na: 'Flamengo', lurl: '/img/teams/100.svg' },
    { id: 101, na: 'Palmeiras', lurl: '/img/teams/101.svg' },
  ],
  nsg: [{ sc: [0, 0] }],
  mg: [
    {
      mty: 1005,
      mks: [
        {
          id: 5,
          ss: 1,
          op: [
            { od: 2.5, nm: 'Home', ty: 1 },
            { od: 3.1, nm: 'Away', ty: 2 },
            { od: 3.25, nm: 'Draw', ty: 3 },
          ],
        },
      ],
    },
  ],
  is_hot: false,
  tms: 12,
  ...over,
});

const tabs = {
  list: [
    { tab_key: 'InPlay', type: 1, title: 'In-play', icon: '', icon_active: '', child: [] },
    { tab_key: 'Soccer', type: 1, title: 'Soccer', icon: '', icon_active: '', child: [] },
  ],
};

const openSport = () =>
  render(
    <MemoryRouter initialEntries={['/sport']}>
      <SportHome />
    </MemoryRouter>,
  );

beforeEach(() => {
  topics.clear();
  calls.refresh = 0;
  calls.loadMore = 0;
  useSettings.setState({ oddsFormat: 'decimal', locale: 'en' });
});
afterEach(cleanup);

describe('sport home', () => {
  it('shows the category tabs with InPlay selected and a card per match with 1 X 2 odds and +N markets', async () => {
    topics.set('homeTabs', { data: tabs });
    topics.set('matches', { data: { records: [match()], has_more: true }, updatedAt: 1 });
    const { container } = await openSport();
    expect(getByRole(container, 'tab', 'In-play').getAttribute('aria-selected')).toBe('true');
    const card = getByRole(container, 'article', 'Flamengo – Palmeiras');
    expect(card.textContent).toContain('Brasileirão Série A');
    const odds = queryAllByRole(card, 'button').map(accessibleName);
    expect(odds).toEqual(['1 2.50', 'X 3.25', '2 3.10']);
    expect(getByRole(card, 'link', '12 more markets').getAttribute('href')).toBe('/match-detail?matchId=1');
    await click(getByRole(container, 'button', 'Load more'));
    expect(calls.loadMore).toBe(1);
  });

  it("labels a card's start with the engine worker's label, asked once for the cards of a render", async () => {
    formattedDates.length = 0;
    // A time no other test shows: labels are kept for the page's life.
    const bt = Date.UTC(2026, 10, 24, 19, 45);
    topics.set('homeTabs', { data: tabs });
    topics.set('matches', {
      data: { records: [match({ bt }), match({ id: 2, nm: 'Santos vs Grêmio', bt })], has_more: false },
      updatedAt: 1,
    });
    const { container } = await openSport();
    // Two cards at the same time: one start label asked (and the section's day).
    expect(formattedDates.filter((k) => k.includes('|start|'))).toEqual([`en|start|${bt}`]);
    const label = new Intl.DateTimeFormat('en', DATE_STYLES.start).format(bt);
    const times = [...container.querySelectorAll('time')].map((t) => t.textContent);
    expect(times).toEqual([label, label]);
  });

  it('shows American odds when the player chose them, and a lock for a suspended market', async () => {
    useSettings.setState({ oddsFormat: 'american' });
    topics.set('homeTabs', { data: tabs });
    topics.set('matches', {
      data: {
        records: [
          match(),
          match({
            id: 2,
            ts: [
              { id: 1, na: 'A', lurl: '' },
              { id: 2, na: 'B', lurl: '' },
            ],
            mg: [
              {
                mty: 1005,
                mks: [
                  {
                    id: 6,
                    ss: 2,
                    op: [
                      { od: 1.5, nm: 'Home', ty: 1 },
                      { od: 2.4, nm: 'Away', ty: 2 },
                    ],
                  },
                ],
              },
            ],
          }),
        ],
        has_more: false,
      },
    });
    const { container } = await openSport();
    const first = getByRole(container, 'article', 'Flamengo – Palmeiras');
    expect(queryAllByRole(first, 'button').map(accessibleName)).toEqual(['1 +150', 'X +225', '2 +210']);
    const locked = queryAllByRole(getByRole(container, 'article', 'A – B'), 'button');
    expect(locked.map(accessibleName)).toEqual(['1 locked', '2 locked']);
    expect(locked.every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
    expect(container.textContent).toContain('You have reached the bottom');
  });

  it('shows a live match with its score and clock', async () => {
    topics.set('homeTabs', { data: tabs });
    topics.set('matches', {
      data: {
        records: [match({ ms: 5, nsg: [{ sc: [2, 1] }], mc: { r: false, tp: 1, s: 3900, pe: 2 } })],
        has_more: false,
      },
    });
    const { container } = await openSport();
    const card = getByRole(container, 'article', 'Flamengo – Palmeiras');
    expect(card.textContent).toContain('Live · 2nd half · 65:00');
    expect([...card.querySelectorAll('.match-score')].map((s) => s.textContent)).toEqual(['2', '1']);
  });

  it('an empty tab says so and offers Refresh', async () => {
    topics.set('homeTabs', { data: tabs });
    topics.set('matches', { data: { records: [], has_more: false } });
    const { container } = await openSport();
    expect(container.textContent).toContain('No matches right now');
    await click(getByRole(container, 'button', 'Refresh'));
    expect(calls.refresh).toBe(1);
    expect(queryAllByRole(container, 'article')).toHaveLength(0);
  });
});
