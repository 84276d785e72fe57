import { useEffect, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { isLoggedIn, useSession } from '../../app/stores/session';
import { useBrand } from '../../app/stores/brand';
import { Page } from '../../ui/Page';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { EmptyState } from '../../ui/EmptyState';
import { LoginRequired } from '../account/LoginRequired';
import '../account/account.css';
import '../settings/settings.css';
import './wallet.css';

/**
 * The frame of every wallet page: the page header (none with `noHeader=1`, SPEC §2: the deposit page opened
 * inside the native app's own screen), and the login panel for visitors.
 */
export function WalletFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useLingui();
  const loggedIn = useSession(isLoggedIn);
  const [query] = useSearchParams();
  const brandName = useBrand((s) => s.brand.name);
  const noHeader = query.get('noHeader') === '1';
  useEffect(() => {
    if (noHeader) document.title = `${title} · ${brandName}`;
  }, [noHeader, title, brandName]);
  const body = loggedIn ? <>{children}</> : <LoginRequired>{t`Log in to see your wallet.`}</LoginRequired>;
  if (noHeader) {
    return (
      <main id="mainContainer" className="page wallet-page">
        <h1 className="visually-hidden">{title}</h1>
        {body}
      </main>
    );
  }
  return (
    <Page title={title} className="wallet-page">
      {body}
    </Page>
  );
}

/** Loading: the skeleton rows, or nothing with `noSke=1` (SPEC §2: the caller shows its own loader). */
export function WalletLoading() {
  const [query] = useSearchParams();
  if (query.get('noSke') === '1') return <p className="wallet-quiet" role="status" aria-live="polite" />;
  return <PageSkeleton rows={4} />;
}

/** A failed load with a retry, never a blank page. */
export function WalletRetry({ onRetry, children }: { onRetry(): void; children?: ReactNode }) {
  const { t } = useLingui();
  return (
    <EmptyState
      title={t`Could not load`}
      action={
        <button type="button" className="button button-primary" onClick={onRetry}>
          {t`Try again`}
        </button>
      }
    >
      {children ?? t`Check your connection and try again.`}
    </EmptyState>
  );
}
