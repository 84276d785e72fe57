/**
 * engine-bridge seedTopic: the server's first screen (src/app/first-screen.ts) shows before the engine worker
 * has data, and only the engine's fresh data replaces it. A stand-in Worker records the page's calls and
 * sends the engine's batches.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { EngineMessage, TopicUpdate } from '../../../workers/protocol';
import { installFakeEngineWorker } from './fake-engine-worker';
import { cleanup, render } from './dom';

const { posted, send } = installFakeEngineWorker();
afterAll(() => cleanup());

const { seedTopic, useTopic } = await import('../../../src/platform/engine-bridge');

const PARAMS = { tab_key: 'InPlay' };
const ID = 'matches:[["tab_key","InPlay"]]';
const batch = (update: Partial<TopicUpdate>): EngineMessage => ({
  type: 'batch',
  updates: [{ id: ID, status: 'ready', updatedAt: 2, error: undefined, ...update }],
});
const record = (id: number, od: number) => ({ id, od });

let seen: ReturnType<typeof useTopic<'matches'>> | undefined;
function Probe() {
  seen = useTopic('matches', PARAMS);
  return null;
}

describe('a seeded topic (the first screen from the HTML)', () => {
  it('shows the seed at once, keeps it over the snapshot, and hands over to fresh data', async () => {
    const seed = { records: [record(1, 150), record(2, 210)], has_more: true } as never;
    seedTopic('matches', PARAMS, seed, 1);
    await render(<Probe />);
    expect(seen).toMatchObject({ data: seed, status: 'ready' });
    // Calls cross to the worker as messages (comlink): they arrive a moment later.
    await vi.waitFor(() => expect(posted.some((c) => c.m === 'subscribe' && c.a[0] === ID)).toBe(true));

    // The engine's saved snapshot is older than the seed: still the seed.
    await send(
      batch({
        status: 'stale',
        patch: { reset: true, fields: { records: { kind: 'set', value: [record(1, 140)] } } },
      }),
    );
    expect(seen!.data).toBe(seed);

    // The engine has no page to continue yet: a loadMore waits for the takeover.
    seen!.loadMore();
    expect(posted.some((c) => c.m === 'loadMore')).toBe(false);

    // The server cannot be reached: the seed stays, marked stale as a snapshot would be.
    await send(batch({ status: 'error', error: 'offline' }));
    expect(seen).toMatchObject({ data: seed, status: 'stale', error: 'offline' });

    // Fresh data takes over. Its patch applies to the engine's own state (the snapshot), not to the seed.
    await send(
      batch({
        status: 'ready',
        patch: { reset: false, fields: { has_more: { kind: 'set', value: false } } },
      }),
    );
    expect(seen).toMatchObject({ status: 'ready', data: { records: [record(1, 140)], has_more: false } });
    await vi.waitFor(() => expect(posted.filter((c) => c.m === 'loadMore').map((c) => c.a[0])).toEqual([ID]));

    // From then on a loadMore goes straight to the engine.
    seen!.loadMore();
    await vi.waitFor(() => expect(posted.filter((c) => c.m === 'loadMore')).toHaveLength(2));
  });

  it('does not seed a topic that already shows data', async () => {
    const first = { records: [record(3, 300)], has_more: false } as never;
    seedTopic('matches', { tab_key: 'Soccer' }, first, 1);
    seedTopic('matches', { tab_key: 'Soccer' }, { records: [], has_more: false } as never, 2);
    let soccer: unknown;
    function Soccer() {
      soccer = useTopic('matches', { tab_key: 'Soccer' }).data;
      return null;
    }
    await render(<Soccer />);
    expect(soccer).toBe(first);
  });
});
