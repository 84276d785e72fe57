import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { ApiError } from '../../../core/api/types';
import { isLoggedIn, useSession } from '../../app/stores/session';
import { useSettings } from '../../app/stores/settings';
import { LoginRequired } from '../account/LoginRequired';
import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { fetchMessage, isAppRoute, markRead, type MessageItem } from './messages-api';
import { TYPE_LABELS, messageTime } from './message-format';
import { TypeIcon } from './TypeIcon';
import './messages.css';
import '../../ui/rich-text.css';

type Load =
  { state: 'loading' } | { state: 'missing' } | { state: 'error' } | { state: 'ready'; item: MessageItem };

/** /message-detail?id=: one message, marked read on opening; its HTML comes sanitised from the server. */
export default function MessageDetailPage() {
  const { t } = useLingui();
  const loggedIn = useSession(isLoggedIn);
  return (
    <Page title={t`Message`}>
      {loggedIn ? <Detail /> : <LoginRequired>{t`Log in to read your messages.`}</LoginRequired>}
    </Page>
  );
}

function Detail() {
  const { t, i18n } = useLingui();
  const locale = useSettings((s) => s.locale);
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const id = Number(query.get('id'));
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!Number.isSafeInteger(id) || id <= 0) return setLoad({ state: 'missing' });
    let live = true;
    setLoad({ state: 'loading' });
    fetchMessage(id)
      .then((item) => {
        if (!live) return;
        setLoad({ state: 'ready', item });
        if (!item.readed) void markRead([item.message_id]).catch(() => undefined);
      })
      .catch((err: unknown) => {
        if (!live) return;
        setLoad({ state: err instanceof ApiError && err.info.kind === 'business' ? 'missing' : 'error' });
      });
    return () => {
      live = false;
    };
  }, [id, attempt]);

  if (load.state === 'loading') return <PageSkeleton rows={4} />;
  if (load.state === 'missing')
    return (
      <EmptyState
        title={t`This message is not available`}
        action={
          <Link to="/message-center" className="button button-primary">
            {t`All messages`}
          </Link>
        }
      >
        {t`It may have been removed, or the link is not for this account.`}
      </EmptyState>
    );
  if (load.state === 'error')
    return (
      <EmptyState
        title={t`The message could not be loaded`}
        action={
          <button type="button" className="button button-primary" onClick={() => setAttempt((a) => a + 1)}>
            {t`Try again`}
          </button>
        }
      />
    );
  const m = load.item;
  return (
    <article className="msg-detail" aria-labelledby="msg-detail-title">
      <p className="msg-detail-type">
        <span aria-hidden="true" className="msg-detail-icon">
          <TypeIcon type={m.message_type} size={16} />
        </span>{' '}
        {TYPE_LABELS[m.message_type] ? i18n._(TYPE_LABELS[m.message_type]!) : null} ·{' '}
        <time dateTime={new Date(m.created_at).toISOString()}>{messageTime(m.created_at, locale)}</time>
      </p>
      <h2 id="msg-detail-title" className="msg-detail-title">
        {m.message_content.title}
      </h2>
      {m.message_content.content.map((c) => (
        // Sanitised by the server's allow list (server/messages/sanitize.ts) when written and when read.
        <div key={c.content_id} className="rich-text" dangerouslySetInnerHTML={{ __html: c.data }} />
      ))}
      <div className="msg-detail-actions">
        {m.message_content.buttons.map((b) =>
          isAppRoute(b.url) ? (
            <button
              key={b.url + b.btn_text}
              type="button"
              className="button button-primary"
              onClick={() => navigate(b.url)}
            >
              {b.btn_text}
            </button>
          ) : /^https:\/\//.test(b.url) ? (
            <a
              key={b.url + b.btn_text}
              href={b.url}
              className="button button-primary"
              target="_blank"
              rel="noopener noreferrer"
            >
              {b.btn_text}
            </a>
          ) : null,
        )}
        <Link to="/message-center" className="button button-secondary">
          {t`All messages`}
        </Link>
      </div>
    </article>
  );
}
