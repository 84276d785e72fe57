/**
 * Configuration, payment methods (issue #24): a brand's deposit and withdraw methods, each on or off with a
 * minimum and maximum per order. The player's method lists and orders obey the saved values at once
 * (server/ops/payment-methods.ts). The form checks what the server checks: the minimum not below the
 * market's floor, the maximum not below the minimum; every save asks for a reason (the audit log).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { opsPayMethodEdit, opsPayMethods } from '../../core/contract/endpoints-ops';
import type { OpsMe } from '../../core/contract/schemas/ops';
import type { OpsPayMethod, OpsPayMethodList } from '../../core/contract/schemas/ops-config';
import { call } from './api';
import { LoadState, ReasonDialog } from './Dialog';
import { money, parseMinor } from './format';
import { PayoutReviewSection } from './PayoutReviewSection';
import { useLoad } from './use-load';

const asText = (minor: number) => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

export function PaymentMethodsTab({ me }: { me: OpsMe }) {
  const { t, i18n } = useLingui();
  const [brand, setBrand] = useState(me.brands[0] ?? '');
  const list = useLoad(() => call(opsPayMethods, { brand }), [brand]);
  const [editing, setEditing] = useState<OpsPayMethod | null>(null);
  const [notice, setNotice] = useState('');
  const canEdit = me.permissions.includes('config.edit');
  const data = list.data;
  const fmt = (minor: number) => money(minor, data?.currency ?? 'BRL', i18n.locale);
  const sections: { direction: OpsPayMethod['direction']; label: string }[] = [
    { direction: 'deposit', label: t`Deposit methods` },
    { direction: 'withdraw', label: t`Withdraw methods` },
  ];
  return (
    <>
      <div className="ops-row ops-head">
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
        <span className="ops-grow" />
        {data && <span className="ops-hint">{t`Market minimum: ${fmt(data.floor)}`}</span>}
      </div>
      {notice && (
        <p role="status" className="ops-notice">
          {notice}
        </p>
      )}
      <LoadState
        loading={list.loading}
        error={list.error}
        empty={!!data && data.list.length === 0}
        onRetry={list.reload}
        emptyText={t`This brand has no payment methods.`}
      />
      {data &&
        sections.map((s) => (
          <table key={s.direction} className="ops-table" aria-label={s.label}>
            <caption>{s.label}</caption>
            <thead>
              <tr>
                <th>
                  <Trans>Method</Trans>
                </th>
                <th>
                  <Trans>State</Trans>
                </th>
                <th className="ops-num">
                  <Trans>Minimum</Trans>
                </th>
                <th className="ops-num">
                  <Trans>Maximum</Trans>
                </th>
                {canEdit && <th />}
              </tr>
            </thead>
            <tbody>
              {data.list
                .filter((m) => m.direction === s.direction)
                .map((m) => (
                  <tr key={m.method}>
                    <td>
                      {m.method}
                      {m.customised && <span className="ops-hint"> · {t`changed`}</span>}
                    </td>
                    <td>
                      <span className={`ops-chip ${m.enabled ? 'ops-ok' : 'ops-warn'}`}>
                        {m.enabled ? t`On` : t`Off`}
                      </span>
                    </td>
                    <td className="ops-num">{fmt(m.min)}</td>
                    <td className="ops-num">{m.max === null ? t`No limit` : fmt(m.max)}</td>
                    {canEdit && (
                      <td>
                        <button
                          type="button"
                          className="ops-btn"
                          aria-label={t`Edit ${m.method}`}
                          onClick={() => setEditing(m)}
                        >
                          <Trans>Edit</Trans>
                        </button>
                      </td>
                    )}
                  </tr>
                ))}
            </tbody>
          </table>
        ))}
      <PayoutReviewSection me={me} brand={brand} />
      {editing && data && (
        <MethodEdit
          brand={brand}
          m={editing}
          data={data}
          fmt={fmt}
          onClose={() => setEditing(null)}
          onSaved={(m) => {
            setNotice(t`${m.method} was saved; players see it from their next call.`);
            list.reload();
          }}
        />
      )}
    </>
  );
}

function MethodEdit(props: {
  brand: string;
  m: OpsPayMethod;
  data: OpsPayMethodList;
  fmt: (minor: number) => string;
  onClose: () => void;
  onSaved: (m: OpsPayMethod) => void;
}) {
  const { t } = useLingui();
  const { m, data, fmt } = props;
  const [enabled, setEnabled] = useState(m.enabled);
  const [min, setMin] = useState(asText(m.min));
  const [max, setMax] = useState(m.max === null ? '' : asText(m.max));
  const minMinor = parseMinor(min);
  const maxMinor = max.trim() === '' ? null : parseMinor(max);
  const problem =
    minMinor === null || minMinor < 0 || (max.trim() !== '' && (maxMinor === null || maxMinor < 0))
      ? t`Enter amounts like 30.00.`
      : minMinor < data.floor
        ? t`The minimum may not be below the market's ${fmt(data.floor)}.`
        : maxMinor !== null && maxMinor < minMinor
          ? t`The maximum must not be below the minimum.`
          : '';
  const title = m.direction === 'deposit' ? t`Deposit with ${m.method}` : t`Withdraw with ${m.method}`;
  return (
    <ReasonDialog
      title={title}
      confirm={t`Save`}
      valid={!problem}
      onClose={props.onClose}
      onConfirm={async (reason) => {
        props.onSaved(
          await call(opsPayMethodEdit, {
            brand: props.brand,
            direction: m.direction,
            method: m.method,
            enabled,
            min: minMinor ?? data.floor,
            max: maxMinor,
            reason,
          }),
        );
      }}
    >
      <label className="ops-check">
        <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />{' '}
        <Trans>Offered to players</Trans>
      </label>
      <label>
        <Trans>Minimum per order</Trans>
        <input inputMode="decimal" value={min} onChange={(e) => setMin(e.target.value)} />
      </label>
      <label>
        <Trans>Maximum per order (empty: no limit)</Trans>
        <input inputMode="decimal" value={max} onChange={(e) => setMax(e.target.value)} />
      </label>
      {problem && (
        <p className="ops-error" role="alert">
          {problem}
        </p>
      )}
    </ReasonDialog>
  );
}
