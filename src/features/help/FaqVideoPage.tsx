import { Link, useSearchParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { Page } from '../../ui/Page';
import { Img } from '../../ui/Img';
import { FetchState, RichText } from './Fallbacks';
import { articleId, fetchFaq, fetchFaqArticle } from './help-api';
import { useFetch } from './use-fetch';

/** /faq/video: the video guides; `?id=` plays one, with its steps written out under it. */
export default function FaqVideoPage() {
  const { t } = useLingui();
  const [query] = useSearchParams();
  const id = articleId(query.get('id'));
  const faq = useFetch(fetchFaq, []);
  const video = useFetch(id ? () => fetchFaqArticle(id) : () => Promise.resolve(null), [id]);
  const minutes = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
  return (
    <Page title={t`Video guides`}>
      {video.state === 'ready' && video.data ? (
        <article className="help-article">
          <video
            className="help-player"
            controls
            playsInline
            preload="metadata"
            poster={video.data.cover}
            src={video.data.video_url}
            aria-label={video.data.title}
          />
          <h2 className="help-article-title">{video.data.title}</h2>
          <p className="help-summary">{video.data.summary}</p>
          <RichText html={video.data.html} />
        </article>
      ) : video.state !== 'ready' && id ? (
        <FetchState state={video} rows={3} />
      ) : null}
      {faq.state !== 'ready' ? (
        <FetchState state={faq} />
      ) : (
        <ul className="help-video-list" aria-label={t`All video guides`}>
          {faq.data.videos.map((v) => (
            <li key={v.id}>
              <Link
                to={`/faq/video?id=${v.id}`}
                className="help-video-row"
                aria-current={v.id === id ? 'page' : undefined}
              >
                <Img src={v.cover} width="128" height="72" alt="" />
                <span>
                  <span className="help-video-title">{v.title}</span>
                  <span className="help-summary">
                    {v.summary} · {minutes(v.duration)}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
