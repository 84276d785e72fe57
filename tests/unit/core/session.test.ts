import { describe, expect, it } from 'vitest';
import { clientVersion, shellSuffix, type ShellFacts } from '../../../core/session/client-version';
import { coerceUid, isGrayRelease, isLoggedIn } from '../../../core/session/user';
import { globalStatusTarget } from '../../../core/session/global-status';
import { cvPrefixOf, resolveBrand } from '../../../core/brand/resolve';

const none: ShellFacts = {
  telegram: false,
  nativeShell: false,
  standalone: false,
  ios: false,
  android: false,
};

describe('client version (SPEC §9)', () => {
  it('is prefix + 1.0.0 + suffix', () => {
    expect(clientVersion({ prefix: 'BR', shell: 'Web' })).toBe('BR1.0.0Web');
    expect(clientVersion({ prefix: 'MX', shell: 'AndroidLiteWeb' })).toBe('MX1.0.0AndroidLiteWeb');
  });

  it('reads back to the same brand on the server', () => {
    const cv = clientVersion({ prefix: 'CB', shell: 'TG' });
    expect(cvPrefixOf(cv)).toBe('CB');
    const r = resolveBrand({ cv });
    expect(r.ok && r.brand.id).toBe('crypto');
  });

  it.each<[Partial<ShellFacts>, string]>([
    [{ telegram: true, nativeShell: true, standalone: true, android: true }, 'TG'],
    [{ nativeShell: true, ios: true }, 'iOSLiteWeb'],
    [{ nativeShell: true, android: true }, 'AndroidLiteWeb'],
    [{ nativeShell: true, standalone: true, ios: true }, 'iOSLiteWeb'],
    [{ standalone: true, android: true }, 'AndroidWeb'],
    [{ standalone: true, ios: true }, 'iOSWeb'],
    [{ standalone: true }, 'Web'],
    [{ android: true }, 'Web'],
    [{ ios: true }, 'Web'],
    [{}, 'Web'],
  ])('shell %j gives %s', (facts, suffix) => {
    expect(shellSuffix({ ...none, ...facts })).toBe(suffix);
  });
});

describe('isGrayRelease (SPEC §5)', () => {
  it.each([
    ['device-0', true],
    ['device-1', true],
    ['device-2', true],
    ['device-3', false],
    ['device-9', false],
    ['abc12xyz', true],
    ['abc19xyz', false],
    ['', false],
    ['no-digits', false],
  ])('%j outside the shell: %s', (id, gray) => {
    expect(isGrayRelease(id, false)).toBe(gray);
  });

  it('never inside the native shell', () => {
    expect(isGrayRelease('device-0', true)).toBe(false);
  });

  it('no device id is not gray', () => {
    expect(isGrayRelease(null, false)).toBe(false);
    expect(isGrayRelease(undefined, false)).toBe(false);
  });
});

describe('coerceUid and isLoggedIn (SPEC §3, §4)', () => {
  it.each<[unknown, number]>([
    [123, 123],
    ['123', 123],
    [' 42 ', 42],
    ['null', 0],
    [null, 0],
    [undefined, 0],
    ['', 0],
    ['abc', 0],
    [Number.NaN, 0],
    [0, 0],
  ])('%j -> %d', (value, uid) => {
    expect(coerceUid(value)).toBe(uid);
  });

  it('logged in only with a non-zero uid', () => {
    expect(isLoggedIn({ uid: 10001 })).toBe(true);
    expect(isLoggedIn({ uid: '10001' })).toBe(true);
    expect(isLoggedIn({ uid: 'null' })).toBe(false);
    expect(isLoggedIn({ uid: 0 })).toBe(false);
    expect(isLoggedIn({ uid: '0' })).toBe(false);
    expect(isLoggedIn({})).toBe(false);
    expect(isLoggedIn(null)).toBe(false);
  });
});

describe('globalStatusTarget (SPEC §4 global status poll)', () => {
  it('0 is normal: stay, except on the error page, which goes back to /game', () => {
    expect(globalStatusTarget(0, '/game')).toBeNull();
    expect(globalStatusTarget(0, '/news')).toBeNull();
    expect(globalStatusTarget(0, '/error?type=3')).toBe('/game');
    expect(globalStatusTarget(0, '/error')).toBe('/game');
  });

  it('1 goes to the error page with type 3', () => {
    expect(globalStatusTarget(1, '/game')).toBe('/error?type=3');
    expect(globalStatusTarget(1, '/news')).toBe('/error?type=3');
    expect(globalStatusTarget(1, '/error?type=1')).toBe('/error?type=3');
  });

  it('1 does not redirect when already on the type 3 error page', () => {
    expect(globalStatusTarget(1, '/error?type=3')).toBeNull();
    expect(globalStatusTarget(1, '/error?from=x&type=3')).toBeNull();
  });

  it('2 goes to /news, unless already there', () => {
    expect(globalStatusTarget(2, '/game')).toBe('/news');
    expect(globalStatusTarget(2, '/error?type=3')).toBe('/news');
    expect(globalStatusTarget(2, '/news')).toBeNull();
    expect(globalStatusTarget(2, '/news/')).toBeNull();
  });

  it('accepts the value as a string', () => {
    expect(globalStatusTarget('1', '/game')).toBe('/error?type=3');
  });

  it('an unknown or missing value moves nobody', () => {
    expect(globalStatusTarget(7, '/game')).toBeNull();
    expect(globalStatusTarget(null, '/error?type=3')).toBeNull();
    expect(globalStatusTarget(undefined, '/error')).toBeNull();
    expect(globalStatusTarget('', '/error')).toBeNull();
  });
});
