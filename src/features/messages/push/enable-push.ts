/**
 * Turning notifications on (SPEC §4 Push, Notification permission; §8 push errors), in three steps:
 * 1. the permission prompt: granted goes on, denied rejects with `denied`, a dismissed prompt with `default`;
 * 2. a push token on the app's own service worker (waited for up to 10 x 1 s, sw-bridge.ts): Firebase
 *    messaging when the server has it configured and the browser supports it, else a standard VAPID Web
 *    Push subscription; up to 10 retries at 2.5 s ("Subscribe push failed");
 * 3. POST /api/push/register with SPEC §3's payload.
 * The steps take their browser pieces as arguments, so tests drive them without a real push service.
 */
import { endpoints } from '../../../../core/contract/endpoints';
import type { PushConfig, PushRegister, PushTypeName } from '../../../../core/contract/schemas/push';
import { useBrand } from '../../../app/stores/brand';
import { deviceId } from '../../../platform/device';
import { messagesApi } from '../messages-api';
import { PUSH_ERRORS, PushError } from './push-errors';

/** SPEC §9 "Push retry 10 times at 2.5 s". */
export const PUSH_RETRIES = 10;
export const PUSH_RETRY_MS = 2_500;

export interface PushToken {
  token: string;
  push_type: PushTypeName;
}

export interface PushDeps {
  notification: {
    permission: NotificationPermission;
    requestPermission(): Promise<NotificationPermission>;
  } | null;
  registration(): Promise<ServiceWorkerRegistration | undefined>;
  config(): Promise<PushConfig>;
  firebase(fcm: NonNullable<PushConfig['fcm']>, reg: ServiceWorkerRegistration): Promise<string | null>;
  register(payload: PushRegister): Promise<unknown>;
  sleep(ms: number): Promise<void>;
}

export function browserDeps(): PushDeps {
  return {
    notification: typeof Notification === 'undefined' ? null : Notification,
    registration: () => import('../../../platform/sw-bridge').then((m) => m.serviceWorkerRegistration()),
    config: () => messagesApi.call(endpoints.pushConfig, {}),
    firebase: (fcm, reg) => import('./firebase-token').then((m) => m.firebaseToken(fcm, reg)),
    register: (payload) => messagesApi.call(endpoints.pushRegister, payload, { retries: 2 }),
    sleep: (ms) => new Promise((resolve) => window.setTimeout(resolve, ms)),
  };
}

export function pushSupported(deps: Pick<PushDeps, 'notification'> = browserDeps()): boolean {
  return deps.notification !== null && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

/** Step 1. Resolves when granted; rejects with a PushError whose reason is the outcome. */
export async function askPermission(deps: PushDeps): Promise<void> {
  const n = deps.notification;
  if (!n || n.permission === 'denied') throw new PushError('unsupported', PUSH_ERRORS.unsupported);
  if (n.permission === 'granted') return;
  let result: NotificationPermission;
  try {
    result = await n.requestPermission();
  } catch {
    throw new PushError('permission', PUSH_ERRORS.permission);
  }
  if (result === 'denied') throw new PushError('denied', 'denied');
  if (result === 'default') throw new PushError('default', 'default');
}

const b64urlToBytes = (text: string): Uint8Array<ArrayBuffer> => {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  return Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
};

const sameKey = (a: ArrayBuffer | null | undefined, b: Uint8Array) =>
  !!a && a.byteLength === b.byteLength && new Uint8Array(a).every((v, i) => v === b[i]);

/** A Web Push subscription for the brand's VAPID key (an old one for another key is replaced). */
async function webPushToken(reg: ServiceWorkerRegistration, vapidKey: string): Promise<PushToken> {
  const key = b64urlToBytes(vapidKey);
  let sub = await reg.pushManager.getSubscription();
  if (sub && !sameKey(sub.options.applicationServerKey, key)) {
    await sub.unsubscribe();
    sub = null;
  }
  sub ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  return { token: JSON.stringify(sub.toJSON()), push_type: 'webpush' };
}

/** Step 2, one try. */
async function tokenOnce(
  deps: PushDeps,
  reg: ServiceWorkerRegistration,
  config: PushConfig,
): Promise<PushToken> {
  if (config.fcm) {
    let token: string | null;
    try {
      token = await deps.firebase(config.fcm, reg);
    } catch (err) {
      // Firebase would not start here (blocked, or its service is unreachable): Web Push still works.
      console.warn(PUSH_ERRORS.firebaseInit, err);
      token = null;
    }
    if (token === '') throw new PushError('subscribe', PUSH_ERRORS.emptyToken);
    if (token) return { token, push_type: 'fcm' };
  }
  return webPushToken(reg, config.vapid_public_key);
}

/** Step 2 with SPEC's retries. */
export async function pushToken(deps: PushDeps): Promise<PushToken> {
  const reg = await deps.registration();
  if (!reg) throw new PushError('subscribe', PUSH_ERRORS.subscribe);
  let last: unknown;
  for (let attempt = 0; attempt <= PUSH_RETRIES; attempt++) {
    if (attempt > 0) await deps.sleep(PUSH_RETRY_MS);
    try {
      return await tokenOnce(deps, reg, await deps.config());
    } catch (err) {
      last = err;
    }
  }
  console.warn(PUSH_ERRORS.subscribe, last);
  throw new PushError('subscribe', PUSH_ERRORS.subscribe);
}

/** What the phone is, for the register payload (SPEC §3: platform, model, rom). */
export function deviceFacts(ua: string): { platform: string; model: string; rom: string } {
  const android = /Android ([\d.]+)/.exec(ua);
  const ios = /(?:iPhone|iPad|iPod).*? OS ([\d_]+)/.exec(ua);
  const model = /\(([^)]+)\)/.exec(ua)?.[1]?.split(';').pop()?.trim() ?? '';
  if (android)
    return { platform: 'android', model: model.replace(/ Build\/.*$/, ''), rom: `Android ${android[1]}` };
  if (ios)
    return {
      platform: 'ios',
      model: /iPad/.test(ua) ? 'iPad' : 'iPhone',
      rom: `iOS ${ios[1]!.replace(/_/g, '.')}`,
    };
  const browser = /(Edg|Firefox|Chrome|Safari)\/([\d.]+)/.exec(ua);
  return { platform: 'web', model: browser ? `${browser[1]} ${browser[2]}` : 'Browser', rom: model };
}

export function registerPayload(token: PushToken): PushRegister {
  const brand = useBrand.getState().brand;
  const facts = deviceFacts(navigator.userAgent);
  return {
    ...facts,
    platform: facts.platform.slice(0, 16),
    model: facts.model.slice(0, 128),
    rom: facts.rom.slice(0, 128),
    app: brand.appKey,
    id: location.host.slice(0, 128),
    version: '1.0.859',
    device_id: deviceId(),
    meta: [token],
  };
}

/** The whole flow; resolves when the server has the subscription. */
export async function enablePush(deps: PushDeps = browserDeps()): Promise<PushToken> {
  await askPermission(deps);
  const token = await pushToken(deps);
  await deps.register(registerPayload(token));
  return token;
}
