/**
 * The hottest call of the API, the 2 s odds poll, answered from the shared answer cache before Fastify sees
 * the request (DESIGN.md §8: the odds poll must do at least half a bare Fastify hello-world's req/s; through
 * Fastify's routing, hooks, body parser, validator and reply it did a third).
 *
 * Only a cache hit is served here, and only for a request this module fully understands: POST to the exact
 * path, a JSON body of the route's shape, a supported `lca_lang`, a brand that resolves, an allowed Origin.
 * Anything else (a miss, an odd request, an error to report) goes to Fastify unchanged, body included, and
 * Fastify's answer fills the cache for the next caller. The bytes and headers of a hit are exactly those
 * Fastify sends for it (http/compress.ts sendCachedAnswer + http/security.ts API_HEADERS), which
 * tests/server/hot-path.test.ts compares.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { resolveBrand } from '../../core/brand/resolve';
import { isLocale } from '../../core/i18n/locales';
import { CommonParamsSchema } from '../../core/contract/schemas/common';
import { sanitizeParams } from '../../core/params/sanitize';
import type { AnswerCache } from './answer-cache';
import { preferredEncoding } from './compress';
import { API_HEADERS, originAllowedForHost } from './security';

declare module 'fastify' {
  interface FastifyInstance {
    hotPath: HotPath;
  }
}

export interface HotRoute {
  path: string;
  cache: AnswerCache;
  /** The cache key of a parsed JSON body and a supported language, or null when Fastify must decide. */
  key(body: unknown, lang: string): string | null;
}

export interface HotPath {
  add(route: HotRoute): void;
  /** Wraps Fastify's request listener (Fastify's `serverFactory`). */
  listener(fastify: RequestListener): RequestListener;
  /** While the app closes, answers ask the client to drop the connection (as app.ts does for Fastify's). */
  setClosing(): void;
  readonly stats: { hits: number; passed: number };
}

/** Above this a poll body is not ours to parse (the route allows 200 ids: ~1.6 KB). */
const MAX_BODY = 8 * 1024;
/** The added parameters' length limits, as the route's querystring schema checks them after sanitising. */
const MAX_LENGTH = new Map(
  Object.entries(CommonParamsSchema.properties).map(([k, schema]) => [k, schema.maxLength ?? Infinity]),
);

/**
 * The sanitised query when Fastify would accept it as this route's querystring, else null: a repeated key
 * (sanitising drops it) or a value over its schema length is left to Fastify.
 */
function acceptedQuery(query: string): Record<string, string> | null {
  const raw: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(query)) {
    if (k in raw) return null;
    raw[k] = v;
  }
  const params = sanitizeParams(raw);
  for (const k in params) if (params[k]!.length > (MAX_LENGTH.get(k) ?? Infinity)) return null;
  return params;
}

const BASE_HEADERS = { ...API_HEADERS, 'content-type': 'application/json; charset=utf-8' };

/** Remembers answers to a repeated question, bounded so odd clients cannot grow it. */
function memo<T>(compute: (key: string) => T): (key: string) => T {
  const known = new Map<string, T>();
  return (key) => {
    let v = known.get(key);
    if (v === undefined && !known.has(key)) {
      v = compute(key);
      if (known.size >= 256) known.clear();
      known.set(key, v);
    }
    return v as T;
  };
}

const header = (req: IncomingMessage, name: string): string | undefined => {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

export function createHotPath(options: { allowedOrigins: readonly string[]; trustProxy: boolean }): HotPath {
  const routes = new Map<string, HotRoute>();
  const stats = { hits: 0, passed: 0 };
  let closing = false;

  // The brand must resolve as http/context.ts resolves it, or Fastify answers 400; inputs repeat per client.
  const brandResolves = memo((k: string) => {
    const [appKey, cv, channel, host] = JSON.parse(k) as (string | undefined)[];
    return resolveBrand({ appKey, cv, channel, host }).ok;
  });
  const originOk = memo((k: string) => {
    const [origin, host] = JSON.parse(k) as [string, string];
    return originAllowedForHost(origin, host, options.allowedOrigins);
  });

  /** The cached answer for this request, or undefined when Fastify must answer it. */
  function answerFor(req: IncomingMessage, route: HotRoute, query: string, body: Buffer) {
    const host = header(req, 'host') ?? '';
    const origin = header(req, 'origin');
    if (origin !== undefined && !originOk(JSON.stringify([origin, host]))) return undefined;
    const params = acceptedQuery(query);
    const lang = params?.lca_lang;
    if (!params || !isLocale(lang)) return undefined;
    const appKey = header(req, 'appkey') ?? params.app_key;
    if (!brandResolves(JSON.stringify([appKey, params.cv, params.channel, host]))) return undefined;
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.toString('utf8'));
    } catch {
      return undefined;
    }
    const key = route.key(parsed, lang);
    return key === null ? undefined : route.cache.get(key);
  }

  function send(
    req: IncomingMessage,
    res: ServerResponse,
    answer: NonNullable<ReturnType<AnswerCache['get']>>,
  ) {
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    const body = answer.body(encoding);
    const headers: Record<string, string | number> = { ...BASE_HEADERS, 'content-length': body.length };
    if (body !== answer.raw && encoding) headers['content-encoding'] = encoding;
    if (closing) headers.connection = 'close';
    res.writeHead(200, headers);
    res.end(body);
  }

  return {
    stats,
    add(route) {
      routes.set(route.path, route);
    },
    setClosing() {
      closing = true;
    },
    listener(fastify) {
      return (req, res) => {
        const url = req.url ?? '';
        const q = url.indexOf('?');
        const route = req.method === 'POST' ? routes.get(q < 0 ? url : url.slice(0, q)) : undefined;
        const length = Number(req.headers['content-length']);
        if (
          !route ||
          !(length > 0 && length <= MAX_BODY) ||
          !(header(req, 'content-type') ?? '').startsWith('application/json') ||
          (options.trustProxy && req.headers['x-forwarded-host'] !== undefined) ||
          req.headers['transfer-encoding'] !== undefined
        ) {
          stats.passed++;
          return fastify(req, res);
        }
        // Read the body in paused mode; on a miss it is put back (unshift) before 'end' is emitted, so
        // Fastify's body parser reads the same bytes as if nothing had happened.
        const chunks: Buffer[] = [];
        let got = 0;
        const onReadable = () => {
          let chunk: Buffer | null;
          while (got < length && (chunk = req.read() as Buffer | null) !== null) {
            chunks.push(chunk);
            got += chunk.length;
          }
          if (got < length) return; // more to come
          req.removeListener('readable', onReadable);
          req.removeListener('error', onError);
          const body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
          const answer =
            got === length ? answerFor(req, route, q < 0 ? '' : url.slice(q + 1), body) : undefined;
          if (answer) {
            stats.hits++;
            // Drain what is left (nothing, for a well-formed request) so the socket can serve the next one.
            req.resume();
            return send(req, res, answer);
          }
          stats.passed++;
          req.unshift(body);
          fastify(req, res);
        };
        // A body cut short (the client went away) or a broken socket: nobody is left to answer.
        const onError = () => {
          req.removeListener('readable', onReadable);
          res.destroy();
        };
        req.on('readable', onReadable);
        req.once('error', onError);
        req.once('end', () => {
          if (got < length) onError();
        });
      };
    },
  };
}
