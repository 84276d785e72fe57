/**
 * Each brand's VAPID key pair: from the environment when set, else generated once and kept in `seed_state`
 * (`vapid:<brand>`), so every node and every restart signs with the same key and existing browser
 * subscriptions stay valid. Generated on first use (insert-if-absent, then read: two nodes racing agree).
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { seedState } from '../db/schema';
import type { PushConfig } from './config';
import webpush from 'web-push';

export interface VapidKeys {
  /** Uncompressed P-256 public key, base64url (what the browser's applicationServerKey is). */
  publicKey: string;
  /** The 32-byte private scalar, base64url. */
  privateKey: string;
}

/** A new pair from the `web-push` library (the same encoding it signs with). */
const generateVapidKeys = (): VapidKeys => webpush.generateVAPIDKeys();

export function createVapidKeyStore(db: DbOrTx, config: PushConfig) {
  const cache = new Map<string, Promise<VapidKeys>>();
  async function load(brandId: string): Promise<VapidKeys> {
    const fromEnv = config.vapidKeysFromEnv(brandId);
    if (fromEnv) return fromEnv;
    const key = `vapid:${brandId}`;
    await db
      .insert(seedState)
      .values({ key, value: JSON.stringify(generateVapidKeys()) })
      .onConflictDoNothing();
    const [row] = await db.select({ value: seedState.value }).from(seedState).where(eq(seedState.key, key));
    return JSON.parse(row!.value) as VapidKeys;
  }
  return {
    keysFor(brandId: string): Promise<VapidKeys> {
      let found = cache.get(brandId);
      if (!found) {
        found = load(brandId);
        found.catch(() => cache.delete(brandId));
        cache.set(brandId, found);
      }
      return found;
    },
  };
}
export type VapidKeyStore = ReturnType<typeof createVapidKeyStore>;
