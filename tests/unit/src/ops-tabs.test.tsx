import { afterEach, describe, expect, it } from 'vitest';
import { act, useState } from 'react';
import { OpsTabs } from '../../../src/ops/Tabs';
import { cleanup, click, getByRole, queryAllByRole, render } from './dom';

const TABS = [
  { id: 'a', label: 'Alpha' },
  { id: 'b', label: 'Beta' },
  { id: 'c', label: 'Gamma' },
] as const;

function Harness() {
  const [tab, setTab] = useState<'a' | 'b' | 'c'>('a');
  return (
    <>
      <OpsTabs tabs={TABS} current={tab} onSelect={setTab} label="Sections" />
      <p data-testid="panel">{tab}</p>
    </>
  );
}

const selected = (c: HTMLElement) =>
  queryAllByRole(c, 'tab')
    .filter((b) => b.getAttribute('aria-selected') === 'true')
    .map((b) => b.textContent);

const key = async (el: Element, k: string) =>
  act(async () => void el.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true })));

afterEach(cleanup);

describe('console tabs (src/ops/Tabs.tsx)', () => {
  it('a click selects; only the selected tab is in the Tab order', async () => {
    const { container } = await render(<Harness />);
    expect(getByRole(container, 'tablist', 'Sections')).toBeTruthy();
    expect(selected(container)).toEqual(['Alpha']);
    await click(getByRole(container, 'tab', 'Gamma'));
    expect(selected(container)).toEqual(['Gamma']);
    expect(queryAllByRole(container, 'tab').map((b) => b.tabIndex)).toEqual([-1, -1, 0]);
  });

  it('arrow keys move and wrap, Home and End jump, and focus follows', async () => {
    const { container } = await render(<Harness />);
    const first = getByRole(container, 'tab', 'Alpha');
    await key(first, 'ArrowLeft');
    expect(selected(container)).toEqual(['Gamma']);
    expect(document.activeElement?.textContent).toBe('Gamma');
    await key(document.activeElement!, 'ArrowRight');
    expect(selected(container)).toEqual(['Alpha']);
    await key(document.activeElement!, 'End');
    expect(selected(container)).toEqual(['Gamma']);
    await key(document.activeElement!, 'Home');
    expect(selected(container)).toEqual(['Alpha']);
    await key(document.activeElement!, 'a');
    expect(selected(container)).toEqual(['Alpha']);
  });
});
