/**
 * What /iframe, /link and /html do with their `url` parameter: an app route opens in the app; an http(s)
 * address is framed only when its host is allowed (same origin, or the server's frame allow list, which the
 * CSP's frame-src also names); any other http(s) address is offered as an external link; anything else
 * (javascript:, data:, a typo) is refused.
 */
export type FrameTarget =
  | { kind: 'route'; to: string }
  | { kind: 'frame'; src: string; host: string }
  | { kind: 'external'; href: string; host: string }
  | { kind: 'invalid' };

export function frameTarget(
  raw: string | null,
  origin: string,
  allowedHosts: readonly string[],
  framing: boolean,
): FrameTarget {
  const value = (raw ?? '').trim();
  if (!value) return { kind: 'invalid' };
  if (value.startsWith('/') && !value.startsWith('//')) return { kind: 'route', to: value };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { kind: 'invalid' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { kind: 'invalid' };
  if (url.username || url.password) return { kind: 'invalid' };
  const sameOrigin = url.origin === origin;
  if (sameOrigin) return { kind: 'route', to: `${url.pathname}${url.search}${url.hash}` };
  if (framing && url.protocol === 'https:' && allowedHosts.includes(url.host.toLowerCase()))
    return { kind: 'frame', src: url.href, host: url.host };
  return { kind: 'external', href: url.href, host: url.host };
}
