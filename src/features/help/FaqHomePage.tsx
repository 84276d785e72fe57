import { ChevronRightIcon, SearchIcon } from '../../ui/icons';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { safeLocalPath } from '../account/redirect-path';
import { Page } from '../../ui/Page';
import { EmptyState } from '../../ui/EmptyState';
import { Img } from '../../ui/Img';
import { FetchState } from './Fallbacks';
import { fetchFaq } from './help-api';
import { useFetch } from './use-fetch';

/**
 * /faq/home (SPEC §2 /faq/*): the help center of the brand in the player's language: a search over the
 * questions, the categories with their questions, the video guides, and the way to support. With
 * `?fromUrl=` (a page of ours) a Back link returns there.
 */
export default function FaqHomePage() {
  const { t } = useLingui();
  const [query] = useSearchParams();
  const from = safeLocalPath(query.get('fromUrl'));
  const faq = useFetch(fetchFaq, []);
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const found = useMemo(() => {
    if (faq.state !== 'ready' || !search.trim()) return null;
    const words = search.trim().toLowerCase();
    return faq.data.categories.flatMap((c) => c.list).filter((a) => a.title.toLowerCase().includes(words));
  }, [faq, search]);
  const detail = (id: string) => `/faq/detail?id=${id}${from ? `&fromUrl=${encodeURIComponent(from)}` : ''}`;
  return (
    <Page title={t`Help center`}>
      {from && (
        <Link to={from} className="help-back">
          ← {t`Back to where you were`}
        </Link>
      )}
      <div className="help-search">
        <SearchIcon width="18" height="18" />
        <input
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={t`Search the help center`}
          aria-label={t`Search the help center`}
        />
      </div>
      {faq.state !== 'ready' ? (
        <FetchState state={faq} />
      ) : found ? (
        found.length ? (
          <ul className="help-list" aria-label={t`Search results`}>
            {found.map((a) => (
              <li key={a.id}>
                <Link to={detail(a.id)} className="help-row">
                  <span>{a.title}</span>
                  <ChevronRightIcon width="18" height="18" />
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState
            title={t`No answers for “${search}”`}
          >{t`Try other words, or ask our support team.`}</EmptyState>
        )
      ) : (
        <>
          {faq.data.videos.length > 0 && (
            <section className="help-section" aria-labelledby="help-videos">
              <div className="help-section-head">
                <h2 id="help-videos">{t`Video guides`}</h2>
                <Link to="/faq/video">{t`See all`}</Link>
              </div>
              <div className="help-videos">
                {faq.data.videos.map((v) => (
                  <Link key={v.id} to={`/faq/video?id=${v.id}`} className="help-video-card">
                    <Img src={v.cover} width="240" height="135" alt="" />
                    <span className="help-video-title">{v.title}</span>
                  </Link>
                ))}
              </div>
            </section>
          )}
          {faq.data.categories.map((c) => (
            <section key={c.key} className="help-category">
              <h2>
                <button
                  type="button"
                  className="help-category-head"
                  aria-expanded={open === c.key}
                  onClick={() => setOpen(open === c.key ? null : c.key)}
                >
                  <Img src={c.icon} width="28" height="28" alt="" />
                  <span>{c.title}</span>
                  <span className="help-count">{c.list.length}</span>
                </button>
              </h2>
              {open === c.key && (
                <ul className="help-list">
                  {c.list.map((a) => (
                    <li key={a.id}>
                      <Link to={detail(a.id)} className="help-row">
                        <span>{a.title}</span>
                        <ChevronRightIcon width="18" height="18" />
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </>
      )}
      <ContactCard />
    </Page>
  );
}

export function ContactCard() {
  const { t } = useLingui();
  return (
    <section className="help-contact" aria-label={t`Still need help?`}>
      <p className="help-contact-title">{t`Still need help?`}</p>
      <p>{t`Our support team answers every day, in your language.`}</p>
      <div className="help-contact-actions">
        <Link to="/support" className="button button-primary">
          {t`Contact support`}
        </Link>
        <Link to="/feedback" className="button button-secondary">
          {t`Send feedback`}
        </Link>
      </div>
    </section>
  );
}
