import { useEffect, useRef } from 'react';
import { useSession } from '../../app/stores/session';
import { sendHeartbeat, startHeartbeat } from './push/heartbeat';

/**
 * The 60 s heartbeat (push/heartbeat.ts), a lazy chunk the layout mounts after the service worker is up,
 * for a logged-in player or a browser that allows notifications. It reports once at start, and at once
 * after a login or logout, so the server ties the device's subscription to the new player (or to none)
 * without waiting a minute.
 */
export default function Heartbeat() {
  const uid = useSession((s) => s.user?.uid);
  const reported = useRef<{ uid: number | undefined } | null>(null);
  useEffect(() => startHeartbeat(), []);
  useEffect(() => {
    if (reported.current?.uid === uid) return;
    reported.current = { uid };
    sendHeartbeat();
  }, [uid]);
  return null;
}
