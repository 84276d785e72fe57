/**
 * Checks of the support contacts an operator sets for a brand (issue #24 configuration): what the player's
 * /support page shows and links to. Pure; the server refuses what fails, the console says why first.
 */
export type ChatKind = 'livechat' | 'whatsapp' | 'telegram';

export interface SupportContactsInput {
  email: string;
  chats: readonly { kind: ChatKind; url: string }[];
  hours_from: string;
  hours_to: string;
  timezone: string;
}

export type SupportContactsError = 'email' | 'url' | 'duplicate_chat' | 'hours' | 'timezone';

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,190}\.[a-z]{2,24}$/i;
const HOUR = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;
/** Where each kind may link: WhatsApp and Telegram to their own hosts, live chat to any https page. */
const HOSTS: Readonly<Record<ChatKind, readonly string[] | null>> = {
  whatsapp: ['wa.me', 'api.whatsapp.com', 'whatsapp.com'],
  telegram: ['t.me', 'telegram.me'],
  livechat: null,
};

/** An https link (core has no URL class: a plain pattern), to the kind's own hosts where it has them. */
export function chatUrlOk(kind: ChatKind, url: string): boolean {
  const m = /^https:\/\/([a-z0-9.-]+)(?::\d+)?(?:[/?#][^\s]*)?$/i.exec(url);
  if (!m || url.length > 300) return false;
  const hosts = HOSTS[kind];
  return !hosts || hosts.includes(m[1]!.toLowerCase());
}

export function timezoneOk(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return tz.length > 0;
  } catch {
    return false;
  }
}

export function checkSupportContacts(c: SupportContactsInput): SupportContactsError | null {
  if (!EMAIL.test(c.email)) return 'email';
  if (c.chats.some((x) => !chatUrlOk(x.kind, x.url))) return 'url';
  if (new Set(c.chats.map((x) => x.kind)).size !== c.chats.length) return 'duplicate_chat';
  if (!HOUR.test(c.hours_from) || !HOUR.test(c.hours_to)) return 'hours';
  if (!timezoneOk(c.timezone)) return 'timezone';
  return null;
}
