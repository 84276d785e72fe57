/**
 * Firebase messaging, loaded only here: when the player turns notifications on and the server has Firebase
 * configured (never on the first route, never in the service worker's precache: vite.config.ts names these
 * chunks firebase-* and leaves them out). The token is taken on the app's own service worker registration,
 * whose push handler (sw/push.ts) reads Firebase-shaped payloads.
 */
import type { PushConfig } from '../../../../core/contract/schemas/push';

/** Null when this browser cannot use Firebase messaging (the caller falls back to Web Push). */
export async function firebaseToken(
  fcm: NonNullable<PushConfig['fcm']>,
  registration: ServiceWorkerRegistration,
): Promise<string | null> {
  const [{ getApps, initializeApp }, { getMessaging, getToken, isSupported }] = await Promise.all([
    import('firebase/app'),
    import('firebase/messaging'),
  ]);
  if (!(await isSupported())) return null;
  const app =
    getApps()[0] ??
    initializeApp({
      apiKey: fcm.api_key,
      projectId: fcm.project_id,
      messagingSenderId: fcm.messaging_sender_id,
      appId: fcm.app_id,
    });
  return getToken(getMessaging(app), { vapidKey: fcm.vapid_key, serviceWorkerRegistration: registration });
}
