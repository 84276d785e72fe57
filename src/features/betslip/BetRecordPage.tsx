import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import type { BetOrder, BetRecordRange, BetRecordStatus } from '../../../core/contract/schemas/bets';
import { isLoggedIn, useSession } from '../../app/stores/session';
import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';
import { showToast } from '../../ui/toast';
import { refreshBalance } from '../../platform/balance';
import { LoginRequired } from '../account/LoginRequired';
import { BetCard, BetDetail } from './BetCard';
import { fetchBets, fetchCashOutPrices, fetchOrder } from './history-api';
import { useMoney } from './use-money';
import './betslip.css';
import './history.css';

const RANGES: BetRecordRange[] = ['today', 'yesterday', 'last7days', 'last30days'];
/** Cash-out offers follow the market: asked again this often while the open bets are on screen. */
export const CASHOUT_REFRESH_MS = 15_000;
/** Open bets are asked again this often, so a bet settled while on screen leaves the list. */
export const OUTSTANDING_REFRESH_MS = 10_000;

/**
 * /bet-record and /bet-history (SPEC §2, §4 Bet record filters): outstanding and settled bets by date range,
 * each with its legs, odds, stake, status, result and payout; cash-out on open bets; a bet's detail.
 * /bet-history opens on the settled tab.
 */
export default function BetRecordPage() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const loggedIn = useSession(isLoggedIn);
  const title = pathname.startsWith('/bet-history') ? t`Bet history` : t`My bets`;
  if (!loggedIn) {
    return (
      <Page title={title}>
        <LoginRequired>{t`Log in to see your bets.`}</LoginRequired>
      </Page>
    );
  }
  return (
    <Page title={title} className="bets-page">
      <BetRecords defaultStatus={pathname.startsWith('/bet-history') ? 'settled' : 'outstanding'} />
    </Page>
  );
}

type Load =
  | { state: 'loading' }
  | { state: 'error' }
  | {
      state: 'ready';
      list: BetOrder[];
      hasMore: boolean;
      page: number;
      totalStake: number;
      totalPayout: number;
    };

function BetRecords({ defaultStatus }: { defaultStatus: BetRecordStatus }) {
  const { t } = useLingui();
  const money = useMoney();
  const [query, setQuery] = useSearchParams();
  const status: BetRecordStatus =
    query.get('status') === 'settled' || query.get('status') === 'outstanding'
      ? (query.get('status') as BetRecordStatus)
      : defaultStatus;
  const rangeParam = query.get('range') as BetRecordRange | null;
  const range: BetRecordRange = rangeParam && RANGES.includes(rangeParam) ? rangeParam : 'last7days';
  const orderId = query.get('order');
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [loadingMore, setLoadingMore] = useState(false);
  const [prices, setPrices] = useState<Map<string, number>>(new Map());

  const set = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(query);
    for (const [k, v] of Object.entries(patch)) {
      if (v === null) next.delete(k);
      else next.set(k, v);
    }
    setQuery(next, { replace: !('order' in patch) });
  };

  useEffect(() => {
    let live = true;
    setLoad({ state: 'loading' });
    fetchBets(status, range, 1)
      .then((r) => {
        if (live)
          setLoad({
            state: 'ready',
            list: r.list,
            hasMore: r.has_more,
            page: 1,
            totalStake: r.totalStake,
            totalPayout: r.totalPayout,
          });
      })
      .catch(() => live && setLoad({ state: 'error' }));
    return () => {
      live = false;
    };
  }, [status, range, attempt]);

  const openIds = useMemo(
    () =>
      load.state === 'ready' && status === 'outstanding'
        ? load.list.filter((o) => o.status === 4 && !o.cashOut && !o.freeBet).map((o) => o.orderId)
        : [],
    [load, status],
  );
  const idsKey = openIds.join(',');
  useEffect(() => {
    if (!openIds.length) return;
    let live = true;
    const ask = () =>
      fetchCashOutPrices(openIds)
        .then((p) => live && setPrices(p))
        .catch(() => undefined);
    void ask();
    const id = window.setInterval(() => {
      if (!document.hidden) void ask();
    }, CASHOUT_REFRESH_MS);
    return () => {
      live = false;
      window.clearInterval(id);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the ids' content, not the array identity
  }, [idsKey]);

  // Open bets settle while the player watches: page 1 of Outstanding is asked again quietly (no skeleton),
  // and a bet that left it (settled or voided) refreshes the header balance, which its payout changed.
  const readyFirstPage = load.state === 'ready' && load.page === 1;
  const shown = useRef(load);
  shown.current = load;
  useEffect(() => {
    if (status !== 'outstanding' || !readyFirstPage) return;
    let live = true;
    const id = window.setInterval(() => {
      if (document.hidden) return;
      fetchBets(status, range, 1)
        .then((r) => {
          const before = shown.current;
          if (!live || before.state !== 'ready' || before.page !== 1) return;
          const now = new Map(r.list.map((o) => [o.orderId, o.status]));
          if (before.list.some((o) => !now.has(o.orderId))) void refreshBalance();
          const same =
            before.list.length === r.list.length && before.list.every((o) => now.get(o.orderId) === o.status);
          if (!same)
            setLoad({
              ...before,
              list: r.list,
              hasMore: r.has_more,
              totalStake: r.totalStake,
              totalPayout: r.totalPayout,
            });
        })
        .catch(() => undefined); // a failed quiet refresh keeps the list on screen; the next one retries
    }, OUTSTANDING_REFRESH_MS);
    return () => {
      live = false;
      window.clearInterval(id);
    };
  }, [status, range, readyFirstPage]);

  const loadMore = async () => {
    if (load.state !== 'ready' || loadingMore) return;
    setLoadingMore(true);
    try {
      const r = await fetchBets(status, range, load.page + 1);
      setLoad({ ...load, list: [...load.list, ...r.list], hasMore: r.has_more, page: load.page + 1 });
    } catch {
      showToast(t`Could not load more bets. Try again.`, 'error');
    } finally {
      setLoadingMore(false);
    }
  };

  const onCashedOut = useCallback((order: BetOrder) => {
    setLoad((l) =>
      l.state === 'ready' ? { ...l, list: l.list.filter((o) => o.orderId !== order.orderId) } : l,
    );
    void refreshBalance();
  }, []);

  if (orderId) {
    const known = load.state === 'ready' ? load.list.find((o) => o.orderId === orderId) : undefined;
    return (
      <DetailView
        orderId={orderId}
        known={known}
        price={prices.get(orderId)}
        onCashedOut={onCashedOut}
        onBack={() => window.history.back()}
      />
    );
  }

  return (
    <>
      <div className="bets-tabs" role="tablist" aria-label={t`Bet status`}>
        {(['outstanding', 'settled'] as const).map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={status === s}
            className="bets-tab"
            onClick={() => set({ status: s })}
          >
            {s === 'outstanding' ? t`Outstanding` : t`Settled`}
          </button>
        ))}
      </div>
      <div className="bets-ranges" role="group" aria-label={t`Date range`}>
        {RANGES.map((r) => (
          <button
            key={r}
            type="button"
            className="bets-range"
            aria-pressed={range === r}
            onClick={() => set({ range: r })}
          >
            {r === 'today'
              ? t`Today`
              : r === 'yesterday'
                ? t`Yesterday`
                : r === 'last7days'
                  ? t`Last 7 days`
                  : t`Last 30 days`}
          </button>
        ))}
      </div>
      {load.state === 'loading' && <HistorySkeleton />}
      {load.state === 'error' && (
        <EmptyState
          title={t`No connection`}
          action={
            <button
              type="button"
              className="button button-secondary"
              onClick={() => setAttempt((a) => a + 1)}
            >
              {t`Retry`}
            </button>
          }
        >
          {t`Your bets could not be loaded. Check your connection and try again.`}
        </EmptyState>
      )}
      {load.state === 'ready' && load.list.length === 0 && (
        <EmptyState
          title={status === 'outstanding' ? t`No open bets` : t`No settled bets`}
          action={
            <Link className="button button-secondary" to="/sport">
              {t`Go to sports`}
            </Link>
          }
        >
          {t`No bets in this period. Pick a match on the sports page to place one.`}
        </EmptyState>
      )}
      {load.state === 'ready' && load.list.length > 0 && (
        <>
          <dl className="bets-totals">
            <div>
              <dt>{t`Total stake`}</dt>
              <dd>{money(load.totalStake, load.list[0]?.currency)}</dd>
            </div>
            <div>
              <dt>{status === 'outstanding' ? t`Cashed out` : t`Total payout`}</dt>
              <dd>{money(load.totalPayout, load.list[0]?.currency)}</dd>
            </div>
          </dl>
          <ul className="bets-list" aria-label={t`Bets`}>
            {load.list.map((order) => (
              <li key={order.orderId}>
                <BetCard
                  order={order}
                  price={prices.get(order.orderId)}
                  onCashedOut={onCashedOut}
                  onOpen={() => set({ order: order.orderId })}
                />
              </li>
            ))}
          </ul>
          {load.hasMore && (
            <button
              type="button"
              className="button button-secondary bets-more"
              onClick={() => void loadMore()}
              aria-busy={loadingMore}
              disabled={loadingMore}
            >
              {t`Load more`}
            </button>
          )}
        </>
      )}
    </>
  );
}

function DetailView({
  orderId,
  known,
  price,
  onCashedOut,
  onBack,
}: {
  orderId: string;
  known: BetOrder | undefined;
  price: number | undefined;
  onCashedOut: (order: BetOrder) => void;
  onBack: () => void;
}) {
  const { t } = useLingui();
  const [order, setOrder] = useState<BetOrder | null | undefined>(known);
  const [failed, setFailed] = useState(false);
  const [offer, setOffer] = useState<number | undefined>(price);
  useEffect(() => {
    if (known) return;
    let live = true;
    fetchOrder(orderId)
      .then((o) => live && setOrder(o))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [orderId, known]);
  useEffect(() => {
    if (price !== undefined || !order || order.status !== 4 || order.result !== 0 || order.cashOut) return;
    let live = true;
    fetchCashOutPrices([order.orderId])
      .then((p) => live && setOffer(p.get(order.orderId)))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [order, price]);
  if (failed || order === null) {
    return (
      <EmptyState
        title={t`Bet not found`}
        action={
          <button type="button" className="button button-secondary" onClick={onBack}>
            {t`Back to my bets`}
          </button>
        }
      >
        {t`This bet could not be loaded.`}
      </EmptyState>
    );
  }
  if (!order) return <HistorySkeleton rows={2} />;
  return (
    <BetDetail
      order={order}
      price={offer ?? price}
      onCashedOut={(o) => {
        setOrder(o);
        onCashedOut(o);
      }}
      onBack={onBack}
    />
  );
}

/** SPEC §2: the bet history skeleton, shaped like bet cards so nothing jumps when they arrive. */
function HistorySkeleton({ rows = 4 }: { rows?: number }) {
  const { t } = useLingui();
  return (
    <div className="bets-skeleton" aria-busy="true">
      <p className="visually-hidden" role="status">
        {t`Loading your bets…`}
      </p>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="skeleton-block bets-skeleton-card" aria-hidden="true" />
      ))}
    </div>
  );
}
