/**
 * Trading > League margins: every league with the margin its prices carry (a trader's, else the feed's
 * default), and an edit within the bounds the server gives. One feed prices every brand, so only an
 * operator whose scope covers all brands may change one (server/ops/margins.ts); the others read.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { opsLeagueMarginEdit, opsLeagueMargins } from '../../core/contract/endpoints-ops';
import type { OpsMe } from '../../core/contract/schemas/ops';
import type { OpsLeagueMargin } from '../../core/contract/schemas/ops-trading';
import { call } from './api';
import { coversAllBrands } from './scope';
import { LoadState, ReasonDialog } from './Dialog';
import { useLoad } from './use-load';

const percent = (bp: number) => (bp / 100).toFixed(2);

export function MarginsPage({ me }: { me: OpsMe }) {
  const { t } = useLingui();
  const list = useLoad(() => call(opsLeagueMargins, {}), []);
  const [editing, setEditing] = useState<OpsLeagueMargin | null>(null);
  const [value, setValue] = useState('');
  const canEdit = me.permissions.includes('trading.act') && coversAllBrands(me);
  const data = list.data;
  const bp = Math.round(Number(value.replace(',', '.')) * 100);
  const valid = data !== null && value.trim() !== '' && bp >= data.min_bp && bp <= data.max_bp;
  return (
    <section className="ops-page">
      <div className="ops-row ops-head">
        <Link to="/trading" className="ops-btn">
          <Trans>Back to matches</Trans>
        </Link>
        <h1>
          <Trans>League margins</Trans>
        </h1>
        <span className="ops-grow" />
        <button type="button" className="ops-btn" onClick={list.reload}>
          <Trans>Refresh</Trans>
        </button>
      </div>
      {data && (
        <p className="ops-hint">
          {t`Prices of a league carry its margin from the next repricing round. Default ${percent(data.default_bp)} %, allowed ${percent(data.min_bp)}–${percent(data.max_bp)} %.`}{' '}
          {!canEdit && t`Every brand is priced from one feed: changing a margin needs all brands in scope.`}
        </p>
      )}
      <LoadState
        loading={list.loading}
        error={list.error}
        empty={(data?.list.length ?? 0) === 0}
        onRetry={list.reload}
        emptyText={t`No leagues.`}
      />
      {!list.loading && data && data.list.length > 0 && (
        <table className="ops-table" aria-label={t`League margins`}>
          <thead>
            <tr>
              <th>
                <Trans>League</Trans>
              </th>
              <th className="ops-num">
                <Trans>Margin</Trans>
              </th>
              <th />
            </tr>
          </thead>
          <tbody>
            {data.list.map((l) => (
              <tr key={l.league_id}>
                <td>{l.league}</td>
                <td className="ops-num">
                  {percent(l.margin_bp)} %{' '}
                  {l.custom ? (
                    <span className="ops-chip">
                      <Trans>set</Trans>
                    </span>
                  ) : (
                    <span className="ops-hint">
                      <Trans>default</Trans>
                    </span>
                  )}
                </td>
                <td className="ops-num">
                  {canEdit && (
                    <button
                      type="button"
                      className="ops-btn"
                      aria-label={t`Edit the margin of ${l.league}`}
                      onClick={() => {
                        setValue(percent(l.margin_bp));
                        setEditing(l);
                      }}
                    >
                      <Trans>Edit</Trans>
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {editing && data && (
        <ReasonDialog
          title={t`Margin of ${editing.league}`}
          confirm={t`Save margin`}
          valid={valid}
          onClose={() => setEditing(null)}
          onConfirm={async (reason) => {
            await call(opsLeagueMarginEdit, { league_id: editing.league_id, margin_bp: bp, reason });
            list.reload();
          }}
        >
          <label>
            <Trans>Margin (%)</Trans>
            <input
              inputMode="decimal"
              value={value}
              aria-invalid={!valid}
              onChange={(e) => setValue(e.target.value)}
            />
          </label>
          {!valid && (
            <span className="ops-hint">
              {t`Between ${percent(data.min_bp)} % and ${percent(data.max_bp)} %.`}
            </span>
          )}
        </ReasonDialog>
      )}
    </section>
  );
}
