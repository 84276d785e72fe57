import { describe, expect, it } from 'vitest';
import { hashText, referrerReportId } from '../../../../core/session/referrer';

describe('referrer report id (SPEC §3 Login info)', () => {
  it('joins uid, device id and an 8-hex hash of the referrer', () => {
    const id = referrerReportId(1234, 'dev-9', 'https://news.example/article?a=1');
    expect(id).toMatch(/^1234_dev-9_[0-9a-f]{8}$/);
    // The referrer URL itself never appears in the id.
    expect(id).not.toContain('news.example');
  });

  it('is stable for the same inputs and differs for another referrer', () => {
    const a = referrerReportId(1, 'd', 'https://a.example/');
    expect(referrerReportId(1, 'd', 'https://a.example/')).toBe(a);
    expect(referrerReportId(1, 'd', 'https://b.example/')).not.toBe(a);
  });

  it('hashes with FNV-1a (known vectors), the empty referrer included', () => {
    expect(hashText('')).toBe('811c9dc5');
    expect(hashText('a')).toBe('e40c292c');
    expect(hashText('foobar')).toBe('bf9cf968');
  });
});
