/**
 * Reports: a brand's daily numbers over a range of its local days (the brand's time zone), a row per day
 * and currency with a totals row per currency, a bar chart of GGR per day (plain SVG), and the CSV.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { OPS_REPORT_CSV_PATH, opsReport } from '../../core/contract/endpoints-ops';
import type { OpsMe } from '../../core/contract/schemas/ops';
import type { OpsReportRow } from '../../core/contract/schemas/ops-trading';
import { call } from './api';
import { LoadState } from './Dialog';
import { money } from './format';
import { useLoad } from './use-load';

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

type Num = Exclude<keyof OpsReportRow, 'day' | 'currency'>;
const SUMMED: Num[] = [
  'bets',
  'turnover',
  'sports_ggr',
  'casino_ggr',
  'bonus_cost',
  'ngr',
  'deposits',
  'deposit_count',
  'withdrawals',
  'withdrawal_count',
  'new_players',
];

function totals(rows: readonly OpsReportRow[]): OpsReportRow[] {
  const by = new Map<string, OpsReportRow>();
  for (const r of rows) {
    const t = by.get(r.currency) ?? {
      ...r,
      day: '',
      active_players: 0,
      ...Object.fromEntries(SUMMED.map((k) => [k, 0])),
    };
    for (const k of SUMMED) t[k] += r[k];
    // Active players are not additive over days (the same player plays on many): the busiest day is shown.
    t.active_players = Math.max(t.active_players, r.active_players);
    by.set(r.currency, t);
  }
  return [...by.values()];
}

export function ReportsPage({ me }: { me: OpsMe }) {
  const { t, i18n } = useLingui();
  const l = i18n.locale;
  const today = isoDay(Date.now());
  const [form, setForm] = useState({
    brand: me.brands[0] ?? '',
    from: isoDay(Date.now() - 6 * DAY),
    to: today,
  });
  const [q, setQ] = useState(form);
  const report = useLoad(() => call(opsReport, q), [q.brand, q.from, q.to]);
  const rows = report.data?.rows ?? [];
  const csvHref = `${OPS_REPORT_CSV_PATH}?${new URLSearchParams(q).toString()}`;
  const amountCols: [Num, string][] = [
    ['turnover', t`Turnover`],
    ['sports_ggr', t`Sports GGR`],
    ['casino_ggr', t`Casino GGR`],
    ['bonus_cost', t`Bonus cost`],
    ['ngr', t`NGR`],
    ['deposits', t`Deposits`],
    ['withdrawals', t`Withdrawals`],
  ];
  const line = (r: OpsReportRow, total: boolean) => (
    <tr key={`${r.day}-${r.currency}`} className={total ? 'ops-total' : undefined}>
      <td>{total ? t`Total` : r.day}</td>
      <td>{r.currency}</td>
      <td className="ops-num">{r.bets}</td>
      {amountCols.map(([k]) => (
        <td key={k} className={`ops-num ${k === 'ngr' && r[k] < 0 ? 'ops-neg' : ''}`}>
          {money(r[k], r.currency, l)}
        </td>
      ))}
      <td className="ops-num">{r.active_players}</td>
      <td className="ops-num">{r.new_players}</td>
    </tr>
  );
  return (
    <section className="ops-page">
      <h1>
        <Trans>Reports</Trans>
      </h1>
      <form
        className="ops-row"
        onSubmit={(e) => {
          e.preventDefault();
          setQ(form);
        }}
      >
        <label>
          <Trans>Brand</Trans>
          <select value={form.brand} onChange={(e) => setForm({ ...form, brand: e.target.value })}>
            {me.brands.map((b) => (
              <option key={b} value={b}>
                {b}
              </option>
            ))}
          </select>
        </label>
        <label>
          <Trans>From</Trans>
          <input
            type="date"
            value={form.from}
            max={form.to}
            onChange={(e) => setForm({ ...form, from: e.target.value })}
          />
        </label>
        <label>
          <Trans>To</Trans>
          <input
            type="date"
            value={form.to}
            min={form.from}
            onChange={(e) => setForm({ ...form, to: e.target.value })}
          />
        </label>
        <button className="ops-btn ops-primary">
          <Trans>Show</Trans>
        </button>
        <a className="ops-btn" href={csvHref} download>
          <Trans>Export CSV</Trans>
        </a>
      </form>
      {report.data && (
        <p className="ops-hint">
          <Trans>Days in the brand's time zone: {report.data.time_zone}</Trans>
        </p>
      )}
      <LoadState
        loading={report.loading}
        error={report.error}
        empty={rows.length === 0}
        onRetry={report.reload}
        emptyText={t`Nothing happened in these days.`}
      />
      {!report.loading && rows.length > 0 && (
        <>
          <GgrChart rows={rows} label={t`GGR per day`} />
          <div className="ops-scroll">
            <table className="ops-table" aria-label={t`Daily report`}>
              <thead>
                <tr>
                  <th>
                    <Trans>Day</Trans>
                  </th>
                  <th>
                    <Trans>Currency</Trans>
                  </th>
                  <th className="ops-num">
                    <Trans>Bets</Trans>
                  </th>
                  {amountCols.map(([k, name]) => (
                    <th key={k} className="ops-num">
                      {name}
                    </th>
                  ))}
                  <th className="ops-num">
                    <Trans>Active players</Trans>
                  </th>
                  <th className="ops-num">
                    <Trans>New players</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => line(r, false))}
                {totals(rows).map((r) => line(r, true))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}

/** GGR (sports + casino) per day of the first currency: bars up for a gain, down for a loss. */
function GgrChart({ rows, label }: { rows: readonly OpsReportRow[]; label: string }) {
  const { i18n } = useLingui();
  const currency = rows[0]!.currency;
  const days = rows.filter((r) => r.currency === currency);
  const values = days.map((r) => r.sports_ggr + r.casino_ggr);
  const max = Math.max(1, ...values.map(Math.abs));
  const w = 320;
  const h = 120;
  const mid = values.some((v) => v < 0) ? h / 2 : h - 16;
  const scale = (values.some((v) => v < 0) ? h / 2 - 16 : h - 24) / max;
  const step = w / days.length;
  return (
    <figure className="ops-chart">
      <svg viewBox={`0 0 ${w} ${h}`} role="img" aria-label={`${label} (${currency})`}>
        <line x1={0} x2={w} y1={mid} y2={mid} className="ops-chart-axis" />
        {days.map((r, i) => {
          const v = values[i]!;
          const bh = Math.max(1, Math.abs(v) * scale);
          return (
            <g key={r.day}>
              <rect
                x={i * step + step * 0.15}
                width={step * 0.7}
                y={v >= 0 ? mid - bh : mid}
                height={bh}
                className={v >= 0 ? 'ops-chart-pos' : 'ops-chart-neg'}
              >
                <title>{`${r.day}: ${money(v, currency, i18n.locale)}`}</title>
              </rect>
              {days.length <= 14 && (
                <text x={i * step + step / 2} y={h - 2} textAnchor="middle" className="ops-chart-label">
                  {r.day.slice(5)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption className="ops-hint">
        {label} · {currency}
      </figcaption>
    </figure>
  );
}
