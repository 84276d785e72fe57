import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import type { FissionList, InviteList } from '../../../core/contract/schemas/invite';
import { isLoggedIn, useSession } from '../../app/stores/session';
import { useTopic } from '../../platform/engine-bridge';
import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { LoginRequired } from '../account/LoginRequired';
import { useMoney } from '../wallet/money';
import { MILESTONE_LABELS, STATUS_LABELS } from './labels';

const NO_PARAMS = {};

/** /activity/invite-detail: the friends the player invited (masked), their milestone and reward. */
export default function InviteDetailPage() {
  const { t } = useLingui();
  const loggedIn = useSession(isLoggedIn);
  return (
    <Page title={t`Invited friends`}>
      {loggedIn ? <Detail /> : <LoginRequired>{t`Log in to see the friends you invited.`}</LoginRequired>}
    </Page>
  );
}

function Detail() {
  const { t } = useLingui();
  const [tab, setTab] = useState<'friends' | 'fission'>('friends');
  return (
    <div className="invite-page">
      <div className="invite-tabs" role="tablist" aria-label={t`Invite lists`}>
        <button
          type="button"
          role="tab"
          aria-selected={tab === 'friends'}
          className="invite-tab"
          onClick={() => setTab('friends')}
        >
          {t`Friends`}
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={tab === 'fission'}
          className="invite-tab"
          onClick={() => setTab('fission')}
        >
          {t`Friends of friends`}
        </button>
      </div>
      <div role="tabpanel">{tab === 'friends' ? <Friends /> : <Fission />}</div>
    </div>
  );
}

function Failed({ onRetry }: { onRetry(): void }) {
  const { t } = useLingui();
  return (
    <EmptyState
      title={t`The list could not be loaded`}
      action={
        <button type="button" className="button button-primary" onClick={onRetry}>
          {t`Try again`}
        </button>
      }
    >
      {t`Check your connection and try again.`}
    </EmptyState>
  );
}

function NoneYet() {
  const { t } = useLingui();
  return (
    <EmptyState
      title={t`No friends here yet`}
      action={
        <Link to="/activity/invite" className="button button-primary">
          {t`Invite friends`}
        </Link>
      }
    >
      {t`Share your invite link: friends who register with it are listed here with their progress.`}
    </EmptyState>
  );
}

function MoreButton({ shown, onMore }: { shown: boolean; onMore(): void }) {
  const { t } = useLingui();
  if (!shown) return null;
  return (
    <button type="button" className="button button-secondary button-block" onClick={onMore}>
      {t`Show more`}
    </button>
  );
}

function Friends() {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const topic = useTopic('inviteList', NO_PARAMS);
  if (!topic.data && topic.status === 'error') return <Failed onRetry={topic.refresh} />;
  if (!topic.data) return <PageSkeleton rows={6} />;
  const data: InviteList = topic.data;
  if (data.list.length === 0) return <NoneYet />;
  return (
    <>
      <p className="invite-count">{t`${data.total} friends invited`}</p>
      <ul className="invite-list">
        {data.list.map((f, i) => (
          <li key={`${f.uid_masked}-${f.registered_at}-${i}`} className="invite-row">
            <div className="invite-row-main">
              <span className="invite-row-name">{f.name}</span>
              <span className="invite-row-sub">
                {f.uid_masked} · {i18n.date(new Date(f.registered_at), { dateStyle: 'medium' })}
              </span>
            </div>
            <div className="invite-row-side">
              <span className={`invite-milestone invite-milestone-${f.milestone}`}>
                {i18n._(MILESTONE_LABELS[f.milestone])}
              </span>
              <span className={`invite-status invite-status-${f.reward_status}`}>
                {f.reward > 0 ? `${money(f.reward, data.currency)} · ` : ''}
                {i18n._(STATUS_LABELS[f.suspect ? 'held' : f.reward_status])}
              </span>
            </div>
          </li>
        ))}
      </ul>
      <MoreButton shown={data.has_more} onMore={topic.loadMore} />
    </>
  );
}

function Fission() {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const topic = useTopic('inviteFission', NO_PARAMS);
  if (!topic.data && topic.status === 'error') return <Failed onRetry={topic.refresh} />;
  if (!topic.data) return <PageSkeleton rows={6} />;
  const data: FissionList = topic.data;
  if (data.list.length === 0)
    return (
      <EmptyState title={t`No rewards from friends of friends yet`}>
        {t`When someone your friends invited makes a first deposit, your reward shows here.`}
      </EmptyState>
    );
  return (
    <>
      <ul className="invite-list">
        {data.list.map((f, i) => (
          <li key={`${f.name}-${f.at}-${i}`} className="invite-row">
            <div className="invite-row-main">
              <span className="invite-row-name">{f.name}</span>
              <span className="invite-row-sub">
                {t`via ${f.via}`} · {i18n.date(new Date(f.at), { dateStyle: 'medium' })}
              </span>
            </div>
            <div className="invite-row-side">
              <span className={`invite-milestone invite-milestone-${f.milestone}`}>
                {i18n._(MILESTONE_LABELS[f.milestone])}
              </span>
              <span className={`invite-status invite-status-${f.status}`}>
                {money(f.reward, data.currency)} · {i18n._(STATUS_LABELS[f.status])}
              </span>
            </div>
          </li>
        ))}
      </ul>
      <MoreButton shown={data.has_more} onMore={topic.loadMore} />
    </>
  );
}
