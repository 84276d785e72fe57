import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';

const { builderCall } = vi.hoisted(() => ({ builderCall: vi.fn() }));

vi.mock('../../../src/platform/engine-bridge', async () => {
  const mock = await import('./engine-mock');
  return { ...mock, useTopic: vi.fn(mock.useTopic) };
});
vi.mock('../../../src/features/betslip/slip-api', () => ({ slipApi: { call: builderCall } }));

import MatchDetailPage from '../../../src/features/sport/MatchDetailPage';
import { useTopic } from '../../../src/platform/engine-bridge';
import { useSession } from '../../../src/app/stores/session';
import { useSettings } from '../../../src/app/stores/settings';
import { topics } from './engine-mock';
import { cleanup, click, getByRole, queryAllByRole, render } from './dom';
import { detail, detailMatch, rerender } from './sport-pages-fixtures';

const useTopicMock = vi.mocked(useTopic);
const page = () => (
  <MemoryRouter initialEntries={['/match-detail?matchId=42']}>
    <MatchDetailPage />
  </MemoryRouter>
);

/** A pre-match soccer match: 1X2, totals and an Asian handicap (1003, which can push: not in the builder). */
const match = () =>
  detailMatch({
    ms: 4,
    nsg: [],
    mc: undefined,
    mg: [
      {
        mty: 1005,
        mks: [
          {
            id: 5,
            ss: 1,
            op: [
              { od: 2.1, nm: 'Flamengo', ty: 1 },
              { od: 3.4, nm: 'Draw', ty: 3 },
              { od: 3.6, nm: 'Palmeiras', ty: 2 },
            ],
          },
        ],
      },
      {
        mty: 1007,
        mks: [
          {
            id: 6,
            ss: 1,
            li: '2.5',
            op: [
              { od: 1.9, nm: 'Over 2.5', ty: 4 },
              { od: 1.9, nm: 'Under 2.5', ty: 5 },
            ],
          },
        ],
      },
      {
        mty: 1003,
        mks: [
          {
            id: 8,
            ss: 1,
            li: '-1',
            op: [
              { od: 3.05, nm: 'Flamengo -1', ty: 1 },
              { od: 1.36, nm: 'Palmeiras +1', ty: 2 },
            ],
          },
        ],
      },
    ],
  });
const names = { '1005': '1x2', '1007': 'Total goals', '1003': 'Asian handicap' };

const lastBuilderParams = () =>
  useTopicMock.mock.calls.filter((c) => c[0] === 'builderQuote').at(-1)?.[1] as
    { matchId: number; legs: { marketId: number; ty: number }[] } | undefined;

beforeEach(() => {
  topics.clear();
  useTopicMock.mockClear();
  builderCall.mockReset();
  useSettings.setState({ oddsFormat: 'decimal', locale: 'en' });
  topics.set('matchDetail', { data: { ...detail(match()), market_names: names } });
});
afterEach(() => {
  cleanup();
  useSession.getState().clear();
});

describe('bet builder on the match detail', () => {
  it('lists only the markets a builder combines and asks for two picks', async () => {
    const { container } = await render(page());
    const tab = getByRole(container, 'tab', 'Bet Builder');
    expect(tab.getAttribute('aria-selected')).toBe('false');
    await click(tab);
    expect(tab.getAttribute('aria-selected')).toBe('true');
    const headings = queryAllByRole(container, 'heading').map((h) => h.textContent);
    expect(headings).toContain('1x2');
    expect(headings).toContain('Total goals');
    expect(headings).not.toContain('Asian handicap');
    expect(container.textContent).toContain('Pick at least two selections from this match.');
    expect(getByRole(container, 'button', 'Place bet builder').hasAttribute('disabled')).toBe(true);
  });

  it('prices the picks through the engine, flashes a new price and explains a refusal', async () => {
    const r = await render(page());
    const { container } = r;
    await click(getByRole(container, 'tab', 'Bet Builder'));
    await click(getByRole(container, 'button', 'Flamengo'));
    await click(getByRole(container, 'button', 'Over 2.5'));
    expect(getByRole(container, 'button', 'Flamengo').getAttribute('aria-pressed')).toBe('true');
    expect(lastBuilderParams()).toEqual({
      matchId: 42,
      legs: [
        { matchId: 42, marketId: 5, ty: 1 },
        { matchId: 42, marketId: 6, ty: 4 },
      ],
    });
    topics.set('builderQuote', { data: { matchId: 42, ok: true, od: 3.45, naive: 3.99 } });
    await rerender(r, page());
    const price = container.querySelector('.builder-price')!;
    expect(price.getAttribute('aria-label')).toBe('Bet builder odds 3.45');
    topics.set('builderQuote', { data: { matchId: 42, ok: true, od: 3.5, naive: 3.99 } });
    await rerender(r, page());
    const moved = container.querySelector('.builder-price')!;
    // A new element (keyed by the price) restarts the flash animation.
    expect(moved).not.toBe(price);
    expect(moved.textContent).toBe('3.50');
    // Another option of the same market replaces the pick; a refusal is explained.
    await click(getByRole(container, 'button', 'Draw'));
    expect(getByRole(container, 'button', 'Flamengo').getAttribute('aria-pressed')).toBe('false');
    topics.set('builderQuote', { data: { matchId: 42, ok: false, reason: 'contradictory' } });
    await rerender(r, page());
    expect(container.textContent).toContain('These selections cannot all win together.');
    expect(getByRole(container, 'button', 'Place bet builder').hasAttribute('disabled')).toBe(true);
  });

  it('places the builder as one bet with the price shown', async () => {
    useSession.getState().setUser({ uid: 9, nick: 'joao' });
    builderCall.mockResolvedValue({ orders: [] });
    const r = await render(page());
    const { container } = r;
    await click(getByRole(container, 'tab', 'Bet Builder'));
    await click(getByRole(container, 'button', 'Palmeiras'));
    await click(getByRole(container, 'button', 'Under 2.5'));
    topics.set('builderQuote', { data: { matchId: 42, ok: true, od: 5.2 } });
    await rerender(r, page());
    await click(getByRole(container, 'button', 'Place bet builder'));
    expect(builderCall).toHaveBeenCalledTimes(1);
    const [endpoint, input] = builderCall.mock.calls[0]!;
    expect(endpoint.path).toBe('/api/piranha/v1/order/builder/bet');
    expect(input).toMatchObject({
      matchId: 42,
      od: 5.2,
      stake: 1000,
      legs: [
        { marketId: 5, ty: 2 },
        { marketId: 6, ty: 5 },
      ],
    });
    expect(container.textContent).toContain('Bet builder placed.');
    expect(getByRole(container, 'link', 'See open bets')).toBeTruthy();
  });
});
