import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { Page } from '../../ui/Page';
import { EmptyState } from '../../ui/EmptyState';
import { StorageKey, readStored, writeStored } from '../../platform/storage';

/**
 * /loginb. Player accounts arrive with the accounts issue; until then the page says so plainly, and after a
 * 604 it tells the player their session ended (SPEC §4 Session) and clears the marker it read.
 */
export default function LoginPage() {
  const { t } = useLingui();
  const [query] = useSearchParams();
  const [expired] = useState(() => {
    const was = query.get('expired') === 'true' || readStored(StorageKey.expired) === '1';
    writeStored(StorageKey.expired, null);
    return was;
  });
  return (
    <Page title={t`Login`}>
      {expired && (
        <p className="notice notice-warning" role="status">
          {t`Your session has expired. Please sign in again.`}
        </p>
      )}
      <EmptyState
        title={t`Sign-in is not open yet`}
        action={
          <>
            <Link to="/sport" className="button button-primary">
              {t`Browse sports`}
            </Link>
            <Link to="/faq/home" className="button button-secondary">
              {t`Help center`}
            </Link>
          </>
        }
      >
        {t`Player accounts are on their way. Until then you can browse sports and games as a guest.`}
      </EmptyState>
    </Page>
  );
}
