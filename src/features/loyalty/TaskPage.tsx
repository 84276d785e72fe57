import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import type { TaskItem, TaskType } from '../../../core/contract/schemas/loyalty';
import { isLoggedIn, useSession } from '../../app/stores/session';
import { useTopic } from '../../platform/engine-bridge';
import { Page } from '../../ui/Page';
import { LoginRequired } from '../account/LoginRequired';
import { NO_PARAMS, markTasksSeen, receiveTask, useMoney, useReceive } from './loyalty-api';
import { Progress, TopicState } from './LoyaltyStates';

/** /task: the day's tasks with their progress (values divided by 100, SPEC §5) and rewards to receive. */
export default function TaskPage() {
  const { t } = useLingui();
  const loggedIn = useSession(isLoggedIn);
  return (
    <Page title={t`Daily tasks`} className="loyalty-page">
      {loggedIn ? <Tasks /> : <LoginRequired>{t`Log in to see your daily tasks.`}</LoginRequired>}
    </Page>
  );
}

const GO: Record<TaskType, string> = { recharge: '/deposit', bet_amount: '/sport', bet_win: '/home/slots' };

function Tasks() {
  const { t, i18n } = useLingui();
  const topic = useTopic('taskCenter', NO_PARAMS);
  // The player has seen the task center: the red point waits for the next reward.
  useEffect(() => void markTasksSeen(), []);
  const center = topic.data;
  if (!center)
    return <TopicState status={topic.status === 'error' ? 'error' : 'loading'} retry={topic.refresh} />;
  const done = center.list.filter((x) => x.status === 2).length;
  const resets = i18n.date(new Date(center.ends_at), { hour: '2-digit', minute: '2-digit' });
  return (
    <>
      <section className="loyalty-card task-summary" aria-label={t`Today`}>
        <p className="task-summary-count">
          <strong>
            {done}/{center.list.length}
          </strong>
          <span>{t`tasks completed today`}</span>
        </p>
        <p className="loyalty-note">{t`New tasks at ${resets}`}</p>
      </section>
      <ul className="loyalty-list task-list">
        {center.list.map((task) => (
          <Task key={task.task_id} task={task} currency={center.currency} />
        ))}
      </ul>
      <p className="loyalty-fine">
        {t`Progress counts today's deposits, settled bets and winnings. Rewards are paid as cash.`}
      </p>
    </>
  );
}

function Task({ task, currency }: { task: TaskItem; currency: string }) {
  const { t } = useLingui();
  const money = useMoney();
  const receive = useReceive();
  const [busy, setBusy] = useState(false);
  const names: Record<TaskType, string> = {
    recharge: t`Deposit ${money(task.conf_num, currency)} today`,
    bet_amount: t`Bet ${money(task.conf_num, currency)} today`,
    bet_win: t`Win ${money(task.conf_num, currency)} today`,
  };
  const name = names[task.task_type];
  return (
    <li className="loyalty-card task">
      <div className="task-head">
        <p className="loyalty-item-title">{name}</p>
        <p className="loyalty-amount">+{money(task.reward, currency)}</p>
      </div>
      <Progress label={name} value={task.progress_num} max={task.conf_num} />
      <div className="task-foot">
        <span className="loyalty-note">
          {money(task.progress_num, currency)} / {money(task.conf_num, currency)}
        </span>
        {task.status === 1 ? (
          <button
            type="button"
            className="button button-primary button-small"
            aria-label={t`Receive the reward of ${name}`}
            disabled={busy}
            onClick={() => {
              setBusy(true);
              void receive(() => receiveTask(task.task_id)).finally(() => setBusy(false));
            }}
          >
            {t`Receive`}
          </button>
        ) : task.status === 2 ? (
          <span className="loyalty-done">{t`Received`}</span>
        ) : (
          <Link
            to={GO[task.task_type]}
            className="button button-secondary button-small"
            aria-label={t`Go: ${name}`}
          >
            {t`Go`}
          </Link>
        )}
      </div>
    </li>
  );
}
