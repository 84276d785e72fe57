import { describe, expect, it } from 'vitest';
import type { Match, MatchLive } from '../../../core/contract';
import { applyLive, mergeIncrement } from '../../../workers/engine/match-merge';
import type { MatchesData } from '../../../workers/topics';
import { match, range } from './fixtures';

const live = (id: number, od = 1.9): Match => ({ ...match(id, od), ms: 5, nsg: [{ sc: [1, 0] }] });
const ids = (data: MatchesData) => data.records.map((m) => m.id);
const livePart = (m: Match): MatchLive => ({
  id: m.id,
  ms: m.ms,
  nsg: m.nsg,
  mg: m.mg,
  tms: m.tms,
  ...(m.mc ? { mc: m.mc } : {}),
});

describe('incremental merge', () => {
  it('replaces updated records, drops removed ids and places new ones in the server order', () => {
    const prev: MatchesData = { records: [live(7), match(1), match(2), match(3)], has_more: false };
    const next = mergeIncrement(prev, { records: [match(2, 2.5), live(10), match(4)], removed: [3] });
    // Live first by begin time, then upcoming by begin time.
    expect(ids(next)).toEqual([7, 10, 1, 2, 4]);
    expect(next.records[0]).toBe(prev.records[0]);
    expect(next.records[2]).toBe(prev.records[1]);
    expect(next.records[3]!.mg[0]!.mks[0]!.op[0]!.od).toBe(2.5);
  });

  it('moves a match that went live to the live part of the list', () => {
    const prev: MatchesData = { records: [match(1), match(2), match(3)], has_more: false };
    expect(ids(mergeIncrement(prev, { records: [live(3)], removed: [] }))).toEqual([3, 1, 2]);
  });

  it('keeps the same list object when the increment changes nothing', () => {
    const prev: MatchesData = { records: [match(1), match(2)], has_more: false };
    expect(mergeIncrement(prev, { records: [match(2)], removed: [99] })).toBe(prev);
  });

  it('leaves a new record that belongs to a later page to loadMore', () => {
    const prev: MatchesData = { records: [match(1), match(5)], has_more: true };
    const next = mergeIncrement(prev, { records: [match(3), match(9)], removed: [] });
    expect(ids(next)).toEqual([1, 3, 5]);
    expect(next.has_more).toBe(true);
  });

  it('caps the list at 50 records and then has no more pages', () => {
    const prev: MatchesData = { records: range(1, 50).map((id) => match(id)), has_more: false };
    const next = mergeIncrement(prev, { records: [live(60)], removed: [] });
    expect(next.records).toHaveLength(50);
    expect(ids(next).slice(0, 2)).toEqual([60, 1]);
    expect(ids(next)).not.toContain(50);
    const paged = mergeIncrement({ ...prev, has_more: true }, { records: [live(61)], removed: [] });
    expect(paged.has_more).toBe(false);
  });
});

describe('live part of the matches on screen', () => {
  it('updates only the asked records whose live part changed, keeping every other object', () => {
    const prev: MatchesData = { records: [match(1), match(2), match(3)], has_more: false };
    const next = applyLive(prev, [1, 2], [livePart(match(1)), livePart(match(2, 2.2))]);
    expect(next.records[0]).toBe(prev.records[0]);
    expect(next.records[1]!.mg[0]!.mks[0]!.op[0]!.od).toBe(2.2);
    expect(next.records[1]!.nm).toBe(prev.records[1]!.nm);
    expect(next.records[2]).toBe(prev.records[2]);
  });

  it('returns the same list when nothing changed', () => {
    const prev: MatchesData = { records: [match(1), match(2)], has_more: false };
    expect(applyLive(prev, [1, 2], [livePart(match(1)), livePart(match(2))])).toBe(prev);
  });

  it('drops an asked match absent from the answer (finished), never one it did not ask for', () => {
    const prev: MatchesData = { records: [match(1), match(2), match(3)], has_more: false };
    expect(ids(applyLive(prev, [1, 2], [livePart(match(1))]))).toEqual([1, 3]);
  });

  it('takes the clock, score and status of a match that went live, and drops a clock no longer sent', () => {
    const clock = { r: true, tp: 1, s: 60, pe: 1 };
    const prev: MatchesData = { records: [match(1), match(2)], has_more: false };
    const went = applyLive(prev, [2], [{ ...livePart(match(2)), ms: 5, nsg: [{ sc: [0, 1] }], mc: clock }]);
    expect(ids(went)).toEqual([2, 1]);
    expect(went.records[0]).toMatchObject({ ms: 5, nsg: [{ sc: [0, 1] }], mc: clock });
    const stopped = applyLive(went, [2], [{ ...livePart(went.records[0]!), mc: undefined }]);
    expect(stopped.records[0]).not.toHaveProperty('mc');
  });
});

describe('a running clock read again', () => {
  const T0 = 1_800_000_000_000;
  const running = (s: number, over: Partial<NonNullable<Match['mc']>> = {}) => ({
    r: true,
    tp: 1,
    s,
    pe: 1,
    ...over,
  });
  /** A live match held since T0 with a clock at 600 s. */
  const start = () => {
    const first = { ...live(1), mc: running(600) };
    return applyLive({ records: [live(1)], has_more: false }, [1], [livePart(first)], T0);
  };

  it('keeps the held reading (and the record) when the new one is that clock run on', () => {
    const held = start();
    // 2 s later the server reads 602 (or 603 or 601: answer times differ): nothing the page shows changed.
    for (const s of [601, 602, 603, 604]) {
      const again = applyLive(held, [1], [livePart({ ...live(1), mc: running(s) })], T0 + 2_000);
      expect(again).toBe(held);
    }
    // A minute on, still the same clock; an odds change updates the record and keeps the reading.
    const priced = applyLive(held, [1], [livePart({ ...live(1, 2.05), mc: running(660) })], T0 + 60_000);
    expect(priced.records[0]!.mg[0]!.mks[0]!.op[0]!.od).toBe(2.05);
    expect(priced.records[0]!.mc).toBe(held.records[0]!.mc);
    // A clock counting down is run on downwards.
    const down = applyLive(
      { records: [live(2)], has_more: false },
      [2],
      [livePart({ ...live(2), mc: running(300, { tp: -1 }) })],
      T0,
    );
    expect(applyLive(down, [2], [livePart({ ...live(2), mc: running(290, { tp: -1 }) })], T0 + 10_000)).toBe(
      down,
    );
  });

  it('takes a reading that jumps, a stop or a new period at once', () => {
    const held = start();
    const jump = applyLive(held, [1], [livePart({ ...live(1), mc: running(610) })], T0 + 2_000);
    expect(jump.records[0]!.mc).toEqual(running(610));
    const stopped = applyLive(
      held,
      [1],
      [livePart({ ...live(1), mc: running(602, { r: false }) })],
      T0 + 2_000,
    );
    expect(stopped.records[0]!.mc).toEqual(running(602, { r: false }));
    const half = applyLive(held, [1], [livePart({ ...live(1), mc: running(602, { pe: 2 }) })], T0 + 2_000);
    expect(half.records[0]!.mc).toEqual(running(602, { pe: 2 }));
  });

  it('does the same for the 5 s increment', () => {
    const held = start();
    const same = mergeIncrement(
      held,
      { records: [{ ...live(1), mc: running(605) }], removed: [] },
      T0 + 5_000,
    );
    expect(same).toBe(held);
    const goal = mergeIncrement(
      held,
      { records: [{ ...live(1), nsg: [{ sc: [2, 0] }], mc: running(605) }], removed: [] },
      T0 + 5_000,
    );
    expect(goal.records[0]!.nsg).toEqual([{ sc: [2, 0] }]);
    expect(goal.records[0]!.mc).toBe(held.records[0]!.mc);
  });
});
