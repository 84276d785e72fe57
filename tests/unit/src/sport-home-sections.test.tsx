import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../../src/platform/engine-bridge', () => import('./engine-mock'));

import { useBrand, resolveBrandState } from '../../../src/app/stores/brand';
import { useSettings } from '../../../src/app/stores/settings';
import { columnKind } from '../../../src/features/sport/match-sections';
import { calls, topics } from './engine-mock';
import { cleanup, click, getByRole, queryAllByRole } from './dom';
import { NOW, TABS, liveSoccer, onDay, openSport, resetIds, soccer, update } from './sport-home-fixtures';

const sectionButtons = (scope: ParentNode) =>
  queryAllByRole(scope, 'button').filter((b) => b.hasAttribute('aria-expanded'));
const sectionState = (scope: ParentNode) =>
  sectionButtons(scope).map((b) => [
    b.querySelector('.match-section-name')?.textContent,
    b.getAttribute('aria-expanded'),
  ]);
const cardIds = (scope: ParentNode) =>
  queryAllByRole(scope, 'article').map((a) => Number(a.getAttribute('data-match-id')));

const brandBefore = useBrand.getState();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  resetIds();
  topics.clear();
  calls.refresh = 0;
  calls.loadMore = 0;
  calls.active = [];
  calls.visible.clear();
  useSettings.setState({ oddsFormat: 'decimal', locale: 'en' });
  topics.set('homeTabs', { data: TABS });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  useBrand.setState(brandBefore, true);
});

describe('sport home sections', () => {
  it('groups live now, then upcoming by day (Today, Tomorrow, weekday and date), all open on first load', async () => {
    const records = [
      liveSoccer({ id: 1 }),
      soccer({ id: 2 }),
      soccer({ id: 3, bt: onDay(1) }),
      soccer({ id: 4, bt: onDay(3) }),
    ];
    topics.set('matches', { data: { records, has_more: false } });
    const { container } = await openSport();
    expect(sectionState(container)).toEqual([
      ['Live now', 'true'],
      ['Today', 'true'],
      ['Tomorrow', 'true'],
      ['Tuesday, Nov 24', 'true'],
    ]);
    expect(getByRole(container, 'heading', 'Upcoming')).toBeTruthy();
    expect(cardIds(container)).toEqual([1, 2, 3, 4]);
    // Every card is on screen for the 2 s odds refresh.
    expect(calls.visible.get(JSON.stringify({ tab_key: 'InPlay' }))).toEqual([1, 2, 3, 4]);
  });

  it('names the days in the player language', async () => {
    useSettings.setState({ locale: 'pt-BR' });
    topics.set('matches', { data: { records: [soccer({ bt: onDay(3) })], has_more: false } });
    const { container } = await openSport();
    expect(sectionState(container)).toEqual([['terça-feira, 24 de nov.', 'true']]);
  });

  it('a closed section shows no cards, drops them from the odds refresh, and all closed stops polling', async () => {
    topics.set('matches', {
      data: { records: [liveSoccer({ id: 1 }), soccer({ id: 2 })], has_more: false },
    });
    const { container } = await openSport();
    const visible = () => calls.visible.get(JSON.stringify({ tab_key: 'InPlay' }));
    await click(getByRole(container, 'button', /^Live now/));
    expect(sectionState(container)[0]).toEqual(['Live now', 'false']);
    expect(cardIds(container)).toEqual([2]);
    expect(visible()).toEqual([2]);
    expect(calls.active.at(-1)).toBe('matches {"tab_key":"InPlay"} true');
    await click(getByRole(container, 'button', /^Today/));
    expect(cardIds(container)).toEqual([]);
    expect(visible()).toEqual([]);
    expect(calls.active.at(-1)).toBe('matches {"tab_key":"InPlay"} false');
    await click(getByRole(container, 'button', /^Today/));
    expect(cardIds(container)).toEqual([2]);
    expect(calls.active.at(-1)).toBe('matches {"tab_key":"InPlay"} true');
  });

  it('the Live tab opens only the live section', async () => {
    topics.set('matches', {
      data: { records: [liveSoccer({ id: 1 }), soccer({ id: 2, bt: onDay(1) })], has_more: false },
    });
    const { container } = await openSport();
    await click(getByRole(container, 'tab', 'Live'));
    expect(sectionState(container)).toEqual([
      ['Live now', 'true'],
      ['Tomorrow', 'false'],
    ]);
    expect(cardIds(container)).toEqual([1]);
  });

  it('opens a new upcoming date that appears later, and keeps closed what the player closed', async () => {
    const today = soccer({ id: 1 });
    topics.set('matches', { data: { records: [today], has_more: true } });
    const r = await openSport();
    await click(getByRole(r.container, 'button', /^Today/));
    expect(sectionState(r.container)).toEqual([['Today', 'false']]);
    topics.set('matches', {
      data: { records: [today, soccer({ id: 2, bt: onDay(2) })], has_more: false },
    });
    await update(r);
    expect(sectionState(r.container)).toEqual([
      ['Today', 'false'],
      ['Monday, Nov 23', 'true'],
    ]);
    expect(cardIds(r.container)).toEqual([2]);
  });

  it('heads the odds with 1 x 2, Winner or Over/Under by the market shown', async () => {
    const basketball = soccer({
      id: 2,
      sid: 3,
      mg: [
        {
          mty: 3004,
          mks: [
            {
              id: 20,
              ss: 1,
              op: [
                { od: 1.8, nm: 'Home', ty: 1 },
                { od: 2.0, nm: 'Away', ty: 2 },
              ],
            },
          ],
        },
      ],
    });
    const total = soccer({
      id: 3,
      sid: 3,
      mg: [
        {
          mty: 3007,
          mks: [
            {
              id: 30,
              ss: 1,
              li: '160.5',
              op: [
                { od: 1.9, nm: 'Over', ty: 4 },
                { od: 1.9, nm: 'Under', ty: 5 },
              ],
            },
          ],
        },
      ],
    });
    topics.set('matches', { data: { records: [soccer({ id: 1 }), basketball, total], has_more: false } });
    const { container } = await openSport();
    const headers = [...container.querySelectorAll('.match-columns')].map((h) => h.textContent);
    expect(headers).toEqual(['1 x 2', 'Winner', 'Over/Under']);
    // A soccer match keeps 1 x 2 even while its draw option is missing (SPEC §9: soccer-like sports).
    expect(columnKind({ sid: 1, mg: basketball.mg })).toBe('draw');
    expect(getByRole(container, 'article', 'Home 3 – Away 3').textContent).toContain('O 160.5');
  });

  it('says when the bottom is reached, and offers more while there is more', async () => {
    topics.set('matches', { data: { records: [soccer()], has_more: true } });
    const r = await openSport();
    expect(r.container.textContent).not.toContain('You have reached the bottom');
    expect(getByRole(r.container, 'button', 'Load more')).toBeTruthy();
    topics.set('matches', { data: { records: [soccer(), soccer()], has_more: false } });
    await update(r);
    expect(r.container.textContent).toContain('You have reached the bottom');
    expect(queryAllByRole(r.container, 'button', 'Load more')).toHaveLength(0);
  });

  it('shows the identity check under the last page of the main tab only', async () => {
    topics.set('matches', { data: { records: [soccer()], has_more: true } });
    const r = await openSport();
    const identity = () => r.container.querySelector('aside[aria-label="Identity check"]');
    expect(identity()).toBeNull();
    topics.set('matches', { data: { records: [soccer()], has_more: false } });
    await update(r);
    expect(identity()?.textContent).toContain('18+');
    expect(getByRole(identity()!, 'link', 'Contact support').getAttribute('href')).toBe('/support');
    // Another tab's last page has no identity block.
    await click(getByRole(r.container.querySelector('[aria-label="Sport categories"]')!, 'tab', 'Soccer'));
    expect(r.container.textContent).toContain('You have reached the bottom');
    expect(identity()).toBeNull();
  });

  it('shows only a full-screen coming soon notice on the Philippines brand (app_key=taya_ph)', async () => {
    useBrand.setState(resolveBrandState({ host: 'localhost', search: '?app_key=taya_ph' }));
    topics.set('matches', { data: { records: [soccer()], has_more: false } });
    const { container } = await openSport();
    expect(getByRole(container, 'heading', 'Coming soon')).toBeTruthy();
    expect(queryAllByRole(container, 'tab')).toHaveLength(0);
    expect(queryAllByRole(container, 'article')).toHaveLength(0);
  });
});
