import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import type { RgStatus } from '../../../core/contract/schemas/rg';
import type { LimitKind } from '../../../core/rg/limits';
import { isLoggedIn, useSession } from '../../app/stores/session';
import { useTopic } from '../../platform/engine-bridge';
import { Page } from '../../ui/Page';
import { LoginRequired } from '../account/LoginRequired';
import { EmptyState } from '../../ui/EmptyState';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { NO_PARAMS } from './rg-api';
import { useDateTime } from './rg-format';
import { LimitRow } from './LimitRow';
import { RealityCard } from './RealityCard';
import { BreakCard } from './BreakCard';
import '../settings/settings.css';
import './rg.css';

/**
 * /setting/responsible-gaming (issue #21): the player's deposit, loss and wager limits and session-time
 * limit (a stricter one applies at once, a looser one after 24 hours and a confirmation), the reality-check
 * interval, and a time out or self-exclusion. The server enforces all of it; this page shows and asks.
 */
export default function ResponsibleGamingPage() {
  const { t } = useLingui();
  const loggedIn = useSession(isLoggedIn);
  return (
    <Page title={t`Responsible gaming`} className="rg-page">
      {loggedIn ? <RgPanel /> : <LoginRequired>{t`Log in to set your limits.`}</LoginRequired>}
    </Page>
  );
}

function RgPanel() {
  const { t } = useLingui();
  const topic = useTopic('rgStatus', NO_PARAMS);
  if (topic.data) return <RgContent s={topic.data} />;
  if (topic.status !== 'error') return <PageSkeleton rows={8} />;
  return (
    <EmptyState
      title={t`This could not be loaded`}
      action={
        <button type="button" className="button button-primary" onClick={topic.refresh}>
          {t`Try again`}
        </button>
      }
    >
      {t`Check your connection and try again.`}
    </EmptyState>
  );
}

function RgContent({ s }: { s: RgStatus }) {
  const { t } = useLingui();
  const when = useDateTime();
  const byKey = new Map(s.limits.map((l) => [l.key, l]));
  const kinds: { kind: LimitKind; title: string; note: string }[] = [
    {
      kind: 'deposit',
      title: t`Deposit limits`,
      note: t`The most you can deposit in a day, a week or a month.`,
    },
    {
      kind: 'loss',
      title: t`Loss limits`,
      note: t`The most you can lose (stakes minus returns) in a period.`,
    },
    { kind: 'wager', title: t`Wager limits`, note: t`The most you can stake on bets and games in a period.` },
  ];
  return (
    <>
      {s.exclusion && (
        <section className="rg-card rg-excluded" role="status" aria-label={t`Account restricted`}>
          <h2 className="rg-h2">
            {s.exclusion.kind === 'timeout'
              ? t`Time out in force`
              : s.exclusion.kind === 'closure'
                ? t`Account closing`
                : t`Self-exclusion in force`}
          </h2>
          <p className="rg-note">
            {s.exclusion.until === null
              ? t`Permanent. Bets, games and deposits are not available. You can still withdraw.`
              : t`Until ${when(s.exclusion.until)}. Bets, games and deposits are not available. You can still withdraw.`}
          </p>
        </section>
      )}
      {s.profile.risk_warnings && (
        <p className="rg-warning">
          {t`Betting involves risk of financial loss and can be addictive. Play only with money you can afford to lose. 18+.`}
        </p>
      )}
      <p className="rg-fine">
        {t`A lower limit applies at once. A higher limit, or removing one, applies after 24 hours and only once you confirm it.`}
      </p>
      {kinds.map((k) => (
        <section key={k.kind} className="rg-card" aria-labelledby={`rg-${k.kind}`}>
          <h2 id={`rg-${k.kind}`} className="rg-h2">
            {k.title}
          </h2>
          <p className="rg-note">{k.note}</p>
          <ul className="rg-rows">
            {(['day', 'week', 'month'] as const).map((p) => (
              <LimitRow
                key={p}
                period={p}
                limit={byKey.get(`${k.kind}_${p}`)!}
                currency={s.currency}
                title={k.title}
              />
            ))}
          </ul>
        </section>
      ))}
      <section className="rg-card" aria-labelledby="rg-session">
        <h2 id="rg-session" className="rg-h2">
          {t`Session time`}
        </h2>
        <p className="rg-note">{t`Play stops when a session reaches this length; log in again to start a new one.`}</p>
        <ul className="rg-rows">
          <LimitRow limit={byKey.get('session_minutes')!} currency={s.currency} title={t`Session time`} />
        </ul>
      </section>
      <RealityCard s={s} />
      <BreakCard s={s} />
      <nav className="option-list" aria-label={t`Account`}>
        <Link to="/setting/account-cancellation" className="option-row">
          <span className="option-name">{t`Close my account`}</span>
        </Link>
      </nav>
    </>
  );
}
