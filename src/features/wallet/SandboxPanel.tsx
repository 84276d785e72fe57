import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { errorText, sandboxSettle, type SandboxOutcome } from './wallet-api';

/**
 * The sandbox payment provider's control, on a pending deposit or withdrawal of a development server (the
 * server says so with `sandbox_control`): what the provider reports for this order, through its real signed
 * callback, so the money moves in the ledger exactly as with a real provider. `onSettled` checks the order
 * again at once.
 */
export function SandboxPanel({
  orderId,
  outcomes,
  onSettled,
}: {
  orderId: string;
  outcomes: readonly SandboxOutcome[];
  onSettled: () => Promise<void> | void;
}) {
  const { t } = useLingui();
  const [acting, setActing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const label: Record<SandboxOutcome, string> = {
    paid: t`Sandbox: mark as paid`,
    failed: t`Sandbox: mark as failed`,
    expired: t`Sandbox: expire`,
  };
  const settle = async (outcome: SandboxOutcome) => {
    setActing(true);
    setFailure(null);
    try {
      await sandboxSettle(orderId, outcome);
      await onSettled();
    } catch (err) {
      setFailure(errorText(err));
    } finally {
      setActing(false);
    }
  };
  return (
    <section className="sandbox-panel" aria-label={t`Sandbox payment control`}>
      <h2 className="sandbox-title">{t`Sandbox provider`}</h2>
      <p className="wallet-note">
        {t`No real money moves here. Choose what the payment provider reports for this order.`}
      </p>
      {failure && (
        <p className="form-failure" role="alert">
          {failure}
        </p>
      )}
      <div className="sandbox-actions">
        {outcomes.map((outcome, i) => (
          <button
            key={outcome}
            type="button"
            className={i === 0 ? 'button button-primary' : 'button button-secondary'}
            disabled={acting}
            onClick={() => void settle(outcome)}
          >
            {label[outcome]}
          </button>
        ))}
      </div>
    </section>
  );
}
