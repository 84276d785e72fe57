import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { parseMajorToMinor, toMajor } from '../../../core/money/parse';
import { useTopic } from '../../platform/engine-bridge';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { showToast } from '../../ui/toast';
import { Field } from '../account/forms';
import type { TransferTarget } from '../../../core/contract/schemas/agent';
import { useMoney } from '../wallet/money';
import { agentErrorText, newRequestId, transferCommission } from './agent-api';
import { NO_PARAMS, Retry } from './agent-common';

interface Pending {
  amount: number;
  target: TransferTarget;
  toUid?: number;
  name: string;
  requestId: string;
}

export function Transfer() {
  const { t } = useLingui();
  const money = useMoney();
  const topic = useTopic('agentWallet', NO_PARAMS);
  const [to, setTo] = useState('self');
  const [amountText, setAmountText] = useState('');
  const [tried, setTried] = useState(false);
  const [confirm, setConfirm] = useState<Pending | null>(null);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!topic.data && topic.status === 'error') return <Retry onRetry={topic.refresh} />;
  if (!topic.data) return <PageSkeleton rows={5} />;
  const w = topic.data;
  const cur = w.currency;
  const amount = parseMajorToMinor(amountText, cur);
  const amountError = (() => {
    if (amount === null || amount <= 0)
      return amountText.trim() ? t`Enter a valid amount.` : t`Enter an amount.`;
    if (amount < w.min) return t`The minimum transfer is ${money(w.min, cur)}.`;
    if (amount > w.balance) return t`The amount is more than your agent balance.`;
    if (amount > w.max) return t`The most one transfer can move is ${money(w.max, cur)}.`;
    if (w.today + amount > w.daily_max) return t`This would pass your daily transfer limit.`;
    return null;
  })();
  const member = w.team.find((m) => String(m.uid) === to);

  const review = () => {
    setTried(true);
    setFailure(null);
    if (amountError || amount === null) return;
    setConfirm({
      amount,
      target: member ? 'player' : 'self',
      toUid: member?.uid,
      name: member ? member.name : t`your cash balance`,
      requestId: newRequestId(),
    });
  };

  const send = async (p: Pending) => {
    setSending(true);
    setFailure(null);
    try {
      const r = await transferCommission({
        amount: p.amount,
        target: p.target,
        ...(p.toUid ? { to_uid: p.toUid } : {}),
        request_id: p.requestId,
      });
      showToast(t`${money(r.transfer.amount, cur)} transferred to ${r.transfer.name}`);
      setConfirm(null);
      setAmountText('');
      setTried(false);
    } catch (err) {
      setFailure(agentErrorText(err));
      // A refusal ends this transfer; a lost connection keeps it (and its request id) for another try.
      const info = (err as { info?: { kind?: string } }).info;
      if (info?.kind !== 'network' && info?.kind !== 'timeout') setConfirm(null);
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="invite-page">
      <section className="invite-card invite-receive" aria-label={t`Agent balance`}>
        <div>
          <span className="field-label">{t`Agent balance`}</span>
          <strong className="invite-receive-amount">{money(w.balance, cur)}</strong>
        </div>
        <span className="invite-status">{t`Today ${money(w.today, cur)} of ${money(w.daily_max, cur)}`}</span>
      </section>
      {failure && (
        <p className="form-failure" role="alert">
          {failure}
        </p>
      )}
      {confirm ? (
        <section className="invite-card agent-confirm" aria-labelledby="agent-confirm">
          <h2 id="agent-confirm" className="invite-h2">
            {t`Confirm the transfer`}
          </h2>
          <p className="agent-confirm-amount">{money(confirm.amount, cur)}</p>
          <p className="invite-note">{t`To ${confirm.name}. It cannot be undone.`}</p>
          <div className="agent-hero-actions">
            <button
              type="button"
              className="button button-primary"
              onClick={() => void send(confirm)}
              disabled={sending}
              aria-busy={sending}
            >
              {sending ? t`Sending…` : t`Confirm`}
            </button>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => setConfirm(null)}
              disabled={sending}
            >
              {t`Back`}
            </button>
          </div>
        </section>
      ) : (
        <form
          className="invite-card agent-form"
          aria-label={t`Transfer earnings`}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            review();
          }}
        >
          <div className="field">
            <label htmlFor="agent-to" className="field-label">
              {t`To`}
            </label>
            <div className="field-box">
              <select
                id="agent-to"
                className="field-input"
                value={to}
                onChange={(e) => setTo(e.target.value)}
              >
                <option value="self">{t`My cash balance`}</option>
                {w.team.map((m) => (
                  <option key={m.uid} value={String(m.uid)}>
                    {t`${m.name} (level ${m.depth})`}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <Field
            label={t`Amount (${cur})`}
            value={amountText}
            onChange={(v) => setAmountText(v.replace(/[^\d.,]/g, ''))}
            inputMode="numeric"
            autoComplete="off"
            error={tried ? amountError : null}
            trailing={
              <button
                type="button"
                className="field-action"
                onClick={() => setAmountText(toMajor(w.transferable))}
                disabled={w.transferable === 0}
              >
                {t`All`}
              </button>
            }
          />
          <p className="field-hint">
            {t`From ${money(w.min, cur)} to ${money(w.max, cur)} a transfer, ${money(w.daily_max, cur)} a day.`}
          </p>
          <button type="submit" className="button button-primary button-block" disabled={w.balance < w.min}>
            {t`Review transfer`}
          </button>
        </form>
      )}
      <section className="invite-card" aria-labelledby="agent-recent">
        <h2 id="agent-recent" className="invite-h2">
          {t`Recent transfers`}
        </h2>
        {w.recent.length === 0 ? (
          <p className="invite-note">{t`No transfers yet.`}</p>
        ) : (
          <ul className="invite-list">
            {w.recent.map((r) => (
              <li key={r.id} className="invite-row">
                <div className="invite-row-main">
                  <span className="invite-row-name">
                    {r.target === 'self' ? t`To my cash balance` : t`To ${r.name}`}
                  </span>
                  <span className="invite-row-sub">{new Date(r.at).toLocaleString()}</span>
                </div>
                <div className="invite-row-side">
                  <span className="invite-milestone">-{money(r.amount, cur)}</span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
