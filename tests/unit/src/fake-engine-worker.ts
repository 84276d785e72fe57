/**
 * A stand-in for the engine Worker, for tests of the real engine bridge: it speaks comlink like the worker
 * (over a MessageChannel), records the page's calls as `{ m, a }` and lets the test send the engine's
 * messages through the callback the page connected. `installFakeEngineWorker()` swaps it in for the file's
 * tests (call it at the top level, before the bridge makes its worker) and puts the previous Worker back after.
 */
import { act } from 'react';
import { expose } from 'comlink';
import { afterAll, beforeAll } from 'vitest';
import type { EngineMessage } from '../../../workers/protocol';

export interface RecordedCall {
  m: string;
  a: unknown[];
}

export function installFakeEngineWorker() {
  const posted: RecordedCall[] = [];
  let connected: ((message: EngineMessage) => unknown) | undefined;

  class FakeWorker extends EventTarget {
    private readonly port: MessagePort;
    constructor() {
      super();
      const { port1, port2 } = new MessageChannel();
      this.port = port1;
      const api = new Proxy(
        {},
        {
          get: (_, m: string) =>
            m === 'connect'
              ? (listener: (message: EngineMessage) => unknown) => void (connected = listener)
              : (...a: unknown[]) => void posted.push({ m, a }),
        },
      );
      expose(api, port2);
      port2.start();
    }
    postMessage(message: unknown, transfer?: Transferable[]) {
      this.port.postMessage(message, transfer ?? []);
    }
    override addEventListener(type: string, listener: EventListenerOrEventListenerObject | null) {
      if (type === 'message') {
        this.port.addEventListener('message', listener as EventListener);
        this.port.start();
      } else super.addEventListener(type, listener);
    }
    override removeEventListener(type: string, listener: EventListenerOrEventListenerObject | null) {
      if (type === 'message') this.port.removeEventListener('message', listener as EventListener);
      else super.removeEventListener(type, listener);
    }
    terminate() {
      this.port.close();
    }
  }

  /** Delivers a message from the engine to the page through the callback the page connected. */
  const send = (message: EngineMessage) =>
    act(async () => {
      for (let i = 0; !connected && i < 50; i++) await new Promise((r) => setTimeout(r, 1));
      if (!connected) throw new Error('the page never connected to the engine');
      await connected(message);
    });

  let previous: typeof Worker;
  beforeAll(() => {
    previous = globalThis.Worker;
    globalThis.Worker = FakeWorker as unknown as typeof Worker;
  });
  afterAll(() => {
    globalThis.Worker = previous;
  });
  return { posted, send };
}
