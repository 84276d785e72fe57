import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import type { AgentWallet } from '../../../core/contract/schemas/agent';
import { useTopic } from '../../platform/engine-bridge';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { useMoney } from '../wallet/money';
import { ShareBox } from './ShareBox';
import { NO_PARAMS } from './agent-common';

export function Home() {
  const { t } = useLingui();
  const money = useMoney();
  const info = useTopic('agentInfo', NO_PARAMS).data!;
  const wallet = useTopic('agentWallet', NO_PARAMS);
  const summary = useTopic('inviteSummary', NO_PARAMS);
  const cur = info.currency;
  const pct = (bps: number) => `${(bps / 100).toLocaleString()}%`;
  const balance = wallet.data?.balance;
  return (
    <div className="invite-page">
      <section className="invite-hero" aria-label={t`Agent balance`}>
        <p className="invite-hero-kicker">{t`Agent level ${info.level} · agent balance`}</p>
        <p className="invite-hero-amount">{balance === undefined ? '…' : money(balance, cur)}</p>
        <p className="invite-hero-note">{t`Commission of each day is added here; transfer it to your wallet or to a player of your team.`}</p>
        <div className="agent-hero-actions">
          <Link to="/thin/agent/transfer" className="button button-primary">
            {t`Transfer`}
          </Link>
          <Link to="/thin/agent/daily" className="button button-secondary">
            {t`Daily earnings`}
          </Link>
        </div>
      </section>
      <dl className="invite-stats">
        {info.team.map((n, i) => (
          <div key={i}>
            <dt>{t`Level ${i + 1} players`}</dt>
            <dd>{n}</dd>
          </div>
        ))}
      </dl>
      <dl className="invite-stats agent-stats-2">
        <div>
          <dt>{t`Earned in total`}</dt>
          <dd>{money(info.total_commission, cur)}</dd>
        </div>
        <div>
          <dt>{t`Latest day`}</dt>
          <dd>{info.last_day ? `+${money(info.last_day.commission, cur)}` : '—'}</dd>
        </div>
      </dl>
      <p className="invite-note">
        {t`Your rates: ${pct(info.rates_bps[0] ?? 0)} of level 1, ${pct(info.rates_bps[1] ?? 0)} of level 2 and ${pct(info.rates_bps[2] ?? 0)} of level 3.`}
      </p>
      {summary.data ? (
        <ShareBox
          code={summary.data.share.invite_code}
          link={`${window.location.origin}${summary.data.share.invite_path}`}
          text={summary.data.config.share_text
            .replaceAll('{code}', summary.data.share.invite_code)
            .replaceAll('{link}', `${window.location.origin}${summary.data.share.invite_path}`)}
          title={summary.data.config.share_title}
          channels={summary.data.config.channels}
        />
      ) : (
        <PageSkeleton rows={2} />
      )}
      {wallet.data && wallet.data.team.length > 0 && <Team wallet={wallet.data} />}
    </div>
  );
}

function Team({ wallet }: { wallet: AgentWallet }) {
  const { t } = useLingui();
  return (
    <section className="invite-card" aria-labelledby="agent-team">
      <h2 id="agent-team" className="invite-h2">
        {t`Your team`}
      </h2>
      <ul className="invite-list">
        {wallet.team.slice(0, 10).map((m) => (
          <li key={m.uid} className="invite-row">
            <div className="invite-row-main">
              <span className="invite-row-name">{m.name}</span>
            </div>
            <div className="invite-row-side">
              <span className="invite-status">{t`Level ${m.depth}`}</span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
