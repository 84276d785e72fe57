/**
 * The request context every API route gets: the added common parameters after SPEC §5 sanitisation, and
 * the brand resolved server-side (core/brand/resolve.ts) from the Appkey header, the app_key parameter,
 * the client version, the channel and the Host.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { resolveBrand, type BrandSource } from '../../core/brand/resolve';
import { brandById, type BrandConfig } from '../../core/brand/brands';
import { DmError } from '../../core/contract/errors';
import { sanitizeParams } from '../../core/params/sanitize';
import type { ActiveSession } from '../accounts/sessions';
import { ApiFailure } from './failure';

export interface RequestContext {
  params: Readonly<Record<string, string>>;
  brand: BrandConfig;
  brandSource: BrandSource;
  /** The Appname header: which shell (web, pwa, app, tg) sent the request; logged, not trusted. */
  appName: string | undefined;
  /**
   * The `uid` parameter as the client sent it: for logs and reports only, it proves nothing. Who the player
   * is comes from `session`.
   */
  claimedUid: string | undefined;
  /** The session of the httpOnly cookie, resolved before the handler runs (accounts/session-http.ts). */
  session: ActiveSession | null;
  /**
   * A logged-in player's brand runs in play-money mode (server/rg/play-money.ts): money calls resolve to
   * play chips, deposits, withdrawals and cash prizes are refused.
   */
  playMoney?: boolean;
  ip: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
}

/** A request header's first value (Fastify's request and node's IncomingMessage alike). */
export const header = (request: { headers: IncomingHttpHeaders }, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** Replaces the parsed query with its sanitised form, so validation and handlers see the same values. */
export function sanitizeQuery(request: FastifyRequest): Record<string, string> {
  const params = sanitizeParams((request.query ?? {}) as Record<string, unknown>);
  request.query = params;
  return params;
}

export function brandOf(request: FastifyRequest, params: Readonly<Record<string, string>>) {
  const appKey = header(request, 'appkey') ?? params.app_key;
  const resolution = resolveBrand({ appKey, cv: params.cv, channel: params.channel, host: request.host });
  if (!resolution.ok) {
    throw new ApiFailure(400, DmError.UnknownBrand, `Unknown app key "${resolution.appKey.slice(0, 32)}"`);
  }
  // The resolver works on the page's slim table; the server's context carries the full config.
  return { brand: brandById(resolution.brand.id)!, source: resolution.source };
}

export function buildContext(request: FastifyRequest): RequestContext {
  const params = sanitizeQuery(request);
  const { brand, source } = brandOf(request, params);
  return {
    params,
    brand,
    brandSource: source,
    appName: header(request, 'appname')?.slice(0, 64),
    claimedUid: params.uid,
    session: null,
    // Read when a route needs it (rate limits, logins): a socket call a poll has no use for.
    get ip() {
      return request.ip;
    },
  };
}
