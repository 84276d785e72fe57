import { describe, expect, it } from 'vitest';
import { frameTarget } from '../../../../src/features/help/frame-target';

const ORIGIN = 'https://play.example.test';
const HOSTS = ['games.partner.example'];

describe('/iframe, /link, /html url parameter', () => {
  it('frames https pages of allow-listed hosts only (iframe/html), links the rest', () => {
    expect(frameTarget('https://games.partner.example/lobby', ORIGIN, HOSTS, true)).toEqual({
      kind: 'frame',
      src: 'https://games.partner.example/lobby',
      host: 'games.partner.example',
    });
    expect(frameTarget('http://games.partner.example/lobby', ORIGIN, HOSTS, true)).toMatchObject({
      kind: 'external',
    });
    expect(frameTarget('https://other.example/x', ORIGIN, HOSTS, true)).toMatchObject({
      kind: 'external',
      host: 'other.example',
    });
    expect(frameTarget('https://games.partner.example/lobby', ORIGIN, HOSTS, false)).toMatchObject({
      kind: 'external',
    });
  });

  it('our own pages open in the app; anything but http(s) is refused', () => {
    expect(frameTarget('/bonus?tab=1', ORIGIN, HOSTS, true)).toEqual({ kind: 'route', to: '/bonus?tab=1' });
    expect(frameTarget(`${ORIGIN}/news`, ORIGIN, HOSTS, true)).toEqual({ kind: 'route', to: '/news' });
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,x',
      '//evil.example/x',
      'ftp://x.example',
      'https://u:p@x.example',
      '',
      null,
    ])
      expect(
        frameTarget(bad, ORIGIN, HOSTS, true).kind === 'invalid' || bad === '//evil.example/x',
        String(bad),
      ).toBe(true);
    expect(frameTarget('//evil.example/x', ORIGIN, HOSTS, true).kind).not.toBe('route');
  });
});
