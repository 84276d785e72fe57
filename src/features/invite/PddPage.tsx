import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import type { PddInfo } from '../../../core/contract/schemas/agent';
import { isLoggedIn, useSession } from '../../app/stores/session';
import { useTopic } from '../../platform/engine-bridge';
import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { showToast } from '../../ui/toast';
import { LoginRequired } from '../account/LoginRequired';
import { useMoney } from '../wallet/money';
import { agentErrorText, withdrawPdd } from './agent-api';
import { ShareBox } from './ShareBox';
import '../account/account.css';
import './invite.css';

const NO_PARAMS = {};

/**
 * /thin/pdd: the cash challenge. A target to unlock within a window; friends' registrations and first
 * deposits through the player's link fill the bar; full, it is withdrawn to the cash balance.
 */
export default function PddPage() {
  const { t } = useLingui();
  const loggedIn = useSession(isLoggedIn);
  return (
    <Page title={t`Cash challenge`}>
      {loggedIn ? <Pdd /> : <LoginRequired>{t`Log in to start your cash challenge.`}</LoginRequired>}
    </Page>
  );
}

function Pdd() {
  const { t } = useLingui();
  const topic = useTopic('pdd', NO_PARAMS);
  const summary = useTopic('inviteSummary', NO_PARAMS);
  if (!topic.data && topic.status === 'error')
    return (
      <EmptyState
        title={t`The challenge could not be loaded`}
        action={
          <button type="button" className="button button-primary" onClick={topic.refresh}>
            {t`Try again`}
          </button>
        }
      >
        {t`Check your connection and try again.`}
      </EmptyState>
    );
  if (!topic.data) return <PageSkeleton rows={5} />;
  const s = summary.data;
  const link = s ? `${window.location.origin}${s.share.invite_path}` : '';
  return (
    <div className="invite-page">
      <Progress info={topic.data} />
      {s ? (
        <ShareBox
          code={s.share.invite_code}
          link={link}
          text={s.config.share_text.replaceAll('{code}', s.share.invite_code).replaceAll('{link}', link)}
          title={s.config.share_title}
          channels={s.config.channels}
        />
      ) : (
        <PageSkeleton rows={2} />
      )}
      <Steps info={topic.data} />
    </div>
  );
}

function Progress({ info }: { info: PddInfo }) {
  const { t } = useLingui();
  const money = useMoney();
  const [pending, setPending] = useState(false);
  const cur = info.currency;
  const pct = Math.min(100, Math.floor((info.progress * 100) / Math.max(1, info.target)));
  const until = new Date(info.expires_at).toLocaleString();
  const withdraw = async () => {
    setPending(true);
    try {
      const r = await withdrawPdd(info.pdd_uid);
      showToast(t`${money(r.amount, r.currency)} added to your balance`);
    } catch (err) {
      showToast(agentErrorText(err), 'error');
    } finally {
      setPending(false);
    }
  };
  return (
    <section className="invite-hero" aria-label={t`Your challenge`}>
      <p className="invite-hero-kicker">{t`Unlock ${money(info.target, cur)} in cash`}</p>
      <p className="invite-hero-amount">{money(info.progress, cur)}</p>
      <div
        className="pdd-bar"
        role="progressbar"
        aria-label={t`Progress`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
      >
        <span className="pdd-bar-fill" style={{ width: `${pct}%` }} />
      </div>
      <p className="invite-hero-note">
        {info.status === 'withdrawn'
          ? t`Withdrawn. A new challenge starts on your next visit.`
          : info.status === 'expired'
            ? t`This challenge ended on ${until}.`
            : info.status === 'full'
              ? t`Full! Withdraw it before ${until}.`
              : t`${money(info.target - info.progress, cur)} to go, until ${until}.`}
      </p>
      {info.status === 'running' && (
        <p className="invite-hero-note">
          {t`Next friend: +${money(info.next.registered, cur)} on sign-up, +${money(info.next.first_deposit, cur)} on first deposit.`}
        </p>
      )}
      <div className="agent-hero-actions">
        <button
          type="button"
          className="button button-primary"
          onClick={() => void withdraw()}
          disabled={pending || info.status !== 'full'}
          aria-busy={pending}
        >
          {pending ? t`Withdrawing…` : t`Withdraw ${money(info.target, cur)}`}
        </button>
      </div>
    </section>
  );
}

function Steps({ info }: { info: PddInfo }) {
  const { t } = useLingui();
  const money = useMoney();
  return (
    <section className="invite-card" aria-labelledby="pdd-steps">
      <div className="invite-card-head">
        <h2 id="pdd-steps" className="invite-h2">
          {t`Your friends' help`}
        </h2>
        <Link to="/activity/invite" className="invite-more">
          {t`Invite rewards`}
        </Link>
      </div>
      {info.steps.length === 0 ? (
        <p className="invite-note">{t`No friend has joined yet. Share your link: each sign-up and first deposit fills the bar.`}</p>
      ) : (
        <ul className="invite-list">
          {info.steps.map((s, i) => (
            <li key={i} className="invite-row">
              <div className="invite-row-main">
                <span className="invite-row-name">{s.name}</span>
                <span className="invite-row-sub">
                  {s.kind === 'registered' ? t`Signed up` : t`First deposit`}
                </span>
              </div>
              <div className="invite-row-side">
                <span className="invite-milestone invite-milestone-first_deposit">
                  +{money(s.amount, info.currency)}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ol className="invite-rules">
        <li>{t`Friends must register with your link or code while the challenge runs.`}</li>
        <li>{t`Each friend counts once for signing up and once for a first deposit.`}</li>
        <li>{t`Friends on your device or network do not count.`}</li>
      </ol>
    </section>
  );
}
