import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { useTopic } from '../../platform/engine-bridge';
import { Page } from '../../ui/Page';
import { BonusCard } from './BonusCard';
import { BonusSummary } from './BonusSummary';
import { LoggedIn } from './LoggedIn';
import { NO_PARAMS } from './promo-api';
import './promotions.css';

/** /wallet/bonus: the bonus wallet: its balance and the bonus unlocking now. */
export default function WalletBonusPage() {
  const { t } = useLingui();
  return (
    <Page title={t`Bonus wallet`}>
      <LoggedIn>
        <BonusSummary />
        <Unlocking />
        <Link to="/bonus" className="button button-secondary promo-wide">
          {t`All my bonuses`}
        </Link>
      </LoggedIn>
    </Page>
  );
}

function Unlocking() {
  const { t } = useLingui();
  const { data } = useTopic('bonusInfo', NO_PARAMS);
  if (!data) return null;
  if (!data.unlocking)
    return <p className="promo-card-note promo-pad">{t`No bonus is unlocking right now.`}</p>;
  return (
    <div className="promo-list">
      <BonusCard bonus={data.unlocking} />
    </div>
  );
}
