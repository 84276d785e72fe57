/**
 * The push message the server sends, and where tapping it goes. Pure, so it is tested without a SW.
 *
 * Two shapes arrive: ours (server/push/adapter.ts PushPayload, through Web Push) and Firebase's (an FCM
 * message: `{data: {...strings}, notification?: {title, body, icon}, fcmOptions/fcm_options: {link}}`).
 * Nothing is dropped silently: a payload we cannot read still shows a notification that opens the message
 * center (a browser also counts a push without a notification against the site).
 */
export interface PushPayload {
  title: string;
  body: string;
  /** An app route ("/bet-record?order=1") or a same-origin URL. */
  url: string;
  /** Repeats with the same tag replace each other. */
  tag: string;
  icon: string;
  badge: string;
  /** The message id, for the dedupe list; 0 when the payload has none. */
  messageId: number;
}

type Fields = Record<string, unknown>;

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** Where the fields of a Firebase-shaped payload are: data, then notification, then fcm options. */
function flatten(raw: Fields): Fields {
  const data = (typeof raw.data === 'object' && raw.data) || {};
  const notification = (typeof raw.notification === 'object' && raw.notification) || {};
  const options = ((raw.fcmOptions ?? raw.fcm_options) as Fields | undefined) ?? {};
  return { ...(options.link ? { url: options.link } : {}), ...notification, ...data, ...raw };
}

export function parsePushPayload(raw: unknown): PushPayload | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const f = flatten(raw as Fields);
  const title = str(f.title);
  if (!title) return undefined;
  const messageId = Number(str(f.message_id) || 0);
  return {
    title,
    body: str(f.body),
    url: str(f.url) || str(f.link) || '/',
    tag: str(f.tag) || (messageId ? `message:${messageId}` : ''),
    icon: str(f.icon) || str(f.image),
    badge: str(f.badge),
    messageId: Number.isFinite(messageId) ? messageId : 0,
  };
}

/** The notification for a payload we could not read: still shown, opening the message center. */
export function fallbackPayload(text: string | undefined): PushPayload {
  return {
    title: 'New message',
    body: text && text.length < 200 ? text : 'Open the app to read it.',
    url: '/message-center',
    tag: 'message:unknown',
    icon: '',
    badge: '',
    messageId: 0,
  };
}

/** A payload may only open our own origin: a push must not become a redirect to a phishing page. */
export function notificationTarget(url: unknown, origin: string): string {
  try {
    const target = new URL(typeof url === 'string' && url ? url : '/', origin);
    return target.origin === origin ? target.href : `${origin}/`;
  } catch {
    return `${origin}/`;
  }
}

/** SPEC §9 "Message id dedupe list cleared at 10". */
export const DEDUPE_LIMIT = 10;

/**
 * Whether a message id was shown already (a push service may deliver twice, and FCM's foreground and
 * background paths can both see one message). Remembers it; the list is emptied when it reaches 10.
 */
export function seenBefore(list: number[], messageId: number): boolean {
  if (!messageId) return false;
  if (list.includes(messageId)) return true;
  if (list.length >= DEDUPE_LIMIT) list.length = 0;
  list.push(messageId);
  return false;
}
