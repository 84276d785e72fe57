import { describe, expect, it } from 'vitest';
import {
  DEDUPE_LIMIT,
  fallbackPayload,
  notificationTarget,
  parsePushPayload,
  seenBefore,
} from '../../../sw/push-payload';

const ORIGIN = 'https://play.example.test';

describe('push payload', () => {
  it('reads our payload: title, body, route, tag, icon, badge and message id', () => {
    expect(
      parsePushPayload({
        title: 'Your bet won!',
        body: 'Bet #12 won.',
        url: '/bet-record?status=settled&order=12',
        tag: 'bet_settled:12',
        icon: '/brand/br/icon.svg',
        badge: '/brand/br/icon-maskable.svg',
        message_id: 99,
      }),
    ).toEqual({
      title: 'Your bet won!',
      body: 'Bet #12 won.',
      url: '/bet-record?status=settled&order=12',
      tag: 'bet_settled:12',
      icon: '/brand/br/icon.svg',
      badge: '/brand/br/icon-maskable.svg',
      messageId: 99,
    });
  });

  it('reads Firebase-shaped payloads (data strings, notification, fcm link)', () => {
    expect(
      parsePushPayload({
        from: '1234',
        data: {
          title: 'Deposit received',
          body: 'R$ 50,00',
          url: '/deposit-result?order_id=P1',
          message_id: '7',
        },
      }),
    ).toMatchObject({ title: 'Deposit received', url: '/deposit-result?order_id=P1', messageId: 7 });
    expect(
      parsePushPayload({
        notification: { title: 'News', body: 'Hi', image: '/img/x.png' },
        fcmOptions: { link: '/news' },
      }),
    ).toMatchObject({ title: 'News', body: 'Hi', url: '/news', icon: '/img/x.png' });
  });

  it('a payload without a title is not read (the worker shows the fallback instead of nothing)', () => {
    expect(parsePushPayload({ body: 'x' })).toBeUndefined();
    expect(parsePushPayload(null)).toBeUndefined();
    expect(fallbackPayload('plain text push')).toMatchObject({
      title: 'New message',
      body: 'plain text push',
      url: '/message-center',
    });
  });

  it('opens app routes on our origin and never another site', () => {
    expect(notificationTarget('/bonus', ORIGIN)).toBe(`${ORIGIN}/bonus`);
    expect(notificationTarget(`${ORIGIN}/news`, ORIGIN)).toBe(`${ORIGIN}/news`);
    expect(notificationTarget('https://evil.test/login', ORIGIN)).toBe(`${ORIGIN}/`);
    expect(notificationTarget('//evil.test/x', ORIGIN)).toBe(`${ORIGIN}/`);
    expect(notificationTarget('javascript:alert(1)', ORIGIN)).toBe(`${ORIGIN}/`);
    expect(notificationTarget(undefined, ORIGIN)).toBe(`${ORIGIN}/`);
  });

  it('drops a repeated message id; the list is cleared at 10 (SPEC §9)', () => {
    const list: number[] = [];
    expect(seenBefore(list, 1)).toBe(false);
    expect(seenBefore(list, 1)).toBe(true);
    for (let id = 2; id <= DEDUPE_LIMIT; id++) expect(seenBefore(list, id)).toBe(false);
    expect(list).toHaveLength(10);
    expect(seenBefore(list, 11)).toBe(false); // clears, then remembers 11
    expect(list).toEqual([11]);
    expect(seenBefore(list, 1)).toBe(false);
    expect(seenBefore(list, 0)).toBe(false);
    expect(seenBefore(list, 0)).toBe(false);
  });
});
