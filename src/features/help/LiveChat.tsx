import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { DmError } from '../../../core/contract/errors';
import { MAX_CHAT_LENGTH } from '../../../core/contract/support-chat';
import { SendIcon } from '../../ui/icons-more';
import { requireLogin } from '../account/login-gate';
import { useSupportChat, type ChatLine } from './use-support-chat';

/**
 * /support's "Chat with us" panel: the live chat with the brand's support operators (issue #24). Messages
 * are a log (announced as they arrive), the composer is one labelled field; no typing indicators. A guest
 * is asked to log in first (the chat is per player).
 */
export function LiveChat({ loggedIn }: { loggedIn: boolean }) {
  const { t } = useLingui();
  return (
    <section className="chat-card" aria-labelledby="chat-title">
      <h2 id="chat-title" className="chat-title">{t`Chat with us`}</h2>
      {loggedIn ? (
        <ChatPanel />
      ) : (
        <div className="chat-guest">
          <p>{t`Log in to chat with our support team.`}</p>
          <button
            type="button"
            className="button button-primary"
            onClick={() => requireLogin({ redirect: '/support' })}
          >
            {t`Log in`}
          </button>
        </div>
      )}
    </section>
  );
}

function ChatPanel() {
  const { t, i18n } = useLingui();
  const chat = useSupportChat(true);
  const [text, setText] = useState('');
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [chat.lines.length]);
  const time = (at: number) =>
    new Date(at).toLocaleTimeString(i18n.locale, { hour: '2-digit', minute: '2-digit' });
  const canSend = chat.connection === 'online' && text.trim().length > 0;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (canSend && chat.send(text.trim())) setText('');
  };
  const statusText =
    chat.status === 'open'
      ? t`Waiting for an agent: we answer in the order messages arrive.`
      : chat.status === 'assigned'
        ? t`An agent is answering you.`
        : t`Write your question and an agent will answer here.`;
  return (
    <>
      <p className="chat-state" role="status">
        {chat.connection === 'offline'
          ? t`You are offline. The chat reconnects when you are back online.`
          : chat.connection === 'retrying'
            ? t`Connection lost. Reconnecting…`
            : chat.connection === 'connecting' && !chat.loaded
              ? t`Connecting…`
              : statusText}
      </p>
      {!chat.loaded && chat.connection !== 'offline' ? (
        <div className="chat-skeleton" aria-hidden="true">
          <span />
          <span />
        </div>
      ) : (
        <ol className="chat-log" role="log" aria-label={t`Chat messages`} ref={list} tabIndex={0}>
          {chat.lines.length === 0 && <li className="chat-empty">{t`No messages yet.`}</li>}
          {chat.lines.map((l) => (
            <Line key={l.id} line={l} time={time(l.at)} />
          ))}
        </ol>
      )}
      {chat.error !== null && (
        <p className="chat-error" role="alert">
          {chat.error === DmError.ChatRateLimited
            ? t`You are sending messages too fast. Wait a moment.`
            : t`This message could not be sent.`}
        </p>
      )}
      <form className="chat-composer" onSubmit={submit}>
        <label htmlFor="chat-input" className="visually-hidden">{t`Your message`}</label>
        <textarea
          id="chat-input"
          rows={2}
          value={text}
          maxLength={MAX_CHAT_LENGTH}
          placeholder={t`Type your message`}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) submit(e);
          }}
        />
        <button type="submit" className="chat-send" disabled={!canSend} aria-label={t`Send message`}>
          <SendIcon width="20" height="20" />
        </button>
      </form>
    </>
  );
}

function Line({ line, time }: { line: ChatLine; time: string }) {
  const { t } = useLingui();
  if (line.sender === 'system') {
    const taken = line.body.startsWith('taken:') ? line.body.slice(6) : null;
    return (
      <li className="chat-system">
        {taken !== null
          ? t`${taken} joined the chat`
          : t`The chat was closed. Write again to start a new one.`}
      </li>
    );
  }
  const mine = line.sender === 'player';
  return (
    <li className={mine ? 'chat-line chat-mine' : 'chat-line chat-theirs'}>
      <span className="chat-who">{mine ? t`You` : line.name || t`Support`}</span>
      <span className="chat-body">{line.body}</span>
      <time className="chat-time" dateTime={new Date(line.at).toISOString()}>
        {time}
      </time>
    </li>
  );
}
