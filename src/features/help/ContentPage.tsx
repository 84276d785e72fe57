import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { Page } from '../../ui/Page';
import { useSettings } from '../../app/stores/settings';
import { FetchState, RichText } from './Fallbacks';
import { fetchPage } from './help-api';
import { useFetch } from './use-fetch';

/** /privacy, /about and /spei-announce: the brand's own text in the player's language, from the server. */
export default function ContentPage({ page }: { page: 'privacy' | 'about' | 'spei-announce' }) {
  const { t } = useLingui();
  const locale = useSettings((s) => s.locale);
  const doc = useFetch(() => fetchPage(page), [page, locale]);
  const fallbackTitle = { privacy: t`Privacy policy`, about: t`About us`, 'spei-announce': t`SPEI deposits` }[
    page
  ];
  return (
    <Page title={doc.state === 'ready' ? doc.data.title : fallbackTitle}>
      {doc.state !== 'ready' ? (
        <FetchState state={doc} />
      ) : (
        <article className="help-article">
          <RichText html={doc.data.html} />
          <p className="help-updated">
            {t`Last updated ${new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(doc.data.published_at)}`}
          </p>
        </article>
      )}
      <div className="help-links">
        {page === 'spei-announce' ? (
          <Link to="/deposit" className="button button-primary">
            {t`Deposit`}
          </Link>
        ) : (
          <Link to="/support" className="button button-secondary">
            {t`Contact support`}
          </Link>
        )}
      </div>
    </Page>
  );
}
