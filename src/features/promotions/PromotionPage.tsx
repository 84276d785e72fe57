import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { isLoggedIn, useSession } from '../../app/stores/session';
import { useTopic } from '../../platform/engine-bridge';
import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { ActivityCard } from './ActivityCard';
import { MarketNotice } from './MarketNotice';
import { NO_PARAMS } from './promo-api';
import './promotions.css';

/** /promotion (the footer tab): every campaign the brand runs now, with its rules. */
export default function PromotionPage() {
  const { t } = useLingui();
  const loggedIn = useSession(isLoggedIn);
  const topic = useTopic('activities', NO_PARAMS);
  return (
    <Page title={t`Promotions`}>
      {loggedIn && (
        <nav className="promo-summary-links promo-pad" aria-label={t`Bonus pages`}>
          <Link to="/bonus">{t`My bonuses`}</Link>
          <Link to="/redeem">{t`Redeem code`}</Link>
          <Link to="/bonus-history">{t`History`}</Link>
        </nav>
      )}
      {!topic.data && topic.status === 'error' ? (
        <EmptyState
          title={t`Could not load the promotions`}
          action={
            <button type="button" className="button button-primary" onClick={topic.refresh}>
              {t`Try again`}
            </button>
          }
        />
      ) : !topic.data ? (
        <PageSkeleton rows={4} />
      ) : topic.data.list.length === 0 ? (
        <>
          <MarketNotice restriction={topic.data.restriction} />
          <EmptyState title={t`No promotions right now`}>{t`New offers will appear here.`}</EmptyState>
        </>
      ) : (
        <>
          <MarketNotice restriction={topic.data.restriction} />
          <div className="promo-list">
            {topic.data.list.map((a) => (
              <ActivityCard key={a.activity_id} activity={a} />
            ))}
          </div>
        </>
      )}
    </Page>
  );
}
