import { describe, expect, it } from 'vitest';
import { agentLevel, agentPlan, commissionFor, dayOf, dayRange } from '../../../core/invite/commission';

describe('agent commission', () => {
  const plan = agentPlan({ market: 'BR' });
  it('net loss per player, never below zero, times the rate of its depth, rounded down', () => {
    const r = commissionFor(
      [
        { uid: 1, depth: 1, stake: 10_000, payout: 0 },
        { uid: 2, depth: 1, stake: 1_000, payout: 5_000 },
        { uid: 3, depth: 2, stake: 5_000, payout: 2_000 },
        { uid: 4, depth: 3, stake: 333, payout: 0 },
      ],
      plan,
    );
    expect(r.perDepth[1]).toEqual({ players: 2, base: 10_000, commission: 3_000 });
    expect(r.perDepth[2]).toEqual({ players: 1, base: 3_000, commission: 300 });
    expect(r.perDepth[3]).toEqual({ players: 1, base: 333, commission: 16 });
    expect(r).toMatchObject({ base: 13_333, commission: 3_316 });
  });
  it('turnover plans pay on stakes', () => {
    const r = commissionFor(
      [{ uid: 1, depth: 1, stake: 100_000, payout: 150_000 }],
      agentPlan({ market: 'CRYPTO' }),
    );
    expect(r.commission).toBe(500);
  });
  it('nothing in, nothing out', () => {
    expect(commissionFor([], plan)).toMatchObject({ base: 0, commission: 0 });
  });
  it('levels and days', () => {
    expect([0, 9, 10, 49, 50].map(agentLevel)).toEqual([1, 1, 2, 2, 3]);
    expect(dayRange('2026-11-19')).toEqual([
      Date.parse('2026-11-19T00:00:00Z'),
      Date.parse('2026-11-20T00:00:00Z'),
    ]);
    expect(dayRange('2026-02-30')).toBeNull();
    expect(dayRange('x')).toBeNull();
    expect(dayOf(Date.parse('2026-11-19T23:59:59Z'))).toBe('2026-11-19');
  });
});
