/**
 * The VIP club: the level is recomputed from the settled history on every read (a voided bet takes its
 * points back), and the rewards it opens: the one-off bonus of every level reached (`L<n>`), this week's and
 * this month's free money at the current level.
 */
import type { ReceivableVipKind, VipInfo, VipReward } from '../../core/contract/schemas/loyalty';
import { loyaltyConfig, type LoyaltyConfig } from '../../core/loyalty/config';
import { monthOf, weekOf } from '../../core/loyalty/period';
import { levelOf, pointsOf, progressBps } from '../../core/loyalty/rules';
import { MAX_VIP_LEVEL, stageOf } from '../../core/loyalty/stages';
import type { Db, DbOrTx } from '../db/database';
import { playerActivity } from './history';
import { claimedKeys, notEarned, receiveOnce } from './receive';

export interface Standing {
  config: LoyaltyConfig;
  points: number;
  level: number;
}

export async function standingOf(db: DbOrTx, uid: number, brandId: string): Promise<Standing> {
  const config = loyaltyConfig(brandId);
  const activity = await playerActivity(db, uid, config.currency);
  const points = pointsOf(activity, config);
  return { config, points, level: levelOf(points, config.levels) };
}

const VIP_KINDS: ReceivableVipKind[] = ['vip_bonus', 'week_free', 'month_free'];

/** Every VIP reward the standing opens now, without its status. */
function openRewards(s: Standing, now: number): Omit<VipReward, 'status'>[] {
  const { config, level } = s;
  const out: Omit<VipReward, 'status'>[] = [];
  for (let n = 1; n <= level; n++) {
    out.push({ kind: 'vip_bonus', period: `L${n}`, level: n, amount: config.levels[n]!.vipBonus });
  }
  if (level >= 1) {
    const perks = config.levels[level]!;
    out.push({ kind: 'week_free', period: weekOf(now, config.timeZone).key, level, amount: perks.weekFree });
    out.push({
      kind: 'month_free',
      period: monthOf(now, config.timeZone).key,
      level,
      amount: perks.monthFree,
    });
  }
  return out;
}

export async function vipInfo(db: DbOrTx, uid: number, brandId: string, now: number): Promise<VipInfo> {
  const s = await standingOf(db, uid, brandId);
  const { config, level, points } = s;
  const claimed = await claimedKeys(db, uid, VIP_KINDS);
  const rewards: VipReward[] = openRewards(s, now)
    .map((r) => ({ ...r, status: claimed.has(`${r.kind}|${r.period}`) ? 2 : 1 }))
    .sort((a, b) => a.status - b.status);
  return {
    level,
    stage: stageOf(level),
    max_level: MAX_VIP_LEVEL,
    points,
    level_points: config.levels[level]!.points,
    next_level_points: config.levels[Math.min(level + 1, MAX_VIP_LEVEL)]!.points,
    progress: progressBps(points, level, config.levels),
    currency: config.currency,
    levels: config.levels.map((l) => ({
      level: l.level,
      stage: stageOf(l.level),
      points: l.points,
      vip_bonus: l.vipBonus,
      week_free: l.weekFree,
      month_free: l.monthFree,
      cash_back_rate: l.cashbackBps,
      customer_service: l.customerService,
    })),
    rewards,
    receivable: rewards.filter((r) => r.status === 1).length,
  };
}

export async function receiveVip(
  db: Db,
  who: { uid: number; brandId: string },
  kind: ReceivableVipKind,
  period: string,
  now: number,
) {
  const s = await standingOf(db, who.uid, who.brandId);
  const reward = openRewards(s, now).find((r) => r.kind === kind && r.period === period);
  if (!reward) throw notEarned();
  return receiveOnce(db, { ...who, kind, period, amount: reward.amount, currency: s.config.currency }, now);
}
