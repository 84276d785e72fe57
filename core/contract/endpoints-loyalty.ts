/**
 * Loyalty (issue #17): VIP club, task center, rankings and cashback. SPEC §7 puts them under activity/
 * (vip info and receive: /api/piranha/activity/...) and /api/thin/activity/ (task center, day and week
 * rank, cashback, reward lists); the exact paths below are ours. The spec lists them as GETs, the receives
 * too; a receive is idempotent (a reward is paid once, whatever is sent again). Re-exported into the
 * endpoint table by endpoint-defs.ts.
 */
import { endpoint } from './endpoint';
import type { Empty } from './schemas/common';
import type {
  AwardList,
  Cashback,
  CashbackReceiveQuery,
  MarqueeQuery,
  RainGrab,
  RainGrabQuery,
  RainInfo,
  RaffleInfo,
  Rank,
  RankPrizes,
  RankPrizesQuery,
  Received,
  RedPoint,
  TaskCenter,
  TaskHint,
  TaskReceiveQuery,
  VipInfo,
  VipReceiveQuery,
  VipSpinDraw,
  VipSpinInfo,
  VipSpinMarquee,
  VipSpinResult,
} from './schemas/loyalty';

const A = '/api/piranha/activity';
const T = '/api/thin/activity';

/** getVipInfo */
export const vipInfo = endpoint<Empty, VipInfo>('GET', `${A}/vip/info`);
/** receiveVipReward */
export const vipReceive = endpoint<VipReceiveQuery, Received>('GET', `${A}/vip/receive`);
/** awardVipList: the VIP rewards received, newest first. */
export const vipAwardList = endpoint<Empty, AwardList>('GET', `${T}/reward/vip_list`);

/** getTaskCenterInfo */
export const taskCenter = endpoint<Empty, TaskCenter>('GET', `${T}/task_center/info`);
export const taskReceive = endpoint<TaskReceiveQuery, Received>('GET', `${T}/task_center/receive`);
/** getTaskHint (with awardTaskNum's count) */
export const taskHint = endpoint<Empty, TaskHint>('GET', `${T}/task_center/hint`);
/** awardTaskNum */
export const taskAwardNum = endpoint<Empty, TaskHint>('GET', `${T}/reward/task_num`);
/** awardTaskList: the task rewards received, newest first. */
export const taskAwardList = endpoint<Empty, AwardList>('GET', `${T}/reward/task_list`);
/** redPointClick: the player saw the task center; the red point waits for the next reward. */
export const redPointClick = endpoint<Empty, RedPoint>('GET', `${T}/task_center/red_point_click`);

/** getDailyRank, getWeeklyRank */
export const rankDay = endpoint<Empty, Rank>('GET', `${T}/rank/day`);
export const rankWeek = endpoint<Empty, Rank>('GET', `${T}/rank/week`);

/** Cashback week and day (/thin/cashback) and its receive. */
export const cashbackWeek = endpoint<Empty, Cashback>('GET', `${T}/cashback/week`);
export const cashbackDay = endpoint<Empty, Cashback>('GET', `${T}/cashback/day`);
export const cashbackReceive = endpoint<CashbackReceiveQuery, Received>('GET', `${T}/cashback/receive`);

/** getVipSpinDrawList: the wheel, spins left (balance), the next spin's seed hash and the player's spins. */
export const vipSpinInfo = endpoint<Empty, VipSpinInfo>('GET', `${A}/vip_spin/draw_list`);
/** vipSpinMarquee: recent wheel wins of the brand, names masked. */
export const vipSpinMarquee = endpoint<MarqueeQuery, VipSpinMarquee>('GET', `${A}/vip_spin/marquee`);
/** vipSpin (POST draw_spin): uses a spin credit; the prize is paid at once. */
export const vipSpinDraw = endpoint<VipSpinDraw, VipSpinResult>('POST', `${A}/draw_spin`);

/** Ranking prizes by rank and the last paid period's winners (lucky daily and weekly rank). */
export const rankPrizes = endpoint<RankPrizesQuery, RankPrizes>('GET', `${A}/lucky_rank`);

/** Red-packet rain (`/api/thin/activity/` red packet rain): the running or next rain, and opening a packet. */
export const redPacketRain = endpoint<Empty, RainInfo>('GET', `${T}/red_packet_rain/info`);
export const redPacketGrab = endpoint<RainGrabQuery, RainGrab>('POST', `${T}/red_packet_rain/grab`);

/**
 * Raffle (/raffle; not in SPEC §7, ours under /api/thin/activity/): the running raffle with the viewer's
 * tickets, and the last drawn ones with their winners and revealed seeds.
 */
export const raffleInfo = endpoint<Empty, RaffleInfo>('GET', `${T}/raffle/info`);
