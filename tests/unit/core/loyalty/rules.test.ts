import { describe, expect, it } from 'vitest';
import { levelPoints, loyaltyConfig } from '../../../../core/loyalty/config';
import { dayOf, monthOf, tzOffsetMinutes, weekOf } from '../../../../core/loyalty/period';
import {
  cashbackOf,
  levelOf,
  maskName,
  pointsOf,
  progressBps,
  rankShape,
  taskState,
} from '../../../../core/loyalty/rules';
import { stageLevels, stageOf } from '../../../../core/loyalty/stages';

describe('VIP stages (SPEC §9)', () => {
  it('puts levels 0-5 in stage 1 and five levels in each stage after, up to 30', () => {
    expect([0, 5, 6, 10, 11, 15, 16, 20, 21, 25, 26, 30].map(stageOf)).toEqual([
      1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6,
    ]);
    expect(stageOf(99)).toBe(6);
    expect(stageOf(-1)).toBe(1);
    expect(stageLevels(1)).toEqual({ from: 0, to: 5 });
    expect(stageLevels(6)).toEqual({ from: 26, to: 30 });
  });
});

describe('levels and points', () => {
  const br = loyaltyConfig('br');
  it('weighs sports at 100% and casino at 50%, one point per real', () => {
    expect(pointsOf({ sports: 10_000, casino: 0 }, br)).toBe(100);
    expect(pointsOf({ sports: 0, casino: 10_000 }, br)).toBe(50);
    expect(pointsOf({ sports: 199, casino: 0 }, br)).toBe(1);
  });
  it('reaches a level at its threshold, never above 30', () => {
    expect(levelOf(49, br.levels)).toBe(0);
    expect(levelOf(50, br.levels)).toBe(1);
    expect(levelOf(levelPoints(3), br.levels)).toBe(3);
    expect(levelOf(levelPoints(4) - 1, br.levels)).toBe(3);
    expect(levelOf(10 ** 9, br.levels)).toBe(30);
  });
  it('measures the progress to the next level in basis points', () => {
    expect(progressBps(50, 1, br.levels)).toBe(0);
    expect(progressBps(100, 1, br.levels)).toBe(5000);
    expect(progressBps(10 ** 9, 30, br.levels)).toBe(10_000);
  });
  it('scales amounts to the market in whole units of its currency', () => {
    const vn = loyaltyConfig('vn');
    expect(vn.currency).toBe('VND');
    expect(vn.levels[1]!.vipBonus % 100).toBe(0);
    expect(vn.levels[1]!.vipBonus).toBe(500 * 4500);
    expect(loyaltyConfig('us').levels[1]!.vipBonus).toBe(100);
  });
});

describe('cashback, tasks, ranking', () => {
  it('pays a rate of a net loss, rounded down, nothing on a win', () => {
    expect(cashbackOf(100_000, 750)).toBe(7500);
    expect(cashbackOf(999, 500)).toBe(49);
    expect(cashbackOf(-5000, 500)).toBe(0);
  });
  it('a task is in progress, done or received', () => {
    expect(taskState(50, 100, false)).toBe(0);
    expect(taskState(100, 100, false)).toBe(1);
    expect(taskState(100, 100, true)).toBe(2);
  });
  it('masks names and splits the top three; full at 50 entries', () => {
    expect(maskName('Marina')).toBe('M***a');
    expect(maskName('jo@example.com')).toBe('j***');
    const r = rankShape(Array.from({ length: 60 }, (_, i) => i));
    expect(r.top).toEqual([0, 1, 2]);
    expect(r.list).toHaveLength(47);
    expect(r.full).toBe(true);
    expect(rankShape([1, 2])).toEqual({ top: [1, 2], list: [], full: false });
  });
});

describe("periods in the brand's time zone", () => {
  // 2026-11-23 02:30 UTC is Sunday 22 November 23:30 in São Paulo (UTC-3).
  const at = Date.UTC(2026, 10, 23, 2, 30);
  it('days, Monday weeks and months start at local midnight', () => {
    expect(tzOffsetMinutes(at, 'America/Sao_Paulo')).toBe(-180);
    expect(dayOf(at, 'America/Sao_Paulo')).toEqual({
      key: '2026-11-22',
      start: Date.UTC(2026, 10, 22, 3),
      end: Date.UTC(2026, 10, 23, 3),
    });
    expect(dayOf(at, 'Asia/Manila').key).toBe('2026-11-23');
    expect(weekOf(at, 'America/Sao_Paulo')).toMatchObject({
      key: '2026-11-16',
      start: Date.UTC(2026, 10, 16, 3),
    });
    expect(weekOf(at, 'Asia/Manila').key).toBe('2026-11-23');
    expect(monthOf(at, 'America/Sao_Paulo')).toEqual({
      key: '2026-11',
      start: Date.UTC(2026, 10, 1, 3),
      end: Date.UTC(2026, 11, 1, 3),
    });
  });
  it('follows daylight saving time (New York)', () => {
    const day = dayOf(Date.UTC(2026, 2, 8, 12), 'America/New_York');
    expect(day.key).toBe('2026-03-08');
    expect(day.end - day.start).toBe(23 * 3_600_000);
  });
});
