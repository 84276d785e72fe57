/**
 * Sign-in: e-mail and password, then the authenticator code. The first sign-in shows the secret as a QR
 * (otpauth:// URI) and as text to add to an authenticator app; the first right code confirms it.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { opsLogin, opsTotp } from '../../core/contract/endpoints-ops';
import type { OpsLoginStep, OpsMe } from '../../core/contract/schemas/ops';
import { QrCode } from '../features/wallet/QrCode';
import { call } from './api';
import { useErrorText } from './errors';

export function LoginPage({ onSignedIn }: { onSignedIn: (me: OpsMe) => void }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [step, setStep] = useState<OpsLoginStep | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const run = async (e: FormEvent, work: () => Promise<void>) => {
    e.preventDefault();
    setBusy(true);
    setError('');
    try {
      await work();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  if (!step)
    return (
      <div className="ops-center">
        <form
          className="ops-card ops-login"
          onSubmit={(e) => run(e, async () => setStep(await call(opsLogin, { email, password })))}
        >
          <h1>
            <Trans>Operator console</Trans>
          </h1>
          <label>
            <Trans>E-mail</Trans>
            <input
              type="email"
              autoComplete="username"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </label>
          <label>
            <Trans>Password</Trans>
            <input
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </label>
          {error && (
            <p role="alert" className="ops-error">
              {error}
            </p>
          )}
          <button className="ops-btn ops-primary" disabled={busy}>
            <Trans>Continue</Trans>
          </button>
        </form>
      </div>
    );

  return (
    <div className="ops-center">
      <form
        className="ops-card ops-login"
        onSubmit={(e) => run(e, async () => onSignedIn(await call(opsTotp, { code })))}
      >
        <h1>
          <Trans>Two-step verification</Trans>
        </h1>
        {step.step === 'enrol' && step.otpauth_uri && (
          <>
            <p>
              <Trans>
                Scan this code with your authenticator app, or enter the key by hand. Then enter the 6-digit
                code it shows.
              </Trans>
            </p>
            <div className="ops-qr">
              <QrCode value={step.otpauth_uri} label={t`Authenticator QR code`} size={180} />
            </div>
            <p className="ops-secret">
              <Trans>Key:</Trans> <code>{step.secret}</code>
            </p>
          </>
        )}
        {step.step === 'code' && (
          <p>
            <Trans>Enter the 6-digit code from your authenticator app.</Trans>
          </p>
        )}
        <label>
          <Trans>Code</Trans>
          <input
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            required
            autoFocus
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          />
        </label>
        {error && (
          <p role="alert" className="ops-error">
            {error}
          </p>
        )}
        <button className="ops-btn ops-primary" disabled={busy || code.length !== 6}>
          <Trans>Sign in</Trans>
        </button>
        <button
          type="button"
          className="ops-btn ops-link"
          onClick={() => (setStep(null), setCode(''), setError(''))}
        >
          <Trans>Back</Trans>
        </button>
      </form>
    </div>
  );
}
