import { useLingui } from '@lingui/react/macro';
import { Page } from '../../ui/Page';
import { BonusListView } from './BonusListView';
import { LoggedIn } from './LoggedIn';
import './promotions.css';

/** /bonus-history: bonuses unlocked into cash or expired, newest first. */
export default function BonusHistoryPage() {
  const { t } = useLingui();
  return (
    <Page title={t`Bonus history`}>
      <LoggedIn>
        <BonusListView tab="unavailable" />
      </LoggedIn>
    </Page>
  );
}
