import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { useTopic } from '../../platform/engine-bridge';
import { EmptyState } from '../../ui/EmptyState';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { BonusCard } from './BonusCard';
import { AVAILABLE, UNAVAILABLE } from './promo-api';

/** One tab of the player's bonuses, from the engine's bonusList topic (every 10 s). */
export function BonusListView({ tab }: { tab: 'available' | 'unavailable' }) {
  const { t } = useLingui();
  const topic = useTopic('bonusList', tab === 'available' ? AVAILABLE : UNAVAILABLE);
  if (!topic.data && topic.status === 'error')
    return (
      <EmptyState
        title={t`Could not load your bonuses`}
        action={
          <button type="button" className="button button-primary" onClick={topic.refresh}>
            {t`Try again`}
          </button>
        }
      />
    );
  if (!topic.data) return <PageSkeleton rows={3} />;
  if (topic.data.list.length === 0)
    return (
      <EmptyState
        title={tab === 'available' ? t`No bonuses to unlock` : t`No bonus history yet`}
        action={
          <Link to="/promotion" className="button button-primary">
            {t`See promotions`}
          </Link>
        }
      >
        {tab === 'available'
          ? t`Make a deposit or redeem a code to get a bonus.`
          : t`Bonuses you unlock or that expire are listed here.`}
      </EmptyState>
    );
  return (
    <div className="promo-list">
      {topic.data.list.map((b) => (
        <BonusCard key={b.bonus_id} bonus={b} />
      ))}
    </div>
  );
}
