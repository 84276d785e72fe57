import { describe, expect, it } from 'vitest';
import type { Match } from '../../../core/contract';
import { oddsCells } from '../../../src/features/sport/match-view';
import { matchSelection, optionKey, useSelectedKeys } from '../../../src/features/betslip/selected-keys';

const match = (
  op: { od: number; nm: string; ty: number }[],
  ss = 1,
  li?: string,
): Pick<Match, 'id' | 'mg'> => ({
  id: 4,
  mg: [{ mty: 1005, mks: [{ id: 40, ss, op, ...(li ? { li } : {}) }] }],
});

describe('oddsCells (the card odds of every tick)', () => {
  it('puts the options in 1 X 2 order whatever order the feed sends, at most three', () => {
    const cells = oddsCells(
      match([
        { od: 3.6, nm: 'Away', ty: 2 },
        { od: 2.1, nm: 'Home', ty: 1 },
        { od: 3.3, nm: 'Draw', ty: 3 },
        { od: 9, nm: 'Other', ty: 7 },
      ]),
    );
    expect(cells.map((c) => [c.key, c.label, c.odds, c.locked])).toEqual([
      ['4-40-1', '1', 2.1, false],
      ['4-40-3', 'X', 3.3, false],
      ['4-40-2', '2', 3.6, false],
    ]);
  });

  it('keeps the feed order when it is already 1 X 2, and locks a closed market or negative odds', () => {
    const ordered = [
      { od: 2.1, nm: 'Home', ty: 1 },
      { od: -1, nm: 'Draw', ty: 3 },
      { od: 3.6, nm: 'Away', ty: 2 },
    ];
    expect(oddsCells(match(ordered)).map((c) => [c.ty, c.locked])).toEqual([
      [1, false],
      [3, true],
      [2, false],
    ]);
    expect(oddsCells(match(ordered, 2)).every((c) => c.locked)).toBe(true);
    const total = oddsCells(
      match(
        [
          { od: 1.9, nm: 'Under', ty: 5 },
          { od: 1.9, nm: 'Over', ty: 4 },
        ],
        1,
        '2.5',
      ),
    );
    expect(total.map((c) => c.label)).toEqual(['O 2.5', 'U 2.5']);
    expect(oddsCells({ id: 1, mg: [] })).toEqual([]);
  });
});

describe('matchSelection (one slip read per card)', () => {
  it('groups the slip keys by match and keeps a match its set while its own selections stay', () => {
    const a = optionKey(1, 10, 1, 'Home');
    const b = optionKey(2, 20, 3, 'Draw');
    useSelectedKeys.setState({ keys: new Set([a, b]) });
    const one = matchSelection(1);
    expect([...one!]).toEqual([a]);
    expect(matchSelection(3)).toBeUndefined();
    // Match 2 gains a selection: match 1's answer is the same object, so its card does not re-render.
    const c = optionKey(2, 20, 2, 'Away');
    useSelectedKeys.setState({ keys: new Set([a, b, c]) });
    expect(matchSelection(1)).toBe(one);
    expect([...matchSelection(2)!].sort()).toEqual([b, c].sort());
    useSelectedKeys.setState({ keys: new Set() });
    expect(matchSelection(1)).toBeUndefined();
  });
});
