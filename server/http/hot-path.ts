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
import { header } from './context';
import { API_HEADERS, originAllowedForHost } from './security';

declare module 'fastify' {
  interface FastifyInstance {
    hotPath: HotPath;
  }
}

export interface HotRoute {
  path: string;
  cache: AnswerCache;
  /**
   * The cache key of a parsed JSON body in `lang` (the hot path passes '' and prefixes the language
   * itself), or null when Fastify must decide.
   */
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

/**
 * The query without its `ts` (the client's cache-buster, new on every call), so what is left repeats per
 * client and its checks can be remembered; null when `ts` is odd (repeated, encoded, too long): Fastify
 * then decides.
 */
function stableQuery(query: string): string | null {
  if (!query.includes('ts=')) return query;
  let seen = false;
  const kept: string[] = [];
  for (const part of query.split('&')) {
    if (!part.startsWith('ts=')) {
      kept.push(part);
      continue;
    }
    if (seen || part.length - 3 > (MAX_LENGTH.get('ts') ?? 16) || part.includes('%') || part.includes('+'))
      return null;
    seen = true;
  }
  return kept.join('&');
}

/** The answer headers as a flat list (the cheapest form for writeHead), per Content-Encoding. */
const BASE_HEADERS: readonly string[] = Object.entries({
  ...API_HEADERS,
  'content-type': 'application/json; charset=utf-8',
}).flat();

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

/** Joins a memo key's parts: a control character no header value can hold. */
const SEP = '\u0001';
/** An absent Appkey header (an empty one is a value, as http/context.ts reads it). */
const ABSENT = '\u0002';
const splitFirst2 = (k: string): [string, string, string] => {
  const a = k.indexOf(SEP);
  const b = k.indexOf(SEP, a + 1);
  return b < 0 ? [k.slice(0, a), k.slice(a + 1), ''] : [k.slice(0, a), k.slice(a + 1, b), k.slice(b + 1)];
};

export function createHotPath(options: { allowedOrigins: readonly string[]; trustProxy: boolean }): HotPath {
  const routes = new Map<string, HotRoute>();
  const stats = { hits: 0, passed: 0 };
  let closing = false;

  // What a request's headers and query allow, remembered per (app key, host, query without ts): the
  // language when the brand resolves as http/context.ts resolves it and the parameters pass the route's
  // schema, else null. The separator cannot occur in a header value; the query comes last.
  const languageOf = memo((k: string) => {
    const [appKeyHeader, host, query] = splitFirst2(k);
    const params = acceptedQuery(query);
    const lang = params?.lca_lang;
    if (!params || !isLocale(lang)) return null;
    const appKey = appKeyHeader === ABSENT ? params.app_key : appKeyHeader;
    return resolveBrand({ appKey, cv: params.cv, channel: params.channel, host }).ok ? lang : null;
  });
  const originOk = memo((k: string) => {
    const [origin, host] = splitFirst2(k);
    return originAllowedForHost(origin, host, options.allowedOrigins);
  });
  // The cache key of a body, per route: pollers watching the same matches send the same bytes.
  const bodyKeys = new Map<HotRoute, (body: string) => string | null>();

  /** The cached answer for this request, or undefined when Fastify must answer it. */
  function answerFor(req: IncomingMessage, route: HotRoute, query: string, body: Buffer) {
    const host = header(req, 'host') ?? '';
    const origin = header(req, 'origin');
    if (origin !== undefined && !originOk(`${origin}${SEP}${host}`)) return undefined;
    const stable = stableQuery(query);
    if (stable === null) return undefined;
    const lang = languageOf(`${header(req, 'appkey') ?? ABSENT}${SEP}${host}${SEP}${stable}`);
    if (lang === null) return undefined;
    let keyOf = bodyKeys.get(route);
    if (!keyOf) {
      keyOf = memo((text) => {
        try {
          return route.key(JSON.parse(text), '');
        } catch {
          return null;
        }
      });
      bodyKeys.set(route, keyOf);
    }
    const ids = keyOf(body.toString('utf8'));
    return ids === null ? undefined : route.cache.get(`${lang}${ids}`);
  }

  function send(
    req: IncomingMessage,
    res: ServerResponse,
    answer: NonNullable<ReturnType<AnswerCache['get']>>,
  ) {
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    const body = answer.body(encoding);
    const headers = [...BASE_HEADERS, 'content-length', String(body.length)];
    if (body !== answer.raw && encoding) headers.push('content-encoding', encoding);
    if (closing) headers.push('connection', 'close');
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
