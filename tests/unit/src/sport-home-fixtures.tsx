/**
 * Fixtures of the sport home tests: matches in the wire shape, the tab list the server sends, and a way to
 * re-render the page in place, as a new engine update would.
 */
import { act } from 'react';
import { vi } from 'vitest';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { MemoryRouter } from 'react-router-dom';
import type { HomeTab, Match } from '../../../core/contract';
import SportHome from '../../../src/features/sport/SportHome';
import { render, type Rendered } from './dom';

/** A fixed "now": Saturday 21 November 2026, 10:00 local time. */
export const NOW = new Date(2026, 10, 21, 10, 0).getTime();
const HOUR = 3_600_000;

let nextId = 1;
export const resetIds = () => void (nextId = 1);

const oneXTwo = (id: number, od1 = 2.1) => [
  {
    mty: 1005,
    mks: [
      {
        id: id * 10,
        ss: 1,
        op: [
          { od: od1, nm: 'Home', ty: 1 },
          { od: 3.3, nm: 'Draw', ty: 3 },
          { od: 3.6, nm: 'Away', ty: 2 },
        ],
      },
    ],
  },
];

export const soccer = (over: Partial<Match> = {}): Match => {
  const id = over.id ?? nextId++;
  return {
    id,
    sid: 1,
    nm: `Home ${id} vs Away ${id}`,
    bt: NOW + 2 * HOUR,
    ms: 4,
    lg: { id: 10, na: 'Premier League' },
    ts: [
      { id: id * 2, na: `Home ${id}`, lurl: `/img/teams/${id * 2}.svg` },
      { id: id * 2 + 1, na: `Away ${id}`, lurl: `/img/teams/${id * 2 + 1}.svg` },
    ],
    nsg: [],
    mg: oneXTwo(id),
    is_hot: false,
    tms: 20,
    ...over,
  };
};

export const liveSoccer = (over: Partial<Match> = {}): Match =>
  soccer({ ms: 5, bt: NOW - HOUR, nsg: [{ sc: [1, 0] }], mc: { r: true, tp: 1, s: 600, pe: 1 }, ...over });

/** Days after NOW's day, at 20:00 local time. */
export const onDay = (days: number) => new Date(2026, 10, 21 + days, 20, 0).getTime();

const tab = (tab_key: string, type: number, title: string, child: HomeTab['child'] = []): HomeTab => ({
  tab_key,
  type,
  title,
  icon: '',
  icon_active: '',
  child,
});

export const TABS = {
  list: [
    tab('InPlay', 1, 'In-Play', [{ tab_key: 'Soccer', title: 'Soccer', icon: '', icon_active: '' }]),
    tab('Live', 1, 'Live'),
    tab('Soccer', 2, 'Soccer', [{ league_id: 10, title: 'Premier League', icon: '', icon_active: '' }]),
  ],
};

const page = () => (
  <MemoryRouter initialEntries={['/sport']}>
    <SportHome />
  </MemoryRouter>
);

/**
 * Renders the page and waits for what it loads lazily (catalog chunks, lazy parts): on a busy machine one
 * arriving later would re-render the tree inside the test's next step and be counted as that step's renders.
 */
export async function openSport(): Promise<Rendered> {
  const r = await render(page());
  await act(async () => {
    await vi.dynamicImportSettled();
  });
  return r;
}

/** Renders the page again with what the engine mock now holds (a new engine update). */
export async function update(r: Rendered): Promise<void> {
  await act(async () => {
    r.root.render(<I18nProvider i18n={i18n}>{page()}</I18nProvider>);
  });
}
