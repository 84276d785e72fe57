import { lazy, Suspense } from 'react';
import { useLoginOverlay } from './login-gate';
import { withCatalogs } from '../../app/i18n';

const LoginModal = lazy(withCatalogs(['account'], () => import('./LoginModal')));

/**
 * Mounted once by the layout: the login modal's chunk loads only when `requireLogin()` opens it, so the
 * first screen pays for a store flag and nothing more.
 */
export function AccountOverlays() {
  const open = useLoginOverlay((s) => s.open);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <LoginModal />
    </Suspense>
  );
}
