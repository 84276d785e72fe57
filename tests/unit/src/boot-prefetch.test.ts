import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../../src/platform/engine-bridge', () => import('./engine-mock'));

import { startEngine } from '../../../src/app/boot';
import { useSettings } from '../../../src/app/stores/settings';
import { calls, prefetched, seeded } from './engine-mock';
import { FIRST_SCREEN_ELEMENT_ID, jsonForScript } from '../../../core/sport/first-screen';

beforeEach(() => {
  seeded.length = 0;
  prefetched.length = 0;
  calls.configure.length = 0;
});

describe('boot: the first screen asks for its data before React renders', () => {
  it('the sport home: the header config, the tab list and the default tab first match list', () => {
    startEngine('/sport', 'en');
    expect(prefetched).toEqual([
      'homeConfig {}',
      'homeTabs {}',
      // SportHome subscribes exactly this before the tab list is known (DEFAULT_TAB): the same store.
      'matches {"tab_key":"InPlay"}',
    ]);
  });

  it('other level-1 pages: only the header config; level-2 pages: nothing', () => {
    startEngine('/me', 'en');
    expect(prefetched).toEqual(['homeConfig {}']);
    prefetched.length = 0;
    startEngine('/match-detail', 'en');
    expect(prefetched).toEqual([]);
  });

  it('configures the engine in the first language, before its catalog has loaded', () => {
    startEngine('/', 'pt-BR');
    expect(useSettings.getState().locale).toBe('pt-BR');
    expect(calls.configure.at(-1)).toMatchObject({ params: { lca_lang: 'pt-BR' } });
  });

  describe("the server's first screen in the HTML", () => {
    const first = {
      brand: 'br',
      lang: 'en',
      at: 5,
      homeTabs: { list: [{ tab_key: 'InPlay', type: 1, title: 'In-Play', child: [] }] },
      matches: { records: [{ id: 7 }], has_more: true, cursor: 'c', incr_cursor: 'i' },
    };
    const put = (value: unknown) => {
      const el = document.createElement('script');
      el.type = 'application/json';
      el.id = FIRST_SCREEN_ELEMENT_ID;
      el.textContent = jsonForScript(value);
      document.body.appendChild(el);
    };

    it('seeds the tab list and the first match list, under the keys the sport home watches', () => {
      put(first);
      startEngine('/sport', 'en');
      expect(seeded).toEqual([
        { topic: 'homeTabs {}', data: { list: first.homeTabs.list } },
        { topic: 'matches {"tab_key":"InPlay"}', data: { records: [{ id: 7 }], has_more: true } },
      ]);
      // Read once: the element is gone, a second boot does not reuse it.
      expect(document.getElementById(FIRST_SCREEN_ELEMENT_ID)).toBeNull();
      // The engine still starts on the same topics and takes over.
      expect(prefetched).toContain('matches {"tab_key":"InPlay"}');
    });

    it('is not used for another language or brand, nor when it is not a first screen', () => {
      put(first);
      startEngine('/sport', 'pt-BR');
      put({ ...first, brand: 'mx' });
      startEngine('/sport', 'en');
      put({ brand: 'br', lang: 'en' });
      startEngine('/sport', 'en');
      expect(seeded).toEqual([]);
    });
  });
});
