/** The audit log: newest first, the chain's verification, CSV export of the rows the operator may see. */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { OPS_AUDIT_CSV_PATH, opsAudit, opsAuditVerify } from '../../core/contract/endpoints-ops';
import type { OpsAuditRow, OpsMe } from '../../core/contract/schemas/ops';
import { call } from './api';
import { LoadState } from './Dialog';
import { canonicalShort } from './audit-text';
import { dateTime } from './format';
import { useLoad } from './use-load';

export function AuditPage({ me }: { me: OpsMe }) {
  const { t, i18n } = useLingui();
  const [brand, setBrand] = useState('');
  const [more, setMore] = useState<OpsAuditRow[]>([]);
  const rows = useLoad(() => (setMore([]), call(opsAudit, { brand: brand || undefined })), [brand]);
  const verify = useLoad(() => call(opsAuditVerify, {}), []);
  const list = [...(rows.data?.list ?? []), ...more];
  const last = list.at(-1);
  return (
    <section className="ops-page">
      <div className="ops-row ops-head">
        <h1>
          <Trans>Audit log</Trans>
        </h1>
        {verify.data &&
          (verify.data.ok ? (
            <span className="ops-chip ops-ok" role="status">
              {t`Chain verified · rows: ${verify.data.rows}`}
            </span>
          ) : (
            <span className="ops-chip ops-bad" role="status">
              {t`Chain broken at row ${verify.data.broken_at}`}
            </span>
          ))}
        <span className="ops-grow" />
        <select aria-label={t`Brand`} value={brand} onChange={(e) => setBrand(e.target.value)}>
          <option value="">{t`All my brands`}</option>
          {me.brands.map((b) => (
            <option key={b} value={b}>
              {b}
            </option>
          ))}
        </select>
        <button type="button" className="ops-btn" onClick={verify.reload}>
          <Trans>Verify chain</Trans>
        </button>
        <a className="ops-btn" href={`${OPS_AUDIT_CSV_PATH}${brand ? `?brand=${brand}` : ''}`} download>
          <Trans>Export CSV</Trans>
        </a>
      </div>
      <LoadState
        loading={rows.loading}
        error={rows.error}
        empty={list.length === 0}
        onRetry={rows.reload}
        emptyText={t`No audit entries.`}
      />
      {list.length > 0 && (
        <table className="ops-table ops-audit">
          <thead>
            <tr>
              <th>#</th>
              <th>
                <Trans>Time</Trans>
              </th>
              <th>
                <Trans>Operator</Trans>
              </th>
              <th>
                <Trans>Brand</Trans>
              </th>
              <th>
                <Trans>Action</Trans>
              </th>
              <th>
                <Trans>Target</Trans>
              </th>
              <th>
                <Trans>Before</Trans>
              </th>
              <th>
                <Trans>After</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((r) => (
              <tr key={r.id}>
                <td title={r.hash}>{r.id}</td>
                <td>{dateTime(r.at, i18n.locale)}</td>
                <td>{r.operator}</td>
                <td>{r.brand_id ?? '—'}</td>
                <td>{r.action}</td>
                <td>{r.target ?? '—'}</td>
                <td className="ops-json">{canonicalShort(r.before)}</td>
                <td className="ops-json">{canonicalShort(r.after)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {last && list.length % 100 === 0 && (
        <button
          type="button"
          className="ops-btn"
          onClick={() =>
            void call(opsAudit, { brand: brand || undefined, before: last.id }).then((p) =>
              setMore((m) => [...m, ...p.list]),
            )
          }
        >
          <Trans>Older entries</Trans>
        </button>
      )}
    </section>
  );
}
