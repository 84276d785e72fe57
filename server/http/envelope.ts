/**
 * The one way an API route is registered: `registerEndpoint(app, 'bannerIndex', handler)`. Method, path and
 * schemas come from core/contract (endpoints + schemaTable), and the handler's input and result types come
 * from the same entry, so a path, a field or a type cannot drift between client and server. Every answer is
 * the envelope {data, dm_error, error_msg}.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { endpoints, type EndpointName, type Endpoints } from '../../core/contract/endpoints';
import type { QueryOf, ResultOf } from '../../core/contract/endpoint';
import { ok } from '../../core/contract/envelope';
import { schemaTable } from '../../core/contract/schema-table';
import { CommonParamsSchema } from '../../core/contract/schemas/common';
import type { AnswerCache } from './answer-cache';
import { AREA_GATED, areaForbidden } from './area';
import { CachedAnswer, sendCachedAnswer } from './compress';
import { buildContext, type RequestContext } from './context';

export interface ApiCall<Q> {
  input: Q;
  ctx: RequestContext;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type EndpointHandler<N extends EndpointName> = (
  call: ApiCall<QueryOf<Endpoints[N]>>,
) => Promise<ResultOf<Endpoints[N]>>;

export const envelopeSchema = (data: TSchema) =>
  Type.Object({ data, dm_error: Type.Integer(), error_msg: Type.String() });

/**
 * An answer shared by every caller with the same key for the cache's lifetime: a hit is sent as stored
 * bytes (already compressed) without running the handler or the serializer.
 */
export interface SharedAnswers {
  cache: AnswerCache;
  /** Runs after validation; the key must hold everything the answer depends on. */
  key: (request: FastifyRequest) => string | Promise<string>;
  /**
   * The same key from a raw parsed body and a supported language, before Fastify (http/hot-path.ts); null
   * when the body is not one this route accepts. Given, cache hits of the route skip Fastify entirely.
   */
  hotKey?: (body: unknown, lang: string) => string | null;
}

const cacheKeys = new WeakMap<FastifyRequest, string>();

/** Paths we serve, with their methods: a known path with the wrong method answers 405, not 404. */
export const registeredApiRoutes = new Map<string, Set<string>>();

export function registerEndpoint<N extends EndpointName>(
  app: FastifyInstance,
  name: N,
  handler: EndpointHandler<N>,
  shared?: SharedAnswers,
  /** A route that takes more than the app's 64 KB body (the feedback screenshot). */
  options?: { bodyLimit?: number },
): void {
  const { method, path } = endpoints[name];
  const { input, result } = schemaTable[name];
  // One preHandler slot: a shared answer would skip the area gate's.
  if (shared && AREA_GATED.has(name)) throw new Error(`${name}: an area-gated call cannot share answers`);
  const methods = registeredApiRoutes.get(path) ?? new Set<string>();
  methods.add(method);
  if (method === 'GET') methods.add('HEAD');
  registeredApiRoutes.set(path, methods);
  if (shared?.hotKey && method === 'POST')
    app.hotPath?.add({ path, cache: shared.cache, key: shared.hotKey });
  app.route({
    method,
    url: path,
    ...(options?.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    schema:
      method === 'GET'
        ? {
            querystring: Type.Composite([CommonParamsSchema, input]),
            response: { 200: envelopeSchema(result) },
          }
        : { querystring: CommonParamsSchema, body: input, response: { 200: envelopeSchema(result) } },
    // Sanitise and resolve the brand before validation: SPEC §5 drops junk values rather than refusing them.
    // Callback style: an async hook costs a promise and a microtask turn per request for nothing.
    onRequest: (request, _reply, done) => {
      try {
        request.ctx = buildContext(request);
      } catch (err) {
        return done(err as Error);
      }
      done();
    },
    // A call the area rules gate (http/area.ts): a country the brand does not serve gets 403 before the
    // handler. Without a policy installed the gate refuses: fail closed.
    ...(AREA_GATED.has(name) && {
      preHandler: async (request: FastifyRequest) => {
        if (!app.area) throw areaForbidden();
        await app.area.require(request);
      },
    }),
    ...(shared && {
      preHandler: (request, reply, done) => {
        const lookup = (key: string) => {
          const hit = shared.cache.get(key);
          if (hit) return void sendCachedAnswer(request, reply, hit); // answered: no done()
          cacheKeys.set(request, key);
          done();
        };
        const key = shared.key(request);
        if (typeof key === 'string') lookup(key);
        else key.then(lookup, done);
      },
    }),
    handler: async (request, reply) => {
      const call = {
        input: (method === 'GET' ? request.query : request.body) as QueryOf<Endpoints[N]>,
        ctx: request.ctx,
        request,
        reply,
      };
      const key = shared && cacheKeys.get(request);
      if (key === undefined) return ok(await handler(call));
      // Serialized by the route's response schema, exactly as an uncached answer would be.
      const compute = async () => reply.serialize(ok(await handler(call))) as string;
      const remote = shared!.cache.remote;
      const cached = new CachedAnswer(remote ? await remote.load(key, compute) : await compute());
      shared!.cache.set(key, cached);
      return sendCachedAnswer(request, reply, cached);
    },
  });
}
