import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { errorText } from './account-api';
import { EMAIL_MAX } from './validation';

/**
 * The pieces every account form shares: a labelled field with its inline message, the password field with
 * its visibility toggle, the code field with its resend countdown, and the submit state (pending, the
 * server's message).
 */

export function Field({
  label,
  value,
  onChange,
  error,
  type = 'text',
  autoComplete,
  inputMode,
  maxLength,
  trailing,
  autoFocus,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  /** Shown under the field once the player has tried to submit. */
  error?: string | null;
  type?: 'text' | 'email' | 'password' | 'date';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'numeric';
  maxLength?: number;
  trailing?: ReactNode;
  autoFocus?: boolean;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <div className="field-box">
        <input
          id={id}
          className="field-input"
          type={type}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          autoComplete={autoComplete}
          inputMode={inputMode}
          maxLength={maxLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          autoFocus={autoFocus}
          spellCheck={false}
          autoCapitalize="off"
        />
        {trailing}
      </div>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The e-mail field every account form asks for first. */
export function EmailField(props: { value: string; onChange(value: string): void; error?: string | null }) {
  const { t } = useLingui();
  return (
    <Field
      label={t`Email`}
      type="email"
      inputMode="email"
      autoComplete="email"
      maxLength={EMAIL_MAX}
      {...props}
    />
  );
}

export function PasswordField(props: {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string | null;
  autoComplete: 'current-password' | 'new-password';
}) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  return (
    <Field
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          className="field-toggle"
          aria-pressed={visible}
          aria-label={visible ? t`Hide password` : t`Show password`}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? t`Hide` : t`Show`}
        </button>
      }
    />
  );
}

/** SPEC: codes can be asked again after 60 s. */
export const RESEND_AFTER_S = 60;

/**
 * The 6-digit code field with its "Send code" button. `send` asks the server for a code (the caller
 * validates the e-mail first and returns false to refuse); after a send the button counts down 60 s.
 */
export function CodeField({
  value,
  onChange,
  error,
  send,
}: {
  value: string;
  onChange(value: string): void;
  error?: string | null;
  send(): Promise<boolean>;
}) {
  const { t } = useLingui();
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setLeft((n) => n - 1), 1_000);
    return () => window.clearTimeout(timer);
  }, [left]);
  const onSend = async () => {
    setSending(true);
    try {
      if (await send()) {
        setSent(true);
        setLeft(RESEND_AFTER_S);
      }
    } finally {
      setSending(false);
    }
  };
  const label = left > 0 ? t`Resend in ${left} s` : sent ? t`Resend code` : t`Send code`;
  return (
    <Field
      label={t`Code`}
      value={value}
      onChange={(v) => onChange(v.replace(/\D/g, '').slice(0, 6))}
      error={error}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      trailing={
        <button
          type="button"
          className="field-action"
          onClick={onSend}
          disabled={sending || left > 0}
          aria-live="polite"
        >
          {label}
        </button>
      }
    />
  );
}

/**
 * A form's submit state: `run` validates (returns false when a field is wrong, so the inline messages show),
 * then calls the server once at a time and keeps its message for the form.
 */
export function useSubmit() {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const run = async (valid: boolean, action: () => Promise<void>) => {
    setTried(true);
    if (!valid || pending) return;
    setPending(true);
    setFailure(null);
    try {
      await action();
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setPending(false);
    }
  };
  return { pending, failure, tried, run, setFailure };
}

export function Form({
  label,
  onSubmit,
  failure,
  children,
}: {
  label: string;
  onSubmit(): void;
  failure: string | null;
  children: ReactNode;
}) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <form className="account-form" aria-label={label} onSubmit={submit} noValidate>
      {failure && (
        <p className="form-failure" role="alert">
          {failure}
        </p>
      )}
      {children}
    </form>
  );
}

export function Submit({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      className="button button-primary button-block"
      disabled={pending}
      aria-busy={pending}
    >
      {children}
    </button>
  );
}
