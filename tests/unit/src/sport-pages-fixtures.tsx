/**
 * Shared fixtures of the sport page tests (match detail, league, A-Z): a match in the wire shape and a way
 * to re-render a tree in place, as a new engine update would.
 */
import { act, type ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import type { Match, MatchDetail } from '../../../core/contract';
import type { Rendered } from './dom';

export const detailMatch = (over: Partial<Match> = {}): Match => ({
  id: 42,
  sid: 1,
  nm: 'Flamengo vs Palmeiras',
  bt: Date.UTC(2026, 10, 22, 18, 0),
  ms: 5,
  lg: { id: 10, na: 'Brasileirão Série A' },
  ts: [
    { id: 100, na: 'Flamengo', lurl: '/img/teams/100.svg' },
    { id: 101, na: 'Palmeiras', lurl: '/img/teams/101.svg' },
  ],
  nsg: [{ sc: [2, 1] }],
  mc: { r: true, tp: 1, s: 3000, pe: 2 },
  mg: [
    {
      mty: 1005,
      mks: [
        {
          id: 5,
          ss: 1,
          op: [
            { od: 2.1, nm: 'Flamengo', ty: 1 },
            { od: -3.4, nm: 'Draw', ty: 3 },
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
            { od: 1.5, nm: 'Over 2.5', ty: 4 },
            { od: 2.5, nm: 'Under 2.5', ty: 5 },
          ],
        },
        {
          id: 7,
          ss: 0,
          li: '3.5',
          op: [
            { od: 2.2, nm: 'Over 3.5', ty: 4 },
            { od: 1.65, nm: 'Under 3.5', ty: 5 },
          ],
        },
      ],
    },
    {
      mty: 1010,
      mks: [
        {
          id: 8,
          ss: 1,
          li: '-1.5',
          op: [
            { od: 3.05, nm: 'Flamengo', ty: 1 },
            { od: 1.36, nm: 'Palmeiras', ty: 2 },
          ],
        },
      ],
    },
  ],
  is_hot: false,
  tms: 4,
  ...over,
});

export const detail = (match: Match = detailMatch()): MatchDetail => ({
  match,
  market_names: { '1005': '1x2', '1007': 'Total goals', '1010': 'Handicap' },
});

/** Renders `ui` again into the same root: state is kept, the engine mock's new data is read. */
export async function rerender(r: Rendered, ui: ReactNode): Promise<void> {
  await act(async () => {
    r.root.render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);
  });
}

/** Types into a React-controlled input the way a keyboard does (value setter, then an input event). */
export async function type(input: HTMLInputElement, value: string): Promise<void> {
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
