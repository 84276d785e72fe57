import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { useTopic } from '../../platform/engine-bridge';
import { useMoney } from '../wallet/money';
import { NO_PARAMS } from './promo-api';

/** The bonus balance (the player's bonus ledger account), what has been unlocked so far, and links. */
export function BonusSummary({ links = true }: { links?: boolean }) {
  const { t } = useLingui();
  const money = useMoney();
  const { data } = useTopic('bonusInfo', NO_PARAMS);
  return (
    <section className="promo-summary" aria-label={t`Bonus balance`}>
      <div>
        <p className="promo-summary-label">{t`Bonus balance`}</p>
        <p className="promo-summary-value">{data ? money(data.bonus_balance, data.currency) : '—'}</p>
      </div>
      <div>
        <p className="promo-summary-label">{t`Unlocked so far`}</p>
        <p className="promo-summary-value small">{data ? money(data.total_unlocked, data.currency) : '—'}</p>
      </div>
      {links && (
        <nav className="promo-summary-links" aria-label={t`Bonus pages`}>
          <Link to="/redeem">{t`Redeem code`}</Link>
          <Link to="/bonus-history">{t`History`}</Link>
        </nav>
      )}
    </section>
  );
}
