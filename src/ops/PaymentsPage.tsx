/**
 * The withdrawal queue with risk chips and approve / reject / hold (each confirmed with a reason) for those in
 * review (the ones with the provider only show so), the deposit reconciliation, and the manual adjustments
 * waiting for a second admin.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  opsAdjustDecide,
  opsAdjustments,
  opsWithdrawalDecide,
  opsWithdrawals,
} from '../../core/contract/endpoints-ops';
import type { OpsMe, OpsRisk, OpsWithdrawal, OpsAdjustment } from '../../core/contract/schemas/ops';
import { call } from './api';
import { LoadState, ReasonDialog } from './Dialog';
import { dateTime, money } from './format';
import { Reconciliation } from './Reconciliation';
import { useLoad } from './use-load';

type Action = 'approve' | 'reject' | 'hold';

export function PaymentsPage({ me }: { me: OpsMe }) {
  const { t, i18n } = useLingui();
  const queue = useLoad(() => call(opsWithdrawals, {}), []);
  const [open, setOpen] = useState<{ w: OpsWithdrawal; action: Action } | null>(null);
  const [notice, setNotice] = useState('');
  const canDecide = me.permissions.includes('payments.decide');
  const list = queue.data?.list ?? [];
  const l = i18n.locale;
  const riskText: Record<OpsRisk, string> = {
    new_account: t`New account`,
    bonus_unlocked: t`Bonus just unlocked`,
    shared_device: t`Shared device`,
    low_turnover: t`Turnover below deposits`,
  };
  const titles: Record<Action, string> = {
    approve: t`Approve withdrawal`,
    reject: t`Reject withdrawal`,
    hold: t`Hold withdrawal`,
  };
  return (
    <section className="ops-page">
      <div className="ops-row ops-head">
        <h1>
          <Trans>Withdrawal queue</Trans>
        </h1>
        <span className="ops-grow" />
        <button type="button" className="ops-btn" onClick={queue.reload}>
          <Trans>Refresh</Trans>
        </button>
      </div>
      {notice && (
        <p role="status" className="ops-notice">
          {notice}
        </p>
      )}
      <LoadState
        loading={queue.loading}
        error={queue.error}
        empty={list.length === 0}
        onRetry={queue.reload}
        emptyText={t`No pending withdrawals.`}
      />
      {list.length > 0 && (
        <table className="ops-table" aria-label={t`Pending withdrawals`}>
          <thead>
            <tr>
              <th>
                <Trans>Order</Trans>
              </th>
              <th>
                <Trans>Requested</Trans>
              </th>
              <th>
                <Trans>Player</Trans>
              </th>
              <th className="ops-wide-only">
                <Trans>Method</Trans>
              </th>
              <th className="ops-num">
                <Trans>Amount</Trans>
              </th>
              <th>
                <Trans>Risk</Trans>
              </th>
              {canDecide && (
                <th>
                  <Trans>Decision</Trans>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {list.map((w) => (
              <tr key={w.order_id}>
                <td className="ops-id">
                  {w.order_id}
                  {w.held && (
                    <span className="ops-chip ops-warn" title={w.hold_reason ?? ''}>
                      {t`On hold`}
                    </span>
                  )}
                </td>
                <td>{dateTime(w.created_at, l)}</td>
                <td>
                  <Link to={`/players/${w.uid}`}>{w.email ?? w.uid}</Link>
                </td>
                <td className="ops-wide-only">
                  {w.method} {w.account ?? ''}
                </td>
                <td className="ops-num">{money(w.amount, w.currency, l)}</td>
                <td>
                  {w.risks.length === 0 && <span className="ops-chip ops-ok">{t`No signals`}</span>}
                  {w.risks.map((r) => (
                    <span key={r} className="ops-chip ops-warn">
                      {riskText[r]}
                    </span>
                  ))}
                </td>
                {canDecide && w.stage === 'paying' && (
                  <td>
                    <span className="ops-chip ops-ok">{t`With the provider`}</span>
                  </td>
                )}
                {canDecide && w.stage === 'review' && (
                  <td>
                    <div className="ops-actions">
                      <button
                        type="button"
                        className="ops-btn ops-primary"
                        aria-label={t`Approve ${w.order_id}`}
                        onClick={() => setOpen({ w, action: 'approve' })}
                      >
                        <Trans>Approve</Trans>
                      </button>
                      <button
                        type="button"
                        className="ops-btn ops-danger"
                        aria-label={t`Reject ${w.order_id}`}
                        onClick={() => setOpen({ w, action: 'reject' })}
                      >
                        <Trans>Reject</Trans>
                      </button>
                      {!w.held && (
                        <button
                          type="button"
                          className="ops-btn"
                          aria-label={t`Hold ${w.order_id}`}
                          onClick={() => setOpen({ w, action: 'hold' })}
                        >
                          <Trans>Hold</Trans>
                        </button>
                      )}
                    </div>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {open && (
        <ReasonDialog
          title={titles[open.action]}
          confirm={titles[open.action]}
          danger={open.action === 'reject'}
          onClose={() => setOpen(null)}
          onConfirm={async (reason) => {
            const done = await call(opsWithdrawalDecide, {
              order_id: open.w.order_id,
              action: open.action,
              reason,
            });
            setNotice(
              open.action === 'approve'
                ? t`Withdrawal ${done.order_id} was approved and sent to the payment provider; it is paid when the provider confirms.`
                : open.action === 'reject'
                  ? t`Withdrawal ${done.order_id} was rejected and the amount returned. The player was notified.`
                  : t`Withdrawal ${done.order_id} is on hold.`,
            );
            queue.reload();
          }}
        >
          <p>
            {open.w.email ?? open.w.uid} · {money(open.w.amount, open.w.currency, l)} · {open.w.method}
          </p>
          {open.action === 'reject' && (
            <p>
              <Trans>The whole amount goes back to the player's balance.</Trans>
            </p>
          )}
        </ReasonDialog>
      )}
      <Reconciliation me={me} />
      {me.permissions.includes('adjust.approve') && <PendingAdjustments me={me} />}
    </section>
  );
}

function PendingAdjustments({ me }: { me: OpsMe }) {
  const { t, i18n } = useLingui();
  const pending = useLoad(() => call(opsAdjustments, {}), []);
  const [open, setOpen] = useState<{ a: OpsAdjustment; approve: boolean } | null>(null);
  const list = pending.data?.list ?? [];
  return (
    <>
      <h2 className="ops-sub">
        <Trans>Adjustments waiting for approval</Trans>
      </h2>
      <LoadState
        loading={pending.loading}
        error={pending.error}
        empty={list.length === 0}
        onRetry={pending.reload}
        emptyText={t`Nothing to approve.`}
      />
      {list.length > 0 && (
        <table className="ops-table" aria-label={t`Adjustments waiting for approval`}>
          <thead>
            <tr>
              <th>
                <Trans>Player</Trans>
              </th>
              <th className="ops-num">
                <Trans>Amount</Trans>
              </th>
              <th>
                <Trans>Reason</Trans>
              </th>
              <th>
                <Trans>Requested by</Trans>
              </th>
              <th>
                <Trans>Decision</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((a) => (
              <tr key={a.id}>
                <td>
                  <Link to={`/players/${a.uid}`}>{a.uid}</Link>
                </td>
                <td className="ops-num">{money(a.amount, a.currency, i18n.locale)}</td>
                <td>{a.reason}</td>
                <td>{a.requested_by}</td>
                <td>
                  <div className="ops-actions">
                    {a.requested_by === me.email ? (
                      <span className="ops-muted">{t`Another admin must approve`}</span>
                    ) : (
                      <>
                        <button
                          type="button"
                          className="ops-btn ops-primary"
                          onClick={() => setOpen({ a, approve: true })}
                        >
                          <Trans>Approve</Trans>
                        </button>
                        <button
                          type="button"
                          className="ops-btn ops-danger"
                          onClick={() => setOpen({ a, approve: false })}
                        >
                          <Trans>Reject</Trans>
                        </button>
                      </>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {open && (
        <ReasonDialog
          title={open.approve ? t`Approve adjustment` : t`Reject adjustment`}
          confirm={open.approve ? t`Approve adjustment` : t`Reject adjustment`}
          danger={!open.approve}
          onClose={() => setOpen(null)}
          onConfirm={async () => {
            await call(opsAdjustDecide, { id: open.a.id, approve: open.approve });
            pending.reload();
          }}
        >
          <p>
            {open.a.uid} · {money(open.a.amount, open.a.currency, i18n.locale)} · {open.a.reason}
          </p>
        </ReasonDialog>
      )}
    </>
  );
}
