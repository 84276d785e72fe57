/** Player search by uid, e-mail, phone or document number, in the operator's brands. */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { opsPlayerSearch } from '../../core/contract/endpoints-ops';
import { call } from './api';
import { LoadState } from './Dialog';
import { dateTime } from './format';
import { useLoad } from './use-load';

export function PlayersPage() {
  const { t, i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  const found = useLoad(() => (q ? call(opsPlayerSearch, { q }) : Promise.resolve({ list: [] })), [q]);
  return (
    <section className="ops-page">
      <h1>
        <Trans>Players</Trans>
      </h1>
      <form
        role="search"
        className="ops-row"
        onSubmit={(e) => {
          e.preventDefault();
          setParams(text.trim() ? { q: text.trim() } : {});
        }}
      >
        <input
          className="ops-grow"
          aria-label={t`Search players`}
          placeholder={t`Player id, e-mail, phone or document`}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <button className="ops-btn ops-primary">
          <Trans>Search</Trans>
        </button>
      </form>
      {q && (
        <LoadState
          loading={found.loading}
          error={found.error}
          empty={found.data?.list.length === 0}
          onRetry={found.reload}
          emptyText={t`No player matches.`}
        />
      )}
      {!q && (
        <p className="ops-empty">
          <Trans>Search for a player to see their profile, bets and statement.</Trans>
        </p>
      )}
      {q && !found.loading && !!found.data?.list.length && (
        <table className="ops-table">
          <thead>
            <tr>
              <th>
                <Trans>Player id</Trans>
              </th>
              <th>
                <Trans>E-mail</Trans>
              </th>
              <th>
                <Trans>Nickname</Trans>
              </th>
              <th>
                <Trans>Brand</Trans>
              </th>
              <th>
                <Trans>Registered</Trans>
              </th>
              <th>
                <Trans>Status</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {found.data.list.map((p) => (
              <tr key={p.uid}>
                <td>
                  <Link to={`/players/${p.uid}`}>{p.uid}</Link>
                </td>
                <td>{p.email ?? '—'}</td>
                <td>{p.nick}</td>
                <td>{p.brand_id}</td>
                <td>{dateTime(p.created_at, i18n.locale)}</td>
                <td>
                  {p.locked ? (
                    <span className="ops-chip ops-bad">{t`Locked`}</span>
                  ) : (
                    <span className="ops-chip">{t`Active`}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
