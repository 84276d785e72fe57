import { create } from 'zustand';
import { StorageKey, readStored, writeStored } from '../../../platform/storage';

/** SPEC §9 "Notification bar mute 3 days". */
export const BAR_MUTE_MS = 3 * 24 * 60 * 60 * 1000;

export function barMuted(now = Date.now()): boolean {
  return Number(readStored(StorageKey.notifyBarMutedUntil) ?? 0) > now;
}

export function muteBar(now = Date.now()): void {
  writeStored(StorageKey.notifyBarMutedUntil, String(now + BAR_MUTE_MS));
}

export const registeredFor = () => readStored(StorageKey.pushRegisteredUid);
export const markRegistered = (uid: number | null) =>
  writeStored(StorageKey.pushRegisteredUid, uid === null ? null : String(uid));

/** Whether the notification permission modal is open (the bar and the message center both open it). */
export const usePushPrompt = create<{ open: boolean }>(() => ({ open: false }));
export const openPushPrompt = () => usePushPrompt.setState({ open: true });
export const closePushPrompt = () => usePushPrompt.setState({ open: false });
