import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import type { MessageItem } from '../../../core/contract/schemas/messages';
import { MegaphoneIcon } from '../../ui/icons-more';
import { closeTopBarMessage, plainText } from './messages-api';

/** A message shows at least this long, whatever its turn_time says (a 0 would flicker). */
export const MIN_TURN_MS = 3_000;

/**
 * SPEC §2 "A rotating top bar of messages", §3 Top bar message: each open message shows for its
 * turn_time seconds, then the next; a message with allow_close has a close button, and the close is kept
 * on the server (message/user/top_bar/close), so it stays closed on every device.
 */
export function TopBar({ messages, onClosed }: { messages: MessageItem[]; onClosed(id: number): void }) {
  const { t } = useLingui();
  const [index, setIndex] = useState(0);
  const current = messages[index % messages.length];
  const turnMs = Math.max(MIN_TURN_MS, (current?.turn_time ?? 0) * 1000);
  useEffect(() => {
    if (messages.length < 2) return;
    const id = window.setTimeout(() => setIndex((i) => (i + 1) % messages.length), turnMs);
    return () => window.clearTimeout(id);
  }, [index, turnMs, messages.length]);
  if (!current) return null;
  const text = plainText(current.message_content.content.map((c) => c.data).join(' '));
  return (
    <section className="top-bar" aria-label={t`Announcements`} aria-roledescription={t`carousel`}>
      <span className="top-bar-icon" aria-hidden="true">
        <MegaphoneIcon width="18" height="18" />
      </span>
      <Link to={current.url} className="top-bar-link" key={current.message_id}>
        <strong className="top-bar-title">{current.message_content.title}</strong>
        {text && <span className="top-bar-text"> {text}</span>}
      </Link>
      {messages.length > 1 && (
        <span className="top-bar-count" aria-hidden="true">
          {(index % messages.length) + 1}/{messages.length}
        </span>
      )}
      {current.allow_close && (
        <button
          type="button"
          className="icon-button icon-button-small"
          aria-label={t`Close message: ${current.message_content.title}`}
          onClick={() => {
            onClosed(current.message_id);
            setIndex(0);
            void closeTopBarMessage(current.message_id).catch(() => undefined);
          }}
        >
          ×
        </button>
      )}
    </section>
  );
}
