import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { endpoints } from '../../../core/contract/endpoints';
import type { FreeBet } from '../../../core/contract/schemas/bets';
import { useSettings } from '../../app/stores/settings';
import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { useMoney } from '../wallet/money';
import { LoggedIn } from './LoggedIn';
import { promoApi } from './promo-api';
import './promotions.css';

/** /activity/free-bet: the player's free bets (free_activity_info), usable ones first, with how to use them. */
export default function FreeBetPage() {
  const { t } = useLingui();
  return (
    <Page title={t`Free bets`}>
      <LoggedIn>
        <FreeBetList />
      </LoggedIn>
    </Page>
  );
}

function FreeBetList() {
  const { t } = useLingui();
  const money = useMoney();
  const locale = useSettings((s) => s.locale);
  const [list, setList] = useState<FreeBet[] | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    setFailed(false);
    promoApi.call(endpoints.freeBetInfo, {}).then(
      (r) => setList(r.list),
      () => setFailed(true),
    );
  }, []);
  useEffect(load, [load]);
  if (failed && !list)
    return (
      <EmptyState
        title={t`Could not load your free bets`}
        action={
          <button type="button" className="button button-primary" onClick={load}>
            {t`Try again`}
          </button>
        }
      />
    );
  if (!list) return <PageSkeleton rows={3} />;
  if (list.length === 0)
    return (
      <EmptyState
        title={t`No free bets right now`}
        action={
          <Link to="/activity/free-bet-tip" className="button button-primary">
            {t`How free bets work`}
          </Link>
        }
      >
        {t`Free bets you receive will be listed here.`}
      </EmptyState>
    );
  const date = (ms: number) => new Date(ms).toLocaleDateString(locale, { day: 'numeric', month: 'short' });
  return (
    <div className="promo-list">
      {list.map((f) => {
        const amount = money(f.amount, f.currency);
        const odds = f.minOdds.toFixed(2);
        const expires = date(f.expiresAt);
        return (
          <article key={f.freeBetId} className={`promo-card promo-free-${f.status}`} aria-label={f.title}>
            <header className="promo-card-head">
              <div>
                <h3 className="promo-card-title">{f.title}</h3>
                <p className="promo-card-amount">{amount}</p>
              </div>
              <span className="promo-badge">
                {f.status === 'available' ? t`Available` : f.status === 'used' ? t`Used` : t`Expired`}
              </span>
            </header>
            <p className="promo-card-note">
              {f.minOdds > 1 ? t`At odds of ${odds} or more` : t`At any odds`}
              {' · '}
              {t`Until ${expires}`}
            </p>
            {f.status === 'available' && (
              <Link to="/sport" className="button button-primary promo-action">
                {t`Use it on a bet`}
              </Link>
            )}
          </article>
        );
      })}
      <Link to="/activity/free-bet-tip" className="promo-link">
        {t`How free bets work`}
      </Link>
    </div>
  );
}
