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
 * then decides. Cut out with two slices rather than split and joined: this runs on every poll.
 */
export function stableQuery(query: string): string | null {
  const first = query.startsWith('ts=');
  const at = first ? 0 : query.indexOf('&ts=') + 1;
  if (!first && at === 0) return query;
  const end = query.indexOf('&', at);
  const value = end < 0 ? query.slice(at + 3) : query.slice(at + 3, end);
  if (value.length > (MAX_LENGTH.get('ts') ?? 16) || value.includes('%') || value.includes('+')) return null;
  const after = end < 0 ? '' : query.slice(end + 1);
  if (after.startsWith('ts=') || after.includes('&ts=')) return null;
  if (first) return after;
  const before = query.slice(0, at - 1);
  return end < 0 ? before : `${before}&${after}`;
}

/** The answer headers as a flat list (the cheapest form for writeHead), per Content-Encoding. */
const BASE_HEADERS: readonly string[] = Object.entries({
  ...API_HEADERS,
  'content-type': 'application/json; charset=utf-8',
}).flat();

/** Past this many entries a memo starts over, so odd clients cannot grow it. */
const MEMO_LIMIT = 256;

/**
 * Answers to a repeated question of three parts (a header, the query, the body...), kept in maps nested by
 * part rather than under one joined key: a joined key is a new string, copied and hashed on every request,
 * which cost the odds poll ~15% of its CPU per request. A part taken from the request is hashed once, by its
 * map. Bounded in total.
 */
class Memo3<V> {
  private readonly top = new Map<string, Map<string, Map<string, V>>>();
  private entries = 0;

  get(a: string, b: string, c: string): V | undefined {
    return this.top.get(a)?.get(b)?.get(c);
  }

  set(a: string, b: string, c: string, value: V): V {
    if (++this.entries > MEMO_LIMIT) {
      this.top.clear();
      this.entries = 1;
    }
    let middle = this.top.get(a);
    if (!middle) this.top.set(a, (middle = new Map()));
    let level = middle.get(b);
    if (!level) middle.set(b, (level = new Map()));
    level.set(c, value);
    return value;
  }
}

/** An absent Appkey header (an empty one is a value, as http/context.ts reads it). */
const ABSENT = '\u0002';

export function createHotPath(options: { allowedOrigins: readonly string[]; trustProxy: boolean }): HotPath {
  const routes = new Map<string, HotRoute>();
  const stats = { hits: 0, passed: 0 };
  let closing = false;

  // What a request's headers and query allow, remembered per app key, host and query without ts: the
  // language when the brand resolves as http/context.ts resolves it and the parameters pass the route's
  // schema, else null.
  const languages = new Memo3<string | null>();
  function languageOf(appKeyHeader: string, host: string, query: string): string | null {
    const known = languages.get(appKeyHeader, host, query);
    if (known !== undefined) return known;
    const params = acceptedQuery(query);
    const lang = params?.lca_lang;
    if (!params || !isLocale(lang)) return languages.set(appKeyHeader, host, query, null);
    const appKey = appKeyHeader === ABSENT ? params.app_key : appKeyHeader;
    const ok = resolveBrand({ appKey, cv: params.cv, channel: params.channel, host }).ok;
    return languages.set(appKeyHeader, host, query, ok ? lang : null);
  }
  const origins = new Memo3<boolean>();
  const originOk = (origin: string, host: string): boolean =>
    origins.get('', host, origin) ??
    origins.set('', host, origin, originAllowedForHost(origin, host, options.allowedOrigins));
  // The answer cache's key per route, language and body: pollers watching the same matches send the same
  // bytes. The key is kept as made, so the cache's map finds its hash already computed.
  const cacheKeys = new Memo3<string | null>();
  function cacheKeyOf(route: HotRoute, lang: string, body: string): string | null {
    const known = cacheKeys.get(route.path, lang, body);
    if (known !== undefined) return known;
    let ids: string | null;
    try {
      ids = route.key(JSON.parse(body), '');
    } catch {
      ids = null;
    }
    return cacheKeys.set(route.path, lang, body, ids === null ? null : `${lang}${ids}`);
  }

  /** The cached answer for this request, or undefined when Fastify must answer it. */
  function answerFor(req: IncomingMessage, route: HotRoute, query: string, body: Buffer) {
    const host = header(req, 'host') ?? '';
    const origin = header(req, 'origin');
    if (origin !== undefined && !originOk(origin, host)) return undefined;
    const stable = stableQuery(query);
    if (stable === null) return undefined;
    const lang = languageOf(header(req, 'appkey') ?? ABSENT, host, stable);
    if (lang === null) return undefined;
    const key = cacheKeyOf(route, lang, body.toString('utf8'));
    return key === null ? undefined : route.cache.get(key);
  }

  // The full header list per answer body (one per answer and encoding), made on its first hit.
  const headerLists = new WeakMap<Buffer, string[]>();
  function send(
    req: IncomingMessage,
    res: ServerResponse,
    answer: NonNullable<ReturnType<AnswerCache['get']>>,
  ) {
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    const body = answer.body(encoding);
    let headers = headerLists.get(body);
    if (!headers) {
      headers = [...BASE_HEADERS, 'content-length', String(body.length)];
      if (body !== answer.raw && encoding) headers.push('content-encoding', encoding);
      headerLists.set(body, headers);
    }
    res.writeHead(200, closing ? [...headers, 'connection', 'close'] : headers);
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
