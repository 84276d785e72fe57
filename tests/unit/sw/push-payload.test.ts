import { describe, expect, it } from 'vitest';
import { notificationTarget, parsePushPayload } from '../../../sw/push-payload';

const ORIGIN = 'https://play.example.test';

describe('push payload', () => {
  it('reads title, body and route', () => {
    expect(parsePushPayload({ title: 'Goal!', body: 'Flamengo 1-0', url: '/match-detail?id=5' })).toEqual({
      title: 'Goal!',
      body: 'Flamengo 1-0',
      url: '/match-detail?id=5',
    });
  });

  it('shows nothing for a payload without a title', () => {
    expect(parsePushPayload({ body: 'x' })).toBeUndefined();
    expect(parsePushPayload(null)).toBeUndefined();
    expect(parsePushPayload('text')).toBeUndefined();
  });

  it('opens app routes on our origin and never another site', () => {
    expect(notificationTarget('/bonus', ORIGIN)).toBe(`${ORIGIN}/bonus`);
    expect(notificationTarget(`${ORIGIN}/news`, ORIGIN)).toBe(`${ORIGIN}/news`);
    expect(notificationTarget('https://evil.test/login', ORIGIN)).toBe(`${ORIGIN}/`);
    expect(notificationTarget(undefined, ORIGIN)).toBe(`${ORIGIN}/`);
  });
});
