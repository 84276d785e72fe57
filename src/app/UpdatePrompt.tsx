/** The "new version" banner: shown while a new service worker waits (src/platform/sw-bridge.ts). */
import { Trans } from '@lingui/react/macro';
import { applyUpdate, dismissUpdate, useUpdateWaiting } from '../platform/sw-bridge';

const style = {
  position: 'fixed',
  insetInline: 12,
  bottom: 'calc(72px + env(safe-area-inset-bottom))',
  zIndex: 1000,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 8,
  padding: 12,
  borderRadius: 12,
  background: 'var(--surface-2)',
  border: '1px solid var(--line)',
  color: 'var(--text-1)',
  boxShadow: '0 8px 24px rgb(0 0 0 / 40%)',
} as const;

export function UpdatePrompt() {
  const waiting = useUpdateWaiting();
  if (!waiting) return null;
  return (
    <div role="dialog" aria-modal="false" aria-labelledby="update-prompt-title" style={style}>
      <p id="update-prompt-title" style={{ flex: '1 1 160px', margin: 0 }}>
        <Trans>A new version is available</Trans>
      </p>
      <button type="button" className="button button-secondary button-small" onClick={dismissUpdate}>
        <Trans>Later</Trans>
      </button>
      <button type="button" className="button button-primary button-small" onClick={applyUpdate}>
        <Trans>Update</Trans>
      </button>
    </div>
  );
}
