/**
 * card-diff.ts: which changes a live card may write into its buttons in place (unlocked prices of the main
 * market, nothing else), and which make it render.
 */
import { describe, expect, it } from 'vitest';
import type { Match } from '../../../core/contract';
import { priceChanges, sameCardTop } from '../../../src/features/sport/card-diff';
import { liveSoccer } from './sport-home-fixtures';

/** A live soccer match (id 7, market 70: 1 2.10, X 3.30, 2 3.60; 1-0, clock running at 600 s). */
const match = (over: Partial<Match> = {}): Match => liveSoccer({ id: 7, ...over });

/** The same match with the main market's options replaced (a new object, as the engine sends). */
const withOptions = (m: Match, op: Match['mg'][0]['mks'][0]['op'], ss = 1): Match => ({
  ...m,
  mg: [{ ...m.mg[0]!, mks: [{ ...m.mg[0]!.mks[0]!, op, ss }] }],
});

describe('priceChanges', () => {
  const base = match();
  const [home, draw, away] = base.mg[0]!.mks[0]!.op;

  it('lists the moved prices by outcome type, and nothing for a match that shows the same', () => {
    const next = withOptions({ ...base, mc: { ...base.mc! } }, [
      { ...home!, od: 2.2 },
      draw!,
      { ...away!, od: 3.4 },
    ]);
    expect(priceChanges(base, next)).toEqual([
      { ty: 1, od: 2.2 },
      { ty: 2, od: 3.4 },
    ]);
    expect(priceChanges(base, { ...base, mg: [...base.mg] })).toEqual([]);
  });

  it('is null for a lock, an unlock, a suspended market or another market', () => {
    expect(priceChanges(base, withOptions(base, [{ ...home!, od: -2.1 }, draw!, away!]))).toBeNull();
    const locked = withOptions(base, [{ ...home!, od: -2.1 }, draw!, away!]);
    expect(priceChanges(locked, withOptions(base, [{ ...home!, od: 2.3 }, draw!, away!]))).toBeNull();
    expect(priceChanges(base, withOptions(base, [{ ...home!, od: 2.3 }, draw!, away!], 2))).toBeNull();
    const other = { ...base, mg: [{ ...base.mg[0]!, mks: [{ ...base.mg[0]!.mks[0]!, id: 71 }] }] };
    expect(priceChanges(base, other)).toBeNull();
    expect(priceChanges(base, withOptions(base, [draw!, home!, away!]))).toBeNull();
    expect(priceChanges(base, withOptions(base, [home!, draw!]))).toBeNull();
  });

  it('is null when the head, teams, score, +N count or name changed', () => {
    expect(priceChanges(base, { ...base, nsg: [{ sc: [2, 0] }] })).toBeNull();
    expect(priceChanges(base, { ...base, mc: { ...base.mc!, s: 660 } })).toBeNull();
    expect(priceChanges(base, { ...base, tms: 21 })).toBeNull();
    expect(priceChanges(base, { ...base, nm: 'Home FC vs Away' })).toBeNull();
    expect(priceChanges(base, { ...base, lg: { id: 10, na: 'Premiership' } })).toBeNull();
    expect(priceChanges(base, { ...base, ms: 4 })).toBeNull();
  });
});

describe('sameCardTop', () => {
  it('compares what the head and teams show, the clock by value', () => {
    const base = match();
    expect(sameCardTop(base, { ...base, mc: { ...base.mc! }, nsg: [{ sc: [1, 0] }] })).toBe(true);
    expect(sameCardTop(base, { ...base, ts: [base.ts[0]!, { ...base.ts[1]!, lurl: '/t/x.svg' }] })).toBe(
      false,
    );
    // Before kick-off the score is not shown: a pre-match score field does not matter.
    const upcoming = match({ ms: 4, nsg: [] });
    delete upcoming.mc;
    expect(sameCardTop(upcoming, { ...upcoming, nsg: [{ sc: [0, 0] }] })).toBe(true);
  });
});
