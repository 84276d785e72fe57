/**
 * Push subscriptions: registration (SPEC §3 payload), the heartbeat report and the player's preferences.
 * One row per brand, device and push type; a device that registers again (new token, another player)
 * updates its row, so a shared phone pushes only to whoever registered or reported last. A heartbeat
 * without a session unties the device from its player: after a logout the next heartbeat stops that
 * player's pushes reaching it.
 */
import { and, eq, sql } from 'drizzle-orm';
import { DmError } from '../../core/contract/errors';
import type {
  PushPermissionName,
  PushPrefs,
  PushPrefsSet,
  PushRegister,
} from '../../core/contract/schemas/push';
import type { Locale } from '../../core/i18n/locales';
import type { DbOrTx } from '../db/database';
import { pushPrefs, pushSubscriptions } from '../db/schema-messages';
import { ApiFailure } from '../http/failure';
import { endpointAllowed, type PushConfig } from './config';
import { fromB64url } from './base64url';

const invalid = (msg: string) => new ApiFailure(400, DmError.PushTokenInvalid, msg);

interface ParsedToken {
  token: string;
  p256dh: string | null;
  auth: string | null;
}

/** A Web Push token is the browser's PushSubscription JSON: {endpoint, keys: {p256dh, auth}}. */
export function parseWebPushToken(raw: string, config: PushConfig): ParsedToken {
  let sub: { endpoint?: unknown; keys?: { p256dh?: unknown; auth?: unknown } };
  try {
    sub = JSON.parse(raw) as typeof sub;
  } catch {
    throw invalid('The Web Push subscription is not valid JSON');
  }
  const { endpoint } = sub;
  const p256dh = sub.keys?.p256dh;
  const auth = sub.keys?.auth;
  if (typeof endpoint !== 'string' || endpoint.length > 2048 || !endpointAllowed(endpoint, config))
    throw invalid('The push endpoint is not a known push service');
  if (typeof p256dh !== 'string' || fromB64url(p256dh).length !== 65)
    throw invalid('The subscription key (p256dh) is not a P-256 public key');
  if (typeof auth !== 'string' || fromB64url(auth).length !== 16)
    throw invalid('The subscription auth secret is not 16 bytes');
  return { token: endpoint, p256dh, auth };
}

const FCM_TOKEN = /^[A-Za-z0-9_:-]{20,4096}$/;

export async function registerDevice(
  db: DbOrTx,
  input: PushRegister,
  who: { brandId: string; uid: number | null; lang: Locale; now: Date },
  config: PushConfig,
): Promise<number> {
  // Check every token before storing any: a half-applied registration would be hard to reason about.
  const parsed = input.meta.map((m) => {
    if (m.push_type === 'webpush') return { type: m.push_type, ...parseWebPushToken(m.token, config) };
    if (!config.fcmAccount(who.brandId))
      throw new ApiFailure(400, DmError.PushUnavailable, 'Firebase push is not configured for this site');
    if (!FCM_TOKEN.test(m.token)) throw invalid('The FCM token is malformed');
    return { type: m.push_type, token: m.token, p256dh: null, auth: null };
  });
  for (const p of parsed) {
    const values = {
      brandId: who.brandId,
      uid: who.uid,
      deviceId: input.device_id,
      pushType: p.type,
      token: p.token,
      p256dh: p.p256dh,
      auth: p.auth,
      platform: input.platform,
      app: input.app,
      appId: input.id,
      version: input.version,
      model: input.model,
      rom: input.rom,
      lang: who.lang,
      permission: 'granted',
      lastSeenAt: who.now,
    };
    const { brandId: _b, deviceId: _d, pushType: _t, ...update } = values;
    await db
      .insert(pushSubscriptions)
      .values(values)
      .onConflictDoUpdate({
        target: [pushSubscriptions.brandId, pushSubscriptions.deviceId, pushSubscriptions.pushType],
        set: update,
      });
  }
  return parsed.length;
}

/** The 60 s heartbeat: permission and last seen for the device's subscriptions, and whose device it is. */
export async function reportDevice(
  db: DbOrTx,
  who: { brandId: string; uid: number | null; now: Date },
  deviceId: string,
  permission: PushPermissionName,
): Promise<void> {
  await db
    .update(pushSubscriptions)
    .set({ permission, lastSeenAt: who.now, uid: who.uid })
    .where(and(eq(pushSubscriptions.brandId, who.brandId), eq(pushSubscriptions.deviceId, deviceId)));
}

const DEFAULT_PREFS: PushPrefs = { bets: true, wallet: true, promotions: true, news: true };

export async function readPrefs(db: DbOrTx, uid: number): Promise<PushPrefs> {
  const [row] = await db.select().from(pushPrefs).where(eq(pushPrefs.uid, uid));
  return row
    ? { bets: row.bets, wallet: row.wallet, promotions: row.promotions, news: row.news }
    : DEFAULT_PREFS;
}

export async function writePrefs(db: DbOrTx, uid: number, set: PushPrefsSet, now: Date): Promise<PushPrefs> {
  const next = { ...(await readPrefs(db, uid)), ...set };
  await db
    .insert(pushPrefs)
    .values({ uid, ...next, updatedAt: now })
    .onConflictDoUpdate({ target: pushPrefs.uid, set: { ...next, updatedAt: sql`excluded.updated_at` } });
  return next;
}
