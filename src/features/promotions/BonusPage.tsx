import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Page } from '../../ui/Page';
import { BonusListView } from './BonusListView';
import { BonusSummary } from './BonusSummary';
import { BoosterCards } from './BoosterCards';
import { LoggedIn } from './LoggedIn';
import './promotions.css';

/**
 * /bonus and /use-bonus: the bonus balance, the booster cards (SPEC §2), then the available and unavailable
 * tabs (SPEC §4 filter).
 */
export default function BonusPage() {
  const { t } = useLingui();
  const [tab, setTab] = useState<'available' | 'unavailable'>('available');
  return (
    <Page title={t`My bonuses`}>
      <LoggedIn>
        <BonusSummary />
        <BoosterCards />
        <div className="promo-tabs" role="tablist" aria-label={t`Bonus list`}>
          {(['available', 'unavailable'] as const).map((k) => (
            <button
              key={k}
              type="button"
              role="tab"
              aria-selected={tab === k}
              className={tab === k ? 'promo-tab active' : 'promo-tab'}
              onClick={() => setTab(k)}
            >
              {k === 'available' ? t`Available` : t`Unavailable`}
            </button>
          ))}
        </div>
        <div role="tabpanel">
          <BonusListView tab={tab} />
        </div>
      </LoggedIn>
    </Page>
  );
}
