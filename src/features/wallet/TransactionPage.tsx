import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { EmptyState } from '../../ui/EmptyState';
import { useMoney } from './money';
import { methodLabel } from './account-rules';
import { directionText, statusClass, statusText } from './status-text';
import { fetchHistory, type PayTransaction } from './wallet-api';
import { WalletFrame, WalletLoading, WalletRetry } from './WalletFrame';

type Filter = '' | 'payin' | 'payout';

/** /transaction: deposits and withdrawals, newest first (pay/order/history), 20 at a time. */
export default function TransactionPage() {
  const { t } = useLingui();
  return (
    <WalletFrame title={t`Transactions`}>
      <History />
    </WalletFrame>
  );
}

function History() {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const [filter, setFilter] = useState<Filter>('');
  const [list, setList] = useState<PayTransaction[] | null>(null);
  const [cursor, setCursor] = useState('');
  const [hasMore, setHasMore] = useState(false);
  const [error, setError] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const [round, setRound] = useState(0);

  useEffect(() => {
    let live = true;
    setList(null);
    setError(false);
    fetchHistory(filter).then(
      (page) => {
        if (!live) return;
        setList(page.list);
        setCursor(page.cursor);
        setHasMore(page.hasMore);
      },
      () => live && setError(true),
    );
    return () => {
      live = false;
    };
  }, [filter, round]);

  const more = async () => {
    setLoadingMore(true);
    try {
      const page = await fetchHistory(filter, cursor);
      setList((l) => [...(l ?? []), ...page.list.filter((p) => !l?.some((x) => x.order_id === p.order_id))]);
      setCursor(page.cursor);
      setHasMore(page.hasMore);
    } catch {
      // the button stays for another try
    } finally {
      setLoadingMore(false);
    }
  };

  const tabs: [Filter, string][] = [
    ['', t`All`],
    ['payin', t`Deposits`],
    ['payout', t`Withdrawals`],
  ];
  return (
    <div className="wallet-panel">
      <div className="segmented" role="tablist" aria-label={t`Show`}>
        {tabs.map(([key, label]) => (
          <button
            key={key || 'all'}
            type="button"
            role="tab"
            aria-selected={filter === key}
            className="segmented-item"
            onClick={() => setFilter(key)}
          >
            {label}
          </button>
        ))}
      </div>
      {error && !list ? (
        <WalletRetry onRetry={() => setRound((n) => n + 1)} />
      ) : !list ? (
        <WalletLoading />
      ) : list.length === 0 ? (
        <EmptyState
          title={t`No transactions yet`}
          action={
            <Link to="/deposit" className="button button-primary">
              {t`Deposit`}
            </Link>
          }
        >
          {t`Your deposits and withdrawals will be listed here.`}
        </EmptyState>
      ) : (
        <>
          <ul className="tx-list" aria-label={t`Transactions`}>
            {list.map((tx) => (
              <li key={tx.order_id}>
                <Link
                  className="tx-row"
                  to={`/transaction-detail?order_id=${encodeURIComponent(tx.order_id)}&type=${tx.direction}`}
                >
                  <span className="tx-main">
                    <span className="tx-title">
                      {directionText(tx.direction)} · {methodLabel(tx.method)}
                    </span>
                    <span className="tx-date">
                      {i18n.date(new Date(tx.created_at), { dateStyle: 'medium', timeStyle: 'short' })}
                    </span>
                  </span>
                  <span className="tx-side">
                    <span className={tx.direction === 'payin' ? 'tx-amount tx-in' : 'tx-amount tx-out'}>
                      {tx.direction === 'payin' ? '+' : '−'}
                      {money(tx.amount, tx.currency)}
                    </span>
                    <span className={`tx-status ${statusClass(tx.status)}`}>
                      {statusText(tx.status, tx.direction)}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          {hasMore && (
            <button
              type="button"
              className="button button-secondary button-block"
              onClick={more}
              disabled={loadingMore}
              aria-busy={loadingMore}
            >
              {t`Load more`}
            </button>
          )}
        </>
      )}
    </div>
  );
}
