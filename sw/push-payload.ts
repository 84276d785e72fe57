/** The push message the server sends, and where tapping it goes. Pure, so it is tested without a SW. */
export interface PushPayload {
  title: string;
  body: string;
  /** An app route ("/bonus") or a same-origin URL. */
  url: string;
}

export function parsePushPayload(raw: unknown): PushPayload | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { title, body, url } = raw as Record<string, unknown>;
  if (typeof title !== 'string' || !title) return undefined;
  return { title, body: typeof body === 'string' ? body : '', url: typeof url === 'string' ? url : '/' };
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
