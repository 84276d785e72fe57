import { useEffect, useMemo, useRef } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { payStatusOutcome, type PayDirection } from '../../../core/wallet';
import { refreshBalance } from '../../platform/balance';
import { useMoney } from './money';
import { methodLabel } from './account-rules';
import { directionText, statusClass, statusText } from './status-text';
import { toDepositOrder } from './wallet-api';
import { SandboxPanel } from './SandboxPanel';
import { refreshTopic, useTopic } from '../../platform/engine-bridge';
import type { PayinOrder, PayoutOrder } from '../../../core/contract/schemas/finance';
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
  sandboxControl: boolean;
}

/** A deposit's or a withdrawal's status answer, as this page shows it. */
function toDetail(o: PayinOrder | PayoutOrder, direction: PayDirection): DetailView {
  if (direction === 'payout') {
    const p = o as PayoutOrder;
    return {
      orderId: p.order_id,
      direction,
      status: p.pay_status,
      amount: p.amount,
      fee: p.fee,
      receive: p.receive_amount,
      currency: p.currency,
      method: p.pay_type,
      account: p.account_masked,
      createdAt: p.created_at,
      sandboxControl: p.sandbox_control === true,
    };
  }
  const d = toDepositOrder(o as PayinOrder);
  return {
    orderId: d.orderId,
    direction,
    status: d.payStatus,
    amount: d.amount,
    fee: 0,
    receive: d.amount,
    currency: d.currency,
    method: d.method,
    createdAt: d.createdAt,
    sandboxControl: d.sandboxControl,
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
  const { t } = useLingui();
  const [query] = useSearchParams();
  const orderId = query.get('order_id');
  const direction: PayDirection = query.get('type') === 'payout' ? 'payout' : 'payin';
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
  return <OrderDetail orderId={orderId} direction={direction} />;
}

function OrderDetail({ orderId, direction }: { orderId: string; direction: PayDirection }) {
  const { t, i18n } = useLingui();
  const money = useMoney();
  // The engine checks a pending order every 10 s until it is over (topics payinOrder / payoutOrder).
  const params = useMemo(() => ({ order_id: orderId }), [orderId]);
  const key = direction === 'payout' ? 'payoutOrder' : 'payinOrder';
  const topic = useTopic(key, params);
  const detail = useMemo(
    () => (topic.data ? toDetail(topic.data, direction) : null),
    [topic.data, direction],
  );
  // Money moved when the status changed (paid out, or returned to the balance): show the new balance.
  const status = detail?.status;
  const seen = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (status === undefined) return;
    if (seen.current !== undefined && seen.current !== status) void refreshBalance();
    seen.current = status;
  }, [status]);
  if (!detail && topic.status === 'error') return <WalletRetry onRetry={topic.refresh} />;
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
      {pending && d.sandboxControl && (
        <SandboxPanel
          orderId={d.orderId}
          outcomes={d.direction === 'payout' ? ['paid', 'failed'] : ['paid', 'failed', 'expired']}
          onSettled={() => refreshTopic(key, params)}
        />
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
