/**
 * The booster cards on /bonus (src/features/promotions/BoosterCards.tsx): loading, the empty state, a failed
 * read with retry, an available card with Use (the call names the card; a refusal shows its words in place),
 * a used card with what it did and no Use.
 */
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../core/api/types';
import { DmError } from '../../../../core/contract/errors';
import type { BoosterItem } from '../../../../core/contract/schemas/promotions';
import type * as PromoApiModule from '../../../../src/features/promotions/promo-api';

type PromoApi = typeof PromoApiModule;

vi.mock('../../../../src/platform/engine-bridge', () => import('../engine-mock'));
const applyBooster = vi.fn();
vi.mock('../../../../src/features/promotions/promo-api', async (orig) => ({
  ...(await orig<PromoApi>()),
  applyBooster: (...args: unknown[]) => applyBooster(...args),
}));

import { BoosterCards } from '../../../../src/features/promotions/BoosterCards';
import { calls, publishTopic, topics } from '../engine-mock';
import { cleanup, click, getByRole, queryAllByRole, render, settle } from '../dom';

const card = (over: Partial<BoosterItem>): BoosterItem => ({
  id: 7,
  slug: 'value-boost',
  kind: 'bonus_value',
  percent: 20,
  cap: 6000,
  currency: 'BRL',
  state: 0,
  granted_at: Date.UTC(2026, 10, 20),
  expires_at: Date.UTC(2026, 11, 4),
  used_at: 0,
  bonus_id: 0,
  effect: 0,
  ...over,
});

const view = () =>
  render(
    <MemoryRouter>
      <BoosterCards />
    </MemoryRouter>,
  );

beforeEach(() => {
  topics.clear();
  applyBooster.mockReset();
});
afterEach(cleanup);

describe('booster cards', () => {
  it('shows the empty state, and a retry after a failed read', async () => {
    publishTopic('boosters', { data: { list: [] }, status: 'ready' });
    const { container } = await view();
    expect(container.textContent).toContain('No boosters yet');
    publishTopic('boosters', { data: undefined, status: 'error' });
    await settle();
    const before = calls.refresh;
    await click(getByRole(container, 'button', 'Try again'));
    expect(calls.refresh).toBe(before + 1);
  });

  it('uses an available card by its id; a used one shows what it did and has no Use', async () => {
    publishTopic('boosters', {
      data: {
        list: [
          card({}),
          card({
            id: 8,
            kind: 'unlock_speed',
            percent: 25,
            cap: 0,
            state: 1,
            used_at: Date.UTC(2026, 10, 24),
            effect: 12_500,
            bonus_id: 3,
          }),
        ],
      },
      status: 'ready',
    });
    const { container } = await view();
    const value = getByRole(container, 'listitem', 'Bonus +20%');
    expect(value.textContent).toContain('Raises a bonus by 20%, up to');
    const used = getByRole(container, 'listitem', 'Wagering −25%');
    expect(used.textContent).toMatch(/Used .*125\.00 less to wager/);
    expect(queryAllByRole(used, 'button')).toHaveLength(0);
    applyBooster.mockResolvedValue({ booster: card({ state: 1, effect: 1000 }), bonus: {} });
    await click(getByRole(value, 'button', 'Use'));
    await settle();
    expect(applyBooster).toHaveBeenCalledWith(7);
  });

  it('shows a refusal in place (no active bonus)', async () => {
    publishTopic('boosters', { data: { list: [card({})] }, status: 'ready' });
    const { container } = await view();
    applyBooster.mockRejectedValue(
      new ApiError({
        kind: 'business',
        status: 400,
        dm_error: DmError.BoosterNoBonus,
        error_msg: 'x',
        method: 'POST',
        path: '/',
        cost: 0,
      }),
    );
    await click(getByRole(container, 'button', 'Use'));
    await settle();
    expect(getByRole(container, 'alert').textContent).toBe(
      'You need an active bonus to use a booster. Get one first.',
    );
    expect(getByRole(container, 'button', 'Use')).toBeTruthy();
  });
});
