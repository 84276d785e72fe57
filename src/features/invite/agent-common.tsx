import { useLingui } from '@lingui/react/macro';
import { EmptyState } from '../../ui/EmptyState';

/** The agent topics take no parameters: one object, so their subscriptions stay equal across renders. */
export const NO_PARAMS = {};

export function Retry({ onRetry }: { onRetry(): void }) {
  const { t } = useLingui();
  return (
    <EmptyState
      title={t`The agent data could not be loaded`}
      action={
        <button type="button" className="button button-primary" onClick={onRetry}>
          {t`Try again`}
        </button>
      }
    >
      {t`Check your connection and try again.`}
    </EmptyState>
  );
}
