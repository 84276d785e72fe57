import { endpoints } from '../../../core/contract/endpoints';
import type { MessageItem, MessageList } from '../../../core/contract/schemas/messages';
import type { PushPrefs } from '../../../core/contract/schemas/push';
import { createPageApi } from '../../platform/api';
import { setUnread } from './unread-store';

/**
 * The message calls as the pages use them (SPEC §7 Messages). Failures are shown on the page with a retry,
 * so this client does not toast; 604 keeps the page-wide handling (login expired).
 */
export const messagesApi = createPageApi({ toast: false });

export type { MessageItem, MessageList, PushPrefs };

export async function fetchMessages(cursor?: string): Promise<MessageList> {
  const list = await messagesApi.call(endpoints.messageList, {
    scene: 'center',
    page_size: 20,
    ...(cursor ? { cursor } : {}),
  });
  setUnread(list.unread);
  return list;
}

export async function fetchMessage(id: number): Promise<MessageItem> {
  return messagesApi.call(endpoints.messageDetail, { message_id: id });
}

/** Marks messages read (or all); the header's count follows at once. */
export async function markRead(ids: number[] | 'all'): Promise<number> {
  const res = await messagesApi.call(
    endpoints.messageReadBatch,
    ids === 'all' ? { all: true } : { message_ids: ids },
    { retries: 1 },
  );
  setUnread(res.unread);
  return res.read;
}

export async function closeTopBarMessage(id: number): Promise<void> {
  await messagesApi.call(endpoints.messageTopBarClose, { message_id: id }, { retries: 2 });
}

export const fetchPrefs = () => messagesApi.call(endpoints.pushPrefs, {});
export const savePrefs = (prefs: Partial<PushPrefs>) => messagesApi.call(endpoints.pushPrefsSet, prefs);

/** The text of a message's HTML (sanitised by the server) for one-line previews. */
export function plainText(html: string): string {
  if (typeof DOMParser === 'undefined')
    return html
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  return (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Same-origin app routes navigate inside the app; anything else opens as an external link. */
export function isAppRoute(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}
