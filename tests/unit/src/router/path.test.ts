import { describe, expect, it } from 'vitest';
import { createPath, parsePath, resolveTo } from '../../../../src/platform/router/path';

const to = (target: Parameters<typeof resolveTo>[0], bases: string[], current: string) =>
  createPath(resolveTo(target, bases, current));

describe('parsePath / createPath', () => {
  it('splits a path into pathname, search and hash and writes it back', () => {
    expect(parsePath('/a/b?x=1&y=2#top')).toEqual({ pathname: '/a/b', search: '?x=1&y=2', hash: '#top' });
    expect(parsePath('?x=1')).toEqual({ search: '?x=1' });
    expect(parsePath('#top')).toEqual({ hash: '#top' });
    expect(createPath({ pathname: '/a', search: 'x=1', hash: 'top' })).toBe('/a?x=1#top');
    expect(createPath({ pathname: '/a', search: '?', hash: '#' })).toBe('/a');
    expect(createPath({})).toBe('/');
  });
});

describe('resolveTo', () => {
  it('keeps an absolute path as it is, query and hash included', () => {
    expect(to('/sport', ['/home'], '/home/game')).toBe('/sport');
    expect(to('/deposit?rechargeChannel=USDT#x', [], '/')).toBe('/deposit?rechargeChannel=USDT#x');
    expect(to('/', ['/home'], '/home')).toBe('/');
  });

  it('resolves a relative path against the enclosing route, not the URL', () => {
    expect(to('game', ['/home'], '/home')).toBe('/home/game');
    expect(to('game', ['/home/'], '/home/')).toBe('/home/game');
    expect(to('deposit', ['/wallet'], '/wallet')).toBe('/wallet/deposit');
    expect(to('game', [], '/anything')).toBe('/game');
  });

  it('climbs one route per leading ..', () => {
    expect(to('../sport', ['/', '/home'], '/home/x')).toBe('/sport');
    expect(to('..', ['/home', '/home/game'], '/home/game')).toBe('/home');
  });

  it('keeps the current pathname for a query- or hash-only target', () => {
    expect(to('?status=open', ['/bet-record'], '/bet-record')).toBe('/bet-record?status=open');
    expect(to('?', ['/x'], '/x/')).toBe('/x/');
    expect(to('#top', [], '/sport')).toBe('/sport#top');
  });

  it('folds . and .. segments and double slashes', () => {
    expect(to('/a/./b/../c', [], '/')).toBe('/a/c');
    expect(to('/a//b', [], '/')).toBe('/a/b');
  });

  it('keeps a trailing slash written in the target', () => {
    expect(to('/deposit/', [], '/')).toBe('/deposit/');
    expect(to('.', ['/home/'], '/home/')).toBe('/home/');
  });

  it('takes the parts of a path object', () => {
    expect(to({ pathname: '/x', search: 'a=1' }, [], '/')).toBe('/x?a=1');
    expect(to({ search: '?a=1' }, ['/y'], '/y')).toBe('/y?a=1');
  });
});
