import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { BetLeg, BetOrder } from '../../../core/contract/schemas/bets';
import { formatOdds } from '../../../core/odds/american';
import { useSettings } from '../../app/stores/settings';
import { showToast } from '../../ui/toast';
import { kindLabel, resultLabel, resultTone, statusOf } from './bet-labels';
import { cashOut } from './history-api';
import { useMoney } from './use-money';

const timeFormats = new Map<string, Intl.DateTimeFormat>();
function formatTime(ms: number, locale: string): string {
  let f = timeFormats.get(locale);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat(locale, {
        day: 'numeric',
        month: 'short',
        hour: '2-digit',
        minute: '2-digit',
      });
    } catch {
      f = new Intl.DateTimeFormat(undefined, {
        day: 'numeric',
        month: 'short',
        hour: '2-digit',
        minute: '2-digit',
      });
    }
    timeFormats.set(locale, f);
  }
  return f.format(new Date(ms));
}

/** One bet in the list: kind, status, its legs, stake and return or payout, cash-out when offered. */
export function BetCard({
  order,
  price,
  onCashedOut,
  onOpen,
}: {
  order: BetOrder;
  price: number | undefined;
  onCashedOut: (order: BetOrder) => void;
  onOpen: () => void;
}) {
  const { t } = useLingui();
  const money = useMoney();
  const locale = useSettings((s) => s.locale);
  const status = statusOf(order);
  const settled =
    order.result !== 0 || order.cashOut !== undefined || order.status === 2 || order.status === 3;
  return (
    <article className="bet-card" aria-label={t`${kindLabel(order)} bet ${order.orderId}`}>
      <header className="bet-card-head">
        <span className="bet-kind">{kindLabel(order)}</span>
        {order.freeBet && <span className="bet-free">{t`Free bet`}</span>}
        <span className={`bet-status bet-status-${status.tone}`}>{status.text}</span>
      </header>
      <ul className="bet-legs">
        {order.legs.map((leg) => (
          <LegRow key={`${leg.matchId}-${leg.marketId}-${leg.ty}`} leg={leg} />
        ))}
      </ul>
      <dl className="bet-figures">
        <div>
          <dt>{t`Stake`}</dt>
          <dd>{money(order.stake, order.currency)}</dd>
        </div>
        {order.kind !== 'single_bet' && (
          <div>
            <dt>{t`Odds`}</dt>
            <dd>{formatOdds(order.od, 'decimal')}</dd>
          </div>
        )}
        <div>
          <dt>{settled ? t`Payout` : t`Potential return`}</dt>
          <dd className={settled && order.payout > 0 ? 'bet-win' : undefined}>
            {money(settled ? order.payout : order.potentialReturn, order.currency)}
          </dd>
        </div>
      </dl>
      <footer className="bet-card-foot">
        <span className="bet-time">{formatTime(order.createdAt, locale)}</span>
        <button
          type="button"
          className="slip-link-button"
          onClick={onOpen}
          aria-label={t`Details of bet ${order.orderId}`}
        >
          {t`Details`}
        </button>
      </footer>
      {price !== undefined && !settled && (
        <CashOutButton order={order} price={price} onCashedOut={onCashedOut} />
      )}
    </article>
  );
}

function LegRow({ leg }: { leg: BetLeg }) {
  const result = resultLabel(leg.result);
  return (
    <li className="bet-leg">
      <span className="bet-leg-pick">
        {leg.nm} <span className="bet-leg-odds">@ {formatOdds(leg.od, 'decimal')}</span>
      </span>
      <span className="bet-leg-market">{leg.marketName}</span>
      <span className="bet-leg-match">
        {leg.matchName}
        {leg.sc && leg.sc.length >= 2 ? ` · ${leg.sc[0]}-${leg.sc[1]}` : ''}
      </span>
      {result && <span className={`bet-leg-result bet-status-${resultTone(leg.result)}`}>{result}</span>}
    </li>
  );
}

/**
 * Cash-out at the offered price (cashOut/price, then cashOut/bet). A price that moved meanwhile is offered
 * again for the player to confirm; it is never taken silently.
 */
export function CashOutButton({
  order,
  price,
  onCashedOut,
}: {
  order: BetOrder;
  price: number;
  onCashedOut: (order: BetOrder) => void;
}) {
  const { t } = useLingui();
  const money = useMoney();
  const [offer, setOffer] = useState(price);
  const [moved, setMoved] = useState(false);
  const [busy, setBusy] = useState(false);
  const [gone, setGone] = useState(false);
  const shown = moved ? offer : price;
  if (gone) return <p className="bet-cashout-note">{t`Cash-out is not available for this bet now.`}</p>;
  const take = async () => {
    if (busy) return;
    if (!navigator.onLine) {
      showToast(t`You are offline. Cash-out needs a connection.`, 'error');
      return;
    }
    setBusy(true);
    const r = await cashOut(order.orderId, shown);
    setBusy(false);
    if (r.kind === 'done') {
      showToast(t`Cashed out for ${money(r.order.payout || shown, order.currency)}`);
      onCashedOut(r.order);
    } else if (r.kind === 'moved') {
      if (r.price === null) setGone(true);
      else {
        setOffer(r.price);
        setMoved(true);
      }
    } else {
      showToast(r.message || t`Cash-out failed. Please try again.`, 'error');
      if (r.code === 4011) setGone(true);
    }
  };
  return (
    <div className="bet-cashout">
      {moved && (
        <p className="bet-cashout-note" role="alert">
          {t`The cash-out price changed. New offer: ${money(offer, order.currency)}`}
        </p>
      )}
      <button
        type="button"
        className="button button-primary bet-cashout-button"
        onClick={() => void take()}
        disabled={busy}
        aria-busy={busy}
      >
        {t`Cash out ${money(shown, order.currency)}`}
      </button>
    </div>
  );
}

/** A bet's detail: every field the list shows plus ids, times, lines and each leg's start and score. */
export function BetDetail({
  order,
  price,
  onCashedOut,
  onBack,
}: {
  order: BetOrder;
  price: number | undefined;
  onCashedOut: (order: BetOrder) => void;
  onBack: () => void;
}) {
  const { t } = useLingui();
  const money = useMoney();
  const locale = useSettings((s) => s.locale);
  const status = statusOf(order);
  const open = order.status === 4 && order.result === 0 && !order.cashOut;
  return (
    <section className="bet-detail" aria-label={t`Bet details`}>
      <div className="bet-card">
        <header className="bet-card-head">
          <span className="bet-kind">{kindLabel(order)}</span>
          {order.freeBet && <span className="bet-free">{t`Free bet`}</span>}
          <span className={`bet-status bet-status-${status.tone}`}>{status.text}</span>
        </header>
        <ul className="bet-legs">
          {order.legs.map((leg) => (
            <li key={`${leg.matchId}-${leg.marketId}-${leg.ty}`} className="bet-leg">
              <span className="bet-leg-pick">
                {leg.nm} <span className="bet-leg-odds">@ {formatOdds(leg.od, 'decimal')}</span>
              </span>
              <span className="bet-leg-market">
                {leg.marketName}
                {leg.li ? ` ${leg.li}` : ''}
              </span>
              <span className="bet-leg-match">
                {leg.leagueName} · {leg.matchName}
              </span>
              <span className="bet-leg-match">
                {formatTime(leg.bt, locale)}
                {leg.sc && leg.sc.length >= 2 ? ` · ${t`Score`} ${leg.sc[0]}-${leg.sc[1]}` : ''}
              </span>
              {resultLabel(leg.result) && (
                <span className={`bet-leg-result bet-status-${resultTone(leg.result)}`}>
                  {resultLabel(leg.result)}
                </span>
              )}
            </li>
          ))}
        </ul>
        <dl className="bet-figures bet-figures-detail">
          <div>
            <dt>{t`Bet ID`}</dt>
            <dd>{order.orderId}</dd>
          </div>
          <div>
            <dt>{t`Placed`}</dt>
            <dd>{formatTime(order.createdAt, locale)}</dd>
          </div>
          {order.settledAt && (
            <div>
              <dt>{t`Settled`}</dt>
              <dd>{formatTime(order.settledAt, locale)}</dd>
            </div>
          )}
          {order.lines > 1 && (
            <div>
              <dt>{t`Lines`}</dt>
              <dd>
                {order.lines} × {money(order.stakePerLine, order.currency)}
              </dd>
            </div>
          )}
          <div>
            <dt>{t`Stake`}</dt>
            <dd>{money(order.stake, order.currency)}</dd>
          </div>
          <div>
            <dt>{t`Odds`}</dt>
            <dd>{formatOdds(order.od, 'decimal')}</dd>
          </div>
          <div>
            <dt>{t`Potential return`}</dt>
            <dd>{money(order.potentialReturn, order.currency)}</dd>
          </div>
          <div>
            <dt>{t`Payout`}</dt>
            <dd>{money(order.payout, order.currency)}</dd>
          </div>
          {order.cashOut && (
            <div>
              <dt>{t`Cashed out`}</dt>
              <dd>{money(order.cashOut.amount, order.currency)}</dd>
            </div>
          )}
          {order.reject && (
            <div>
              <dt>{t`Reason`}</dt>
              <dd>{order.reject.msg}</dd>
            </div>
          )}
        </dl>
        {open && price !== undefined && (
          <CashOutButton order={order} price={price} onCashedOut={onCashedOut} />
        )}
      </div>
      <button type="button" className="button button-secondary bets-more" onClick={onBack}>
        {t`Back to my bets`}
      </button>
    </section>
  );
}
