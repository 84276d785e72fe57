import { describe, expect, it } from 'vitest';
import { stableQuery } from '../../server/http/hot-path';

describe("the odds poll's query without its cache-buster (hot path memo key)", () => {
  it('drops ts wherever it is, keeping every other part in order', () => {
    expect(stableQuery('lca_lang=en&ts=1795405164692&smid=abc')).toBe('lca_lang=en&smid=abc');
    expect(stableQuery('ts=1795405164692&lca_lang=en')).toBe('lca_lang=en');
    expect(stableQuery('lca_lang=en&ts=1795405164692')).toBe('lca_lang=en');
    expect(stableQuery('ts=1')).toBe('');
    // Empty parts stay as they were: the key is the query as sent, less ts.
    expect(stableQuery('&ts=1&a=2')).toBe('&a=2');
    expect(stableQuery('a=1&ts=2&')).toBe('a=1&');
  });

  it('leaves a query without ts as it is (a parameter that only ends in ts is not ts)', () => {
    expect(stableQuery('lca_lang=en&smid=abc')).toBe('lca_lang=en&smid=abc');
    expect(stableQuery('xts=1&lca_lang=en')).toBe('xts=1&lca_lang=en');
    expect(stableQuery('')).toBe('');
  });

  it('gives up (Fastify decides) on a repeated, encoded or over-long ts', () => {
    expect(stableQuery('ts=1&lca_lang=en&ts=2')).toBeNull();
    expect(stableQuery('lca_lang=en&ts=1&ts=2')).toBeNull();
    expect(stableQuery('ts=1%32&lca_lang=en')).toBeNull();
    expect(stableQuery('ts=1+2')).toBeNull();
    expect(stableQuery(`ts=${'1'.repeat(17)}`)).toBeNull();
    expect(stableQuery(`ts=${'1'.repeat(16)}`)).toBe('');
  });
});
