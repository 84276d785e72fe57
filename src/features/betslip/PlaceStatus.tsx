import { useLingui } from '@lingui/react/macro';
import { usePlacing } from './use-place';

/** Progress of a placement, or why it failed. */
export function PlaceStatus() {
  const { t } = useLingui();
  const { phase, message } = usePlacing();
  if (phase === 'sending') return <p className="slip-status" role="status">{t`Placing your bet…`}</p>;
  if (phase === 'confirming') return <p className="slip-status" role="status">{t`Confirming your bet…`}</p>;
  if (phase === 'rejected' || phase === 'offline' || phase === 'unknown')
    return (
      <p className="slip-status slip-status-error" role="alert">
        {message}
      </p>
    );
  return null;
}
