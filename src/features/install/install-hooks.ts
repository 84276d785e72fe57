import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  installBarHidden,
  platformOf,
  rearmsAfterDismiss,
  type Platform,
} from '../../../core/install/install-rules';
import { pwaManifest } from '../../../core/contract/endpoints-core';
import { pwaAwardReport } from '../../../core/contract/endpoints-channels';
import { useSession } from '../../app/stores/session';
import type { PwaManifest } from '../../../core/contract';
import {
  appInstalled,
  installPrompt,
  markInstalled,
  onInstallChange,
  takeInstallPrompt,
} from '../../platform/install-capture';
import { isNativeApp } from '../../platform/device';
import { quietApi } from '../../platform/api';
import { standaloneDisplay } from '../../platform/shell-facts';
import { StorageKey, readStored, writeStored } from '../../platform/storage';

/** The clock of the install rules; a parameter so tests (and nothing else) can move it. */
export type Clock = () => number;
export const systemClock: Clock = () => Date.now();

export interface InstallView {
  platform: Platform;
  /** Running installed (standalone window or iOS web clip). */
  standalone: boolean;
  /** Inside a native shell or Telegram: the shell owns installing. */
  embedded: boolean;
  /** Installed from this browser (prompt accepted or appinstalled). */
  installed: boolean;
  /** The browser's install prompt is ready to show. */
  canPrompt: boolean;
}

function snapshotKey(): string {
  return `${installPrompt() ? 1 : 0}${appInstalled() ? 1 : 0}`;
}

export function useInstallView(): InstallView {
  useSyncExternalStore(onInstallChange, snapshotKey);
  const w = window as unknown as { Telegram?: { WebApp?: { initData?: string } } };
  return {
    platform: platformOf(navigator.userAgent, navigator.maxTouchPoints),
    standalone: standaloneDisplay(),
    embedded: isNativeApp() || Boolean(w.Telegram?.WebApp?.initData),
    installed: appInstalled() || readStored(StorageKey.appInstalled) === '1',
    canPrompt: installPrompt() !== null,
  };
}

/** SPEC §9: the install bar and popup stay hidden for 24 h after the player closed them. */
export function installClosedRecently(now: number): boolean {
  const at = Number(readStored(StorageKey.installClosedAt));
  return installBarHidden(Number.isFinite(at) && at > 0 ? at : null, now);
}

export function closeInstallOffers(now: number): void {
  writeStored(StorageKey.installClosedAt, String(now));
}

export type PromptOutcome = 'accepted' | 'dismissed' | 'unavailable';

/**
 * Shows the browser's install prompt. Accepted: the app is marked installed (SPEC §4). Dismissed on the
 * login or game page: the offer stays armed; dismissed elsewhere: hidden for 24 h like a close.
 */
export async function promptInstall(pathname: string, clock: Clock = systemClock): Promise<PromptOutcome> {
  const e = takeInstallPrompt();
  if (!e) return 'unavailable';
  await e.prompt();
  const { outcome } = await e.userChoice;
  if (outcome === 'accepted') {
    writeStored(StorageKey.appInstalled, '1');
    markInstalled();
    return 'accepted';
  }
  if (!rearmsAfterDismiss(pathname)) closeInstallOffers(clock());
  return 'dismissed';
}

/**
 * Issue #20: tells the server this player's web app is installed (pwa/award/report), once per player on this
 * device; the server grants the install reward where the brand offers it and says how much (0: none).
 */
export async function reportInstall(source: 'prompt' | 'ios'): Promise<number> {
  const uid = useSession.getState().user?.uid;
  if (!uid || readStored(StorageKey.installReportedUid) === String(uid)) return 0;
  try {
    const answer = await quietApi.call(pwaAwardReport, { source });
    writeStored(StorageKey.installReportedUid, String(uid));
    return answer.reward ?? 0;
  } catch {
    return 0; // reported on the next launch instead
  }
}

/** The brand's manifest (conf/pwa/get): its name, icon, and whether the brand is flagged banned. */
export function useBrandManifest(): { manifest: PwaManifest | null; failed: boolean; retry: () => void } {
  const [manifest, setManifest] = useState<PwaManifest | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setFailed(false);
    quietApi.call(pwaManifest, {}).then(
      (m) => live && setManifest(m),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  return { manifest, failed, retry: () => setAttempt((n) => n + 1) };
}

/** The 192 px icon of the manifest (a painted PNG of the brand). */
export const iconOf = (m: PwaManifest | null) =>
  m?.icons.find((i) => i.sizes === '192x192' && i.purpose !== 'maskable')?.src ?? null;
