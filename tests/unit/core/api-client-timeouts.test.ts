/** The API client's time-out, the caller's abort signal and onError (the rest: api-client.test.ts). */
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../core/contract/endpoints';
import { FakeController, respond, envelope, networkDown, harness, failure } from './api-client-harness';

describe('time-out (SPEC §7: 20 s)', () => {
  it('arms a 20 s timer per attempt and cancels it when the answer arrives', async () => {
    const h = harness([respond(200, envelope({}))]);
    await h.api.call(endpoints.confGlobal, {});
    expect(h.timers).toHaveLength(1);
    expect(h.timers[0]!.ms).toBe(20_000);
    expect(h.timers[0]!.cancelled).toBe(true);
    expect(h.controllers[0]!.aborted).toBe(false);
  });

  it('aborts the request on time-out, retries, and fails as timeout', async () => {
    const h = harness([
      (_url, init) =>
        new Promise((_resolve, reject) => {
          // Like the real fetch: the abort rejects it. Then the 20 s pass.
          init.signal?.addEventListener('abort', () => reject(new Error('AbortError')));
          h.timers[h.timers.length - 1]!.fn();
        }),
    ]);
    const info = await failure(h.api.call(endpoints.confGlobal, {}));
    expect(info.kind).toBe('timeout');
    expect(h.calls).toHaveLength(4);
    expect(h.sleeps).toEqual([1000, 2000, 3000]);
    expect(h.controllers).toHaveLength(4);
    expect(h.controllers.every((c) => c.aborted)).toBe(true);
    expect(h.errors).toHaveLength(1);
  });

  it('times out even when the fetch ignores its abort signal', async () => {
    const h = harness([
      () =>
        new Promise(() => {
          h.timers[h.timers.length - 1]!.fn();
        }),
    ]);
    const info = await failure(h.api.call(endpoints.confGlobal, {}, { retries: 0 }));
    expect(info.kind).toBe('timeout');
  });

  it('a body that never finishes reading also times out', async () => {
    const h = harness([
      async () => ({
        status: 200,
        ok: true,
        text: () =>
          new Promise<string>(() => {
            h.timers[h.timers.length - 1]!.fn();
          }),
      }),
    ]);
    const info = await failure(h.api.call(endpoints.confGlobal, {}, { retries: 0 }));
    expect(info.kind).toBe('timeout');
  });
});

describe("caller's abort signal", () => {
  it('an already aborted signal sends nothing and fails as network', async () => {
    const h = harness([respond(200, envelope({}))]);
    const c = new FakeController();
    c.abort();
    const info = await failure(h.api.call(endpoints.confGlobal, {}, { signal: c.signal }));
    expect(info.kind).toBe('network');
    expect(h.calls).toHaveLength(0);
  });

  it('aborting mid-request fails as network, aborts the fetch, and does not retry', async () => {
    const caller = new FakeController();
    const h = harness([
      (_url, init) =>
        new Promise((_r, reject) => {
          init.signal?.addEventListener('abort', () => reject(new Error('AbortError')));
          caller.abort();
        }),
    ]);
    const info = await failure(h.api.call(endpoints.confGlobal, {}, { signal: caller.signal }));
    expect(info.kind).toBe('network');
    expect(h.calls).toHaveLength(1);
    expect(h.sleeps).toEqual([]);
    expect(h.controllers[0]!.aborted).toBe(true);
    expect(caller.listenerCount()).toBe(0);
  });

  it('aborting during the retry wait stops the retries', async () => {
    const caller = new FakeController();
    const h = harness([networkDown], {
      sleep: () => {
        caller.abort();
        return new Promise(() => {});
      },
    });
    const info = await failure(h.api.call(endpoints.confGlobal, {}, { signal: caller.signal }));
    expect(info.kind).toBe('network');
    expect(h.calls).toHaveLength(1);
  });
});

describe('onError (SPEC §8: reported except the error report call itself)', () => {
  it('is called once per failed call, after the retries', async () => {
    const h = harness([respond(500, '')]);
    await failure(h.api.call(endpoints.confGlobal, {}));
    await failure(h.api.call(endpoints.confGlobal, {}));
    expect(h.errors).toHaveLength(2);
  });

  it('is not called when the error report call itself fails', async () => {
    const h = harness([respond(200, envelope(null, 1001, 'bad'))]);
    const info = await failure(h.api.call(endpoints.errorReport, { message: 'x' } as never));
    expect(info.kind).toBe('business');
    expect(h.errors).toEqual([]);
  });

  it('a throwing listener does not hide the ApiError', async () => {
    const h = harness([respond(200, envelope(null, 1001, 'bad'))], {
      onError: () => {
        throw new Error('listener broke');
      },
    });
    const info = await failure(h.api.call(endpoints.confGlobal, {}));
    expect(info.error_msg).toBe('bad');
  });

  it('reports the time the call took', async () => {
    const h = harness([
      async () => {
        h.advance(250);
        return { status: 200, ok: true, text: async () => JSON.stringify(envelope(null, 1006, 'slow down')) };
      },
    ]);
    const info = await failure(h.api.call(endpoints.confGlobal, {}));
    expect(info.cost).toBe(250);
  });
});
