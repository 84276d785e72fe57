import { Link, useNavigate } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { afterBack } from './after-back';
import { useSlip } from './slip-store';
import { usePlacing } from './use-place';
import { useMoney } from './use-money';

/** What the sheet shows once a bet is placed: its totals, and the way on to open bets or a next bet. */
export function PlacedPanel({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const money = useMoney();
  const orders = usePlacing((s) => s.orders);
  const stake = orders.reduce((n, o) => n + o.stake, 0);
  const potential = orders.reduce((n, o) => n + o.potentialReturn, 0);
  const currency = orders[0]?.currency;
  return (
    <div className="slip-placed" role="status">
      <p className="slip-placed-title">{t`Bet placed`}</p>
      {orders.length > 0 && (
        <dl className="slip-summary">
          <div>
            <dt>{t`Total stake`}</dt>
            <dd>{money(stake, currency)}</dd>
          </div>
          <div>
            <dt>{t`Potential return`}</dt>
            <dd>{money(potential, currency)}</dd>
          </div>
        </dl>
      )}
      <div className="slip-actions">
        <Link
          className="button button-secondary"
          to="/bet-record"
          onClick={(e) => {
            // Closing the sheet pops its history entry (back-close.ts): go on once that has happened.
            e.preventDefault();
            afterBack(() => navigate('/bet-record'));
            onClose();
          }}
        >
          {t`Open bets`}
        </Link>
        <button
          type="button"
          className="button button-primary"
          onClick={() => {
            usePlacing.getState().reset();
            if (!useSlip.getState().slip.items.length) onClose();
          }}
        >
          {t`Done`}
        </button>
      </div>
    </div>
  );
}
