/**
 * The service with its real parts: core's API client over a scripted fetch, and the IndexedDB snapshot store
 * (fake-indexeddb). This is the path a cold start takes: a second "worker" paints the first one's data.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../core/api/client';
import type { EngineConfig } from '../../../workers/protocol';
import type { FetchLike, ResponseLike } from '../../../core/api/types';
import { createEngineService, snapshotScope } from '../../../workers/engine-service';
import { createSnapshotStore } from '../../../workers/snapshot-store';
import { createSlipStore } from '../../../workers/slip-store';
import { appDb } from '../../../workers/db/app-db';
import type { EngineMessage } from '../../../workers/protocol';
import type { Clock } from '../../../workers/engine/clock';

const config: EngineConfig = {
  baseUrl: 'https://api.example.test',
  appKey: 'br',
  appName: 'Brand',
  params: { lca_lang: 'pt-BR', uid: '42' },
};

const answer = (status: number, body: unknown): ResponseLike => ({
  status,
  ok: status >= 200 && status < 300,
  text: async () => JSON.stringify(body),
});

/** Real timers: fake-indexeddb schedules its own work; polls are paused before each test ends. */
const clock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

let dbCount = 0;
const services: { pause(): void }[] = [];
afterEach(() => {
  for (const s of services.splice(0)) s.pause();
});

function start(fetch: FetchLike, dbName: string) {
  const messages: EngineMessage[] = [];
  const db = appDb(dbName);
  const snapshots = createSnapshotStore(db);
  const service = createEngineService({
    clock,
    snapshots,
    slips: async () => createSlipStore(db),
    createApi: (current) =>
      createApiClient({
        baseUrl: () => current()?.baseUrl ?? '',
        fetch,
        sleep: async () => {},
        setTimer: () => () => {},
        newAbortController: () => new AbortController(),
        now: () => Date.now(),
        params: () => current()?.params ?? {},
        appKey: () => current()?.appKey ?? '',
        appName: () => current()?.appName ?? '',
        retries: 0,
      }),
  });
  service.connect((m) => messages.push(m));
  services.push(service);
  return { service, messages, snapshots, db };
}

const statuses = (messages: EngineMessage[]) =>
  messages.flatMap((m) => (m.type === 'batch' ? m.updates.map((u) => u.status) : []));

describe('snapshot store', () => {
  it('keeps what was written across a reopen', async () => {
    const name = `snap-${++dbCount}`;
    const dbA = appDb(name);
    const a = createSnapshotStore(dbA);
    await a.write('k', { data: { global_stats: 0 }, savedAt: 5 });
    await dbA.close();
    const dbB = appDb(name);
    const b = createSnapshotStore(dbB);
    expect(await b.read('k')).toEqual({ data: { global_stats: 0 }, savedAt: 5 });
    expect(await b.read('other')).toBeUndefined();
    await dbB.close();
  });

  it('files per-user snapshots apart and wipes them all, leaving the public ones', async () => {
    const db = appDb(`snap-${++dbCount}`);
    const store = createSnapshotStore(db);
    await store.write('br|en|global|[]', { data: 1, savedAt: 1 });
    await store.write('user|42|br|en|balance|[]', { data: 2, savedAt: 1 });
    await store.write('user|7|br|en|balance|[]', { data: 3, savedAt: 1 });
    await store.clearUser();
    expect(await store.read('br|en|global|[]')).toMatchObject({ data: 1 });
    expect(await store.read('user|42|br|en|balance|[]')).toBeUndefined();
    expect(await store.read('user|7|br|en|balance|[]')).toBeUndefined();
    await db.close();
  });
});

describe('engine service', () => {
  it("makes the sport lists' date labels in the locale asked, one per time, in order", async () => {
    const { service } = start(async () => new Response('{}'), `dates-${++dbCount}`);
    const sat = new Date(2026, 10, 21, 18, 5).getTime();
    const mon = new Date(2026, 10, 23, 9, 30).getTime();
    expect(service.formatDates('en', 'start', [sat, mon])).toEqual(['Sat 06:05 PM', 'Mon 09:30 AM']);
    expect(service.formatDates('pt-BR', 'day', [mon])).toEqual(['segunda-feira, 23 de nov.']);
    // A tag the runtime does not know still gives a label (the runtime's default locale).
    expect(service.formatDates('xx-invalid-!!', 'start', [sat])).toHaveLength(1);
  });

  it('calls the API with the configured host, brand headers and params, and snapshots the result', async () => {
    const fetch = vi.fn<FetchLike>(async () =>
      answer(200, { data: { global_stats: 0 }, dm_error: 0, error_msg: '' }),
    );
    const name = `svc-${++dbCount}`;
    const first = start(fetch, name);
    first.service.configure(config);
    first.service.subscribe('global', 'global', {});
    await vi.waitFor(() => expect(statuses(first.messages)).toEqual(['ready']));
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toMatch(/^https:\/\/api\.example\.test\/api\/v1\/conf\/global\?/);
    expect(url).toContain('lca_lang=pt-BR');
    expect(init.headers).toMatchObject({ Appkey: 'br', Appname: 'Brand' });
    await vi.waitFor(async () =>
      expect(await first.snapshots.read(`${snapshotScope(config)}|global|[]`)).toMatchObject({
        data: { global_stats: 0 },
      }),
    );

    // A cold start on a dead network: the snapshot is shown, stale, then the failure is kept beside it.
    const second = start(async () => Promise.reject(new TypeError('Failed to fetch')), name);
    second.service.configure(config);
    second.service.subscribe('global', 'global', {});
    // Offline from the start: the snapshot shows, stale; never an error screen, never 'ready'.
    await vi.waitFor(() => expect(statuses(second.messages)).toContain('stale'));
    await vi.waitFor(() =>
      expect(second.messages.some((m) => m.type === 'batch' && m.updates.some((u) => u.error))).toBe(true),
    );
    expect(new Set(statuses(second.messages))).toEqual(new Set(['stale']));
    const batch = second.messages.find((m) => m.type === 'batch');
    expect(batch?.type === 'batch' && batch.updates[0]?.patch?.fields.global_stats).toEqual({
      kind: 'set',
      value: 0,
    });
  });

  it('forwards an HTTP 604 from an engine call to the page as an expired event', async () => {
    const { service, messages } = start(async () => answer(604, {}), `svc-${++dbCount}`);
    service.configure(config);
    service.subscribe('tabs', 'homeTabs', {});
    await vi.waitFor(() => expect(messages).toContainEqual({ type: 'event', event: { type: 'expired' } }));
    expect(statuses(messages)).toEqual(['error']);
  });

  it('ignores a configure that changes nothing, and refetches when the language changes', async () => {
    const fetch = vi.fn<FetchLike>(async () =>
      answer(200, { data: { global_stats: 0 }, dm_error: 0, error_msg: '' }),
    );
    const { service } = start(fetch, `svc-${++dbCount}`);
    service.configure(config);
    service.subscribe('global', 'global', {});
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    service.configure({ ...config, params: { ...config.params } });
    service.configure({ ...config, params: { ...config.params, lca_lang: 'en' } });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(fetch.mock.calls[1]![0]).toContain('lca_lang=en');
  });
});
