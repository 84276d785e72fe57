/**
 * Security headers on every response, `Cache-Control: no-store` on every API response (DESIGN.md §9), and
 * the CSRF guard: a state-changing request whose Origin is neither the request's own host nor a configured
 * origin is refused with 403 before any handler runs.
 *
 * Pages and files get the document set (CSP for the app, Permissions-Policy, Referrer-Policy, COOP). API
 * answers are JSON read by fetch(), where browsers apply none of those; they get the set OWASP's REST
 * Security Cheat Sheet gives for APIs: no-store, a CSP that allows nothing and no framing, HSTS, nosniff,
 * X-Frame-Options. That is ~450 bytes less on every 2 s odds poll of every open page, and fewer headers
 * to write (bench/odds-poll.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DmError } from '../../core/contract/errors';
import { ApiFailure } from './failure';

/**
 * Hosts /iframe and /html may frame (FRAME_HOSTS, comma-separated; the page asks the server for the same
 * list, routes/help.ts), https only. Read once at start-up, like every other setting.
 */
const FRAME_SRC = [
  "'self'",
  ...(process.env.FRAME_HOSTS ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter((h) => /^[a-z0-9.-]+(:\d+)?$/.test(h))
    .map((h) => `https://${h}`),
].join(' ');

/** No inline script anywhere; the game-room iframe policy is added by the games issue. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `frame-src ${FRAME_SRC}`,
  // Telegram's webview script, loaded only inside the Telegram mini app (src/features/channels/telegram-shell.ts).
  "script-src 'self' https://telegram.org",
  "worker-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "manifest-src 'self'",
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
};

/** For JSON answers (see above); `Vary` because http/compress.ts picks the bytes by Accept-Encoding. */
export const API_HEADERS: Readonly<Record<string, string>> = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'strict-transport-security': SECURITY_HEADERS['strict-transport-security']!,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  vary: 'Accept-Encoding',
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const isApiPath = (url: string) =>
  url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** True when the Origin may send state-changing requests here. */
export function originAllowed(origin: string, request: FastifyRequest, allowed: readonly string[]): boolean {
  return originAllowedForHost(origin, request.host, allowed);
}

/** The same rule for a Host header value (http/hot-path.ts checks requests before Fastify has them). */
export function originAllowedForHost(origin: string, host: string, allowed: readonly string[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false; // includes the opaque origin "null" (sandboxed frames, file:, some redirects)
  }
  if (allowed.includes(parsed.origin)) return true;
  return parsed.host.toLowerCase() === host.toLowerCase();
}

/**
 * `originAllowed` remembered per (Origin, Host): every poll of an open page repeats the same pair, and
 * parsing a URL per request is a measurable part of the odds poll (bench/odds-poll.ts). Bounded: odd
 * pairs must not grow it.
 */
function originCheck(allowed: readonly string[]) {
  const known = new Map<string, boolean>();
  return (origin: string, request: FastifyRequest): boolean => {
    const key = `${origin} ${request.host}`;
    let ok = known.get(key);
    if (ok === undefined) {
      ok = originAllowed(origin, request, allowed);
      if (known.size >= 256) known.clear();
      known.set(key, ok);
    }
    return ok;
  };
}

export function installSecurity(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  // Callback-style hooks: these run on every request, and an async hook costs a promise and a microtask turn.
  const allowedOrigin = originCheck(allowedOrigins);
  app.addHook('onRequest', (request, _reply, done) => {
    const origin = request.headers.origin;
    // Non-browser clients and same-origin navigations may omit Origin.
    if (origin === undefined || SAFE_METHODS.has(request.method)) return done();
    if (allowedOrigin(origin, request)) return done();
    done(
      new ApiFailure(403, DmError.ForbiddenOrigin, 'This request came from an origin that is not allowed'),
    );
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.headers(isApiPath(request.url) ? API_HEADERS : SECURITY_HEADERS);
    done(null, payload);
  });
}
