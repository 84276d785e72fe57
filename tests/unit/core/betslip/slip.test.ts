import { describe, expect, it } from 'vitest';
import {
  acceptLatestOdds,
  applyLatestOdds,
  clearSlip,
  closeFull,
  isBettable,
  itemKey,
  openFull,
  removeItem,
  restoreSlip,
  setItemStake,
  suspendedItems,
  toggleOption,
} from '../../../../core/betslip/slip';
import { EMPTY_SLIP, MAX_SLIP_ITEMS, type OptionPick, type SlipState } from '../../../../core/betslip/types';

const pick = (matchId: number, over: Partial<OptionPick> = {}): OptionPick => ({
  matchId,
  marketId: matchId * 10,
  ty: 1,
  nm: 'Home',
  od: 2,
  ss: 1,
  ...over,
});

function slipOf(...picks: OptionPick[]): SlipState {
  return picks.reduce((s, p) => toggleOption(s, p).state, EMPTY_SLIP);
}

describe('adding and removing (SPEC §4)', () => {
  it('a tap adds the option, a second tap on it removes it', () => {
    const added = toggleOption(EMPTY_SLIP, pick(1));
    expect(added.outcome).toBe('added');
    expect(added.state.items).toHaveLength(1);
    expect(added.state.items[0]).toMatchObject({ matchId: 1, od: 2, quotedOd: 2, stake: null });
    const removed = toggleOption(added.state, pick(1));
    expect(removed.outcome).toBe('removed');
    expect(removed.state.items).toHaveLength(0);
  });

  it('a locked market (ss != 1) cannot be added', () => {
    const r = toggleOption(EMPTY_SLIP, pick(1, { ss: 2 }));
    expect(r.outcome).toBe('locked');
    expect(r.state).toBe(EMPTY_SLIP);
  });

  it('negative (locked) odds cannot be added, nor odds of 1 or less', () => {
    expect(toggleOption(EMPTY_SLIP, pick(1, { od: -1.9 })).outcome).toBe('locked');
    expect(toggleOption(EMPTY_SLIP, pick(1, { od: 1 })).outcome).toBe('locked');
    expect(isBettable({ od: 1.01, ss: 1 })).toBe(true);
    expect(isBettable({ od: Number.NaN, ss: 1 })).toBe(false);
  });

  it('a locked option already on the slip can still be tapped off', () => {
    const s = slipOf(pick(1));
    const r = toggleOption(s, pick(1, { ss: 0 }));
    expect(r.outcome).toBe('removed');
  });

  it('one selection per match and market: another option of the market replaces the first, keeping its stake', () => {
    let s = slipOf(pick(1));
    s = setItemStake(s, itemKey(s.items[0]!), 700);
    const r = toggleOption(s, pick(1, { ty: 2, nm: 'Away', od: 3.1 }));
    expect(r.outcome).toBe('replaced');
    expect(r.state.items).toHaveLength(1);
    expect(r.state.items[0]).toMatchObject({ ty: 2, nm: 'Away', od: 3.1, stake: 700 });
  });

  it('two markets of the same match are two selections', () => {
    const s = slipOf(pick(1), pick(1, { marketId: 99 }));
    expect(s.items).toHaveLength(2);
  });

  it('at most 10 items: the 11th is refused with the limit outcome and nothing changes', () => {
    const ten = slipOf(...Array.from({ length: MAX_SLIP_ITEMS }, (_, i) => pick(i + 1)));
    expect(ten.items).toHaveLength(10);
    const r = toggleOption(ten, pick(11));
    expect(r.outcome).toBe('limit');
    expect(r.state).toBe(ten);
    // Replacing within a full slip is still allowed: the count does not grow.
    expect(toggleOption(ten, pick(3, { ty: 2, nm: 'Away' })).outcome).toBe('replaced');
  });

  it('remove by key and clear', () => {
    const s = slipOf(pick(1), pick(2));
    const one = removeItem(s, itemKey(s.items[0]!));
    expect(one.items.map((i) => i.matchId)).toEqual([2]);
    expect(removeItem(one, 'nope')).toBe(one);
    expect(clearSlip(s)).toMatchObject({ items: [], modal: null });
  });
});

describe('modal state (SPEC §4)', () => {
  it('mini with the first item, null with more than one, mini again when one remains', () => {
    const one = slipOf(pick(1));
    expect(one.modal).toBe('mini');
    const two = toggleOption(one, pick(2)).state;
    expect(two.modal).toBeNull();
    const three = toggleOption(two, pick(3)).state;
    expect(three.modal).toBeNull();
    const back = removeItem(removeItem(three, itemKey(three.items[2]!)), itemKey(three.items[1]!));
    expect(back.modal).toBe('mini');
    expect(removeItem(back, itemKey(back.items[0]!)).modal).toBeNull();
  });

  it('the full sheet stays open while the player edits it, and closes to mini or nothing', () => {
    const full = openFull(slipOf(pick(1), pick(2)));
    expect(full.modal).toBe('full');
    const edited = removeItem(full, itemKey(full.items[0]!));
    expect(edited.modal).toBe('full');
    expect(closeFull(edited).modal).toBe('mini');
    expect(closeFull(openFull(slipOf(pick(1), pick(2)))).modal).toBeNull();
    expect(removeItem(edited, itemKey(edited.items[0]!)).modal).toBeNull();
  });
});

describe('odds changes and needAcceptLatestOdds (SPEC §4)', () => {
  const latest = (matchId: number, od: number, ss = 1) => ({
    matchId,
    marketId: matchId * 10,
    ty: 1,
    od,
    ss,
  });

  it('always ask: any change sets needAcceptLatestOdds and marks the direction', () => {
    const s = applyLatestOdds(slipOf(pick(1), pick(2)), [latest(1, 2.2), latest(2, 1.8)], 'ask');
    expect(s.needAcceptLatestOdds).toBe(true);
    expect(s.items.map((i) => i.change)).toEqual(['up', 'down']);
    expect(s.items[0]).toMatchObject({ od: 2.2, quotedOd: 2 });
  });

  it('unchanged odds leave the state as it is', () => {
    const s = slipOf(pick(1));
    expect(applyLatestOdds(s, [latest(1, 2)], 'ask')).toBe(s);
  });

  it('accept higher: a rise is taken silently, a drop asks', () => {
    const up = applyLatestOdds(slipOf(pick(1)), [latest(1, 2.5)], 'higher');
    expect(up.needAcceptLatestOdds).toBe(false);
    expect(up.items[0]).toMatchObject({ od: 2.5, quotedOd: 2.5, change: null });
    const down = applyLatestOdds(slipOf(pick(1)), [latest(1, 1.5)], 'higher');
    expect(down.needAcceptLatestOdds).toBe(true);
  });

  it('accept any: nothing asks', () => {
    const s = applyLatestOdds(slipOf(pick(1)), [latest(1, 1.2)], 'any');
    expect(s.needAcceptLatestOdds).toBe(false);
    expect(s.items[0]!.quotedOd).toBe(1.2);
  });

  it('accepting makes the latest odds the quoted ones', () => {
    const s = acceptLatestOdds(applyLatestOdds(slipOf(pick(1)), [latest(1, 2.2)], 'ask'));
    expect(s.needAcceptLatestOdds).toBe(false);
    expect(s.items[0]).toMatchObject({ od: 2.2, quotedOd: 2.2, change: null });
  });

  it('resets when the slip changes', () => {
    const asking = applyLatestOdds(slipOf(pick(1)), [latest(1, 2.2)], 'ask');
    const s = toggleOption(asking, pick(2)).state;
    expect(s.needAcceptLatestOdds).toBe(false);
    expect(s.items[0]!.change).toBeNull();
  });

  it('a suspended or locked answer marks the option suspended, keeping its last odds', () => {
    const s = applyLatestOdds(slipOf(pick(1), pick(2)), [latest(1, 2, 2), latest(2, -2)], 'ask');
    expect(suspendedItems(s).map((i) => i.matchId)).toEqual([1, 2]);
    expect(s.items[1]!.od).toBe(2);
    const back = applyLatestOdds(s, [latest(1, 2), latest(2, 2)], 'ask');
    expect(suspendedItems(back)).toEqual([]);
  });

  it('names from re-pricing are filled in', () => {
    const s = applyLatestOdds(
      slipOf(pick(1)),
      [{ ...latest(1, 2), matchName: 'A vs B', marketName: '1x2' }],
      'ask',
    );
    expect(s.items[0]).toMatchObject({ matchName: 'A vs B', marketName: '1x2' });
  });
});

describe('restoring a stored slip', () => {
  it('keeps valid items, drops malformed ones and duplicates, caps at 10, recomputes the modal', () => {
    const good = slipOf(pick(1), pick(2)).items;
    const raw = { items: [...good, good[0], { matchId: 'x' }, null], modal: 'full' };
    const s = restoreSlip(raw);
    expect(s.items).toHaveLength(2);
    expect(s.modal).toBeNull();
    expect(restoreSlip(undefined)).toEqual(EMPTY_SLIP);
    const many = { items: Array.from({ length: 12 }, (_, i) => slipOf(pick(i + 1)).items[0]) };
    expect(restoreSlip(many).items).toHaveLength(10);
    expect(restoreSlip({ items: [good[0]] }).modal).toBe('mini');
  });
});
