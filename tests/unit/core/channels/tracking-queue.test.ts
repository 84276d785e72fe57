import { describe, expect, it } from 'vitest';
import {
  CONTENT_VIEW_DELAY_MS,
  TRACK_BATCH_MAX,
  TRACK_FLUSH_AT,
  TRACK_QUEUE_MAX,
  createTrackingQueue,
} from '../../../../core/tracking/queue';
import { fakeTimers } from './fake-timers';

function setup() {
  const clock = fakeTimers();
  let full = 0;
  const q = createTrackingQueue({ now: clock.now, setTimer: clock.setTimer, onFull: () => full++ });
  return { clock, q, full: () => full };
}

describe('tracking queue (SPEC §7 h5log/h5quality/basic, §9 3 s before content-view)', () => {
  it('sends content_view 3 s after a page view when the player stayed', () => {
    const { clock, q } = setup();
    q.pageView('/sport');
    clock.advance(CONTENT_VIEW_DELAY_MS - 1);
    expect(q.take().map((e) => e.name)).toEqual(['page_view']);
    clock.advance(1);
    const [cv] = q.take();
    expect(cv).toMatchObject({
      type: 'basic',
      name: 'content_view',
      params: { path: '/sport', wait_ms: 3_000 },
    });
    expect(CONTENT_VIEW_DELAY_MS).toBe(3_000);
  });

  it('drops the content_view of a page left within 3 s', () => {
    const { clock, q } = setup();
    q.pageView('/a');
    clock.advance(1_000);
    q.pageView('/b');
    clock.advance(5_000);
    expect(q.take().map((e) => `${e.name} ${e.params?.path}`)).toEqual([
      'page_view /a',
      'page_view /b',
      'content_view /b',
    ]);
  });

  it('hands out batches of at most 50, asks for a flush at 20, and keeps at most 200', () => {
    const { q, full } = setup();
    for (let i = 0; i < TRACK_FLUSH_AT - 1; i++) q.push('h5log', `e${i}`);
    expect(full()).toBe(0);
    q.push('h5quality', 'slow_api', { cost: 2_400 });
    expect(full()).toBe(1);
    for (let i = 0; i < 300; i++) q.push('h5log', `x${i}`);
    expect(q.size()).toBe(TRACK_QUEUE_MAX);
    expect(q.take()).toHaveLength(TRACK_BATCH_MAX);
    expect(q.size()).toBe(TRACK_QUEUE_MAX - TRACK_BATCH_MAX);
    // The oldest were dropped: the last one pushed is still there.
    const rest = [q.take(), q.take(), q.take()].flat();
    expect(rest.at(-1)?.name).toBe('x299');
  });
});
