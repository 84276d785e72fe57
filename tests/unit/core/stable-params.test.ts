import { describe, expect, it } from 'vitest';
import { stableParams } from '../../../core/params/stable';

describe('stableParams (topic ids on the page, snapshot keys in the engine worker)', () => {
  it('gives one key whatever the order the params were written in, leaving undefined values out', () => {
    const key = stableParams({ tab_key: 'InPlay', league_id: 7 });
    expect(stableParams({ league_id: 7, tab_key: 'InPlay' })).toBe(key);
    expect(stableParams({ league_id: 7, tab_key: 'InPlay', cursor: undefined })).toBe(key);
    expect(key).toBe('[["league_id",7],["tab_key","InPlay"]]');
    expect(stableParams({ tab_key: 'Live', league_id: 7 })).not.toBe(key);
    expect(stableParams({})).toBe('[]');
  });
});
