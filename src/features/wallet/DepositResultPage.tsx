import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { payStatusOutcome } from '../../../core/wallet';
import { reportAdEvent } from '../channels/ad-events';
import { safeLocalPath } from '../account/redirect-path';
import { clearDepositData, readDepositData } from './deposit-data';
import { useLoad } from './use-load';
import { useMoney } from './money';
import { fetchDepositOrder } from './wallet-api';
import { WalletFrame, WalletLoading, WalletRetry } from './WalletFrame';
import { AlertIcon } from '../../ui/icons';
import { CheckIcon } from '../../ui/icons-more';

/**
 * /deposit-result: the order's outcome (paid, failed, expired; still pending goes back to the wait page),
 * and the locally kept deposit data is cleared once the order is over. A failed or expired deposit the
 * player did pay can be appealed (/transaction-question).
 */
export default function DepositResultPage() {
  const { t } = useLingui();
  return (
    <WalletFrame title={t`Deposit result`}>
      <DepositResult />
    </WalletFrame>
  );
}

function DepositResult() {
  const { t } = useLingui();
  const [query] = useSearchParams();
  const money = useMoney();
  const stored = readDepositData();
  const orderId = query.get('order_id') ?? stored?.orderId ?? null;
  const order = useLoad(() => fetchDepositOrder(orderId!), orderId ?? '', orderId !== null);
  const outcome = order.data ? payStatusOutcome(order.data.payStatus) : null;
  useEffect(() => {
    if (outcome && outcome !== 'pending') clearDepositData();
    // A paid deposit is the ad's purchase conversion (issue #20; once per order on the server).
    if (outcome === 'success' && order.data)
      reportAdEvent('purchase', `purchase:${order.data.orderId}`, {
        value_minor: order.data.amount,
        currency: order.data.currency,
      });
  }, [outcome, order.data]);
  const from = safeLocalPath(query.get('from') ?? stored?.from) ?? '/';

  if (!orderId) {
    return (
      <div className="wallet-panel">
        <p className="wallet-note">{t`There is no deposit to show.`}</p>
        <Link to="/transaction" className="button button-secondary button-block">
          {t`See transactions`}
        </Link>
      </div>
    );
  }
  if (order.loading && !order.data) return <WalletLoading />;
  if (!order.data) return <WalletRetry onRetry={order.reload} />;
  const o = order.data;
  const amount = money(o.amount, o.currency);
  return (
    <div className="wallet-panel result-panel">
      <div className={`result-icon result-${outcome}`} aria-hidden="true">
        {outcome === 'success' ? <CheckIcon width="40" height="40" /> : <AlertIcon width="40" height="40" />}
      </div>
      <div role="status">
        <h2 className="result-title">
          {outcome === 'success'
            ? t`Deposit received`
            : outcome === 'pending'
              ? t`Payment not confirmed yet`
              : outcome === 'timeout'
                ? t`Deposit expired`
                : t`Deposit failed`}
        </h2>
        <p className="wallet-note">
          {outcome === 'success'
            ? t`${amount} was added to your balance.`
            : outcome === 'pending'
              ? t`We have not received ${amount} yet.`
              : outcome === 'timeout'
                ? t`The time to pay ${amount} ran out. Nothing was charged.`
                : t`The payment of ${amount} did not go through.`}
        </p>
      </div>
      <p className="wallet-note">{t`Order ${o.orderId}`}</p>
      {outcome === 'pending' ? (
        <Link
          to={`/deposit-wait?order_id=${encodeURIComponent(o.orderId)}`}
          className="button button-primary button-block"
        >
          {t`Back to payment`}
        </Link>
      ) : (
        <Link to={from} className="button button-primary button-block">
          {outcome === 'success' ? t`Continue` : t`Back`}
        </Link>
      )}
      {outcome !== 'success' && outcome !== 'pending' && (
        <Link to="/deposit" className="button button-secondary button-block">
          {t`Try again`}
        </Link>
      )}
      {outcome !== 'success' && (
        <Link to={`/transaction-question?order_id=${encodeURIComponent(o.orderId)}`} className="wallet-link">
          {t`I paid but the deposit is not here`}
        </Link>
      )}
    </div>
  );
}
