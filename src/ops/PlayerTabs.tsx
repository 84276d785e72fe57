/** The tabs of a player's page: profile, bets, cash statement (running balance) and notes. */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { opsPlayerBets, opsPlayerNote, opsPlayerStatement } from '../../core/contract/endpoints-ops';
import type { OpsPlayerDetail } from '../../core/contract/schemas/ops';
import { call } from './api';
import { LoadState } from './Dialog';
import { useErrorText } from './errors';
import { dateTime, money } from './format';
import { useLoad } from './use-load';

export function ProfileTab({ detail }: { detail: OpsPlayerDetail }) {
  const { t, i18n } = useLingui();
  const l = i18n.locale;
  const limits = Object.entries(detail.limits);
  const currency = detail.balances[0]?.currency ?? 'BRL';
  const identityName = (status: string) => {
    switch (status) {
      case 'verified':
        return t`Verified`;
      case 'pending':
        return t`Pending review`;
      case 'rejected':
        return t`Rejected`;
      default:
        return t`Not verified`;
    }
  };
  return (
    <div className="ops-grid">
      <div className="ops-card">
        <h2>
          <Trans>Balances</Trans>
        </h2>
        <table className="ops-table">
          <thead>
            <tr>
              <th>
                <Trans>Currency</Trans>
              </th>
              <th>
                <Trans>Cash</Trans>
              </th>
              <th>
                <Trans>Bonus</Trans>
              </th>
              <th>
                <Trans>Free bet</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {detail.balances.map((b) => (
              <tr key={b.currency}>
                <td>{b.currency}</td>
                <td className="ops-num">{money(b.cash, b.currency, l)}</td>
                <td className="ops-num">{money(b.bonus, b.currency, l)}</td>
                <td className="ops-num">{money(b.freebet, b.currency, l)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {detail.balances.length === 0 && <p className="ops-empty">{t`No money movements yet.`}</p>}
      </div>
      <div className="ops-card">
        <h2>
          <Trans>Identity and limits</Trans>
        </h2>
        <dl className="ops-dl">
          <dt>
            <Trans>Identity</Trans>
          </dt>
          <dd>
            {identityName(detail.identity.status)}
            {detail.identity.document ? ` · ${detail.identity.document}` : ''}
          </dd>
          <dt>
            <Trans>Phones</Trans>
          </dt>
          <dd>{detail.phones.join(', ') || '—'}</dd>
          <dt>
            <Trans>Exclusion</Trans>
          </dt>
          <dd>
            {detail.exclusion
              ? `${detail.exclusion.kind}${detail.exclusion.until ? ` · ${dateTime(detail.exclusion.until, l)}` : ''}`
              : t`None`}
          </dd>
          <dt>
            <Trans>Limits</Trans>
          </dt>
          <dd>
            {limits.length
              ? limits
                  .map(([k, v]) =>
                    // Amount limits are minor units of the player's currency; the session limit is minutes.
                    k.endsWith('_minutes') ? `${k}: ${v} min` : `${k}: ${money(v, currency, l)}`,
                  )
                  .join(' · ')
              : t`None`}
          </dd>
          {detail.lock_reason && (
            <>
              <dt>
                <Trans>Lock reason</Trans>
              </dt>
              <dd>{detail.lock_reason}</dd>
            </>
          )}
        </dl>
      </div>
      <div className="ops-card ops-wide">
        <h2>
          <Trans>Sessions and devices</Trans>
        </h2>
        {detail.sessions.length === 0 ? (
          <p className="ops-empty">{t`No sessions.`}</p>
        ) : (
          <table className="ops-table">
            <thead>
              <tr>
                <th>
                  <Trans>Device</Trans>
                </th>
                <th>
                  <Trans>IP</Trans>
                </th>
                <th>
                  <Trans>Opened</Trans>
                </th>
                <th>
                  <Trans>Last seen</Trans>
                </th>
                <th>
                  <Trans>Status</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {detail.sessions.map((s) => (
                <tr key={s.id}>
                  <td>{s.device || '—'}</td>
                  <td>{s.ip || '—'}</td>
                  <td>{dateTime(s.created_at, l)}</td>
                  <td>{dateTime(s.last_seen_at, l)}</td>
                  <td>{s.active ? t`Active` : t`Ended`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </div>
  );
}

export function BetsTab({ uid }: { uid: number }) {
  const { t, i18n } = useLingui();
  const bets = useLoad(() => call(opsPlayerBets, { uid }), [uid]);
  const list = bets.data?.list ?? [];
  return (
    <>
      <LoadState
        loading={bets.loading}
        error={bets.error}
        empty={list.length === 0}
        onRetry={bets.reload}
        emptyText={t`No bets.`}
      />
      {list.length > 0 && (
        <table className="ops-table">
          <thead>
            <tr>
              <th>
                <Trans>Bet</Trans>
              </th>
              <th>
                <Trans>Placed</Trans>
              </th>
              <th>
                <Trans>Type</Trans>
              </th>
              <th className="ops-num">
                <Trans>Stake</Trans>
              </th>
              <th className="ops-num">
                <Trans>Potential return</Trans>
              </th>
              <th className="ops-num">
                <Trans>Payout</Trans>
              </th>
              <th>
                <Trans>Result</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((b) => (
              <tr key={b.id}>
                <td>{b.id}</td>
                <td>{dateTime(b.created_at, i18n.locale)}</td>
                <td>{b.kind}</td>
                <td className="ops-num">{money(b.stake, b.currency, i18n.locale)}</td>
                <td className="ops-num">{money(b.potential_return, b.currency, i18n.locale)}</td>
                <td className="ops-num">{money(b.payout, b.currency, i18n.locale)}</td>
                <td>{b.settled_at ? t`Settled` : t`Open`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

export function StatementTab({ uid }: { uid: number }) {
  const { t, i18n } = useLingui();
  const st = useLoad(() => call(opsPlayerStatement, { uid }), [uid]);
  const list = st.data?.list ?? [];
  const cur = st.data?.currency ?? '';
  return (
    <>
      <LoadState
        loading={st.loading}
        error={st.error}
        empty={list.length === 0}
        onRetry={st.reload}
        emptyText={t`No cash movements.`}
      />
      {list.length > 0 && (
        <table className="ops-table" aria-label={t`Cash statement`}>
          <thead>
            <tr>
              <th>
                <Trans>Time</Trans>
              </th>
              <th>
                <Trans>Movement</Trans>
              </th>
              <th>
                <Trans>Reference</Trans>
              </th>
              <th className="ops-num">
                <Trans>Amount</Trans>
              </th>
              <th className="ops-num">
                <Trans>Balance</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((r) => (
              <tr key={r.id}>
                <td>{dateTime(r.at, i18n.locale)}</td>
                <td>{r.kind}</td>
                <td>{r.ref ?? '—'}</td>
                <td className={`ops-num ${r.amount < 0 ? 'ops-neg' : 'ops-pos'}`}>
                  {money(r.amount, cur, i18n.locale)}
                </td>
                <td className="ops-num">{money(r.balance, cur, i18n.locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

export function NotesTab(props: {
  detail: OpsPlayerDetail;
  canWrite: boolean;
  onChange: (next: OpsPlayerDetail) => void;
}) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <div className="ops-notes">
      {props.canWrite && (
        <form
          onSubmit={async (e) => {
            e.preventDefault();
            setBusy(true);
            setError('');
            try {
              props.onChange(await call(opsPlayerNote, { uid: props.detail.player.uid, text: text.trim() }));
              setText('');
            } catch (err) {
              setError(errorText(err));
            } finally {
              setBusy(false);
            }
          }}
        >
          <label>
            <Trans>New note</Trans>
            <textarea rows={3} maxLength={2000} value={text} onChange={(e) => setText(e.target.value)} />
          </label>
          {error && (
            <p role="alert" className="ops-error">
              {error}
            </p>
          )}
          <button className="ops-btn ops-primary" disabled={busy || !text.trim()}>
            <Trans>Add note</Trans>
          </button>
        </form>
      )}
      {props.detail.notes.length === 0 && <p className="ops-empty">{t`No notes yet.`}</p>}
      <ul className="ops-list">
        {props.detail.notes.map((n) => (
          <li key={n.id}>
            <span className="ops-muted">
              {dateTime(n.at, i18n.locale)} · {n.by}
            </span>
            <p>{n.text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
