import { describe, expect, it } from 'vitest';
import { matchLengthSeconds, phaseClock, readClock, timedPhase } from '../../../../core/sport/clock';
import { sportProfile } from '../../../../core/sport/profiles';

const soccer = sportProfile(1).format!;
const nba = sportProfile(3, 301).format!;
const fiba = sportProfile(3, 302).format!;

describe('readClock', () => {
  const at = 1_000_000;
  it('adds the whole seconds elapsed to a running clock, in its direction', () => {
    expect(readClock({ running: true, direction: 1, seconds: 600, period: 1, atMs: at }, at + 61_900)).toBe(
      661,
    );
    expect(readClock({ running: true, direction: -1, seconds: 720, period: 2, atMs: at }, at + 20_000)).toBe(
      700,
    );
  });
  it('does not move a stopped clock, nor count below zero or before its instant', () => {
    expect(readClock({ running: false, direction: 1, seconds: 2700, period: 1, atMs: at }, at + 99_000)).toBe(
      2700,
    );
    expect(readClock({ running: true, direction: -1, seconds: 5, period: 4, atMs: at }, at + 60_000)).toBe(0);
    expect(readClock({ running: true, direction: 1, seconds: 10, period: 1, atMs: at }, at - 5_000)).toBe(10);
  });
});

describe('timedPhase', () => {
  const stoppage = [120, 240];
  it('soccer: 45 minutes plus added time, a 15-minute break, the second half from 45:00', () => {
    expect(timedPhase(soccer, stoppage, 0)).toMatchObject({ period: 1, running: true, startSeconds: 0 });
    expect(timedPhase(soccer, stoppage, 2700 + 100)).toMatchObject({
      period: 1,
      running: true,
      played: 2700,
    });
    const half = timedPhase(soccer, stoppage, 2700 + 130);
    expect(half).toMatchObject({ period: 1, running: false, startSeconds: 2820, finished: false });
    const second = timedPhase(soccer, stoppage, 2820 + 900 + 10);
    expect(second).toMatchObject({
      period: 2,
      running: true,
      startSeconds: 2700,
      startOffset: 3720,
      played: 2710,
    });
    expect(timedPhase(soccer, stoppage, matchLengthSeconds(soccer, stoppage) - 1).finished).toBe(false);
    expect(timedPhase(soccer, stoppage, matchLengthSeconds(soccer, stoppage))).toMatchObject({
      finished: true,
      period: 2,
      played: 5400,
    });
  });

  it('basketball counts each quarter down from 12:00 (NBA) or 10:00 (FIBA)', () => {
    expect(timedPhase(nba, [], 30)).toMatchObject({ period: 1, running: true, startSeconds: 720 });
    expect(timedPhase(fiba, [], 30)).toMatchObject({ period: 1, running: true, startSeconds: 600 });
    // After Q1 (600 s) and its 2-minute break, Q2 runs.
    expect(timedPhase(fiba, [], 650)).toMatchObject({ period: 1, running: false, startSeconds: 0 });
    expect(timedPhase(fiba, [], 720 + 5)).toMatchObject({
      period: 2,
      running: true,
      startSeconds: 600,
      startOffset: 720,
    });
    expect(matchLengthSeconds(fiba, [])).toBe(4 * 600 + 120 + 900 + 120);
  });

  it('reads the same as a reader extrapolating the published clock', () => {
    const begin = 5_000_000;
    const phase = timedPhase(soccer, stoppage, 3720 + 100);
    const clock = phaseClock(soccer, phase, begin);
    expect(readClock(clock, begin + (3720 + 100) * 1000)).toBe(2700 + 100);
    const down = phaseClock(nba, timedPhase(nba, [], 840 + 60), begin);
    expect(readClock(down, begin + (840 + 60) * 1000)).toBe(720 - 60);
  });
});
