import { useCallback, useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { afterLoginTarget } from './account-api';
import { cancelRedirectClear, scheduleRedirectClear } from './redirect-path';

/**
 * Every login screen (page or modal) keeps the stored redirect path alive while it is open and starts its
 * 5 s clean-up when it closes (src/features/account/redirect-path.ts). Moving between login screens
 * (login -> register) closes one and opens the next at once, so the path survives.
 */
export function useLoginScreen(): void {
  useEffect(() => {
    cancelRedirectClear();
    return () => scheduleRedirectClear();
  }, []);
}

/** After a login on a page: the stored redirect, else back_url (expiry), else the home page. */
export function useAfterLogin(): () => void {
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const backUrl = query.get('back_url');
  return useCallback(() => {
    void navigate(afterLoginTarget(backUrl) ?? '/', { replace: true });
  }, [navigate, backUrl]);
}
