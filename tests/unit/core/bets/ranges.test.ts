import { describe, expect, it } from 'vitest';
import { rangeBounds } from '../../../../core/bets/ranges';

const DAY = 86_400_000;

describe('bet record ranges', () => {
  const now = Date.UTC(2026, 10, 22, 16, 30);
  const midnight = Date.UTC(2026, 10, 22);
  it('today and yesterday are whole UTC days by default', () => {
    expect(rangeBounds('today', now)).toEqual({ from: midnight, to: midnight + DAY });
    expect(rangeBounds('yesterday', now)).toEqual({ from: midnight - DAY, to: midnight });
  });
  it('last 7 and 30 days include today', () => {
    expect(rangeBounds('last7days', now)).toEqual({ from: midnight - 6 * DAY, to: midnight + DAY });
    expect(rangeBounds('last30days', now)).toEqual({ from: midnight - 29 * DAY, to: midnight + DAY });
  });
  it("follows the player's day: UTC-3 at 01:00 UTC is still yesterday there", () => {
    const early = Date.UTC(2026, 10, 22, 1, 0);
    const saoPauloMidnight = Date.UTC(2026, 10, 21, 3, 0);
    expect(rangeBounds('today', early, -180)).toEqual({ from: saoPauloMidnight, to: saoPauloMidnight + DAY });
    const manilaMidnight = Date.UTC(2026, 10, 21, 16, 0);
    expect(rangeBounds('today', now, 480)).toEqual({
      from: manilaMidnight + DAY,
      to: manilaMidnight + 2 * DAY,
    });
  });
});
