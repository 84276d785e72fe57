import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { useTopic } from '../../platform/engine-bridge';
import { Page } from '../../ui/Page';
import { NO_PARAMS } from './promo-api';
import './promotions.css';

/** /promotion/free-rounds/rule: how free spins work, with the brand's wagering numbers when it runs them. */
export default function FreeRoundsRulePage() {
  const { t } = useLingui();
  const topic = useTopic('activities', NO_PARAMS);
  const campaign = topic.data?.list.find((a) => a.kind === 'free_rounds');
  const multiple = campaign?.rules.wager_multiple;
  const days = campaign?.rules.valid_days;
  return (
    <Page title={t`Free spins rules`}>
      <div className="promo-pad free-round-rules">
        <ol className="free-round-rule-list">
          <li>{t`Free spins are given by promotions and listed on the Free rounds page with their game, the spins left, their value and their expiry.`}</li>
          <li>{t`Each free spin plays its game at the fixed bet shown on the grant. It costs you nothing: your cash balance does not change.`}</li>
          <li>{t`Open the game with Play: while you have free spins, the game shows how many are left and every spin uses one.`}</li>
          <li>
            {multiple !== undefined
              ? t`What free spins win goes to your bonus balance. It moves to your cash after you wager ${multiple} times the win.`
              : t`What free spins win goes to your bonus balance. It moves to your cash after you complete the wagering of the promotion.`}
          </li>
          <li>
            {days !== undefined
              ? t`Unused free spins expire on the date shown. A win's bonus expires ${days} days after the spin if its wagering is not done.`
              : t`Unused free spins expire on the date shown, and a win's bonus expires if its wagering is not done in time.`}
          </li>
          <li>{t`A free spin counts once, even if you tap twice or the connection drops. Spins are provably fair like every round of our games.`}</li>
          <li>{t`A withdrawal while a bonus is active forfeits that bonus, after you confirm.`}</li>
        </ol>
      </div>
      <Link to="/promotion/free-rounds" className="button button-primary promo-wide">
        {t`My free spins`}
      </Link>
    </Page>
  );
}
