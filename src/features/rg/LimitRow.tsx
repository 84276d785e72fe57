import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { LimitView } from '../../../core/contract/schemas/rg';
import { parseMajorToMinor } from '../../../core/money/parse';
import type { LimitKey, LimitPeriod } from '../../../core/rg/limits';
import { showToast } from '../../ui/toast';
import { useMoney } from '../wallet/money';
import { confirmLimit, setLimit } from './rg-api';
import { errorOf, useDateTime } from './rg-format';

/** One limit on the responsible-gaming page: its value, what is used, a pending change and the form to set it. */
export function LimitRow({
  limit,
  period,
  currency,
  title,
}: {
  limit: LimitView;
  period?: LimitPeriod;
  currency: string;
  title: string;
}) {
  const { t } = useLingui();
  const money = useMoney();
  const when = useDateTime();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const session = limit.key === 'session_minutes';
  const periodName =
    period === 'day'
      ? t`Daily`
      : period === 'week'
        ? t`Weekly`
        : period === 'month'
          ? t`Monthly`
          : t`Per session`;
  const show = (v: number | null) =>
    v === null ? t`No limit` : session ? t`${v} minutes` : money(v, currency);
  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setFailure(null);
    try {
      await work();
      showToast(done);
      setEditing(false);
      setText('');
    } catch (err) {
      setFailure(errorOf(err, t`The limit could not be saved. Please try again.`));
    } finally {
      setBusy(false);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = session
      ? /^\d{1,4}$/.test(text.trim())
        ? Number(text.trim())
        : null
      : parseMajorToMinor(text, currency);
    if (value === null || value <= 0) {
      setFailure(session ? t`Enter the minutes (15 to 1440).` : t`Enter an amount.`);
      return;
    }
    void run(() => setLimit(limit.key as LimitKey, value), t`Limit saved`);
  };
  const inputId = `rg-in-${limit.key}`;
  return (
    <li className="rg-row">
      <div className="rg-row-head">
        <span className="rg-row-name">{periodName}</span>
        <span className={limit.value === null ? 'rg-value rg-none' : 'rg-value'}>{show(limit.value)}</span>
        <button
          type="button"
          className="button button-secondary button-small"
          aria-expanded={editing}
          aria-label={t`Change ${title}: ${periodName}`}
          onClick={() => setEditing(!editing)}
        >
          {editing ? t`Cancel` : limit.value === null ? t`Set` : t`Change`}
        </button>
      </div>
      {limit.value !== null && !session && (
        <p className="rg-usage">
          {t`Used ${money(limit.used, currency)} · ${money(Math.max(0, limit.value - limit.used), currency)} left · resets ${when(limit.resets_at)}`}
        </p>
      )}
      {limit.pending && (
        <div className="rg-pending">
          <span>
            {limit.pending.confirmable
              ? t`Change to ${show(limit.pending.value)} is ready to confirm.`
              : t`Change to ${show(limit.pending.value)} can be confirmed from ${when(limit.pending.at)}.`}
          </span>
          {limit.pending.confirmable && (
            <button
              type="button"
              className="button button-primary button-small"
              disabled={busy}
              onClick={() => void run(() => confirmLimit(limit.key as LimitKey), t`Limit changed`)}
            >
              {t`Confirm`}
            </button>
          )}
        </div>
      )}
      {editing && (
        <form className="rg-edit" onSubmit={submit}>
          <label htmlFor={inputId} className="rg-label">
            {session ? t`Minutes` : t`Amount (${currency})`}
          </label>
          <div className="rg-edit-line">
            <input
              id={inputId}
              className="rg-input"
              inputMode={session ? 'numeric' : 'decimal'}
              value={text}
              onChange={(e) => setText(e.target.value)}
              autoComplete="off"
            />
            <button type="submit" className="button button-primary" disabled={busy}>
              {t`Save`}
            </button>
          </div>
          {limit.value !== null && (
            <button
              type="button"
              className="button button-secondary button-block"
              disabled={busy}
              onClick={() => void run(() => setLimit(limit.key as LimitKey, null), t`Removal requested`)}
            >
              {t`Remove limit`}
            </button>
          )}
        </form>
      )}
      {failure && (
        <p className="form-failure" role="alert">
          {failure}
        </p>
      )}
    </li>
  );
}
