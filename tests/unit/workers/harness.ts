/** A fake API, an in-memory snapshot store and a clock on vitest's fake timers, around a real Engine. */
import { vi } from 'vitest';
import { ApiError, type ApiClient, type ApiErrorKind } from '../../../core/api/types';
import type { Endpoint } from '../../../core/contract/endpoint';
import { Engine, type Snapshot, type SnapshotStoreLike } from '../../../workers/engine/engine';
import { USER_PREFIX } from '../../../workers/engine/snapshot';
import { firstScreenTopics, type TopicDefinitions } from '../../../workers/engine/topic-defs';
import { playerTopics } from '../../../workers/engine/player-topics';
import { casinoTopics } from '../../../workers/engine/casino-topics';
import { promoTopics } from '../../../workers/engine/promo-topics';
import { loyaltyTopics } from '../../../workers/engine/loyalty-topics';
import { inviteTopics } from '../../../workers/engine/invite-topics';
import { rgTopics } from '../../../workers/engine/rg-topics';
import { channelTopics } from '../../../workers/engine/channel-topics';

/** Every topic, loaded up front (the worker loads the player's topics on first use: engine-service.ts). */
export const ALL_TOPICS: TopicDefinitions = {
  ...firstScreenTopics,
  ...playerTopics,
  ...casinoTopics,
  ...promoTopics,
  ...loyaltyTopics,
  ...inviteTopics,
  ...rgTopics,
  ...channelTopics,
};
import type { Clock } from '../../../workers/engine/clock';
import type { EngineMessage, TopicUpdate } from '../../../workers/protocol';
import type { TopicState } from '../../../workers/topics';
import { applyPatch } from '../../../src/platform/engine-bridge';

export type Handler = (input: Record<string, unknown>) => unknown;

export const apiError = (kind: ApiErrorKind, status = 0) =>
  new ApiError({ kind, status, dm_error: 0, error_msg: '', method: 'GET', path: '/x', cost: 0 });

export function fakeApi(handlers: Record<string, Handler>) {
  const calls: { path: string; input: Record<string, unknown> }[] = [];
  const api: Pick<ApiClient, 'call'> = {
    call: (async (endpoint: Endpoint<unknown, unknown>, input: unknown) => {
      const handler = handlers[endpoint.path];
      calls.push({ path: endpoint.path, input: input as Record<string, unknown> });
      if (!handler) throw apiError('http', 404);
      return handler(input as Record<string, unknown>);
    }) as ApiClient['call'],
  };
  return { api, calls, count: (path: string) => calls.filter((c) => c.path === path).length };
}

export function memorySnapshots(initial: Record<string, Snapshot> = {}) {
  const map = new Map(Object.entries(initial));
  const store: SnapshotStoreLike = {
    read: async (key) => map.get(key),
    write: async (key, snapshot) => void map.set(key, snapshot),
    clearUser: async () => {
      for (const key of [...map.keys()]) if (key.startsWith(USER_PREFIX)) map.delete(key);
    },
  };
  return { store, map };
}

/**
 * The engine's clock on vitest's fake timers, except 0 ms timers (the engine's per-tick flush): the fake
 * timers push those 1 ms ahead when created inside a tick, so they wait in a queue that `settle()` drains.
 */
const ticks: (() => void)[] = [];
export const fakeClock = (): Clock => ({
  now: () => Date.now(),
  setTimeout: (fn, ms) => (ms === 0 ? void ticks.push(fn) : setTimeout(fn, ms)),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
});

/** Rebuilds what the page would hold from the engine's messages, the same way the bridge does. */
export function pageView(messages: EngineMessage[]) {
  const states = new Map<string, TopicState<unknown>>();
  let seen = 0;
  return (id: string): TopicState<unknown> | undefined => {
    for (; seen < messages.length; seen++) {
      const m = messages[seen]!;
      if (m.type !== 'batch') continue;
      for (const u of m.updates) {
        const prev = states.get(u.id);
        const data = u.cleared ? undefined : u.patch ? applyPatch(prev?.data, u.patch) : prev?.data;
        states.set(u.id, { data, status: u.status, updatedAt: u.updatedAt, error: u.error });
      }
    }
    return states.get(id);
  };
}

export function setup(
  handlers: Record<string, Handler>,
  snapshots = memorySnapshots(),
  definitions?: TopicDefinitions,
) {
  ticks.length = 0;
  const api = fakeApi(handlers);
  const messages: EngineMessage[] = [];
  const engine = new Engine({
    clock: fakeClock(),
    api: api.api,
    snapshots: snapshots.store,
    send: (m) => messages.push(m),
    definitions: definitions ?? ALL_TOPICS,
  });
  const batches = () =>
    messages.filter((m): m is Extract<EngineMessage, { type: 'batch' }> => m.type === 'batch');
  const updatesOf = (id: string): TopicUpdate[] =>
    batches().flatMap((b) => b.updates.filter((u) => u.id === id));
  return { engine, messages, batches, updatesOf, view: pageView(messages), snapshots, handlers, ...api };
}

/**
 * Lets promise chains (fake fetch -> engine -> flush) run and the queued flushes fire, without moving the
 * clock. A fetch answer takes a few microtask hops before it queues its flush, hence the rounds.
 */
export const settle = async () => {
  for (let round = 0; round < 5; round++) {
    await vi.advanceTimersByTimeAsync(0);
    for (let hop = 0; hop < 20; hop++) await Promise.resolve();
    for (const fn of ticks.splice(0)) fn();
  }
};
/** Moves the clock, then settles what the last fired timer started at that instant. */
export const advance = async (ms: number) => {
  await vi.advanceTimersByTimeAsync(ms);
  await settle();
};
