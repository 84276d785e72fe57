/**
 * The worker's entry (DESIGN.md §10.1): real clock, IndexedDB and fetch. Takes the page's calls as
 * messages (EngineCall: a command of the engine service by name) and posts every batch and event back.
 */
import { createEngineService, type EngineService } from './engine-service';
import { createHttpClient } from './http';
import type { EngineCall, EngineMessage } from './protocol';
import { createSnapshotStore } from './snapshot-store';

const clock = {
  now: () => Date.now(),
  setTimeout: (fn: () => void, ms: number) => self.setTimeout(fn, ms),
  clearTimeout: (handle: unknown) => self.clearTimeout(handle as number),
};

const service = createEngineService({ clock, snapshots: createSnapshotStore(), createApi: createHttpClient });
service.connect((message: EngineMessage) => self.postMessage(message));

/** What the page may call: every command but `connect` (the page is connected above). */
export type EngineCommands = Omit<EngineService, 'connect'>;
const COMMANDS = new Set<string>(Object.keys(service).filter((name) => name !== 'connect'));

self.addEventListener('message', (event: MessageEvent<EngineCall>) => {
  const { m, a } = event.data ?? {};
  if (typeof m !== 'string' || !COMMANDS.has(m) || !Array.isArray(a)) return;
  (service[m as keyof EngineCommands] as (...args: unknown[]) => void)(...a);
});
