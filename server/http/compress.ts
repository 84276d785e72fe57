/**
 * API answers are compressed for clients that accept it: JSON of a match list shrinks ~5x, and a phone on
 * a metered plan polls it all day. Answers cached for many clients (`CachedAnswer`) are compressed once per
 * encoding and the bytes reused; any other /api answer over `MIN_BYTES` is compressed per request with a
 * fast setting, off the event loop. `Vary: Accept-Encoding` is on every /api answer (http/security.ts
 * API_HEADERS): the bytes depend on it.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { isApiPath } from './security';

export type Encoding = 'br' | 'gzip';

/** Below this, headers and framing dominate: compressing saves little and costs CPU on both ends. */
export const MIN_BYTES = 1024;

const brotliOptions = (quality: number, size: number) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: size },
});
/** Per request: brotli 4 is ~gzip 6 in size at less CPU (measured on a 13 KB match list: 2.5 KB, ~0.3 ms). */
const PER_REQUEST_BROTLI_QUALITY = 4;
/** Once per cached answer, shared by every client: a little more CPU for ~10% fewer bytes. */
const CACHED_BROTLI_QUALITY = 6;
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Clients send the same few Accept-Encoding strings over and over: each is parsed once. */
const parsed = new Map<string, Encoding | null>();

/** br if the client takes it, else gzip, else null; `q=0` refuses an encoding (RFC 9110 §12.5.3). */
export function preferredEncoding(header: string | string[] | undefined): Encoding | null {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return null;
  let known = parsed.get(value);
  if (known !== undefined) return known;
  const accepted = new Set<string>();
  for (const part of value.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (q && !(Number(q.slice(2)) > 0)) continue;
    accepted.add(name);
  }
  known = accepted.has('br') ? 'br' : accepted.has('gzip') || accepted.has('*') ? 'gzip' : null;
  if (parsed.size >= 256) parsed.clear(); // odd clients must not grow it
  parsed.set(value, known);
  return known;
}

/** A serialized JSON answer with its compressed forms, made the first time each is asked for. */
export class CachedAnswer {
  readonly raw: Buffer;
  private br: Buffer | undefined;
  private gzip: Buffer | undefined;

  constructor(json: string) {
    this.raw = Buffer.from(json);
  }

  body(encoding: Encoding | null): Buffer {
    if (encoding === null || this.raw.length < MIN_BYTES) return this.raw;
    if (encoding === 'br') {
      this.br ??= brotliCompressSync(this.raw, brotliOptions(CACHED_BROTLI_QUALITY, this.raw.length));
      return this.br;
    }
    this.gzip ??= gzipSync(this.raw);
    return this.gzip;
  }
}

/** Sends a cached answer in the encoding the client prefers (the compression hook leaves it as is). */
export function sendCachedAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  const body = answer.body(encoding);
  if (body !== answer.raw) reply.header('content-encoding', encoding);
  return reply.type('application/json; charset=utf-8').send(body);
}

/** One answer's bytes in `encoding`, off the event loop, at the per-request setting (fast). */
export function compressPerRequest(input: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotliAsync(input, brotliOptions(PER_REQUEST_BROTLI_QUALITY, input.length))
    : gzipAsync(input);
}

export function installCompression(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    // A cached answer (sendCachedAnswer) comes already encoded and tagged.
    if (reply.hasHeader('content-encoding') || !isApiPath(request.url)) return done(null, payload);
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (
      encoding === null ||
      (typeof payload !== 'string' && !Buffer.isBuffer(payload)) ||
      Buffer.byteLength(payload) < MIN_BYTES
    ) {
      return done(null, payload);
    }
    const input = typeof payload === 'string' ? Buffer.from(payload) : payload;
    compressPerRequest(input, encoding).then(
      (body) => {
        reply.header('content-encoding', encoding);
        done(null, body);
      },
      (err: Error) => done(err),
    );
  });
}
