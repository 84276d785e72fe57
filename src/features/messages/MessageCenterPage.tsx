import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { isLoggedIn, useSession } from '../../app/stores/session';
import { useSettings } from '../../app/stores/settings';
import { LoginRequired } from '../account/LoginRequired';
import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { fetchMessages, markRead, plainText, type MessageItem } from './messages-api';
import { TYPE_LABELS, messageTime } from './message-format';
import { TypeIcon } from './TypeIcon';
import { PushSettings } from './PushSettings';
import { useUnread } from './unread-store';
import './messages.css';

type Load =
  | { state: 'loading' }
  | { state: 'error' }
  | { state: 'ready'; list: MessageItem[]; cursor: string; hasMore: boolean };

const FILTERS = [0, 2, 3, 4, 1] as const;

/** /message-center: the player's messages, newest first, with unread marks, filters and "mark all read". */
export default function MessageCenterPage() {
  const { t } = useLingui();
  const loggedIn = useSession(isLoggedIn);
  return (
    <Page title={t`Messages`}>
      {loggedIn ? <MessageList /> : <LoginRequired>{t`Log in to read your messages.`}</LoginRequired>}
    </Page>
  );
}

function MessageList() {
  const { t, i18n } = useLingui();
  const locale = useSettings((s) => s.locale);
  const unread = useUnread((s) => s.unread);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [filter, setFilter] = useState<number>(0);
  const [more, setMore] = useState(false);
  const [marking, setMarking] = useState(false);

  useEffect(() => {
    let live = true;
    setLoad({ state: 'loading' });
    fetchMessages()
      .then(
        (r) =>
          live && setLoad({ state: 'ready', list: r.message_list, cursor: r.cursor, hasMore: r.has_more }),
      )
      .catch(() => live && setLoad({ state: 'error' }));
    return () => {
      live = false;
    };
  }, [attempt]);

  const loadMore = useCallback(async () => {
    if (load.state !== 'ready' || !load.hasMore || more) return;
    setMore(true);
    try {
      const r = await fetchMessages(load.cursor);
      setLoad((l) =>
        l.state === 'ready'
          ? { state: 'ready', list: [...l.list, ...r.message_list], cursor: r.cursor, hasMore: r.has_more }
          : l,
      );
    } catch {
      // The button stays: tapping it again retries.
    } finally {
      setMore(false);
    }
  }, [load, more]);

  const markAll = async () => {
    setMarking(true);
    try {
      await markRead('all');
      setLoad((l) => (l.state === 'ready' ? { ...l, list: l.list.map((m) => ({ ...m, readed: true })) } : l));
    } catch {
      // The count and the marks stay as they are; the player can try again.
    } finally {
      setMarking(false);
    }
  };

  if (load.state === 'loading') return <PageSkeleton rows={6} />;
  if (load.state === 'error')
    return (
      <EmptyState
        title={t`Messages could not be loaded`}
        action={
          <button type="button" className="button button-primary" onClick={() => setAttempt((a) => a + 1)}>
            {t`Try again`}
          </button>
        }
      >
        {t`Check your connection and try again.`}
      </EmptyState>
    );

  const shown = filter ? load.list.filter((m) => m.message_type === filter) : load.list;
  return (
    <>
      <div className="msg-filters" role="tablist" aria-label={t`Message types`}>
        {FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            role="tab"
            aria-selected={filter === f}
            className="msg-filter"
            onClick={() => setFilter(f)}
          >
            {f ? i18n._(TYPE_LABELS[f]!) : t`All`}
          </button>
        ))}
      </div>
      <div className="msg-summary">
        <span aria-live="polite">{unread ? t`${unread} unread` : t`All read`}</span>
        <button type="button" className="msg-mark" onClick={markAll} disabled={marking || unread === 0}>
          {t`Mark all as read`}
        </button>
      </div>
      {shown.length === 0 ? (
        <EmptyState title={t`No messages here yet`}>
          {t`Bet results, payments and news from us will arrive here.`}
        </EmptyState>
      ) : (
        <ul className="msg-list">
          {shown.map((m) => (
            <li key={m.message_id}>
              <Link
                to={`/message-detail?id=${m.message_id}`}
                className={m.readed ? 'msg-row' : 'msg-row msg-unread'}
                aria-label={`${m.readed ? '' : `${t`Unread`}: `}${m.message_content.title}`}
              >
                <span className="msg-icon" aria-hidden="true">
                  <TypeIcon type={m.message_type} />
                </span>
                <span className="msg-main">
                  <span className="msg-title">{m.message_content.title}</span>
                  <span className="msg-preview">
                    {plainText(m.message_content.content.map((c) => c.data).join(' '))}
                  </span>
                </span>
                <span className="msg-meta">
                  <time dateTime={new Date(m.created_at).toISOString()}>
                    {messageTime(m.created_at, locale)}
                  </time>
                  {!m.readed && <span className="msg-dot" aria-hidden="true" />}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {load.hasMore && (
        <div className="msg-more">
          <button type="button" className="button button-secondary" onClick={loadMore} disabled={more}>
            {more ? t`Loading…` : t`Load more`}
          </button>
        </div>
      )}
      <PushSettings />
    </>
  );
}
