/**
 * A stand-in for the engine Worker, for tests of the real engine bridge: it records the page's calls and lets
 * the test send the engine's messages. `installFakeEngineWorker()` swaps it in for the file's tests (call it
 * at the top level, before the bridge makes its worker) and puts the real Worker back after them.
 */
import { act } from 'react';
import { afterAll, beforeAll } from 'vitest';
import type { EngineCall, EngineMessage } from '../../../workers/protocol';

export function installFakeEngineWorker() {
  const posted: EngineCall[] = [];
  const workers: FakeWorker[] = [];
  class FakeWorker extends EventTarget {
    constructor() {
      super();
      workers.push(this);
    }
    postMessage(call: EngineCall) {
      posted.push(call);
    }
    terminate() {}
  }
  /** Delivers a message from the engine to the page, as the last worker made. */
  const send = (message: EngineMessage) =>
    act(async () => {
      workers.at(-1)!.dispatchEvent(new MessageEvent('message', { data: message }));
    });

  const realWorker = globalThis.Worker;
  beforeAll(() => {
    globalThis.Worker = FakeWorker as unknown as typeof Worker;
  });
  afterAll(() => {
    globalThis.Worker = realWorker;
  });
  return { posted, send };
}
