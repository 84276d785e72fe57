/**
 * The real engine in the test's own thread: a stand-in for `Worker` that runs workers/engine-service.ts with
 * its real IndexedDB stores (fake-indexeddb) and core's API client over the global fetch (tests stub it), and
 * speaks comlink over a MessageChannel exactly as the worker does. setup-dom.ts installs it for every dom
 * test, so page code that talks to the engine (the bet slip's storage, topics) runs the real path.
 */
import { expose } from 'comlink';
import { createApiClient } from '../../../core/api/client';
import type { FetchLike } from '../../../core/api/types';
import { appDb } from '../../../workers/db/app-db';
import { createEngineService } from '../../../workers/engine-service';
import { createSlipStore } from '../../../workers/slip-store';
import { createSnapshotStore } from '../../../workers/snapshot-store';

export class InProcessWorker extends EventTarget {
  private readonly port: MessagePort;
  private readonly db = appDb();

  constructor() {
    super();
    const { port1, port2 } = new MessageChannel();
    this.port = port1;
    const service = createEngineService({
      clock: {
        now: () => Date.now(),
        setTimeout: (fn, ms) => setTimeout(fn, ms),
        clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
      },
      snapshots: createSnapshotStore(this.db),
      slips: async () => createSlipStore(this.db),
      createApi: (config) =>
        createApiClient({
          baseUrl: () => config()?.baseUrl ?? '',
          fetch: ((url, init) => globalThis.fetch(url, init as RequestInit)) as FetchLike,
          sleep: (ms) => new Promise((r) => setTimeout(r, ms)),
          setTimer: (fn, ms) => {
            const h = setTimeout(fn, ms);
            return () => clearTimeout(h);
          },
          newAbortController: () => new AbortController(),
          now: () => Date.now(),
          params: () => config()?.params ?? {},
          appKey: () => config()?.appKey ?? '',
          appName: () => config()?.appName ?? '',
          retries: 0,
        }),
    });
    expose(service, port2);
    port2.start();
  }

  postMessage(message: unknown, transfer?: Transferable[]): void {
    this.port.postMessage(message, transfer ?? []);
  }

  override addEventListener(type: string, listener: EventListenerOrEventListenerObject | null): void {
    if (type === 'message') {
      this.port.addEventListener('message', listener as EventListener);
      this.port.start();
    } else super.addEventListener(type, listener);
  }

  override removeEventListener(type: string, listener: EventListenerOrEventListenerObject | null): void {
    if (type === 'message') this.port.removeEventListener('message', listener as EventListener);
    else super.removeEventListener(type, listener);
  }

  terminate(): void {
    this.port.close();
    void this.db.close();
  }
}
