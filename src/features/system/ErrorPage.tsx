import { Link, useSearchParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { Page } from '../../ui/Page';
import { EmptyState } from '../../ui/EmptyState';

/**
 * /error: the page the global status poll opens (SPEC §4: global_stats 1 -> type 3, the service is paused);
 * any other type says the page could not be shown.
 */
export default function ErrorPage() {
  const { t } = useLingui();
  const [query] = useSearchParams();
  const type = query.get('type');
  if (type === '3') {
    return (
      <Page title={t`Service paused`}>
        <EmptyState
          title={t`We'll be right back`}
          action={
            <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
              {t`Try again`}
            </button>
          }
        >
          {t`The service is paused for maintenance. Your balance and bets are safe. This page returns to the games by itself when we are back.`}
        </EmptyState>
      </Page>
    );
  }
  return (
    <Page title={t`Something went wrong`}>
      <EmptyState
        title={t`This page could not be shown`}
        action={
          <Link to="/sport" className="button button-primary">
            {t`Go to sports`}
          </Link>
        }
      >
        {t`Please try again in a moment.`}
      </EmptyState>
    </Page>
  );
}
