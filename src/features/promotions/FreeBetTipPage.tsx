import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { Page } from '../../ui/Page';
import './promotions.css';

/** /activity/free-bet-tip: how a free bet is used and paid (the rules of server/bets/free-bets.ts). */
export default function FreeBetTipPage() {
  const { t } = useLingui();
  return (
    <Page title={t`How free bets work`}>
      <div className="promo-list">
        <section className="promo-card" aria-label={t`How free bets work`}>
          <ol className="promo-rules">
            <li>{t`Add a selection to your bet slip and choose one of your free bets as the stake.`}</li>
            <li>{t`A free bet can only be used at or above its minimum odds, once, before it expires.`}</li>
            <li>{t`If the bet wins, you receive the winnings without the stake, in cash.`}</li>
            <li>{t`If the bet loses, nothing is taken from your balance.`}</li>
            <li>{t`A free bet not used in time expires.`}</li>
          </ol>
        </section>
        <div className="promo-actions">
          <Link to="/activity/free-bet" className="button button-primary">
            {t`My free bets`}
          </Link>
          <Link to="/sport" className="button button-secondary">
            {t`Go to sports`}
          </Link>
        </div>
      </div>
    </Page>
  );
}
