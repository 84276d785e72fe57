import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import type { ActivityItem } from '../../../core/contract/schemas/promotions';
import type { RgStatus } from '../../../core/contract/schemas/rg';
import { useBrand } from '../../app/stores/brand';
import { isLoggedIn, useSession } from '../../app/stores/session';
import { useTopic } from '../../platform/engine-bridge';
import { Page } from '../../ui/Page';
import { useMoney } from '../wallet/money';
import { NO_PARAMS } from './rg-api';
import './rg.css';

/** The brand's welcome offer: the sign-up bonus, else the first-deposit bonus (promotions engine). */
function welcomeOffer(list: readonly ActivityItem[] | undefined): ActivityItem | null {
  if (!list) return null;
  return list.find((a) => a.kind === 'register') ?? list.find((a) => a.kind === 'first_deposit') ?? null;
}

/**
 * /welcome (issue #21): a short tour for a new player after registration, swiped or stepped through: the
 * account is ready, the brand's welcome offer (or why the market has none), the limit tools (with the
 * limits the player set at registration), and where to start.
 */
export default function WelcomePage() {
  const { t } = useLingui();
  const brandName = useBrand((s) => s.brand.name);
  const loggedIn = useSession(isLoggedIn);
  const rg = useTopic('rgStatus', NO_PARAMS).data;
  const activities = useTopic('activities', NO_PARAMS);
  const [step, setStep] = useState(0);
  const track = useRef<HTMLDivElement>(null);
  const steps = [
    { key: 'hello', title: t`Welcome to ${brandName}`, body: <HelloStep loggedIn={loggedIn} /> },
    {
      key: 'offer',
      title: t`Your welcome offer`,
      body: <OfferStep rg={rg} offer={welcomeOffer(activities.data?.list)} loading={!activities.data} />,
    },
    { key: 'limits', title: t`Stay in control`, body: <LimitsStep rg={rg} /> },
    { key: 'start', title: t`Ready to play`, body: <StartStep rg={rg} /> },
  ];
  // While Next/Back scrolls the track smoothly, the scroll events in between must not move the step back
  // (a second tap during the first animation left the tour one step behind). The step follows the
  // position again once the scroll reaches its target or ends (or after a second, where scrollend is
  // missing and a finger took over).
  const target = useRef<{ step: number; timer: number } | null>(null);
  const settle = () => {
    if (target.current) window.clearTimeout(target.current.timer);
    target.current = null;
  };
  const go = (i: number) => {
    const next = Math.max(0, Math.min(steps.length - 1, i));
    setStep(next);
    const el = track.current;
    if (!el) return;
    settle();
    target.current = { step: next, timer: window.setTimeout(settle, 1000) };
    el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' });
  };
  const position = () => {
    const el = track.current;
    return el && el.clientWidth > 0 ? Math.round(el.scrollLeft / el.clientWidth) : null;
  };
  const onScroll = () => {
    const at = position();
    if (at === null) return;
    if (target.current) {
      const el = track.current!;
      if (Math.abs(el.scrollLeft - target.current.step * el.clientWidth) < 1) settle();
      return;
    }
    setStep(at);
  };
  const onScrollEnd = () => {
    settle();
    const at = position();
    if (at !== null) setStep(at);
  };
  return (
    <Page title={t`Welcome`} className="welcome-page">
      <div
        className="welcome-track"
        ref={track}
        onScroll={onScroll}
        onScrollEnd={onScrollEnd}
        role="region"
        aria-roledescription="carousel"
        aria-label={t`Welcome tour`}
      >
        {steps.map((s, i) => (
          <section
            key={s.key}
            className="welcome-step"
            role="group"
            aria-roledescription="slide"
            aria-label={t`Step ${i + 1} of ${steps.length}: ${s.title}`}
            aria-hidden={i !== step}
          >
            <div className="welcome-art" aria-hidden="true">
              {i + 1}
            </div>
            <h2 className="welcome-title">{s.title}</h2>
            {s.body}
          </section>
        ))}
      </div>
      <div className="welcome-dots" role="tablist" aria-label={t`Steps`}>
        {steps.map((s, i) => (
          <button
            key={s.key}
            type="button"
            role="tab"
            aria-selected={i === step}
            aria-label={t`Go to step ${i + 1}`}
            className={i === step ? 'welcome-dot is-on' : 'welcome-dot'}
            onClick={() => go(i)}
          />
        ))}
      </div>
      <div className="welcome-nav">
        {step > 0 ? (
          <button type="button" className="button button-secondary" onClick={() => go(step - 1)}>
            {t`Back`}
          </button>
        ) : (
          <Link to="/" className="button button-secondary">
            {t`Skip`}
          </Link>
        )}
        {step < steps.length - 1 ? (
          <button type="button" className="button button-primary" onClick={() => go(step + 1)}>
            {t`Next`}
          </button>
        ) : (
          <Link to="/" className="button button-primary">
            {t`Start playing`}
          </Link>
        )}
      </div>
    </Page>
  );
}

function HelloStep({ loggedIn }: { loggedIn: boolean }) {
  const { t } = useLingui();
  return (
    <p className="welcome-body">
      {loggedIn
        ? t`Your account is ready. Here is a quick look at what you get and the tools that keep play safe.`
        : t`Create an account to get started. Here is a quick look at what you get.`}
    </p>
  );
}

function OfferStep({ rg, offer, loading }: { rg?: RgStatus; offer: ActivityItem | null; loading: boolean }) {
  const { t } = useLingui();
  const money = useMoney();
  if (loading) return <div className="welcome-offer skeleton-block" aria-hidden="true" />;
  if (!offer) {
    return (
      <p className="welcome-body">
        {rg && !rg.profile.signup_bonus
          ? t`Your market's rules do not allow sign-up bonuses. Check the promotions page for what is on offer.`
          : t`There is no welcome offer right now. Check the promotions page for what is on offer.`}
      </p>
    );
  }
  const r = offer.rules;
  const headline =
    r.percent > 0
      ? t`${r.percent}% of your first deposit, up to ${money(r.cap, offer.currency)}`
      : t`${money(r.amount, offer.currency)} bonus`;
  return (
    <div className="welcome-offer">
      <p className="welcome-offer-title">
        {offer.kind === 'register' ? t`Welcome bonus` : t`First deposit bonus`}
      </p>
      <p className="welcome-offer-amount">{headline}</p>
      <ul className="welcome-list">
        {r.min_deposit > 0 && <li>{t`Minimum deposit ${money(r.min_deposit, offer.currency)}`}</li>}
        {r.wager_multiple > 0 && <li>{t`Wager ${r.wager_multiple}x to unlock it as cash`}</li>}
        {r.valid_days > 0 && <li>{t`Valid for ${r.valid_days} days`}</li>}
      </ul>
      <Link
        to={offer.kind === 'register' ? '/welcome-bonus' : '/activity/first-charge'}
        className="welcome-link"
      >
        {t`See the offer`}
      </Link>
    </div>
  );
}

function LimitsStep({ rg }: { rg?: RgStatus }) {
  const { t } = useLingui();
  const money = useMoney();
  const set = rg?.limits.filter((l) => l.value !== null) ?? [];
  const named = (key: string, value: number) =>
    key === 'session_minutes'
      ? t`Session time: ${value} minutes`
      : key === 'deposit_day'
        ? t`Daily deposits: ${money(value, rg!.currency)}`
        : `${key}: ${money(value, rg!.currency)}`;
  return (
    <>
      <p className="welcome-body">
        {t`Set deposit, loss and wager limits, a session time, reality checks, or take a break whenever you need.`}
      </p>
      {set.length > 0 && (
        <ul className="welcome-list" aria-label={t`Your limits`}>
          {set.map((l) => (
            <li key={l.key}>{named(l.key, l.value!)}</li>
          ))}
        </ul>
      )}
      <Link to="/setting/responsible-gaming" className="welcome-link">
        {t`Set my limits`}
      </Link>
      {rg?.profile.identity && (
        <Link to="/auth-file" className="welcome-link">
          {t`Check my verification`}
        </Link>
      )}
    </>
  );
}

function StartStep({ rg }: { rg?: RgStatus }) {
  const { t } = useLingui();
  return (
    <>
      <p className="welcome-body">{t`Make your first deposit, or look around the sports and the casino first.`}</p>
      <div className="welcome-ctas">
        {rg?.profile.real_money !== false && (
          <Link to="/deposit" className="button button-primary button-block">
            {t`Deposit`}
          </Link>
        )}
        <Link to="/sport" className="button button-secondary button-block">
          {t`Sports`}
        </Link>
        <Link to="/home/casino" className="button button-secondary button-block">
          {t`Casino`}
        </Link>
      </div>
      {rg?.profile.risk_warnings && (
        <p className="rg-fine">{t`Betting involves risk of financial loss and can be addictive. Play only with money you can afford to lose. 18+.`}</p>
      )}
    </>
  );
}
