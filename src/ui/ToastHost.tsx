import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useToast } from './toast';

const TOAST_MS = 3000;
/** A toast with an action stays long enough to reach for it. */
const ACTION_TOAST_MS = 6000;

export function ToastHost() {
  const toast = useToast((s) => s.current);
  const dismiss = useToast((s) => s.dismiss);
  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(() => dismiss(toast.id), toast.action ? ACTION_TOAST_MS : TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [toast, dismiss]);
  return (
    <div className="toast-host" role="status" aria-live="polite">
      {toast && (
        <div key={toast.id} className={`toast toast-${toast.kind}`}>
          <span>{toast.text}</span>
          {toast.action && (
            <Link to={toast.action.to} className="toast-action" onClick={() => dismiss(toast.id)}>
              {toast.action.label}
            </Link>
          )}
        </div>
      )}
    </div>
  );
}
