import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../../src/platform/engine-bridge', () => import('./engine-mock'));

import { startEngine } from '../../../src/app/boot';
import { useSettings } from '../../../src/app/stores/settings';
import { calls, prefetched } from './engine-mock';

beforeEach(() => {
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
});
