import { useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Rank, RankEntry, RankPrizes } from '../../../core/contract/schemas/loyalty';
import { useTopic } from '../../platform/engine-bridge';
import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';
import { useDay, useMoney } from './loyalty-api';
import { Tabs, TopicState } from './LoyaltyStates';

type Kind = 'day' | 'week';

/** /ranking-list: today's and this week's biggest players by settled turnover, names masked, top three apart. */
export default function RankingPage() {
  const { t } = useLingui();
  const [kind, setKind] = useState<Kind>('week');
  const params = useMemo(() => ({ kind }), [kind]);
  const topic = useTopic('ranking', params);
  const tabs = [
    { key: 'day' as const, label: t`Daily` },
    { key: 'week' as const, label: t`Weekly` },
  ];
  return (
    <Page title={t`Rankings`} className="loyalty-page">
      <Tabs label={t`Ranking period`} tabs={tabs} value={kind} onChange={setKind} />
      {topic.data ? (
        <Board rank={topic.data} kind={kind} />
      ) : (
        <TopicState status={topic.status === 'error' ? 'error' : 'loading'} retry={topic.refresh} />
      )}
      <Prizes kind={kind} />
    </Page>
  );
}

function Board({ rank, kind }: { rank: Rank; kind: Kind }) {
  const { t } = useLingui();
  const money = useMoney();
  const day = useDay();
  const from = day(rank.period);
  const until = day(rank.period, 6);
  const period = kind === 'day' ? from : `${from} – ${until}`;
  if (!rank.top.length)
    return (
      <EmptyState title={t`No one is ranked yet`}>
        {t`Settled bets of this period rank players here. Be the first.`}
      </EmptyState>
    );
  const row = (e: RankEntry) => (
    <li key={e.rank} className={e.is_me ? 'rank-row rank-me' : 'rank-row'}>
      <span className="rank-no">{e.rank}</span>
      <span className="rank-name">{e.is_me ? t`${e.name} (you)` : e.name}</span>
      <span className="rank-amount">{money(e.amount, rank.currency)}</span>
    </li>
  );
  return (
    <>
      <p className="loyalty-note rank-period">{t`Turnover of settled bets · ${period}`}</p>
      <ol className="rank-podium" aria-label={t`Top three`}>
        {rank.top.map((e) => (
          <li key={e.rank} className={`podium podium-${e.rank}`}>
            <span className="podium-medal" aria-hidden="true">
              {e.rank}
            </span>
            <span className="rank-name">{e.is_me ? t`${e.name} (you)` : e.name}</span>
            <span className="rank-amount">{money(e.amount, rank.currency)}</span>
          </li>
        ))}
      </ol>
      {rank.list.length > 0 && (
        <ol className="rank-list" aria-label={t`Ranking`} start={4}>
          {rank.list.map(row)}
        </ol>
      )}
      {rank.full && <p className="loyalty-fine">{t`Showing the top 50 players.`}</p>}
      {rank.me && rank.me.rank > rank.top.length + rank.list.length ? (
        <section className="loyalty-card rank-mine" aria-label={t`Your place`}>
          <ol className="rank-list" start={rank.me.rank}>
            {row(rank.me)}
          </ol>
        </section>
      ) : null}
    </>
  );
}

/** The prizes by rank, paid when the period ends, and the winners of the last paid period. */
function Prizes({ kind }: { kind: Kind }) {
  const { t } = useLingui();
  const params = useMemo(() => ({ kind }), [kind]);
  const data: RankPrizes | undefined = useTopic('rankPrizes', params).data;
  const money = useMoney();
  const day = useDay();
  if (!data) return null;
  const last = data.last_period
    ? kind === 'day'
      ? day(data.last_period)
      : `${day(data.last_period)} – ${day(data.last_period, 6)}`
    : '';
  return (
    <section className="loyalty-card" aria-label={t`Prizes`}>
      <h2 className="loyalty-h2">{t`Prizes`}</h2>
      <p className="loyalty-note">{t`Paid to the top players when the period ends, as cash.`}</p>
      <ol className="rank-prizes">
        {data.prizes.map((amount, i) => (
          <li key={i}>
            <span className="rank-no">{i + 1}</span>
            <span className="rank-amount">{money(amount, data.currency)}</span>
          </li>
        ))}
      </ol>
      {data.winners.length > 0 && (
        <>
          <h3 className="loyalty-h2 rank-winners-title">{t`Last winners · ${last}`}</h3>
          <ol className="rank-list" aria-label={t`Last winners`}>
            {data.winners.map((w) => (
              <li key={w.rank} className={w.is_me ? 'rank-row rank-me' : 'rank-row'}>
                <span className="rank-no">{w.rank}</span>
                <span className="rank-name">{w.is_me ? t`${w.name} (you)` : w.name}</span>
                <span className="rank-amount">{money(w.amount, w.currency)}</span>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
