import { Link, useSearchParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { safeLocalPath } from '../account/redirect-path';
import { Page } from '../../ui/Page';
import { FetchState, RichText } from './Fallbacks';
import { ContactCard } from './FaqHomePage';
import { articleId, fetchFaqArticle } from './help-api';
import { useFetch } from './use-fetch';

/** /faq/detail?id=: one help article. */
export default function FaqDetailPage() {
  const { t } = useLingui();
  const [query] = useSearchParams();
  const id = articleId(query.get('id'));
  const from = safeLocalPath(query.get('fromUrl'));
  const article = useFetch(id ? () => fetchFaqArticle(id) : null, [id]);
  return (
    <Page title={article.state === 'ready' ? article.data.title : t`Help article`}>
      {article.state !== 'ready' ? (
        <FetchState state={article} />
      ) : (
        <article className="help-article">
          <h2 className="help-article-title">{article.data.title}</h2>
          <RichText html={article.data.html} />
        </article>
      )}
      <div className="help-links">
        <Link
          to={`/faq/home${from ? `?fromUrl=${encodeURIComponent(from)}` : ''}`}
          className="button button-secondary"
        >
          {t`More answers`}
        </Link>
        {from && (
          <Link to={from} className="button button-secondary">
            {t`Back to where you were`}
          </Link>
        )}
      </div>
      <ContactCard />
    </Page>
  );
}
