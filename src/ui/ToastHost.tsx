import { useEffect } from 'react';
import { useToast } from './toast';

const TOAST_MS = 3000;

export function ToastHost() {
  const toast = useToast((s) => s.current);
  const dismiss = useToast((s) => s.dismiss);
  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(() => dismiss(toast.id), TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [toast, dismiss]);
  return (
    <div className="toast-host" role="status" aria-live="polite">
      {toast && (
        <div key={toast.id} className={`toast toast-${toast.kind}`}>
          {toast.text}
        </div>
      )}
    </div>
  );
}
