/**
 * The update flow as the player sees it: a new version waits -> the banner shows -> Update activates it and
 * the page reloads once the new worker controls it; Later hides the banner. Workbox is replaced by a fake
 * that emits its events; the registration retry runs under fake time.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';

const fake = vi.hoisted(() => ({
  instances: [] as {
    listeners: Map<string, (() => void)[]>;
    messageSkipWaiting: () => void;
    register: () => Promise<unknown>;
    update: () => Promise<unknown>;
    messageSW: (data: unknown) => Promise<unknown>;
  }[],
}));

vi.mock('workbox-window', () => ({
  Workbox: class {
    listeners = new Map<string, (() => void)[]>();
    messageSkipWaiting = vi.fn();
    register = vi.fn(async () => ({ active: {} }));
    update = vi.fn(async () => undefined);
    messageSW = vi.fn(async () => undefined);
    constructor() {
      fake.instances.push(this);
    }
    addEventListener(type: string, fn: () => void) {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
    }
  },
}));

const emit = (type: string) => fake.instances[0]!.listeners.get(type)?.forEach((fn) => fn());

let root: Root | undefined;
let container: HTMLElement;

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

async function mountPrompt() {
  const { UpdatePrompt } = await import('../../../src/app/UpdatePrompt');
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() =>
    root!.render(
      <I18nProvider i18n={i18n}>
        <UpdatePrompt />
      </I18nProvider>,
    ),
  );
}

const button = (name: string) =>
  [...container.querySelectorAll('button')].find((b) => b.textContent === name) as
    HTMLButtonElement | undefined;

/** A controlled page's service worker container: `controllerchange` fires when another worker takes over. */
const container$ = new EventTarget() as EventTarget & { controller: object | null };
container$.controller = {};

describe('update prompt', () => {
  it('appears when a new version waits; Update activates it and reloads once it controls the page', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.stubEnv('PROD', true);
    Object.defineProperty(navigator, 'serviceWorker', { value: container$, configurable: true });
    const reload = vi.fn();
    Object.defineProperty(window, 'location', { value: { ...window.location, reload }, configurable: true });
    const { registerServiceWorker, UPDATE_CHECK_MS } = await import('../../../src/platform/sw-bridge');
    registerServiceWorker();
    // The catalogs this page loaded are handed to the worker that controls it.
    expect(fake.instances[0]!.messageSW).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'CACHE_LOCALES' }),
    );
    // An installed app asks for a new version every hour.
    vi.advanceTimersByTime(UPDATE_CHECK_MS);
    expect(fake.instances[0]!.update).toHaveBeenCalledOnce();
    await mountPrompt();
    expect(container.querySelector('[role="dialog"]')).toBeNull();

    act(() => emit('waiting'));
    const dialog = container.querySelector('[role="dialog"]');
    expect(dialog?.textContent).toContain('A new version is available');
    expect(button('Later')).toBeDefined();

    act(() => button('Update')!.click());
    expect(fake.instances[0]!.messageSkipWaiting).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
    // The new worker takes over every open tab (this one and any other): each reloads onto the new code, once.
    container$.dispatchEvent(new Event('controllerchange'));
    container$.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('Later hides the banner until the next new version', async () => {
    await mountPrompt();
    act(() => emit('waiting'));
    expect(container.querySelector('[role="dialog"]')).not.toBeNull();
    act(() => button('Later')!.click());
    expect(container.querySelector('[role="dialog"]')).toBeNull();
    act(() => emit('waiting'));
    expect(container.querySelector('[role="dialog"]')).not.toBeNull();
  });
});

describe('registration retry (SPEC §9: up to 10 retries at 1 s)', () => {
  it('tries again every second until the registration is ready', async () => {
    vi.useFakeTimers();
    const { retryUntil } = await import('../../../src/platform/sw-bridge');
    let calls = 0;
    const result = retryUntil(async () => (++calls === 4 ? 'ready' : undefined));
    await vi.advanceTimersByTimeAsync(2_999);
    expect(calls).toBe(3);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('ready');
    expect(calls).toBe(4);
  });

  it('gives up after 10 retries (11 tries, 10 s), failures included', async () => {
    vi.useFakeTimers();
    const { retryUntil } = await import('../../../src/platform/sw-bridge');
    let calls = 0;
    const result = retryUntil(async () => {
      calls++;
      throw new Error('not ready');
    });
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(result).resolves.toBeUndefined();
    expect(calls).toBe(11);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toBe(11);
  });
});
