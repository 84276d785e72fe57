import { useLingui } from '@lingui/react/macro';
import { useTopic } from '../../platform/engine-bridge';
import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { ActivityCard } from './ActivityCard';
import { BonusCard } from './BonusCard';
import { MarketNotice } from './MarketNotice';
import { NO_PARAMS } from './promo-api';
import './promotions.css';

/** /activity and /activity/first-charge: the first-deposit offer, and the player's bonus once granted. */
export default function FirstChargePage() {
  const { t } = useLingui();
  const topic = useTopic('activities', NO_PARAMS);
  const first = topic.data?.list.find((a) => a.kind === 'first_deposit');
  return (
    <Page title={t`First deposit bonus`}>
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
        <PageSkeleton rows={3} />
      ) : !first ? (
        <>
          <MarketNotice restriction={topic.data.restriction} />
          <EmptyState
            title={t`No first deposit bonus right now`}
          >{t`New offers will appear here.`}</EmptyState>
        </>
      ) : (
        <div className="promo-list">
          <p className="promo-hero">{t`Get a bonus on your first deposit: it unlocks into cash as you play.`}</p>
          <ActivityCard activity={first} />
          {first.bonus && <BonusCard bonus={first.bonus} />}
        </div>
      )}
    </Page>
  );
}
