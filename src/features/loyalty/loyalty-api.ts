import { useLingui } from '@lingui/react/macro';
import { ApiError } from '../../../core/api/types';
import { endpoints } from '../../../core/contract/endpoints';
import { DmError } from '../../../core/contract/errors';
import type {
  CashbackKind,
  RainGrab,
  ReceivableVipKind,
  Received,
  VipSpinResult,
} from '../../../core/contract/schemas/loyalty';
import { newBetKey } from '../games/games-api';
import { useSettings } from '../../app/stores/settings';
import { refreshBalance } from '../../platform/balance';
import { createPageApi } from '../../platform/api';
import { refreshTopic } from '../../platform/engine-bridge';
import { showToast } from '../../ui/toast';
import { useMoney } from '../wallet/money';

export { useMoney };

/**
 * The loyalty pages' one-off actions (issue #17): receiving a VIP, task or cashback reward, and telling the
 * server the task center was seen. Reads are engine topics (workers/engine/loyalty-topics.ts). A receive is
 * paid once by the server whatever is sent again, so a retried call is safe.
 */
const loyaltyApi = createPageApi({ toast: false });

export const NO_PARAMS: Record<string, never> = {};

function afterReceive(): void {
  refreshTopic('vipInfo', NO_PARAMS);
  refreshTopic('taskCenter', NO_PARAMS);
  refreshTopic('taskHint', NO_PARAMS);
  refreshTopic('cashback', { kind: 'week' });
  refreshTopic('cashback', { kind: 'day' });
  void refreshBalance();
}

export const receiveVip = (kind: ReceivableVipKind, period: string) =>
  loyaltyApi.call(endpoints.vipReceive, { kind, period }, { retries: 1 });
export const receiveTask = (task_id: string) =>
  loyaltyApi.call(endpoints.taskReceive, { task_id }, { retries: 1 });
export const receiveCashback = (kind: CashbackKind, period: string) =>
  loyaltyApi.call(endpoints.cashbackReceive, { kind, period }, { retries: 1 });

/**
 * One spin of the VIP wheel. The key is made once per spin, so the call's retry gets the same outcome (a
 * spin is paid once); afterwards the wheel's topic and the balance are refreshed.
 */
export async function drawSpin(clientSeed?: string): Promise<VipSpinResult> {
  try {
    return await loyaltyApi.call(
      endpoints.vipSpinDraw,
      { key: newBetKey(), ...(clientSeed ? { client_seed: clientSeed } : {}) },
      { retries: 1 },
    );
  } finally {
    refreshTopic('vipSpin', NO_PARAMS);
    refreshTopic('vipSpinMarquee', { limit: 12 });
    void refreshBalance();
  }
}

/** Why a spin failed, in the player's language. */
export function useSpinError(): (err: unknown) => string {
  const { t } = useLingui();
  return (err) => {
    const code = err instanceof ApiError ? err.info.dm_error : 0;
    return code === DmError.NoSpinLeft
      ? t`No spins left. Reach the next VIP level for more.`
      : t`The wheel could not be spun. Please try again.`;
  };
}

export async function markTasksSeen(): Promise<void> {
  await loyaltyApi.call(endpoints.redPointClick, {}).catch(() => undefined);
  refreshTopic('taskHint', NO_PARAMS);
}

/** Runs a receive and tells the player how it went (toast), then refreshes what it changed. */
export function useReceive(): (run: () => Promise<Received>) => Promise<void> {
  const { t } = useLingui();
  const money = useMoney();
  return async (run) => {
    try {
      const r = await run();
      showToast(t`Received ${money(r.amount, r.currency)}`);
    } catch (err) {
      const code = err instanceof ApiError ? err.info.dm_error : 0;
      showToast(
        code === DmError.RewardTaken
          ? t`This reward was already received.`
          : code === DmError.RewardNotEarned
            ? t`This reward is not available yet.`
            : t`The reward could not be received. Please try again.`,
        'error',
      );
    } finally {
      afterReceive();
    }
  };
}

/** A rate in basis points as a percentage in the player's language (750 -> 7.5%). */
export function usePercent(): (bps: number) => string {
  const locale = useSettings((s) => s.locale);
  return (bps) =>
    new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(bps / 10_000);
}

/** A period key (a day, 2026-11-16) plus `addDays`, as a date in the player's language (the brand's days). */
export function useDay(): (day: string, addDays?: number) => string {
  const locale = useSettings((s) => s.locale);
  return (day, addDays = 0) =>
    new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
      new Date(Date.parse(`${day}T00:00:00Z`) + addDays * 86_400_000),
    );
}

/** Opens one red packet of the running rain (a retried call returns the same packet), then refreshes. */
export async function grabPacket(): Promise<RainGrab> {
  try {
    return await loyaltyApi.call(endpoints.redPacketGrab, { key: newBetKey() }, { retries: 1 });
  } finally {
    refreshTopic('redPacketRain', NO_PARAMS);
    void refreshBalance();
  }
}

/** Why a packet could not be opened, in the player's language. */
export function useRainError(): (err: unknown) => string {
  const { t } = useLingui();
  return (err) => {
    const code = err instanceof ApiError ? err.info.dm_error : 0;
    return code === DmError.RainLimit
      ? t`You opened all your packets in this rain.`
      : code === DmError.RainClosed
        ? t`This rain has ended.`
        : t`The packet could not be opened. Please try again.`;
  };
}
