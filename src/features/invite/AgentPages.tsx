import { Link, useLocation } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import type { AgentIncome, AgentInfo } from '../../../core/contract/schemas/invite';
import { isLoggedIn, useSession } from '../../app/stores/session';
import { useTopic } from '../../platform/engine-bridge';
import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { LoginRequired } from '../account/LoginRequired';
import { useMoney } from '../wallet/money';

const NO_PARAMS = {};

/** /agent/home and /agent/history: the agent's level, team and commission, and the income per day. */
export default function AgentPages() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const history = pathname.startsWith('/agent/history');
  const loggedIn = useSession(isLoggedIn);
  return (
    <Page title={history ? t`Agent history` : t`Agent programme`}>
      {!loggedIn ? (
        <LoginRequired>{t`Log in to see your agent earnings.`}</LoginRequired>
      ) : (
        <AgentGate history={history} />
      )}
    </Page>
  );
}

function Retry({ onRetry }: { onRetry(): void }) {
  const { t } = useLingui();
  return (
    <EmptyState
      title={t`The agent data could not be loaded`}
      action={
        <button type="button" className="button button-primary" onClick={onRetry}>
          {t`Try again`}
        </button>
      }
    >
      {t`Check your connection and try again.`}
    </EmptyState>
  );
}

function AgentGate({ history }: { history: boolean }) {
  const { t } = useLingui();
  const info = useTopic('agentInfo', NO_PARAMS);
  if (!info.data && info.status === 'error') return <Retry onRetry={info.refresh} />;
  if (!info.data) return <PageSkeleton rows={5} />;
  if (!info.data.is_agent)
    return (
      <EmptyState
        title={t`You are not an agent yet`}
        action={
          <Link to="/activity/invite" className="button button-primary">
            {t`Invite friends`}
          </Link>
        }
      >
        {t`Agents earn a share of their team's results every day. Ask support to become an agent; meanwhile, invite friends for cash rewards.`}
      </EmptyState>
    );
  return history ? <History /> : <Home info={info.data} />;
}

function Home({ info }: { info: AgentInfo }) {
  const { t } = useLingui();
  const money = useMoney();
  const cur = info.currency;
  const pct = (bps: number) => `${(bps / 100).toLocaleString()}%`;
  return (
    <div className="invite-page">
      <section className="invite-hero">
        <p className="invite-hero-kicker">{t`Agent level ${info.level}`}</p>
        <p className="invite-hero-amount">{money(info.total_commission, cur)}</p>
        <p className="invite-hero-note">{t`Commission earned in total, paid to your cash balance every day.`}</p>
      </section>
      <dl className="invite-stats">
        {info.team.map((n, i) => (
          <div key={i}>
            <dt>{t`Level ${i + 1} players`}</dt>
            <dd>{n}</dd>
          </div>
        ))}
      </dl>
      <section className="invite-card" aria-labelledby="agent-last">
        <div className="invite-card-head">
          <h2 id="agent-last" className="invite-h2">
            {t`Latest day`}
          </h2>
          <Link to="/agent/history" className="invite-more">
            {t`History`}
          </Link>
        </div>
        {info.last_day ? (
          <ul className="invite-steps">
            <li className="invite-step">
              <span className="invite-step-name">{info.last_day.day}</span>
              <span className="invite-step-count">{t`Base ${money(info.last_day.base, cur)}`}</span>
              <span className="invite-step-reward">+{money(info.last_day.commission, cur)}</span>
            </li>
          </ul>
        ) : (
          <p className="invite-note">{t`Your first day of commission appears after the day closes (UTC).`}</p>
        )}
      </section>
      <section className="invite-card" aria-labelledby="agent-rules">
        <h2 id="agent-rules" className="invite-h2">
          {t`How commission works`}
        </h2>
        <ol className="invite-rules">
          <li>
            {info.base === 'turnover'
              ? t`Commission is a share of your team's settled stakes of each day.`
              : t`Commission is a share of your team's net loss of each day (settled stakes minus payouts; a winning player counts as zero).`}
          </li>
          <li>
            {t`Your invitees pay ${pct(info.rates_bps[0] ?? 0)}, their invitees ${pct(info.rates_bps[1] ?? 0)}, and the next level ${pct(info.rates_bps[2] ?? 0)}.`}
          </li>
          <li>{t`Void and cancelled bets do not count. Each day is paid once.`}</li>
        </ol>
      </section>
    </div>
  );
}

export function History() {
  const { t } = useLingui();
  const money = useMoney();
  const topic = useTopic('agentIncome', NO_PARAMS);
  if (!topic.data && topic.status === 'error') return <Retry onRetry={topic.refresh} />;
  if (!topic.data) return <PageSkeleton rows={6} />;
  const data: AgentIncome = topic.data;
  if (data.list.length === 0)
    return (
      <EmptyState title={t`No agent earnings yet`}>
        {t`Each closed day (UTC) with bets from your team is listed here with its commission.`}
      </EmptyState>
    );
  return (
    <div className="invite-page">
      <ul className="invite-list">
        {data.list.map((d) => (
          <li key={d.day} className="invite-row agent-day">
            <div className="invite-row-main">
              <span className="invite-row-name">{d.day}</span>
              <span className="invite-row-sub">
                {t`${d.players} players · stakes ${money(d.stake, data.currency)} · paid ${money(d.payout, data.currency)}`}
              </span>
              {d.details.map((p, i) => (
                <span key={i} className="invite-row-sub">
                  {t`L${p.depth} ${p.name}: ${money(p.stake, data.currency)} / ${money(p.payout, data.currency)}`}
                </span>
              ))}
            </div>
            <div className="invite-row-side">
              <span className="invite-milestone invite-milestone-turnover">
                +{money(d.commission, data.currency)}
              </span>
              <span className="invite-status">{t`Base ${money(d.base, data.currency)}`}</span>
            </div>
          </li>
        ))}
      </ul>
      {data.has_more && (
        <button type="button" className="button button-secondary button-block" onClick={topic.loadMore}>
          {t`Show more`}
        </button>
      )}
    </div>
  );
}
