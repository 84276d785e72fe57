import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { Page } from '../../ui/Page';
import { EmptyState } from '../../ui/EmptyState';

/** /news: site notices; also where the global status poll sends players when global_stats is 2 (SPEC §4). */
export default function NewsPage() {
  const { t } = useLingui();
  return (
    <Page title={t`News`}>
      <EmptyState
        title={t`No news right now`}
        action={
          <Link to="/sport" className="button button-secondary">
            {t`Go to sports`}
          </Link>
        }
      >
        {t`Announcements about the site and your markets will be listed here.`}
      </EmptyState>
    </Page>
  );
}
