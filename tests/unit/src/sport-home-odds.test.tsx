import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Match } from '../../../core/contract';
import type * as LiveClockModule from '../../../src/features/sport/LiveClock';
import type * as OddsMoveModule from '../../../src/features/sport/use-odds-move';

vi.mock('../../../src/platform/engine-bridge', () => import('./engine-mock'));

// Every CardOdds render calls trackMove once with the option's key: counting the calls counts the renders
// of the odds buttons. Also the live clock renders, to see that an odds tick leaves the card's head alone.
const renders = vi.hoisted(() => ({ odds: [] as string[], clocks: 0 }));
vi.mock('../../../src/features/sport/use-odds-move', async (importOriginal) => {
  const real = await importOriginal<typeof OddsMoveModule>();
  return {
    ...real,
    trackMove: (state: OddsMoveModule.MoveState, key: string, od: number) => {
      renders.odds.push(key);
      return real.trackMove(state, key, od);
    },
  };
});
vi.mock('../../../src/features/sport/LiveClock', async (importOriginal) => {
  const real = await importOriginal<typeof LiveClockModule>();
  return {
    ...real,
    LiveClock: (props: Parameters<typeof real.LiveClock>[0]) => {
      renders.clocks++;
      return real.LiveClock(props);
    },
  };
});

import { useSettings } from '../../../src/app/stores/settings';
import { useSlip } from '../../../src/features/betslip/slip-store';
import { topics } from './engine-mock';
import { accessibleName, cleanup, getByRole, queryAllByRole } from './dom';
import { NOW, TABS, liveSoccer, openSport, resetIds, soccer, update } from './sport-home-fixtures';

/** The same match with the home win price changed, as a new object (the engine's updated record). */
const withHomeOdds = (m: Match, od: number): Match => ({
  ...m,
  mg: [
    {
      ...m.mg[0]!,
      mks: [{ ...m.mg[0]!.mks[0]!, op: m.mg[0]!.mks[0]!.op.map((o) => (o.ty === 1 ? { ...o, od } : o)) }],
    },
  ],
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
  resetIds();
  topics.clear();
  renders.odds = [];
  renders.clocks = 0;
  useSettings.setState({ oddsFormat: 'decimal', locale: 'en' });
  topics.set('homeTabs', { data: TABS });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('sport home odds ticks', () => {
  it('an odds change re-renders only the buttons whose odds changed, and marks them for 2 s', async () => {
    const records = [liveSoccer({ id: 1 }), soccer({ id: 2 }), soccer({ id: 3 })];
    topics.set('matches', { data: { records, has_more: false } });
    const r = await openSport();
    expect(renders.odds).toHaveLength(9);
    expect(renders.clocks).toBeGreaterThan(0);
    const card = () => getByRole(r.container, 'article', 'Home 1 – Away 1');
    const before = card();

    renders.odds = [];
    renders.clocks = 0;
    // Match 1's home odds go up; its live part is a new object with the same clock reading, as a poll brings.
    const moved = { ...withHomeOdds(records[0]!, 2.4), mc: { ...records[0]!.mc! } };
    topics.set('matches', { data: { records: [moved, records[1]!, records[2]!], has_more: false } });
    await update(r);
    expect(renders.odds).toEqual(['1-10-1']);
    expect(renders.clocks).toBe(0);
    expect(card()).toBe(before);
    const home = queryAllByRole(card(), 'button')[0]!;
    expect(accessibleName(home)).toBe('1 2.40');
    expect(home.getAttribute('data-move')).toBe('up');

    // Down again, then the mark goes 2 s after the last move.
    topics.set('matches', {
      data: { records: [withHomeOdds(moved, 1.9), records[1]!, records[2]!], has_more: false },
    });
    await update(r);
    expect(home.getAttribute('data-move')).toBe('down');
    await act(async () => {
      vi.advanceTimersByTime(1999);
    });
    expect(home.getAttribute('data-move')).toBe('down');
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(home.getAttribute('data-move')).toBeNull();
    expect(queryAllByRole(card(), 'button').map(accessibleName)).toEqual(['1 1.90', 'X 3.30', '2 3.60']);
  });

  it('a move mark lasts 2 s whether the price came in place or with a render, and a render keeps it', async () => {
    const records = [liveSoccer({ id: 1 })];
    topics.set('matches', { data: { records, has_more: false } });
    const r = await openSport();
    const home = () => queryAllByRole(getByRole(r.container, 'article', 'Home 1 – Away 1'), 'button')[0]!;

    // A price alone: written in place.
    const up = withHomeOdds(records[0]!, 2.4);
    topics.set('matches', { data: { records: [up], has_more: false } });
    await update(r);
    expect(home().getAttribute('data-move')).toBe('up');
    // A tap renders the card (the button is pressed): the mark stays, and the slip takes the price shown.
    await act(async () => {
      home().click();
      await vi.dynamicImportSettled();
    });
    await update(r);
    expect(home().getAttribute('aria-pressed')).toBe('true');
    expect(useSlip.getState().slip.items.map((i) => i.od)).toEqual([2.4]);
    expect(home().getAttribute('data-move')).toBe('up');
    await act(async () => {
      vi.advanceTimersByTime(2000);
    });
    expect(home().getAttribute('data-move')).toBeNull();

    // A goal and a price together: the card renders, and the mark shows and goes the same way.
    const goal = { ...withHomeOdds(up, 1.8), nsg: [{ sc: [2, 0] }] };
    topics.set('matches', { data: { records: [goal], has_more: false } });
    await update(r);
    expect(accessibleName(home())).toBe('1 1.80');
    expect(home().getAttribute('data-move')).toBe('down');
    await act(async () => {
      vi.advanceTimersByTime(2000);
    });
    expect(home().getAttribute('data-move')).toBeNull();

    // In place again after that render: the mark is written, and goes.
    topics.set('matches', { data: { records: [withHomeOdds(goal, 1.95)], has_more: false } });
    await update(r);
    expect(accessibleName(home())).toBe('1 1.95');
    expect(home().getAttribute('data-move')).toBe('up');
    await act(async () => {
      vi.advanceTimersByTime(2000);
    });
    expect(home().getAttribute('data-move')).toBeNull();
    await act(async () => {
      home().click();
      await vi.dynamicImportSettled();
    });
    expect(useSlip.getState().slip.items).toEqual([]);
  });

  it('the live clock ticks every second', async () => {
    topics.set('matches', { data: { records: [liveSoccer({ id: 1 })], has_more: false } });
    const r = await openSport();
    const clock = () => r.container.querySelector('.live-clock')?.textContent;
    expect(clock()).toBe(' · 10:00');
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(clock()).toBe(' · 10:01');
  });

  it('a tap on a card odd puts it on the bet slip and presses the button; a second tap takes it off', async () => {
    topics.set('matches', { data: { records: [soccer({ id: 7 })], has_more: false } });
    const r = await openSport();
    const card = getByRole(r.container, 'article', 'Home 7 – Away 7');
    const home = () => queryAllByRole(card, 'button')[0]!;
    expect(home().getAttribute('aria-pressed')).toBe('false');
    await act(async () => {
      home().click();
      await vi.dynamicImportSettled();
    });
    expect(useSlip.getState().slip.items.map((i) => [i.matchId, i.ty])).toEqual([[7, 1]]);
    await update(r);
    expect(home().getAttribute('aria-pressed')).toBe('true');
    await act(async () => {
      home().click();
      await vi.dynamicImportSettled();
    });
    expect(useSlip.getState().slip.items).toEqual([]);
    await update(r);
    expect(home().getAttribute('aria-pressed')).toBe('false');
  });

  it('a tap re-renders only the tapped button, and takes the odds the button shows after a tick', async () => {
    const records = [soccer({ id: 7 }), soccer({ id: 8 })];
    topics.set('matches', { data: { records, has_more: false } });
    const r = await openSport();
    const card = (id: number) => getByRole(r.container, 'article', `Home ${id} – Away ${id}`);
    // The button keeps one tap handler for its life: the odds it adds are those of its latest render.
    const moved = withHomeOdds(records[0]!, 2.55);
    topics.set('matches', { data: { records: [moved, records[1]!], has_more: false } });
    await update(r);
    expect(accessibleName(queryAllByRole(card(7), 'button')[0]!)).toBe('1 2.55');

    renders.odds = [];
    await act(async () => {
      queryAllByRole(card(7), 'button')[0]!.click();
      await vi.dynamicImportSettled();
    });
    expect(useSlip.getState().slip.items.map((i) => [i.matchId, i.ty, i.od])).toEqual([[7, 1, 2.55]]);
    await update(r);
    expect(queryAllByRole(card(7), 'button')[0]!.getAttribute('aria-pressed')).toBe('true');
    // Match 8's card and match 7's other options do not re-render for the selection.
    expect(renders.odds).toEqual(['7-70-1']);
    expect(queryAllByRole(card(8), 'button').map((b) => b.getAttribute('aria-pressed'))).toEqual([
      'false',
      'false',
      'false',
    ]);
    await act(async () => {
      queryAllByRole(card(7), 'button')[0]!.click();
      await vi.dynamicImportSettled();
    });
    expect(useSlip.getState().slip.items).toEqual([]);
  });
});
