import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import type { InviteSummary } from '../../../core/contract/schemas/invite';
import { isLoggedIn, useSession } from '../../app/stores/session';
import { useTopic } from '../../platform/engine-bridge';
import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { showToast } from '../../ui/toast';
import { LoginRequired } from '../account/LoginRequired';
import { useMoney } from '../wallet/money';
import { receiveRewards } from './invite-api';
import { MILESTONE_LABELS } from './labels';
import { ShareBox } from './ShareBox';

const NO_PARAMS = {};

/** /activity/invite: the player's code, link and QR, how to share, rewards to receive, progress and rules. */
export default function InvitePage() {
  const { t } = useLingui();
  const loggedIn = useSession(isLoggedIn);
  return (
    <Page title={t`Invite friends`}>
      {loggedIn ? (
        <Invite />
      ) : (
        <LoginRequired>{t`Log in to get your invite link and rewards.`}</LoginRequired>
      )}
    </Page>
  );
}

function Invite() {
  const { t } = useLingui();
  const topic = useTopic('inviteSummary', NO_PARAMS);
  if (!topic.data && topic.status === 'error')
    return (
      <EmptyState
        title={t`Your invite could not be loaded`}
        action={
          <button type="button" className="button button-primary" onClick={topic.refresh}>
            {t`Try again`}
          </button>
        }
      >
        {t`Check your connection and try again.`}
      </EmptyState>
    );
  if (!topic.data) return <PageSkeleton rows={6} />;
  return <InviteView data={topic.data} />;
}

function InviteView({ data }: { data: InviteSummary }) {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const { share, config, running, sum } = data;
  const cur = config.currency;
  const link = `${window.location.origin}${share.invite_path}`;
  const text = config.share_text.replaceAll('{code}', share.invite_code).replaceAll('{link}', link);
  const firstReward = money(config.rewards.find((r) => r.milestone === 'first_deposit')?.reward ?? 0, cur);
  const turnoverReward = money(config.rewards.find((r) => r.milestone === 'turnover')?.reward ?? 0, cur);
  const fissionReward = money(
    config.rewards.find((r) => r.milestone === 'first_deposit')?.fission_reward ?? 0,
    cur,
  );
  const minDeposit = money(config.first_deposit_min, cur);
  const target = money(config.turnover_target, cur);

  return (
    <div className="invite-page">
      <section className="invite-hero">
        <p className="invite-hero-kicker">{t`Invite friends, earn cash`}</p>
        <p className="invite-hero-amount">{t`${firstReward} for each friend`}</p>
        <p className="invite-hero-note">{t`Paid to your cash balance when a friend you invited makes a first deposit.`}</p>
      </section>

      <Rewards level={1} amount={sum.receivable} currency={cur} label={t`Rewards to receive`} />
      {sum.fission_receivable > 0 && (
        <Rewards
          level={2}
          amount={sum.fission_receivable}
          currency={cur}
          label={t`Rewards from friends of friends`}
        />
      )}

      <dl className="invite-stats">
        <div>
          <dt>{t`Friends invited`}</dt>
          <dd>{sum.invitee_count}</dd>
        </div>
        <div>
          <dt>{t`Deposited`}</dt>
          <dd>{sum.depositor_count}</dd>
        </div>
        <div>
          <dt>{t`Received`}</dt>
          <dd>{money(sum.received + sum.fission_received, cur)}</dd>
        </div>
      </dl>
      {sum.held > 0 && (
        <p className="invite-note" role="note">
          {t`${money(sum.held, cur)} is under review: rewards from the same device, network or payment account as yours are held.`}
        </p>
      )}

      <ShareBox
        code={share.invite_code}
        link={link}
        text={text}
        title={config.share_title}
        channels={config.channels}
      />

      <section className="invite-card" aria-labelledby="invite-progress">
        <div className="invite-card-head">
          <h2 id="invite-progress" className="invite-h2">
            {t`Your friends' progress`}
          </h2>
          <Link to="/activity/invite-detail" className="invite-more">
            {t`See all`}
          </Link>
        </div>
        <ul className="invite-steps">
          {running.list.map((step) => (
            <li key={step.milestone} className="invite-step">
              <span className="invite-step-name">{i18n._(MILESTONE_LABELS[step.milestone])}</span>
              <span className="invite-step-count">{t`${step.reached} reached`}</span>
              <span className="invite-step-reward">
                {step.reward > 0 ? `+${money(step.reward, cur)}` : '—'}
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section className="invite-card" aria-labelledby="invite-rules">
        <h2 id="invite-rules" className="invite-h2">
          {t`How it works`}
        </h2>
        <ol className="invite-rules">
          <li>{t`Share your link or code. Friends who register with it become your invitees.`}</li>
          <li>{t`When a friend's first deposit of at least ${minDeposit} is credited, you earn ${firstReward}.`}</li>
          <li>{t`When a friend's settled bets reach ${target}, you earn ${turnoverReward} more.`}</li>
          <li>{t`When a friend's friend makes a first deposit, you earn ${fissionReward}.`}</li>
          <li>{t`Each reward is paid once. A friend can be invited only once, and never by themselves.`}</li>
          <li>{t`Rewards from the same device, network or payment account as yours are held for review. A reversed deposit cancels its reward.`}</li>
        </ol>
      </section>
    </div>
  );
}

function Rewards({
  level,
  amount,
  currency,
  label,
}: {
  level: 1 | 2;
  amount: number;
  currency: string;
  label: string;
}) {
  const { t } = useLingui();
  const money = useMoney();
  const [pending, setPending] = useState(false);
  const receive = async () => {
    setPending(true);
    try {
      const r = await receiveRewards(level);
      showToast(
        r.received > 0
          ? t`${money(r.received, r.currency)} added to your balance`
          : t`Nothing to receive yet`,
      );
    } catch {
      // The API client showed the error; the button stays for another try.
    } finally {
      setPending(false);
    }
  };
  return (
    <section className="invite-card invite-receive" aria-label={label}>
      <div>
        <span className="field-label">{label}</span>
        <strong className="invite-receive-amount">{money(amount, currency)}</strong>
      </div>
      <button
        type="button"
        className="button button-primary"
        onClick={receive}
        disabled={pending || amount === 0}
      >
        {pending ? t`Receiving…` : t`Receive`}
      </button>
    </section>
  );
}
