/**
 * The error watch (src/features/channels/error-watch.ts) on a gray-release device: the errors main.tsx held
 * during the load are reported when the watch starts, later ones as they happen, and a second start (the
 * channels start it too) does not double the listeners.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const call = vi.fn((..._args: unknown[]) => Promise.resolve({}));
vi.mock('../../../src/platform/api', () => ({ quietApi: { call } }));

const { startErrorWatch } = await import('../../../src/features/channels/error-watch');

const details = () => call.mock.calls.map((c) => (c[1] as { error_detail: string }).error_detail);

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
});
afterAll(() => vi.useRealTimers());

describe('error watch', () => {
  it('reports the held errors at start, then new ones, once each', () => {
    startErrorWatch([new TypeError('thrown during the load')]);
    expect(details()).toHaveLength(1);
    expect(details()[0]).toContain('TypeError: thrown during the load');

    // The throttle wants a second between reports (core/report/throttle.ts).
    vi.setSystemTime(new Date('2026-01-01T00:00:02Z'));
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('after the start') }));
    expect(details()).toHaveLength(2);
    expect(details()[1]).toContain('after the start');

    startErrorWatch();
    vi.setSystemTime(new Date('2026-01-01T00:00:04Z'));
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('third one') }));
    expect(details().filter((d) => d.includes('third one'))).toHaveLength(1);
  });
});
