import { describe, expect, it } from 'vitest';
import { buildTicket, type TicketInput } from '../../../../core/betslip/ticket';
import type { SlipItem } from '../../../../core/betslip/types';

const item = (matchId: number, od: number, over: Partial<SlipItem> = {}): SlipItem => ({
  matchId,
  marketId: matchId * 10,
  ty: 1,
  nm: `Pick ${matchId}`,
  od,
  quotedOd: od,
  ss: 1,
  change: null,
  stake: null,
  ...over,
});

const base = (over: Partial<TicketInput>): TicketInput => ({
  items: [],
  kind: 'single_bet',
  stake: null,
  systemK: null,
  needAcceptLatestOdds: false,
  defaultStake: 500,
  minStake: 300,
  maxSingle: 1_500_000,
  maxMulti: 600_000,
  ...over,
});

describe('the ticket the slip would place', () => {
  it('singles: one line per selection, its own stake or the default, returns summed', () => {
    const tk = buildTicket(base({ items: [item(1, 2), item(2, 1.5, { stake: 1000 })] }));
    expect(tk.lines.map((l) => [l.stake, l.potentialReturn])).toEqual([
      [500, 1000],
      [1000, 1500],
    ]);
    expect(tk.totalStake).toBe(1500);
    expect(tk.potentialReturn).toBe(2500);
    expect(tk.problem).toBeNull();
  });

  it('combo: one stake, odds multiplied, live return', () => {
    const tk = buildTicket(base({ items: [item(1, 2), item(2, 1.5)], kind: 'bet_multi', stake: 1000 }));
    expect(tk.combinedOdds).toBe(3000);
    expect(tk.potentialReturn).toBe(3000);
    expect(tk.totalStake).toBe(1000);
  });

  it('system: stake per line x C(n, k) lines; the first system when none chosen', () => {
    const items = [item(1, 2), item(2, 3), item(3, 4)];
    const tk = buildTicket(base({ items, kind: 'system_bet', stake: 100 }));
    expect(tk.systemK).toBe(2);
    expect(tk.lineCount).toBe(3);
    expect(tk.totalStake).toBe(300);
    expect(tk.potentialReturn).toBe(2600);
    expect(tk.problem).toBe('below-min');
    expect(buildTicket(base({ items, kind: 'system_bet', stake: 300 })).problem).toBeNull();
  });

  it('the bet is placed at the quoted odds, not at unaccepted new ones', () => {
    const tk = buildTicket(base({ items: [item(1, 2.5, { quotedOd: 2 })], needAcceptLatestOdds: true }));
    expect(tk.potentialReturn).toBe(1000);
    expect(tk.problem).toBe('odds-changed');
  });

  it('stake problems: minimum, bet limit, balance', () => {
    const items = [item(1, 2)];
    expect(buildTicket(base({ items, defaultStake: 299 })).problem).toBe('below-min');
    expect(buildTicket(base({ items, defaultStake: 1_500_001 })).problem).toBe('above-max');
    expect(
      buildTicket(base({ items: [item(1, 2), item(2, 2)], kind: 'bet_multi', stake: 600_001 })).problem,
    ).toBe('above-max');
    expect(buildTicket(base({ items, balance: 499 })).problem).toBe('above-balance');
    expect(buildTicket(base({ items: [item(1, 2, { stake: 0 })] })).problem).toBe('empty');
  });

  it('combos of the same match and suspended selections are refused', () => {
    const same = [item(1, 2), item(1, 2, { marketId: 99 })];
    expect(buildTicket(base({ items: same, kind: 'bet_multi' })).problem).toBe('same-match');
    expect(buildTicket(base({ items: same, kind: 'single_bet' })).problem).toBeNull();
    expect(buildTicket(base({ items: [item(1, 2, { ss: 2 })] })).problem).toBe('suspended');
  });

  it('a free bet stakes its amount, returns winnings without the stake, and needs its minimum odds', () => {
    const tk = buildTicket(
      base({ items: [item(1, 2), item(2, 1.5)], freeBet: { amount: 1000, minOdds: 1.5 } }),
    );
    expect(tk.totalStake).toBe(1000);
    expect(tk.potentialReturn).toBe(2000);
    expect(tk.problem).toBeNull();
    expect(
      buildTicket(base({ items: [item(1, 1.2)], freeBet: { amount: 1000, minOdds: 1.5 } })).problem,
    ).toBe('free-min-odds');
    // A free bet ignores the cash balance.
    expect(
      buildTicket(base({ items: [item(1, 2)], balance: 0, freeBet: { amount: 1000, minOdds: 1 } })).problem,
    ).toBeNull();
  });

  it('an empty slip cannot be placed', () => {
    expect(buildTicket(base({})).problem).toBe('empty');
  });
});
