import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
vi.mock('../../../../src/platform/engine-bridge', () => import('../engine-mock'));
import MatchDetailPage from '../../../../src/features/sport/MatchDetailPage';
import { useSettings } from '../../../../src/app/stores/settings';
import type { MarketGroup } from '../../../../core/contract';
import { topics } from '../engine-mock';
import { cleanup, click, getByRole, queryAllByRole, render } from '../dom';
import { detail, detailMatch } from '../sport-pages-fixtures';

const group = (mty: number, id: number, names: string[]): MarketGroup => ({
  mty,
  mks: [{ id, ss: 1, op: names.map((nm, i) => ({ od: 1.5 + i, nm, ty: i + 1 })) }],
});

/** A soccer match with main and deeper markets: 1X2, total, both score, half-time result, correct score. */
function deepMatch() {
  const base = detailMatch();
  return detail(
    detailMatch({
      mg: [
        base.mg[0]!,
        base.mg[1]!,
        group(1012, 20, ['Yes', 'No']),
        group(1014, 21, ['Home HT', 'Draw HT', 'Away HT']),
        group(1013, 22, ['1:0', '0:0', '0:1']),
      ],
    }),
  );
}

const groupTitles = (root: HTMLElement) =>
  [...root.querySelectorAll('.market-group-title')].map((h) => h.textContent?.trim());

beforeEach(() => {
  topics.clear();
  useSettings.setState({ oddsFormat: 'decimal', locale: 'en' });
});
afterEach(() => cleanup());

describe('match detail market tabs', () => {
  it('is a tablist of the groups the match has; Popular first; a tab filters the market list', async () => {
    const d = deepMatch();
    d.market_names = {
      '1005': '1x2',
      '1007': 'Total goals',
      '1012': 'Both teams to score',
      '1014': 'Half-time result',
      '1013': 'Correct score',
    };
    topics.set('matchDetail', { data: d });
    const { container } = await render(
      <MemoryRouter initialEntries={['/match-detail?matchId=42']}>
        <MatchDetailPage />
      </MemoryRouter>,
    );
    const list = getByRole(container, 'tablist', 'Market groups');
    const tabs = queryAllByRole(list, 'tab');
    expect(tabs.map((x) => x.textContent)).toEqual(['Popular', 'All markets', 'Goals', 'Halves', 'Score']);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    // One tab stop: the selected tab.
    expect(tabs.map((x) => x.tabIndex)).toEqual([0, -1, -1, -1, -1]);
    const panel = getByRole(container, 'tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(tabs[0]!.id);
    expect(tabs.every((x) => x.getAttribute('aria-controls') === panel.id)).toBe(true);
    expect(groupTitles(container)).toEqual(['1x2', 'Total goals', 'Both teams to score']);

    await click(getByRole(list, 'tab', 'Halves'));
    expect(groupTitles(container)).toEqual(['Half-time result']);
    await click(getByRole(list, 'tab', 'All markets'));
    expect(groupTitles(container)).toHaveLength(5);
  });

  it('moves with the arrow keys, Home and End, and focuses the tab it selects', async () => {
    topics.set('matchDetail', { data: deepMatch() });
    const { container } = await render(
      <MemoryRouter initialEntries={['/match-detail?matchId=42']}>
        <MatchDetailPage />
      </MemoryRouter>,
    );
    const list = getByRole(container, 'tablist', 'Market groups');
    const key = (k: string) =>
      act(async () => {
        document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true }));
      });
    getByRole(list, 'tab', 'Popular').focus();
    await key('ArrowRight');
    expect(document.activeElement?.textContent).toBe('All markets');
    expect(getByRole(list, 'tab', 'All markets').getAttribute('aria-selected')).toBe('true');
    await key('End');
    expect(document.activeElement?.textContent).toBe('Score');
    expect(groupTitles(container)).toHaveLength(1);
    await key('ArrowRight');
    expect(document.activeElement?.textContent).toBe('Popular');
    await key('ArrowLeft');
    expect(document.activeElement?.textContent).toBe('Score');
    await key('Home');
    expect(document.activeElement?.textContent).toBe('Popular');
  });

  it('shows no tabs for a match whose markets all sit in one tab', async () => {
    const base = detailMatch();
    topics.set('matchDetail', { data: detail(detailMatch({ mg: [base.mg[0]!] })) });
    const { container } = await render(
      <MemoryRouter initialEntries={['/match-detail?matchId=42']}>
        <MatchDetailPage />
      </MemoryRouter>,
    );
    // (The Markets / Bet Builder switch is a tablist of its own.)
    expect(container.querySelector('[role="tablist"][aria-label="Market groups"]')).toBeNull();
    expect(groupTitles(container)).toHaveLength(1);
  });
});
