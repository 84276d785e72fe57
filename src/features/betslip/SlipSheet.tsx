import { useEffect, useId, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { PlacedPanel } from './PlacedPanel';
import { SlipBody } from './SlipBody';
import { useSlip } from './slip-store';
import { usePlacing } from './use-place';

/** The full bet slip (SPEC §4 modal "full"): selections, bet type tabs, stakes, returns, settings, Place bet. */
export function SlipSheet({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const items = useSlip((s) => s.slip.items);
  const phase = usePlacing((s) => s.phase);
  useEffect(() => {
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  // A finished placement's message belongs to that attempt: a fresh opening starts clean.
  useEffect(() => () => usePlacing.getState().reset(), []);
  return (
    <div className="slip-backdrop" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div className="slip-sheet" role="dialog" aria-modal="true" aria-label={t`Bet slip`}>
        <header className="slip-head">
          <h2 id={titleId} className="slip-title">
            {t`Bet slip`}
            {items.length > 0 && <span className="slip-title-count">{items.length}</span>}
          </h2>
          {items.length > 0 && phase !== 'success' && (
            <button
              type="button"
              className="slip-link-button"
              onClick={() => useSlip.getState().clear()}
              aria-label={t`Remove all selections`}
            >
              {t`Clear all`}
            </button>
          )}
          <button
            ref={closeRef}
            type="button"
            className="slip-close"
            onClick={onClose}
            aria-label={t`Close bet slip`}
          >
            ×
          </button>
        </header>
        {phase === 'success' ? (
          <PlacedPanel onClose={onClose} />
        ) : items.length === 0 ? (
          <div className="slip-empty">
            <p className="slip-empty-title">{t`Bet slip is empty`}</p>
            <p>{t`Tap the odds of a match to add a selection.`}</p>
          </div>
        ) : (
          <SlipBody items={items} onClose={onClose} />
        )}
      </div>
    </div>
  );
}
