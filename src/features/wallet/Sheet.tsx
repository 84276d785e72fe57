import { useCallback, useEffect, useId, useRef, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useBackClose } from '../../app/back-close';

/**
 * A bottom sheet on the native <dialog> (focus trap, Escape, the backdrop): the currency, network and
 * method pickers of SPEC §2 "Overlays". The back key closes it too.
 */
export function Sheet({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose(): void;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // The back-key hook re-arms when its callback changes: keep one stable callback per sheet.
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const close = useCallback(() => closeRef.current(), []);
  useBackClose(open, close);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="wallet-sheet"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === ref.current) onClose();
      }}
    >
      <div className="wallet-sheet-header">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="wallet-sheet-close" onClick={onClose} aria-label={t`Close`}>
          ×
        </button>
      </div>
      {open && <div className="wallet-sheet-body">{children}</div>}
    </dialog>
  );
}
