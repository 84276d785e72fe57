import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import type { ActivityItem } from '../../../core/contract/schemas/promotions';
import { isLoggedIn, useSession } from '../../app/stores/session';
import { useSettings } from '../../app/stores/settings';
import { useTopic } from '../../platform/engine-bridge';
import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { showToast } from '../../ui/toast';
import { LoginRequired } from '../account/LoginRequired';
import { useMoney } from '../wallet/money';
import { BonusCard } from './BonusCard';
import { BonusRules } from './BonusRules';
import { MarketNotice } from './MarketNotice';
import { claimActivity, dmErrorOf, NO_PARAMS } from './promo-api';
import { CAMPAIGN_TITLES, ERROR_TEXTS, FALLBACK_TITLE, GENERIC_ERROR } from './promo-texts';
import './promotions.css';

/** The campaign kinds with a page of their own (core/promotions/types.ts CampaignKind). */
export type ActivityKind =
  | 'daily_deposit'
  | 'total_deposit'
  | 'bet_reward'
  | 'daily_cash'
  | 'week_cash'
  | 'real_time'
  | 'christmas'
  | 'register';

const DEPOSIT_KINDS: readonly string[] = ['daily_deposit', 'total_deposit', 'christmas', 'register'];

/**
 * One campaign's page (/activity/daily-deposit, total-deposit, bet-reward, daily-cash, week-cash, christmas,
 * /real-time-bonus, /welcome-bonus): what it gives, the player's standing in its period (tiers, what counts
 * so far), the claim, its rules and the bonus it gave. `landing`: the explanation alone, for visitors.
 */
export default function ActivityPage({ kind, landing = false }: { kind: ActivityKind; landing?: boolean }) {
  const { t, i18n } = useLingui();
  const topic = useTopic('activities', NO_PARAMS);
  const activity = topic.data?.list.find((a) => a.kind === kind);
  const title = i18n._(CAMPAIGN_TITLES[kind] ?? FALLBACK_TITLE);
  return (
    <Page title={title}>
      {!topic.data && topic.status === 'error' ? (
        <EmptyState
          title={t`Could not load the promotions`}
          action={
            <button type="button" className="button button-primary" onClick={topic.refresh}>
              {t`Try again`}
            </button>
          }
        />
      ) : !topic.data ? (
        <PageSkeleton rows={4} />
      ) : !activity ? (
        <>
          <MarketNotice restriction={topic.data.restriction} />
          <EmptyState
            title={t`This promotion is not offered here`}
            action={
              <Link to="/promotion" className="button button-primary">
                {t`See promotions`}
              </Link>
            }
          >
            {t`New offers will appear here.`}
          </EmptyState>
        </>
      ) : (
        <ActivityView activity={activity} landing={landing} />
      )}
    </Page>
  );
}

function ActivityView({ activity, landing }: { activity: ActivityItem; landing: boolean }) {
  const { t } = useLingui();
  const loggedIn = useSession(isLoggedIn);
  const locale = useSettings((s) => s.locale);
  const date = (ms: number) => new Date(ms).toLocaleDateString(locale, { day: 'numeric', month: 'short' });
  const starts = date(activity.starts_at);
  const ends = activity.ends_at > 0 ? date(activity.ends_at) : '';
  const deposits = DEPOSIT_KINDS.includes(activity.kind);
  return (
    <div className="promo-list">
      <Hero activity={activity} />
      {activity.state === 0 && (
        <p className="promo-badge promo-start" role="status">
          {t`Starts on ${starts}`}
        </p>
      )}
      {ends && activity.state !== 0 && <p className="promo-card-note">{t`Runs until ${ends}`}</p>}
      {activity.rules.tiers.length > 0 && <Tiers activity={activity} />}
      {landing ? (
        <Link to="/real-time-bonus" className="button button-primary promo-action">
          {t`See my real-time bonus`}
        </Link>
      ) : !loggedIn ? (
        <LoginRequired>{t`Log in to take part.`}</LoginRequired>
      ) : activity.state !== 0 && activity.kind !== 'register' ? (
        <Standing activity={activity} />
      ) : null}
      <section className="promo-card" aria-label={t`Rules`}>
        <h3 className="promo-card-title">{t`Rules`}</h3>
        {/* The percent and cap of a cashback or real-time share are in the sentence above, not of a deposit. */}
        <BonusRules
          rules={
            DEPOSIT_KINDS.includes(activity.kind) ? activity.rules : { ...activity.rules, percent: 0, cap: 0 }
          }
          currency={activity.currency}
        />
      </section>
      {!landing && activity.state !== 0 && (
        <div className="promo-actions">
          {deposits ? (
            <Link to="/wallet/deposit" className="button button-secondary">
              {t`Deposit now`}
            </Link>
          ) : (
            <Link to="/sport" className="button button-secondary">
              {t`Place a bet`}
            </Link>
          )}
          <Link to="/bonus" className="button button-secondary">
            {t`My bonuses`}
          </Link>
        </div>
      )}
      {!landing && loggedIn && activity.bonus && <BonusCard bonus={activity.bonus} />}
    </div>
  );
}

/** What the campaign gives, in one sentence worded from its rules. */
function Hero({ activity }: { activity: ActivityItem }) {
  const { t } = useLingui();
  const money = useMoney();
  const r = activity.rules;
  const percent = r.percent;
  const cap = money(r.cap, activity.currency);
  const min = money(r.min_deposit, activity.currency);
  const amount = money(r.amount, activity.currency);
  const text = (() => {
    switch (activity.kind) {
      case 'daily_deposit':
        return t`Every day, your first deposit of ${min} or more earns ${percent}% more as bonus money, up to ${cap}.`;
      case 'total_deposit':
        return t`Reach each total of deposits to earn its reward. Every step pays once.`;
      case 'bet_reward':
        return t`Reach a total of settled stakes in a week to earn its reward. The steps start again every Monday.`;
      case 'daily_cash':
        return t`Get ${percent}% of yesterday's net loss on sports bets back as bonus money, up to ${cap}.`;
      case 'week_cash':
        return t`Get ${percent}% of last week's net loss on sports bets back as bonus money, up to ${cap}.`;
      case 'real_time':
        return t`Earn ${percent}% of every settled stake as bonus money, and claim it whenever you like.`;
      case 'christmas':
        return t`Deposit ${min} or more during the season and claim a gift of ${amount}.`;
      case 'register':
        return t`A bonus of ${amount} for your new account, credited when you sign up.`;
      default:
        return '';
    }
  })();
  return <p className="promo-hero">{text}</p>;
}

/** The steps of a tiered campaign: threshold, reward and where the player stands on each. */
function Tiers({ activity }: { activity: ActivityItem }) {
  const { t } = useLingui();
  const money = useMoney();
  const { current, tiers_done } = activity.progress;
  return (
    <ol className="promo-tiers" aria-label={t`Reward steps`}>
      {activity.rules.tiers.map((tier, i) => {
        const reached = current >= tier.threshold;
        const done = tiers_done.includes(i);
        const pct = Math.min(100, Math.floor((Math.max(0, current) * 100) / tier.threshold));
        const threshold = money(tier.threshold, activity.currency);
        const reward = money(tier.amount, activity.currency);
        return (
          <li key={tier.threshold} className={done ? 'promo-tier done' : 'promo-tier'}>
            <div className="promo-card-head">
              <span>{t`Reach ${threshold}`}</span>
              <strong>{reward}</strong>
            </div>
            <div
              className="promo-progress"
              role="progressbar"
              aria-label={t`Step ${threshold}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={pct}
            >
              <span style={{ width: `${pct}%` }} />
            </div>
            <span className="promo-card-note">
              {done ? t`Claimed` : reached ? t`Ready to claim` : t`${pct}% reached`}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** The player's standing in the current period, and the claim. */
function Standing({ activity }: { activity: ActivityItem }) {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const p = activity.progress;
  const current = money(p.current, activity.currency);
  const claimable = money(p.claimable, activity.currency);
  const min = money(activity.rules.min_deposit, activity.currency);
  const label = (() => {
    switch (activity.kind) {
      case 'daily_deposit':
        return t`Deposited today`;
      case 'total_deposit':
        return t`Total deposited`;
      case 'bet_reward':
        return t`Staked this week`;
      case 'daily_cash':
        return t`Net loss yesterday`;
      case 'week_cash':
        return t`Net loss last week`;
      case 'real_time':
        return t`Staked since your last claim`;
      default:
        return t`Deposited this season`;
    }
  })();
  const note = p.claimed
    ? activity.kind === 'daily_deposit'
      ? t`Today's bonus is yours. Come back tomorrow.`
      : t`Claimed for this period.`
    : p.claimable > 0
      ? t`Ready to claim: ${claimable}`
      : activity.kind === 'daily_deposit'
        ? t`Deposit ${min} or more today to get it.`
        : t`Nothing to claim yet.`;

  const claim = async () => {
    setBusy(true);
    setError(null);
    try {
      const res = await claimActivity(activity.activity_id);
      const got = money(res.amount, activity.currency);
      showToast(t`${got} added to your bonuses`);
    } catch (err) {
      setError(i18n._(ERROR_TEXTS[dmErrorOf(err)] ?? GENERIC_ERROR));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="promo-card" aria-label={t`Your progress`}>
      <p className="promo-summary-label">{label}</p>
      <p className="promo-card-amount">{current}</p>
      <p className="promo-card-note" role="status">
        {note}
      </p>
      {p.claimable > 0 && (
        <button type="button" className="button button-primary promo-action" disabled={busy} onClick={claim}>
          {busy ? t`Claiming…` : t`Claim ${claimable}`}
        </button>
      )}
      {error && (
        <p className="promo-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
