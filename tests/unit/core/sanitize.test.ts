import { describe, expect, it } from 'vitest';
import { MAX_P_LENGTH, sanitizeParams } from '../../../core/params/sanitize';

describe('sanitizeParams (SPEC §5 "Request params")', () => {
  it("drops a 'p' longer than 100 characters and keeps one of 100", () => {
    expect(MAX_P_LENGTH).toBe(100);
    expect(sanitizeParams({ p: 'x'.repeat(101) })).toEqual({});
    expect(sanitizeParams({ p: 'x'.repeat(100) })).toEqual({ p: 'x'.repeat(100) });
  });

  it("removes the string 'undefined' from any parameter", () => {
    expect(
      sanitizeParams({ currency: 'undefined', lca_lang: 'undefined', uid: 'undefined', cv: 'BR1.0.0Web' }),
    ).toEqual({
      cv: 'BR1.0.0Web',
    });
  });

  it("removes an lca_coun of 'null'", () => {
    expect(sanitizeParams({ lca_coun: 'null' })).toEqual({});
    expect(sanitizeParams({ lca_coun: 'BR' })).toEqual({ lca_coun: 'BR' });
  });

  it("removes uid and sid of 'null'", () => {
    expect(sanitizeParams({ uid: 'null', sid: 'null' })).toEqual({});
    expect(sanitizeParams({ uid: 10001, sid: 's1' })).toEqual({ uid: '10001', sid: 's1' });
  });

  it("keeps 'null' in parameters the rule does not name", () => {
    expect(sanitizeParams({ currency: 'null', smid: 'null' })).toEqual({ currency: 'null', smid: 'null' });
  });

  it('removes real undefined and null values and non-scalar values', () => {
    expect(sanitizeParams({ uid: undefined, sid: null, x: { a: 1 }, y: [1] })).toEqual({});
  });

  it('turns kept values into strings, including zero and false', () => {
    expect(sanitizeParams({ uid: 0, flag: false, n: 1.5 })).toEqual({ uid: '0', flag: 'false', n: '1.5' });
  });

  it('keeps empty strings and does not change its input', () => {
    const input = { lca_lang: '', p: 'x'.repeat(150) };
    expect(sanitizeParams(input)).toEqual({ lca_lang: '' });
    expect(input.p).toHaveLength(150);
  });
});
