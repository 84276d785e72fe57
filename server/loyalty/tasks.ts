/**
 * The daily task center: each task's progress is read from the day's real deposits, settled stakes and
 * returns in the brand's time zone (a new day starts from zero); a done task's reward is received once
 * (claim `task_reward`, period `<day>:<task id>`). The red point shows while a task reward waits and the
 * player has not opened the task center today.
 */
import { eq } from 'drizzle-orm';
import type { TaskCenter, TaskHint } from '../../core/contract/schemas/loyalty';
import { loyaltyConfig, type TaskDef } from '../../core/loyalty/config';
import { dayOf } from '../../core/loyalty/period';
import { taskState } from '../../core/loyalty/rules';
import type { Db, DbOrTx } from '../db/database';
import { loyaltyRedPoints } from '../db/schema-loyalty';
import { depositsOf, playerActivity } from './history';
import { claimedKeys, notEarned, receiveOnce } from './receive';

const TASK_NAMES: Record<TaskDef['kind'], string> = {
  recharge: 'Deposit today',
  bet_amount: 'Bet today',
  bet_win: 'Win today',
};

export async function taskCenter(db: DbOrTx, uid: number, brandId: string, now: number): Promise<TaskCenter> {
  const config = loyaltyConfig(brandId);
  const day = dayOf(now, config.timeZone);
  const [activity, deposits, claimed] = await Promise.all([
    playerActivity(db, uid, config.currency, day),
    depositsOf(db, uid, config.currency, day),
    claimedKeys(db, uid, ['task_reward']),
  ]);
  const progressOf = (t: TaskDef) =>
    t.kind === 'recharge'
      ? deposits
      : t.kind === 'bet_amount'
        ? activity.sports + activity.casino
        : activity.returned;
  return {
    day: day.key,
    ends_at: day.end,
    currency: config.currency,
    list: config.tasks.map((t) => {
      const progress = progressOf(t);
      return {
        task_id: t.id,
        task_type: t.kind,
        task_name: TASK_NAMES[t.kind],
        conf_num: t.conf,
        progress_num: Math.min(progress, t.conf),
        reward: t.reward,
        status: taskState(progress, t.conf, claimed.has(`task_reward|${day.key}:${t.id}`)),
      };
    }),
  };
}

export async function receiveTask(
  db: Db,
  who: { uid: number; brandId: string },
  taskId: string,
  now: number,
) {
  const center = await taskCenter(db, who.uid, who.brandId, now);
  const task = center.list.find((t) => t.task_id === taskId);
  if (!task || task.status === 0) throw notEarned('This task is not done yet');
  return receiveOnce(
    db,
    {
      ...who,
      kind: 'task_reward',
      period: `${center.day}:${task.task_id}`,
      amount: task.reward,
      currency: center.currency,
    },
    now,
  );
}

export async function taskHint(db: DbOrTx, uid: number, brandId: string, now: number): Promise<TaskHint> {
  const center = await taskCenter(db, uid, brandId, now);
  const num = center.list.filter((t) => t.status === 1).length;
  if (!num) return { red_point: false, num };
  const [click] = await db.select().from(loyaltyRedPoints).where(eq(loyaltyRedPoints.uid, uid));
  const dayStart = dayOf(now, loyaltyConfig(brandId).timeZone).start;
  return { red_point: !click || click.clickedAt.getTime() < dayStart, num };
}

export async function clickRedPoint(db: DbOrTx, uid: number, now: number): Promise<void> {
  const at = new Date(now);
  await db
    .insert(loyaltyRedPoints)
    .values({ uid, clickedAt: at })
    .onConflictDoUpdate({ target: loyaltyRedPoints.uid, set: { clickedAt: at } });
}
