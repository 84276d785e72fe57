import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import type { AwardInfo } from '../../../core/contract/schemas/free-rounds';
import { useSettings } from '../../app/stores/settings';
import { useTopic } from '../../platform/engine-bridge';
import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { showToast } from '../../ui/toast';
import { useMoney } from '../wallet/money';
import { LoggedIn } from './LoggedIn';
import { MarketNotice } from './MarketNotice';
import { claimActivity, dmErrorOf, NO_PARAMS } from './promo-api';
import { CAMPAIGN_TITLES, ERROR_TEXTS, FALLBACK_TITLE, GENERIC_ERROR, STATE_LABELS } from './promo-texts';
import './promotions.css';

type Claim = AwardInfo['claimable'][number];

/** A campaign reward due now, claimed in place (POST bonus/user/draw). */
function ClaimRow({ claim, currency }: { claim: Claim; currency: string }) {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const title = i18n._(CAMPAIGN_TITLES[claim.kind] ?? FALLBACK_TITLE);
  const amount = money(claim.amount, currency);
  const claimNow = async () => {
    setBusy(true);
    setError(null);
    try {
      await claimActivity(claim.activity_id);
      showToast(t`${amount} added to your bonuses`);
    } catch (err) {
      setError(i18n._(ERROR_TEXTS[dmErrorOf(err)] ?? GENERIC_ERROR));
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="award-row">
      <div className="award-row-main">
        <span className="award-row-title">{title}</span>
        <span className="award-row-amount">{amount}</span>
        {error && (
          <span className="promo-error" role="alert">
            {error}
          </span>
        )}
      </div>
      <button
        type="button"
        className="button button-primary award-row-action"
        disabled={busy}
        aria-label={t`Claim ${title}`}
        onClick={() => void claimNow()}
      >
        {busy ? t`Claiming…` : t`Claim`}
      </button>
    </li>
  );
}

function AwardView() {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const locale = useSettings((s) => s.locale);
  const topic = useTopic('awardInfo', NO_PARAMS);
  if (!topic.data && topic.status === 'error')
    return (
      <EmptyState
        title={t`Could not load your rewards`}
        action={
          <button type="button" className="button button-primary" onClick={topic.refresh}>
            {t`Try again`}
          </button>
        }
      />
    );
  if (!topic.data) return <PageSkeleton rows={4} />;
  const a = topic.data;
  const date = (ms: number) => new Date(ms).toLocaleDateString(locale, { day: 'numeric', month: 'short' });
  const waiting = a.claimable.length > 0 || a.unlockable > 0 || a.free_spins_left > 0;
  return (
    <>
      <section className="promo-summary" aria-label={t`Rewards summary`}>
        <div>
          <p className="promo-summary-label">{t`Rewards received`}</p>
          <p className="promo-summary-value" data-testid="award-total">
            {money(a.total_awarded, a.currency)}
          </p>
        </div>
        <div>
          <p className="promo-summary-label">{t`Moved to your balance`}</p>
          <p className="promo-summary-value small">{money(a.total_unlocked, a.currency)}</p>
        </div>
        <div>
          <p className="promo-summary-label">{t`Bonus balance`}</p>
          <p className="promo-summary-value small">{money(a.bonus_balance, a.currency)}</p>
        </div>
      </section>
      <MarketNotice restriction={a.restriction} />
      <section className="award-section" aria-label={t`Waiting for you`}>
        <h2 className="free-round-heading">{t`Waiting for you`}</h2>
        {!waiting && <p className="promo-card-note promo-pad">{t`Nothing to collect right now.`}</p>}
        <ul className="award-list">
          {a.claimable.map((c) => (
            <ClaimRow key={c.activity_id} claim={c} currency={a.currency} />
          ))}
          {a.unlockable > 0 && (
            <li className="award-row">
              <div className="award-row-main">
                <span className="award-row-title">{t`Bonuses ready to unlock`}</span>
                <span className="award-row-amount">{a.unlockable}</span>
              </div>
              <Link to="/bonus" className="button button-primary award-row-action">
                {t`Unlock`}
              </Link>
            </li>
          )}
          {a.free_spins_left > 0 && (
            <li className="award-row">
              <div className="award-row-main">
                <span className="award-row-title">{t`Free spins`}</span>
                <span className="award-row-amount">{t`${a.free_spins_left} left`}</span>
              </div>
              <Link to="/promotion/free-rounds" className="button button-primary award-row-action">
                {t`Play`}
              </Link>
            </li>
          )}
        </ul>
      </section>
      <section className="award-section" aria-label={t`Latest rewards`}>
        <h2 className="free-round-heading">{t`Latest rewards`}</h2>
        {a.recent.length === 0 ? (
          <EmptyState
            title={t`No rewards yet`}
            action={
              <Link to="/promotion" className="button button-primary">
                {t`See promotions`}
              </Link>
            }
          >
            {t`Bonuses, free-spin wins and gifts you receive are listed here.`}
          </EmptyState>
        ) : (
          <ul className="award-list">
            {a.recent.map((r) => (
              <li key={r.bonus_id} className="award-row">
                <div className="award-row-main">
                  <span className="award-row-title">
                    {r.source === 'free_round'
                      ? t`Free spin win`
                      : i18n._(CAMPAIGN_TITLES[r.kind] ?? FALLBACK_TITLE)}
                  </span>
                  <span className="award-row-meta">
                    {date(r.granted_at)} · {i18n._(STATE_LABELS[r.state] ?? FALLBACK_TITLE)}
                  </span>
                </div>
                <span className="award-row-amount">{money(r.amount, r.currency)}</span>
              </li>
            ))}
          </ul>
        )}
        <Link to="/bonus-history" className="button button-secondary promo-wide">
          {t`Bonus history`}
        </Link>
      </section>
    </>
  );
}

/** /award: the player's rewards: totals, what waits to be claimed or unlocked, and the newest awards. */
export default function AwardPage() {
  const { t } = useLingui();
  return (
    <Page title={t`Rewards`}>
      <LoggedIn>
        <AwardView />
      </LoggedIn>
    </Page>
  );
}
