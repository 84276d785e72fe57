/**
 * Security headers on every response, `Cache-Control: no-store` on every API response (DESIGN.md §9), and
 * the CSRF guard: a state-changing request whose Origin is neither the request's own host nor a configured
 * origin is refused with 403 before any handler runs.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DmError } from '../../core/contract/errors';
import { ApiFailure } from './failure';

/** No inline script anywhere; the game-room iframe policy is added by the games issue. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
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

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const isApiPath = (url: string) =>
  url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** True when the Origin may send state-changing requests here. */
export function originAllowed(origin: string, request: FastifyRequest, allowed: readonly string[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false; // includes the opaque origin "null" (sandboxed frames, file:, some redirects)
  }
  if (allowed.includes(parsed.origin)) return true;
  return parsed.host.toLowerCase() === request.host.toLowerCase();
}

export function installSecurity(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  // Callback-style hooks: these run on every request, and an async hook costs a promise and a microtask turn.
  app.addHook('onRequest', (request, _reply, done) => {
    const origin = request.headers.origin;
    // Non-browser clients and same-origin navigations may omit Origin.
    if (origin === undefined || SAFE_METHODS.has(request.method)) return done();
    if (originAllowed(origin, request, allowedOrigins)) return done();
    done(
      new ApiFailure(403, DmError.ForbiddenOrigin, 'This request came from an origin that is not allowed'),
    );
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.headers(SECURITY_HEADERS);
    if (isApiPath(request.url)) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
