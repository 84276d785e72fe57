import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { useTopic } from '../../platform/engine-bridge';
import { useSettings } from '../../app/stores/settings';
import { EmptyState } from '../../ui/EmptyState';
import { Img } from '../../ui/Img';
import { Page } from '../../ui/Page';
import { FetchState, RichText } from './Fallbacks';
import { articleId, fetchNews, fetchNewsItem, type ArticleSummary } from './help-api';
import { useFetch } from './use-fetch';

const NO_PARAMS = {};

/**
 * /news and /announcement: the brand's news or notices, newest first; `?id=` opens one. /news is also where
 * the global status poll sends players while global_stats is 2 (SPEC §4): the page says the site is
 * paused and the watcher brings them back when it is over.
 */
export default function NewsPage({ kind }: { kind: 'news' | 'announcement' }) {
  const { t } = useLingui();
  const [query] = useSearchParams();
  const id = articleId(query.get('id'));
  const global = useTopic('global', NO_PARAMS);
  const paused = kind === 'news' && global.status === 'ready' && global.data?.global_stats === 2;
  const title = kind === 'news' ? t`News` : t`Announcements`;
  return (
    <Page title={title}>
      {paused && (
        <p className="notice notice-warning" role="status">
          {t`Betting and payments are paused for maintenance. This page updates by itself when they are back.`}
        </p>
      )}
      {id ? <Item id={id} kind={kind} /> : <List kind={kind} />}
    </Page>
  );
}

function List({ kind }: { kind: 'news' | 'announcement' }) {
  const { t } = useLingui();
  const locale = useSettings((s) => s.locale);
  const first = useFetch(() => fetchNews(kind), [kind, locale]);
  const [more, setMore] = useState<{ list: ArticleSummary[]; cursor: string; hasMore: boolean } | null>(null);
  const [loading, setLoading] = useState(false);
  if (first.state !== 'ready') return <FetchState state={first} />;
  const list = [...first.data.list, ...(more?.list ?? [])];
  const cursor = more ? more.cursor : first.data.cursor;
  const hasMore = more ? more.hasMore : first.data.has_more;
  if (!list.length)
    return (
      <EmptyState title={kind === 'news' ? t`No news right now` : t`No announcements right now`}>
        {t`Check back soon.`}
      </EmptyState>
    );
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  return (
    <>
      <ul className="news-list">
        {list.map((a) => (
          <li key={a.id}>
            <Link to={`/${kind}?id=${a.id}`} className="news-card">
              {a.cover && <Img src={a.cover} width="96" height="64" alt="" />}
              <span className="news-text">
                <span className="news-title">{a.title}</span>
                <span className="help-summary">{a.summary}</span>
                <time className="news-date" dateTime={new Date(a.published_at).toISOString()}>
                  {date.format(a.published_at)}
                </time>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {hasMore && (
        <div className="help-links">
          <button
            type="button"
            className="button button-secondary"
            disabled={loading}
            onClick={async () => {
              setLoading(true);
              try {
                const r = await fetchNews(kind, cursor);
                setMore({ list: [...(more?.list ?? []), ...r.list], cursor: r.cursor, hasMore: r.has_more });
              } catch {
                // the button stays for another try
              } finally {
                setLoading(false);
              }
            }}
          >
            {loading ? t`Loading…` : t`Load more`}
          </button>
        </div>
      )}
    </>
  );
}

function Item({ id, kind }: { id: string; kind: 'news' | 'announcement' }) {
  const { t } = useLingui();
  const locale = useSettings((s) => s.locale);
  const item = useFetch(() => fetchNewsItem(id), [id, locale]);
  if (item.state !== 'ready') return <FetchState state={item} />;
  return (
    <article className="help-article">
      {item.data.cover && (
        <Img src={item.data.cover} width="366" height="180" alt="" className="news-cover" />
      )}
      <h2 className="help-article-title">{item.data.title}</h2>
      <time className="news-date" dateTime={new Date(item.data.published_at).toISOString()}>
        {new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(item.data.published_at)}
      </time>
      <RichText html={item.data.html} />
      <div className="help-links">
        <Link to={`/${kind}`} className="button button-secondary">
          {kind === 'news' ? t`All news` : t`All announcements`}
        </Link>
      </div>
    </article>
  );
}
