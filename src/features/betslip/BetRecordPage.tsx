import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import type { BetOrder, BetRecordRange, BetRecordStatus } from '../../../core/contract/schemas/bets';
import { isLoggedIn, useSession } from '../../app/stores/session';
import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';
import { refreshBalance } from '../../platform/balance';
import { refreshTopic, useTopic } from '../../platform/engine-bridge';
import { LoginRequired } from '../account/LoginRequired';
import { BetCard, BetDetail } from './BetCard';
import { fetchOrder } from './history-api';
import { useMoney } from './use-money';
import './betslip.css';
import './history.css';

const RANGES: BetRecordRange[] = ['today', 'yesterday', 'last7days', 'last30days'];

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

const NO_PRICES: ReadonlyMap<string, number> = new Map();

/**
 * The cash-out offers of the open bets on screen (engine topic cashOutPrices, every 15 s): orderId -> price
 * in minor units, only those available now.
 */
function useCashOutPrices(orderIds: readonly string[]): ReadonlyMap<string, number> {
  const key = orderIds.join(',');
  const params = useMemo(() => ({ orderIds: key ? key.split(',') : [] }), [key]);
  const { data } = useTopic('cashOutPrices', params);
  return useMemo(() => {
    if (!key || !data) return NO_PRICES;
    return new Map(data.list.filter((p) => p.available && p.price > 0).map((p) => [p.orderId, p.price]));
  }, [data, key]);
}

/** The player's time zone, minutes east of UTC: the date range's days are theirs. */
const TZ_OFFSET = -new Date().getTimezoneOffset();

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
  // The engine keeps the list fresh (topic betRecords: open bets every 10 s, settled ones every minute) and
  // pages it (loadMore); cash-out offers follow the market every 15 s (topic cashOutPrices).
  const params = useMemo(() => ({ status, range, tzOffset: TZ_OFFSET }), [status, range]);
  const records = useTopic('betRecords', params);
  const [cashedOut, setCashedOut] = useState<ReadonlySet<string>>(new Set());
  const list = useMemo(
    // Only the open list hides what was just cashed out: the same bet belongs on the settled tab.
    () => (records.data?.list ?? []).filter((o) => status !== 'outstanding' || !cashedOut.has(o.orderId)),
    [records.data, cashedOut, status],
  );

  const set = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(query);
    for (const [k, v] of Object.entries(patch)) {
      if (v === null) next.delete(k);
      else next.set(k, v);
    }
    setQuery(next, { replace: !('order' in patch) });
  };

  const openIds = useMemo(
    () =>
      status === 'outstanding'
        ? list.filter((o) => o.status === 4 && !o.cashOut && !o.freeBet).map((o) => o.orderId)
        : [],
    [list, status],
  );

  const prices = useCashOutPrices(openIds);

  // A bet that left the open list (settled or voided) changed the balance by its payout.
  const shownIds = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (!records.data) return;
    const now = new Set(records.data.list.map((o) => o.orderId));
    const before = shownIds.current;
    shownIds.current = now;
    if (status === 'outstanding' && before && [...before].some((id) => !now.has(id))) void refreshBalance();
  }, [records.data, status]);
  useEffect(() => {
    shownIds.current = null;
  }, [status, range]);

  const onCashedOut = useCallback(
    (order: BetOrder) => {
      // Gone from the open bets at once; the engine's next answer agrees.
      setCashedOut((ids) => new Set([...ids, order.orderId]));
      void refreshBalance();
      void refreshTopic('betRecords', params);
    },
    [params],
  );

  if (orderId) {
    const known = list.find((o) => o.orderId === orderId);
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
      {!records.data && records.status !== 'error' && <HistorySkeleton />}
      {!records.data && records.status === 'error' && (
        <EmptyState
          title={t`No connection`}
          action={
            <button type="button" className="button button-secondary" onClick={records.refresh}>
              {t`Retry`}
            </button>
          }
        >
          {t`Your bets could not be loaded. Check your connection and try again.`}
        </EmptyState>
      )}
      {records.data && list.length === 0 && (
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
      {records.data && list.length > 0 && (
        <>
          <dl className="bets-totals">
            <div>
              <dt>{t`Total stake`}</dt>
              <dd>{money(records.data.totalStake, list[0]?.currency)}</dd>
            </div>
            <div>
              <dt>{status === 'outstanding' ? t`Cashed out` : t`Total payout`}</dt>
              <dd>{money(records.data.totalPayout, list[0]?.currency)}</dd>
            </div>
          </dl>
          <ul className="bets-list" aria-label={t`Bets`}>
            {list.map((order) => (
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
          {records.data.has_more && (
            <button type="button" className="button button-secondary bets-more" onClick={records.loadMore}>
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
  // The list's offer when it had one; else this bet's own, kept fresh like the list's.
  const open = !!order && order.status === 4 && order.result === 0 && !order.cashOut && !order.freeBet;
  const own = useCashOutPrices(open && price === undefined ? [orderId] : []);
  const offer = price ?? own.get(orderId);
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
