/**
 * Deposit reconciliation (issue #24): a brand's day of the payment provider's statement against our orders
 * (server/ops/reconciliation.ts): the counts, the mismatches, and the credit of a deposit the provider paid
 * whose callback never arrived (confirmed with a reason, audited; a second credit moves nothing).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { opsRecon, opsReconCredit } from '../../core/contract/endpoints-ops';
import type { OpsMe } from '../../core/contract/schemas/ops';
import type { OpsReconKind, OpsReconLine } from '../../core/contract/schemas/ops-recon';
import { call } from './api';
import { LoadState, ReasonDialog } from './Dialog';
import { dateTime, money } from './format';
import { useLoad } from './use-load';

/** Yesterday in the operator's own calendar: a statement is usually reconciled the day after. */
function yesterday(): string {
  const d = new Date(Date.now() - 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export function Reconciliation({ me }: { me: OpsMe }) {
  const { t, i18n } = useLingui();
  const l = i18n.locale;
  const [brand, setBrand] = useState(me.brands[0] ?? '');
  const [day, setDay] = useState(yesterday);
  const recon = useLoad(() => call(opsRecon, { brand, day }), [brand, day]);
  const [crediting, setCrediting] = useState<OpsReconLine | null>(null);
  const [notice, setNotice] = useState('');
  const canCredit = me.permissions.includes('payments.decide');
  const data = recon.data;
  const kindText: Record<OpsReconKind, string> = {
    not_credited: t`Paid at the provider, not credited here`,
    missing_at_provider: t`Credited here, missing or not paid at the provider`,
    amount_mismatch: t`Amount differs`,
  };
  const stateText: Record<string, string> = {
    created: t`Not sent`,
    pending: t`Pending`,
    paid: t`Paid`,
    failed: t`Failed`,
    expired: t`Expired`,
  };
  const stateOf = (v: string | null) => (v === null ? '—' : (stateText[v] ?? v));
  const amount = (v: number | null, currency: string) => (v === null ? '—' : money(v, currency, l));
  return (
    <>
      <h2 className="ops-sub">
        <Trans>Deposit reconciliation</Trans>
      </h2>
      <div className="ops-row">
        {me.brands.length > 1 && (
          <label>
            <Trans>Brand</Trans>{' '}
            <select value={brand} onChange={(e) => setBrand(e.target.value)}>
              {me.brands.map((b) => (
                <option key={b} value={b}>
                  {b}
                </option>
              ))}
            </select>
          </label>
        )}
        <label>
          <Trans>Statement day</Trans>{' '}
          <input type="date" value={day} onChange={(e) => e.target.value && setDay(e.target.value)} />
        </label>
        <span className="ops-grow" />
        <button type="button" className="ops-btn" onClick={recon.reload}>
          <Trans>Refresh</Trans>
        </button>
      </div>
      {data && (
        <p className="ops-hint" aria-label={t`Reconciliation counts`}>
          {t`Matched: ${data.counts.matched}`} · {t`Open: ${data.counts.pending}`} ·{' '}
          {t`Not credited: ${data.counts.not_credited}`} ·{' '}
          {t`Missing at provider: ${data.counts.missing_at_provider}`} ·{' '}
          {t`Amount differs: ${data.counts.amount_mismatch}`}
        </p>
      )}
      {notice && (
        <p role="status" className="ops-notice">
          {notice}
        </p>
      )}
      <LoadState
        loading={recon.loading}
        error={recon.error}
        empty={!!data && data.list.length === 0}
        onRetry={recon.reload}
        emptyText={t`No mismatches on this day.`}
      />
      {data && data.list.length > 0 && (
        // Its own horizontal scroll on a phone, so the page keeps the viewport's width.
        <div className="ops-scroll">
          <table className="ops-table" aria-label={t`Reconciliation mismatches`}>
            <thead>
              <tr>
                <th>
                  <Trans>Order</Trans>
                </th>
                <th>
                  <Trans>Mismatch</Trans>
                </th>
                <th className="ops-wide-only">
                  <Trans>Time</Trans>
                </th>
                <th className="ops-num">
                  <Trans>Our amount</Trans>
                </th>
                <th className="ops-num">
                  <Trans>Provider amount</Trans>
                </th>
                <th>
                  <Trans>States</Trans>
                </th>
                {canCredit && <th />}
              </tr>
            </thead>
            <tbody>
              {data.list.map((r) => (
                <tr key={`${r.provider}:${r.order_id}`}>
                  <td className="ops-id">
                    {r.order_id}
                    {r.uid !== null && (
                      <>
                        {' '}
                        <Link to={`/players/${r.uid}`}>{r.uid}</Link>
                      </>
                    )}
                  </td>
                  <td>
                    <span className="ops-chip ops-warn">{kindText[r.kind]}</span>
                  </td>
                  <td className="ops-wide-only">{dateTime(r.at, l)}</td>
                  <td className="ops-num">{amount(r.our_amount, r.currency)}</td>
                  <td className="ops-num">{amount(r.provider_amount, r.currency)}</td>
                  <td>
                    {stateOf(r.our_state)} / {stateOf(r.provider_status)}
                  </td>
                  {canCredit && (
                    <td>
                      {r.can_credit && (
                        <button
                          type="button"
                          className="ops-btn ops-primary"
                          aria-label={t`Credit ${r.order_id}`}
                          onClick={() => setCrediting(r)}
                        >
                          <Trans>Credit</Trans>
                        </button>
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {crediting && (
        <ReasonDialog
          title={t`Credit deposit`}
          confirm={t`Credit deposit`}
          onClose={() => setCrediting(null)}
          onConfirm={async (reason) => {
            const done = await call(opsReconCredit, { brand, order_id: crediting.order_id, reason });
            setNotice(
              done.applied
                ? t`Deposit ${done.order_id} was credited to the player. The player was notified.`
                : t`Deposit ${done.order_id} was already credited; nothing changed.`,
            );
            recon.reload();
          }}
        >
          <p>
            {crediting.order_id} · {amount(crediting.provider_amount, crediting.currency)} ·{' '}
            {crediting.provider_ref ?? ''}
          </p>
          <p>
            <Trans>
              The provider's statement shows this deposit paid; the player's balance is credited now.
            </Trans>
          </p>
        </ReasonDialog>
      )}
    </>
  );
}
