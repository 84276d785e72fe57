import type { Match } from '../../../core/contract';

/** A minimal real-shaped match; `od` is the home price so a test can move one odd. */
export const match = (id: number, od = 1.9): Match => ({
  id,
  sid: 1,
  nm: `Team ${id}A vs Team ${id}B`,
  bt: 1_700_000_000_000 + id * 60_000,
  ms: 4,
  lg: { id: 10, na: 'Premier League' },
  ts: [
    { id: id * 2, na: `Team ${id}A`, lurl: `/img/teams/${id * 2}.svg` },
    { id: id * 2 + 1, na: `Team ${id}B`, lurl: `/img/teams/${id * 2 + 1}.svg` },
  ],
  nsg: [],
  mg: [{ mty: 1005, mks: [{ id: id * 100, ss: 1, op: [{ od, nm: '1', ty: 1 }] }] }],
  is_hot: false,
  tms: 12,
});

export const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
