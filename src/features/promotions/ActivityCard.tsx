import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import type { ActivityItem } from '../../../core/contract/schemas/promotions';
import { BonusRules } from './BonusRules';
import { CAMPAIGN_TITLES, FALLBACK_TITLE } from './promo-texts';

/** A campaign with its rules and where to take part (deposit, redeem) or see the bonus it gave. */
export function ActivityCard({ activity }: { activity: ActivityItem }) {
  const { t, i18n } = useLingui();
  const title = i18n._(CAMPAIGN_TITLES[activity.kind] ?? FALLBACK_TITLE);
  const taken = activity.bonus !== null && activity.kind !== 'redeem';
  // Done for this player without a bonus: the first-deposit offer after an earlier deposit.
  const past = activity.state === 2 && !taken;
  return (
    <article className="promo-card" aria-label={title}>
      <header className="promo-card-head">
        <h3 className="promo-card-title">{title}</h3>
        {taken && <span className="promo-badge">{t`Claimed`}</span>}
        {past && <span className="promo-badge">{t`Not available`}</span>}
      </header>
      <BonusRules rules={activity.rules} currency={activity.currency} kind={activity.kind} />
      <div className="promo-actions">
        {past ? (
          <p className="promo-card-note">{t`Only for an account's first deposit.`}</p>
        ) : taken ? (
          <Link to="/bonus" className="button button-secondary">
            {t`See my bonus`}
          </Link>
        ) : activity.kind === 'first_deposit' ? (
          <Link to="/wallet/deposit" className="button button-primary">
            {t`Deposit now`}
          </Link>
        ) : activity.kind === 'free_rounds' ? (
          <Link to="/promotion/free-rounds" className="button button-primary">
            {t`My free spins`}
          </Link>
        ) : activity.kind === 'ui_switch' ? (
          <Link to="/activity/ui-switch-reward" className="button button-primary">
            {t`Try the new look`}
          </Link>
        ) : activity.kind === 'app_install' ? (
          <Link to="/download" className="button button-primary">
            {t`Install the app`}
          </Link>
        ) : activity.kind === 'redeem' ? (
          <Link to="/redeem" className="button button-primary">
            {t`Redeem a code`}
          </Link>
        ) : (
          <Link to="/bonus" className="button button-primary">
            {t`My bonuses`}
          </Link>
        )}
      </div>
    </article>
  );
}
