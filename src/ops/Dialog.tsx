/**
 * A confirmation dialog with a required reason: every operator action that changes something asks twice
 * and records why (the reason goes to the audit log).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';
import { useErrorText } from './errors';

export function ReasonDialog(props: {
  title: string;
  confirm: string;
  children?: ReactNode;
  danger?: boolean;
  /** Extra validity of the form (the adjustment's amount). */
  valid?: boolean;
  onConfirm: (reason: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const id = useId();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  return (
    <div className="ops-backdrop" onKeyDown={(e) => e.key === 'Escape' && props.onClose()}>
      <form
        role="dialog"
        aria-modal="true"
        aria-labelledby={id}
        className="ops-card ops-dialog"
        onSubmit={async (e) => {
          e.preventDefault();
          setBusy(true);
          setError('');
          try {
            await props.onConfirm(reason.trim());
            props.onClose();
          } catch (err) {
            setError(errorText(err));
          } finally {
            setBusy(false);
          }
        }}
      >
        <h2 id={id}>{props.title}</h2>
        {props.children}
        <label>
          <Trans>Reason</Trans>
          <textarea
            required
            minLength={3}
            maxLength={500}
            rows={3}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </label>
        {error && (
          <p role="alert" className="ops-error">
            {error}
          </p>
        )}
        <div className="ops-row ops-end">
          <button type="button" className="ops-btn" onClick={props.onClose}>
            <Trans>Cancel</Trans>
          </button>
          <button
            className={`ops-btn ${props.danger ? 'ops-danger' : 'ops-primary'}`}
            disabled={busy || reason.trim().length < 3 || props.valid === false}
            aria-label={props.confirm}
          >
            {busy ? t`Saving…` : props.confirm}
          </button>
        </div>
        <span className="ops-hint">{t`The reason is kept in the audit log.`}</span>
      </form>
    </div>
  );
}

/** Loading, failure with retry, and empty states of a list. */
export function LoadState(props: {
  loading: boolean;
  error: string;
  empty: boolean;
  onRetry: () => void;
  emptyText: string;
}) {
  if (props.loading) return <div className="ops-skeleton" aria-busy="true" aria-label="…" />;
  if (props.error)
    return (
      <div role="alert" className="ops-error">
        {props.error}{' '}
        <button type="button" className="ops-btn" onClick={props.onRetry}>
          <Trans>Retry</Trans>
        </button>
      </div>
    );
  if (props.empty) return <p className="ops-empty">{props.emptyText}</p>;
  return null;
}
