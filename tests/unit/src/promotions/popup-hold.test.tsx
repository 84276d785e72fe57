/**
 * The bonus popups give way to the reality check (src/app/popup-hold.ts): while a higher-priority modal
 * holds them, no popup is on screen; when it lets go, the popup that was waiting shows (it was not dismissed).
 */
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../../../src/platform/engine-bridge', () => import('../engine-mock'));

import BonusPopups from '../../../../src/features/promotions/BonusPopups';
import { holdPopups } from '../../../../src/app/popup-hold';
import { publishTopic, topics } from '../engine-mock';
import { cleanup, render } from '../dom';

const open = (scope: HTMLElement) => [...scope.querySelectorAll('dialog[open]')];

beforeEach(() => {
  localStorage.clear();
  topics.clear();
  publishTopic('bonusMessage', {
    data: { new_bonus: 41, unlock_bonus: 0, new_bonus_boost: 0 },
    status: 'ready',
  });
});
afterEach(() => {
  holdPopups('test', false);
  cleanup();
});

describe('bonus popups and the reality check', () => {
  it('a held stack shows nothing, and the waiting popup comes back when released', async () => {
    const { container } = await render(
      <MemoryRouter initialEntries={['/home']}>
        <BonusPopups />
      </MemoryRouter>,
    );
    expect(open(container).map((d) => d.textContent)).toEqual([
      expect.stringContaining('You have a new bonus'),
    ]);
    await act(async () => holdPopups('test', true));
    expect(open(container)).toHaveLength(0);
    await act(async () => holdPopups('test', false));
    expect(open(container)).toHaveLength(1);
  });
});
