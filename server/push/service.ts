/** What app.ts and main.ts need of push: the brand key store and the two channels, from one config. */
import type { Db } from '../db/database';
import { createFcmAdapter } from './fcm';
import type { PushConfig } from './config';
import type { PushAdapters } from './queue';
import { createVapidKeyStore, type VapidKeyStore } from './vapid-keys';
import { createWebPushAdapter } from './webpush';

export interface PushServices {
  config: PushConfig;
  vapid: VapidKeyStore;
  adapters: PushAdapters;
}

export function createPushServices(db: Db, config: PushConfig, fetchImpl?: typeof fetch): PushServices {
  const vapid = createVapidKeyStore(db, config);
  return {
    config,
    vapid,
    adapters: {
      webpush: createWebPushAdapter({
        keysFor: (brandId) => vapid.keysFor(brandId),
        ...(config.vapidSubject ? { subjectFor: () => config.vapidSubject! } : {}),
        ...(fetchImpl ? { fetch: fetchImpl } : {}),
      }),
      fcm: createFcmAdapter({
        accountFor: (brandId) => config.fcmAccount(brandId),
        ...(config.fcmApiUrl ? { apiBase: config.fcmApiUrl } : {}),
        ...(fetchImpl ? { fetch: fetchImpl } : {}),
      }),
    },
  };
}
