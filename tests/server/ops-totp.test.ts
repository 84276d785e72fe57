/** TOTP (server/ops/totp.ts) against the RFC 4226 and RFC 6238 test vectors. */
import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchTotp, otpauthUri, totpCode } from '../../server/ops/totp';

const SHA1_KEY = Buffer.from('12345678901234567890');
const SHA256_KEY = Buffer.from('12345678901234567890123456789012');

describe('HOTP (RFC 4226 appendix D)', () => {
  it('matches the ten published values', () => {
    const expected = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ];
    expect(expected.map((_, counter) => hotp(SHA1_KEY, counter))).toEqual(expected);
  });
});

describe('TOTP (RFC 6238 appendix B, 8 digits)', () => {
  const vectors: [number, string, string][] = [
    [59, '94287082', '46119246'],
    [1111111109, '07081804', '68084774'],
    [1111111111, '14050471', '67062674'],
    [1234567890, '89005924', '91819424'],
    [2000000000, '69279037', '90698825'],
    [20000000000, '65353130', '77737706'],
  ];
  it.each(vectors)('T=%i: SHA1 %s, SHA256 %s', (seconds, sha1, sha256) => {
    const step = Math.floor(seconds / 30);
    expect(hotp(SHA1_KEY, step, 8)).toBe(sha1);
    expect(hotp(SHA256_KEY, step, 8, 'sha256')).toBe(sha256);
  });
});

describe('codes as operators use them', () => {
  const secret = base32Encode(SHA1_KEY);
  it('base32 round-trips (RFC 4648)', () => {
    expect(secret).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode(secret).equals(SHA1_KEY)).toBe(true);
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
  });
  it('the 6-digit code at T=59 is the last 6 of the 8-digit vector; one step of drift is accepted', () => {
    expect(totpCode(secret, 59_000)).toBe('287082');
    expect(matchTotp(secret, '287082', 59_000)).toBe(1);
    expect(matchTotp(secret, '287082', 89_000)).toBe(1);
    expect(matchTotp(secret, '287082', 120_000)).toBeNull();
    expect(matchTotp(secret, '000000', 59_000)).toBeNull();
    expect(matchTotp(secret, 'abc', 59_000)).toBeNull();
  });
  it('builds the otpauth URI authenticator apps read', () => {
    expect(otpauthUri(secret, 'a@b.c', 'Placar Ops')).toBe(
      `otpauth://totp/Placar%20Ops%3Aa%40b.c?secret=${secret}&issuer=Placar+Ops&algorithm=SHA1&digits=6&period=30`,
    );
  });
});
