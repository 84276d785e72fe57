/**
 * SPEC §7/§9 heartbeat: every 60 s the device id and the push permission go to push/report, and it stops
 * after 10 minutes without a touch (resuming at the next one). A report without a session tells the server
 * the device no longer belongs to a player (after a logout no one's pushes reach it).
 */
import { endpoints } from '../../../../core/contract/endpoints';
import type { PushPermissionName } from '../../../../core/contract/schemas/push';
import { deviceId } from '../../../platform/device';
import { messagesApi } from '../messages-api';

export const HEARTBEAT_MS = 60_000;
export const IDLE_CUTOFF_MS = 10 * 60_000;

export function currentPermission(): PushPermissionName {
  return typeof Notification === 'undefined' ? 'denied' : Notification.permission;
}

export function sendHeartbeat(): void {
  void messagesApi
    .call(endpoints.pushReport, { device_id: deviceId(), permission: currentPermission() }, { retries: 0 })
    .catch(() => undefined);
}

/** Starts the heartbeat; returns the stop function. */
export function startHeartbeat(now: () => number = Date.now): () => void {
  let lastTouch = now();
  const touch = () => (lastTouch = now());
  const events = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const;
  for (const e of events) window.addEventListener(e, touch, { passive: true, capture: true });
  const id = window.setInterval(() => {
    if (now() - lastTouch >= IDLE_CUTOFF_MS || document.hidden) return;
    sendHeartbeat();
  }, HEARTBEAT_MS);
  return () => {
    window.clearInterval(id);
    for (const e of events) window.removeEventListener(e, touch, { capture: true });
  };
}
