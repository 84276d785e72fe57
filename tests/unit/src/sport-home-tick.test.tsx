/**
 * An odds tick on the sport home (DESIGN.md §8): the engine's batch that changes only records' contents
 * renders the cards whose match changed, not the list, its sections or the other cards; a batch that moves a
 * match to another section (it went live) still re-derives the sections. The real engine bridge, fed by a
 * stand-in Worker; renders are counted through the functions the list and the cards call.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Match } from '../../../core/contract';
import type { EngineMessage, TopicUpdate } from '../../../workers/protocol';
import { installFakeEngineWorker } from './fake-engine-worker';
import type * as Sections from '../../../src/features/sport/match-sections';
import type * as View from '../../../src/features/sport/match-view';

const counts = vi.hoisted(() => ({ runs: 0, cards: new Map<number, number>() }));

vi.mock('../../../src/features/sport/match-sections', async (importOriginal) => {
  const real = await importOriginal<typeof Sections>();
  return {
    ...real,
    // Called by every open section's render: the list rendering again.
    columnRuns: ((matches) => {
      counts.runs++;
      return real.columnRuns(matches);
    }) as typeof real.columnRuns,
  };
});
vi.mock('../../../src/features/sport/match-view', async (importOriginal) => {
  const real = await importOriginal<typeof View>();
  return {
    ...real,
    // Called once by every card's render.
    oddsCells: ((match) => {
      counts.cards.set(match.id, (counts.cards.get(match.id) ?? 0) + 1);
      return real.oddsCells(match);
    }) as typeof real.oddsCells,
  };
});

const { posted, send } = installFakeEngineWorker();

const { useSettings } = await import('../../../src/app/stores/settings');
const { cleanup, queryAllByRole, settle } = await import('./dom');
const { NOW, TABS, liveSoccer, onDay, openSport, resetIds, soccer } = await import('./sport-home-fixtures');

const MATCHES = 'matches:[["tab_key","InPlay"]]';
const update = (id: string, patch: TopicUpdate['patch']): TopicUpdate => ({
  id,
  status: 'ready',
  updatedAt: NOW,
  error: undefined,
  patch,
});
const batch = (...updates: TopicUpdate[]): EngineMessage => ({ type: 'batch', updates });
const changed = (...records: Match[]) =>
  batch(
    update(MATCHES, {
      reset: false,
      fields: { records: { kind: 'list', key: 'id', added: [], updated: records, removed: [] } },
    }),
  );
const withHomeOdds = (m: Match, od: number): Match => ({
  ...m,
  mg: [
    {
      ...m.mg[0]!,
      mks: [
        { ...m.mg[0]!.mks[0]!, op: [{ ...m.mg[0]!.mks[0]!.op[0]!, od }, ...m.mg[0]!.mks[0]!.op.slice(1)] },
      ],
    },
  ],
});

const sectionOf = (scope: ParentNode, id: number) =>
  scope
    .querySelector(`article[data-match-id="${id}"]`)
    ?.closest('section.match-section')
    ?.querySelector('.match-section-name')?.textContent;
const cardIds = (scope: ParentNode) =>
  queryAllByRole(scope, 'article').map((a) => Number(a.getAttribute('data-match-id')));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  resetIds();
  useSettings.setState({ oddsFormat: 'decimal', locale: 'en' });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('an odds tick on the sport home', () => {
  it('renders only the cards whose match changed; a match going live still moves sections', async () => {
    const live = liveSoccer();
    const today = soccer();
    const tomorrow = soccer({ bt: onDay(1) });
    const r = await openSport();
    await send(
      batch(
        update('homeTabs:[]', { reset: true, fields: { list: { kind: 'set', value: TABS.list } } }),
        update(MATCHES, {
          reset: true,
          fields: {
            records: { kind: 'set', value: [live, today, tomorrow] },
            has_more: { kind: 'set', value: false },
          },
        }),
      ),
    );
    expect(posted.some((c) => c.m === 'subscribe' && c.a[0] === MATCHES)).toBe(true);
    expect(cardIds(r.container)).toEqual([live.id, today.id, tomorrow.id]);
    expect(sectionOf(r.container, live.id)).toBe('Live now');
    expect(sectionOf(r.container, today.id)).toBe('Today');

    // Let the first data's deferred passes finish (React renders it in a transition, and the bridge's messages
    // arrive over comlink a task later), so the counts below see only what the tick itself renders.
    await settle(20);
    await settle(20);

    // Prices only: the changed card shows the new price, written into its button; no card, section or list
    // renders.
    counts.runs = 0;
    counts.cards.clear();
    const todayCard = r.container.querySelector(`article[data-match-id="${today.id}"]`);
    await send(changed(withHomeOdds(today, 2.55)));
    expect(r.container.querySelector(`article[data-match-id="${today.id}"]`)).toBe(todayCard);
    expect(todayCard?.textContent).toContain('2.55');
    expect(counts.runs).toBe(0);
    expect([...counts.cards]).toEqual([]);

    // Two cards tick at once: both show their prices, still with no render.
    await send(changed(withHomeOdds(live, 1.4), withHomeOdds(tomorrow, 5.5)));
    expect(r.container.querySelector(`article[data-match-id="${live.id}"]`)?.textContent).toContain('1.40');
    expect(r.container.querySelector(`article[data-match-id="${tomorrow.id}"]`)?.textContent).toContain(
      '5.50',
    );
    expect(counts.runs).toBe(0);
    expect([...counts.cards]).toEqual([]);

    // A suspended market changes the buttons' shape: that card renders, once, and shows locks.
    const suspended = withHomeOdds(tomorrow, 5.5);
    const lockedTomorrow = {
      ...suspended,
      mg: [{ ...suspended.mg[0]!, mks: [{ ...suspended.mg[0]!.mks[0]!, ss: 2 }] }],
    };
    await send(changed(lockedTomorrow));
    expect([...counts.cards]).toEqual([[tomorrow.id, 1]]);
    const tomorrowButtons = queryAllByRole(
      r.container.querySelector(`article[data-match-id="${tomorrow.id}"]`)!,
      'button',
    );
    expect(tomorrowButtons.map((b) => b.getAttribute('aria-label'))).toEqual([
      '1 locked',
      'X locked',
      '2 locked',
    ]);
    counts.cards.clear();

    // Today's match kicks off: the list re-derives its sections and the card moves to 'Live now'.
    const started = { ...withHomeOdds(today, 2.55), ms: 5, nsg: [{ sc: [0, 0] }] };
    await send(changed(started));
    expect(counts.runs).toBeGreaterThan(0);
    expect(sectionOf(r.container, today.id)).toBe('Live now');
    expect(cardIds(r.container)).toEqual([live.id, today.id, tomorrow.id]);
    expect(r.container.querySelector(`article[data-match-id="${today.id}"]`)?.textContent).toContain('2.55');
  });
});
