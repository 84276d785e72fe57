/**
 * Support: the live chat queue of the operator's brands (unassigned first, then the longest waiting), take
 * a conversation (others see it taken), answer (free text or a canned answer of the brand, those in the
 * chat's language first; edited on CannedPage.tsx), close. Take and
 * close are audited on the server. Everything arrives pushed on the socket (use-ops-chat.ts); no polling.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { OpsDmError } from '../../core/contract/errors';
import { MAX_CHAT_LENGTH } from '../../core/contract/support-chat';
import { Link } from 'react-router-dom';
import { LOCALE_NAMES, isLocale } from '../../core/i18n/locales';
import { byChatLanguage, chatLangOf } from './canned-order';
import { dateTime } from './format';
import { useOpsChat, type OpsConversation, type OpsLine } from './use-ops-chat';

export function SupportPage() {
  const { t, i18n } = useLingui();
  const chat = useOpsChat();
  const list = [...chat.queue.values()]
    .filter((c) => c.status !== 'closed' || c.id === chat.selected)
    .sort((a, b) => Number(a.status !== 'open') - Number(b.status !== 'open') || a.updated_at - b.updated_at);
  const current = chat.selected === null ? null : (chat.queue.get(chat.selected) ?? null);
  const who = (c: OpsConversation) =>
    c.status === 'open'
      ? t`Waiting`
      : c.status === 'closed'
        ? t`Closed`
        : c.assigned_to === chat.me?.id
          ? t`Yours`
          : t`Taken by ${c.assigned_name}`;
  return (
    <section className="ops-page">
      <div className="ops-row ops-head">
        <h1>
          <Trans>Support chat</Trans>
        </h1>
        <span className="ops-grow" />
        <Link to="/canned" className="ops-btn">
          <Trans>Edit canned answers</Trans>
        </Link>
        <span role="status" className={chat.online ? 'ops-chip ops-ok' : 'ops-chip ops-warn'}>
          {chat.online ? t`Connected` : t`Reconnecting…`}
        </span>
      </div>
      <div className="ops-chat">
        <nav className="ops-chat-queue" aria-label={t`Conversations`}>
          {list.length === 0 ? (
            <p className="ops-empty">
              <Trans>No open conversations.</Trans>
            </p>
          ) : (
            <ul className="ops-list">
              {list.map((c) => (
                <li key={c.id}>
                  <button
                    type="button"
                    className={c.id === chat.selected ? 'ops-chat-item ops-chat-active' : 'ops-chat-item'}
                    aria-current={c.id === chat.selected ? 'true' : undefined}
                    onClick={() => chat.openConversation(c.id)}
                  >
                    <span className="ops-row">
                      <strong>{t`Player ${c.uid}`}</strong>
                      <span className="ops-muted">{c.brand}</span>
                      <span className="ops-grow" />
                      <span className={c.status === 'open' ? 'ops-chip ops-warn' : 'ops-chip'}>{who(c)}</span>
                    </span>
                    <span className="ops-chat-preview">{c.preview}</span>
                    <span className="ops-muted">{dateTime(c.updated_at, i18n.locale)}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </nav>
        {current ? (
          <Conversation
            key={current.id}
            conv={current}
            lines={chat.lines.get(current.id) ?? null}
            mine={current.assigned_to === chat.me?.id}
            canned={byChatLanguage(
              chat.canned.filter((a) => a.brand === current.brand),
              chatLangOf(current.brand),
            )}
            error={chat.error}
            online={chat.online}
            send={chat.send}
          />
        ) : (
          <p className="ops-empty ops-chat-view">
            <Trans>Pick a conversation from the queue.</Trans>
          </p>
        )}
      </div>
    </section>
  );
}

function Conversation(props: {
  conv: OpsConversation;
  lines: OpsLine[] | null;
  mine: boolean;
  canned: { id: number; title: string; body: string; lang: string }[];
  error: number | null;
  online: boolean;
  send: (frame: object) => boolean;
}) {
  const { t, i18n } = useLingui();
  const { conv, lines, mine } = props;
  const [text, setText] = useState('');
  const log = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [lines?.length]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = text.trim();
    if (body && props.send({ type: 'send', conversation: conv.id, text: body })) setText('');
  };
  const errorText =
    props.error === OpsDmError.OpsChatTaken
      ? t`Another operator has taken this conversation.`
      : props.error === OpsDmError.OpsChatClosed
        ? t`This conversation is closed.`
        : props.error === OpsDmError.OpsChatRateLimited
          ? t`Too many messages; wait a moment.`
          : props.error !== null
            ? t`That did not work. Try again.`
            : '';
  return (
    <div className="ops-chat-view">
      <div className="ops-row">
        <h2>{t`Player ${conv.uid}`}</h2>
        <span className="ops-grow" />
        {conv.status === 'open' && (
          <button
            type="button"
            className="ops-btn ops-primary"
            disabled={!props.online}
            onClick={() => props.send({ type: 'take', conversation: conv.id })}
          >
            <Trans>Take</Trans>
          </button>
        )}
        {conv.status !== 'closed' && (conv.status === 'open' || mine) && (
          <button
            type="button"
            className="ops-btn"
            disabled={!props.online}
            onClick={() => props.send({ type: 'close', conversation: conv.id })}
          >
            <Trans>Close conversation</Trans>
          </button>
        )}
      </div>
      {errorText && (
        <p role="alert" className="ops-error">
          {errorText}
        </p>
      )}
      {lines === null ? (
        <div className="ops-skeleton" aria-busy="true" />
      ) : (
        <ol className="ops-chat-log" role="log" aria-label={t`Messages`} ref={log} tabIndex={0}>
          {lines.map((l) =>
            l.sender === 'system' ? (
              <li key={l.id} className="ops-chat-system">
                {l.body.startsWith('taken:')
                  ? t`${l.body.slice(6)} took the conversation`
                  : t`The conversation was closed`}{' '}
                · {dateTime(l.at, i18n.locale)}
              </li>
            ) : (
              <li
                key={l.id}
                className={l.sender === 'player' ? 'ops-chat-line' : 'ops-chat-line ops-chat-op'}
              >
                <span className="ops-muted">
                  {l.sender === 'player' ? t`Player` : l.name} · {dateTime(l.at, i18n.locale)}
                </span>
                <span className="ops-chat-body">{l.body}</span>
              </li>
            ),
          )}
        </ol>
      )}
      {mine && conv.status === 'assigned' ? (
        <form className="ops-chat-composer" onSubmit={submit}>
          <label className="ops-row">
            <span>
              <Trans>Canned answer</Trans>
            </span>
            <select
              value=""
              onChange={(e) => {
                const a = props.canned.find((c) => String(c.id) === e.target.value);
                if (a) setText(a.body);
              }}
            >
              <option value="">{t`Choose…`}</option>
              {props.canned.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.title} · {isLocale(a.lang) ? LOCALE_NAMES[a.lang] : a.lang}
                </option>
              ))}
            </select>
          </label>
          <label className="ops-chat-field">
            <span className="ops-muted">
              <Trans>Answer</Trans>
            </span>
            <textarea
              rows={3}
              value={text}
              maxLength={MAX_CHAT_LENGTH}
              onChange={(e) => setText(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && !e.shiftKey) submit(e);
              }}
            />
          </label>
          <div className="ops-row ops-end">
            <button type="submit" className="ops-btn ops-primary" disabled={!props.online || !text.trim()}>
              <Trans>Send</Trans>
            </button>
          </div>
        </form>
      ) : (
        conv.status === 'open' && (
          <p className="ops-hint">
            <Trans>Take the conversation to answer.</Trans>
          </p>
        )
      )}
    </div>
  );
}
