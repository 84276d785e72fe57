import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { EmptyState } from '../../ui/EmptyState';
import { PageSkeleton } from '../../ui/PageSkeleton';
import type { Fetched } from './use-fetch';
import '../../ui/rich-text.css';
import './help.css';

/** The loading, missing and error states every help page shows the same way. */
export function FetchState({
  state,
  rows = 5,
}: {
  state: Exclude<Fetched<unknown>, { state: 'ready' }>;
  rows?: number;
}) {
  const { t } = useLingui();
  if (state.state === 'loading') return <PageSkeleton rows={rows} />;
  if (state.state === 'missing')
    return (
      <EmptyState
        title={t`This page is not available`}
        action={
          <Link to="/faq/home" className="button button-primary">
            {t`Help center`}
          </Link>
        }
      >
        {t`It may have been moved or removed.`}
      </EmptyState>
    );
  return (
    <EmptyState
      title={t`This page could not be loaded`}
      action={
        <button type="button" className="button button-primary" onClick={state.retry}>
          {t`Try again`}
        </button>
      }
    >
      {t`Check your connection and try again.`}
    </EmptyState>
  );
}

/** Server HTML, sanitised by its allow list (server/messages/sanitize.ts) when written and when read. */
export function RichText({ html }: { html: string }) {
  return <div className="rich-text" dangerouslySetInnerHTML={{ __html: html }} />;
}
