/**
 * Trading: the book's matches (upcoming, live, ended) with the open bets of the operator's brands and the
 * suspended markets, searchable by team. Read on demand (Refresh), like every console screen.
 */
import { OpsTabs } from './Tabs';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { opsMatches } from '../../core/contract/endpoints-ops';
import type { OpsMatchQuery, OpsMatchRow } from '../../core/contract/schemas/ops-trading';
import { call } from './api';
import { LoadState } from './Dialog';
import { dateTime } from './format';
import { useLoad } from './use-load';

type State = OpsMatchQuery['state'];
const STATES: State[] = ['upcoming', 'live', 'ended'];

export function useMatchState() {
  const { t } = useLingui();
  return (m: OpsMatchRow) => {
    switch (m.status) {
      case 4:
        return t`Not started`;
      case 5:
        return t`Live ${m.home_score}–${m.away_score}`;
      case 6:
        return t`Ended ${m.home_score}–${m.away_score}`;
      default:
        return t`Voided`;
    }
  };
}

export function TradingPage() {
  const { t, i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const state = (STATES.find((s) => s === params.get('state')) ?? 'upcoming') as State;
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  const list = useLoad(() => call(opsMatches, { state, q: q || undefined }), [state, q]);
  const stateText = useMatchState();
  const names: Record<State, string> = { upcoming: t`Upcoming`, live: t`Live`, ended: t`Ended` };
  const rows = list.data?.list ?? [];
  const go = (next: { state?: State; q?: string }) => {
    const p: Record<string, string> = { state: next.state ?? state };
    const qq = next.q ?? q;
    if (qq) p.q = qq;
    setParams(p);
  };
  return (
    <section className="ops-page">
      <div className="ops-row ops-head">
        <h1>
          <Trans>Trading</Trans>
        </h1>
        <span className="ops-grow" />
        <Link to="/trading/margins" className="ops-btn">
          <Trans>League margins</Trans>
        </Link>
        <button type="button" className="ops-btn" onClick={list.reload}>
          <Trans>Refresh</Trans>
        </button>
      </div>
      <OpsTabs
        tabs={STATES.map((s) => ({ id: s, label: names[s] }))}
        current={state}
        onSelect={(s) => go({ state: s })}
        label={t`Match state`}
      />
      <form
        role="search"
        className="ops-row"
        onSubmit={(e) => {
          e.preventDefault();
          go({ q: text.trim() });
        }}
      >
        <input
          className="ops-grow"
          aria-label={t`Search matches`}
          placeholder={t`Team name`}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <button className="ops-btn ops-primary">
          <Trans>Search</Trans>
        </button>
      </form>
      <LoadState
        loading={list.loading}
        error={list.error}
        empty={rows.length === 0}
        onRetry={list.reload}
        emptyText={t`No matches.`}
      />
      {!list.loading && rows.length > 0 && (
        <table className="ops-table" aria-label={t`Matches`}>
          <thead>
            <tr>
              <th>
                <Trans>Start</Trans>
              </th>
              <th>
                <Trans>Match</Trans>
              </th>
              <th className="ops-wide-only">
                <Trans>League</Trans>
              </th>
              <th>
                <Trans>State</Trans>
              </th>
              <th className="ops-num">
                <Trans>Open bets</Trans>
              </th>
              <th className="ops-num ops-wide-only">
                <Trans>Suspended</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((m) => (
              <tr key={m.match_id}>
                <td>{dateTime(m.begin_at, i18n.locale)}</td>
                <td>
                  <Link to={`/trading/${m.match_id}`}>
                    {m.home} – {m.away}
                  </Link>
                </td>
                <td className="ops-wide-only ops-muted">{m.league}</td>
                <td>
                  <span
                    className={`ops-chip ${m.status === 5 ? 'ops-warn' : m.status === 7 ? 'ops-bad' : ''}`}
                  >
                    {stateText(m)}
                  </span>
                </td>
                <td className="ops-num">{m.open_bets}</td>
                <td className="ops-num ops-wide-only">{m.suspended_markets || ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
