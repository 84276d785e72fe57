import { describe, expect, it, vi } from 'vitest';
import type { PushConfig, PushRegister } from '../../../../core/contract/schemas/push';
import {
  askPermission,
  deviceFacts,
  enablePush,
  PUSH_RETRIES,
  PUSH_RETRY_MS,
  pushToken,
  type PushDeps,
} from '../../../../src/features/messages/push/enable-push';
import { PUSH_ERRORS, PushError } from '../../../../src/features/messages/push/push-errors';

const VAPID = 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4';

function fakeRegistration(subscribe: () => Promise<unknown>) {
  return {
    pushManager: {
      getSubscription: async () => null,
      subscribe: vi.fn(subscribe),
    },
  } as unknown as ServiceWorkerRegistration & { pushManager: { subscribe: ReturnType<typeof vi.fn> } };
}

const subscription = {
  toJSON: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys: { p256dh: 'p', auth: 'a' } }),
};

function deps(
  over: Partial<PushDeps> = {},
  permission: NotificationPermission = 'default',
): PushDeps & {
  registered: PushRegister[];
  slept: number[];
} {
  const registered: PushRegister[] = [];
  const slept: number[] = [];
  return {
    notification: { permission, requestPermission: async () => 'granted' },
    registration: async () => fakeRegistration(async () => subscription),
    config: async (): Promise<PushConfig> => ({ vapid_public_key: VAPID, fcm: null }),
    firebase: async () => null,
    register: async (p) => registered.push(p),
    sleep: async (ms) => void slept.push(ms),
    ...over,
    registered,
    slept,
  };
}

const reason = async (p: Promise<unknown>) => {
  try {
    await p;
    return 'resolved';
  } catch (err) {
    return err instanceof PushError ? `${err.reason}: ${err.message}` : String(err);
  }
};

describe('the permission prompt (SPEC §4 Notification permission, §8)', () => {
  it('granted goes on; denied rejects with denied, dismissed with default', async () => {
    await expect(askPermission(deps())).resolves.toBeUndefined();
    const denied = deps({ notification: { permission: 'default', requestPermission: async () => 'denied' } });
    expect(await reason(askPermission(denied))).toBe('denied: denied');
    const dismissed = deps({
      notification: { permission: 'default', requestPermission: async () => 'default' },
    });
    expect(await reason(askPermission(dismissed))).toBe('default: default');
  });

  it('no Notification API, or permission already denied: SPEC’s unsupported text', async () => {
    expect(await reason(askPermission(deps({ notification: null })))).toBe(
      `unsupported: ${PUSH_ERRORS.unsupported}`,
    );
    expect(await reason(askPermission(deps({}, 'denied')))).toBe(`unsupported: ${PUSH_ERRORS.unsupported}`);
    const broken = deps({
      notification: { permission: 'default', requestPermission: () => Promise.reject(new Error('x')) },
    });
    expect(await reason(askPermission(broken))).toBe(`permission: ${PUSH_ERRORS.permission}`);
  });
});

describe('the push token', () => {
  it('a VAPID Web Push subscription for the brand key when Firebase is not configured; registered with SPEC’s payload', async () => {
    const d = deps();
    const token = await enablePush(d);
    expect(token.push_type).toBe('webpush');
    expect(JSON.parse(token.token)).toMatchObject({ endpoint: 'https://fcm.googleapis.com/fcm/send/x' });
    expect(d.registered).toHaveLength(1);
    expect(Object.keys(d.registered[0]!).sort()).toEqual(
      ['app', 'device_id', 'id', 'meta', 'model', 'platform', 'rom', 'version'].sort(),
    );
    expect(d.registered[0]!.meta).toEqual([token]);
  });

  it('Firebase when configured and supported; a Firebase failure falls back to Web Push', async () => {
    const fcm = { api_key: 'k', project_id: 'p', messaging_sender_id: 's', app_id: 'a', vapid_key: 'v' };
    const withFcm = deps({
      config: async () => ({ vapid_public_key: VAPID, fcm }),
      firebase: async () => 'fcm-token-1',
    });
    expect(await pushToken(withFcm)).toEqual({ token: 'fcm-token-1', push_type: 'fcm' });
    const broken = deps({
      config: async () => ({ vapid_public_key: VAPID, fcm }),
      firebase: () => Promise.reject(new Error(PUSH_ERRORS.firebaseInit)),
    });
    expect((await pushToken(broken)).push_type).toBe('webpush');
    const empty = deps({ config: async () => ({ vapid_public_key: VAPID, fcm }), firebase: async () => '' });
    expect(await reason(pushToken(empty))).toBe(`subscribe: ${PUSH_ERRORS.subscribe}`);
  });

  it('retries up to 10 times at 2.5 s (SPEC §9), then “Subscribe push failed”', async () => {
    const reg = fakeRegistration(() => Promise.reject(new Error('push service unreachable')));
    const d = deps({ registration: async () => reg });
    expect(await reason(pushToken(d))).toBe(`subscribe: ${PUSH_ERRORS.subscribe}`);
    expect(reg.pushManager.subscribe).toHaveBeenCalledTimes(PUSH_RETRIES + 1);
    expect(d.slept).toEqual(Array(PUSH_RETRIES).fill(PUSH_RETRY_MS));

    let tries = 0;
    const flaky = fakeRegistration(async () => {
      if (++tries < 3) throw new Error('not yet');
      return subscription;
    });
    const ok = deps({ registration: async () => flaky });
    expect((await pushToken(ok)).push_type).toBe('webpush');
    expect(ok.slept).toHaveLength(2);
  });

  it('no service worker registration after its own retries: “Subscribe push failed”, nothing registered', async () => {
    const d = deps({ registration: async () => undefined });
    expect(await reason(enablePush(d))).toBe(`subscribe: ${PUSH_ERRORS.subscribe}`);
    expect(d.registered).toEqual([]);
  });
});

describe('device facts for the payload', () => {
  it('reads platform, model and OS from the user agent', () => {
    expect(
      deviceFacts(
        'Mozilla/5.0 (Linux; Android 14; SM-A546B Build/UP1A) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36',
      ),
    ).toEqual({ platform: 'android', model: 'SM-A546B', rom: 'Android 14' });
    expect(
      deviceFacts(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toMatchObject({ platform: 'ios', model: 'iPhone', rom: 'iOS 17.5' });
    expect(
      deviceFacts('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0.0.0 Safari/537.36')
        .platform,
    ).toBe('web');
  });
});
