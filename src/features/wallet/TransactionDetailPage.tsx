import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { payStatusOutcome, type PayDirection } from '../../../core/wallet';
import { refreshBalance } from '../../platform/balance';
import { useMoney } from './money';
import { methodLabel } from './account-rules';
import { directionText, statusClass, statusText } from './status-text';
import { DEPOSIT_POLL_MS, usePoll } from './use-poll';
import { fetchDepositOrder, fetchPayoutOrder } from './wallet-api';
import { WalletFrame, WalletLoading, WalletRetry } from './WalletFrame';

interface DetailView {
  orderId: string;
  direction: PayDirection;
  status: number;
  amount: number;
  fee: number;
  receive: number;
  currency: string;
  method: string;
  account?: string;
  createdAt: number;
}

async function loadDetail(orderId: string, direction: PayDirection): Promise<DetailView> {
  if (direction === 'payout') {
    const o = await fetchPayoutOrder(orderId);
    return {
      orderId: o.order_id,
      direction,
      status: o.pay_status,
      amount: o.amount,
      fee: o.fee,
      receive: o.receive_amount,
      currency: o.currency,
      method: o.pay_type,
      account: o.account_masked,
      createdAt: o.created_at,
    };
  }
  const o = await fetchDepositOrder(orderId);
  return {
    orderId: o.orderId,
    direction,
    status: o.payStatus,
    amount: o.amount,
    fee: 0,
    receive: o.amount,
    currency: o.currency,
    method: o.method,
    createdAt: o.createdAt,
  };
}

/**
 * /transaction-detail and /record-detail (the withdrawal status page): one order, checked again every 10 s
 * while it is pending, with the way to report a problem.
 */
export default function TransactionDetailPage() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  return (
    <WalletFrame title={pathname === '/record-detail' ? t`Order status` : t`Transaction details`}>
      <Detail />
    </WalletFrame>
  );
}

function Detail() {
  const { t, i18n } = useLingui();
  const [query] = useSearchParams();
  const money = useMoney();
  const orderId = query.get('order_id');
  const direction: PayDirection = query.get('type') === 'payout' ? 'payout' : 'payin';
  const [detail, setDetail] = useState<DetailView | null>(null);
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);
  usePoll(
    async () => {
      try {
        const next = await loadDetail(orderId!, direction);
        setDetail((prev) => {
          if (prev && prev.status !== next.status) void refreshBalance();
          return next;
        });
        setFailed(false);
        return payStatusOutcome(next.status) === 'pending';
      } catch {
        setFailed(true);
        return false;
      }
    },
    DEPOSIT_POLL_MS,
    orderId !== null,
    round,
  );
  if (!orderId) {
    return (
      <div className="wallet-panel">
        <p className="wallet-note">{t`Choose a transaction from your history.`}</p>
        <Link to="/transaction" className="button button-secondary button-block">
          {t`See transactions`}
        </Link>
      </div>
    );
  }
  if (!detail && failed) return <WalletRetry onRetry={() => setRound((n) => n + 1)} />;
  if (!detail) return <WalletLoading />;
  const d = detail;
  const pending = payStatusOutcome(d.status) === 'pending';
  return (
    <div className="wallet-panel">
      <section className="balance-card" aria-label={t`Amount`}>
        <span className="field-label">{directionText(d.direction)}</span>
        <strong className="balance-card-amount">{money(d.amount, d.currency)}</strong>
        <span className={`tx-status ${statusClass(d.status)}`} role="status">
          {statusText(d.status, d.direction)}
        </span>
      </section>
      <dl className="info-list detail-list">
        <div className="info-row">
          <dt>{t`Order`}</dt>
          <dd className="mono">{d.orderId}</dd>
        </div>
        <div className="info-row">
          <dt>{t`Method`}</dt>
          <dd>{methodLabel(d.method)}</dd>
        </div>
        {d.account && (
          <div className="info-row">
            <dt>{t`Account`}</dt>
            <dd>{d.account}</dd>
          </div>
        )}
        {d.direction === 'payout' && (
          <>
            <div className="info-row">
              <dt>{t`Fee`}</dt>
              <dd>{money(d.fee, d.currency)}</dd>
            </div>
            <div className="info-row">
              <dt>{t`You receive`}</dt>
              <dd>{money(d.receive, d.currency)}</dd>
            </div>
          </>
        )}
        <div className="info-row">
          <dt>{t`Created`}</dt>
          <dd>{i18n.date(new Date(d.createdAt), { dateStyle: 'medium', timeStyle: 'short' })}</dd>
        </div>
      </dl>
      {pending && (
        <p className="wallet-note" aria-live="polite">
          {d.direction === 'payout'
            ? t`Your withdrawal is on its way. The amount is reserved from your balance and returned if it fails.`
            : t`We are waiting for the payment provider.`}
        </p>
      )}
      {d.direction === 'payin' && pending && (
        <Link
          to={`/deposit-wait?order_id=${encodeURIComponent(d.orderId)}`}
          className="button button-primary button-block"
        >
          {t`Back to payment`}
        </Link>
      )}
      {d.direction === 'payin' && (
        <Link to={`/transaction-question?order_id=${encodeURIComponent(d.orderId)}`} className="wallet-link">
          {t`Report a problem with this deposit`}
        </Link>
      )}
      <Link to="/transaction" className="wallet-link">
        {t`All transactions`}
      </Link>
    </div>
  );
}
