import { describe, expect, it } from 'vitest';
import { createWhiteScreenWatch } from '../../../../core/report/white-screen-watch';
import type { WhiteScreenReason } from '../../../../core/report/white-screen';
import { fakeTimers } from './fake-timers';

function setup(verdict: () => WhiteScreenReason) {
  const clock = fakeTimers();
  const checks: number[] = [];
  const found: WhiteScreenReason[] = [];
  const watch = createWhiteScreenWatch({
    setTimer: clock.setTimer,
    check: () => {
      checks.push(clock.now());
      return verdict();
    },
    onWhiteScreen: (r) => found.push(r),
  });
  return { clock, checks, found, watch };
}

describe('white-screen watch (SPEC §9: 2 s debounce, 200 ms delay)', () => {
  it('checks 2 s + 200 ms after the last request, once for a burst of requests', () => {
    const { clock, checks, watch } = setup(() => 'normal');
    const t0 = clock.now();
    watch.request();
    clock.advance(1_500);
    watch.request(); // restarts the debounce
    clock.advance(2_199);
    expect(checks).toEqual([]);
    clock.advance(1);
    expect(checks).toEqual([t0 + 1_500 + 2_200]);
    clock.advance(10_000);
    expect(checks).toHaveLength(1);
  });

  it('reports a verdict other than normal, and nothing when normal', () => {
    let verdict: WhiteScreenReason = 'normal';
    const { clock, found, watch } = setup(() => verdict);
    watch.request();
    clock.advance(2_200);
    expect(found).toEqual([]);
    verdict = 'root_empty';
    watch.request();
    clock.advance(2_200);
    expect(found).toEqual(['root_empty']);
  });

  it('turns a check that throws into detection_error', () => {
    const { clock, found, watch } = setup(() => {
      throw new Error('boom');
    });
    watch.request();
    clock.advance(2_200);
    expect(found).toEqual(['detection_error']);
  });

  it('stop cancels a pending check', () => {
    const { clock, checks, watch } = setup(() => 'root_missing');
    watch.request();
    clock.advance(2_100); // inside the 200 ms delay
    watch.stop();
    clock.advance(5_000);
    expect(checks).toEqual([]);
  });
});
