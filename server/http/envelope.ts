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

/** Paths we serve, with their methods: a known path with the wrong method answers 405, not 404. */
export const registeredApiRoutes = new Map<string, Set<string>>();

export function registerEndpoint<N extends EndpointName>(
  app: FastifyInstance,
  name: N,
  handler: EndpointHandler<N>,
): void {
  const { method, path } = endpoints[name];
  const { input, result } = schemaTable[name];
  const methods = registeredApiRoutes.get(path) ?? new Set<string>();
  methods.add(method);
  if (method === 'GET') methods.add('HEAD');
  registeredApiRoutes.set(path, methods);
  app.route({
    method,
    url: path,
    schema:
      method === 'GET'
        ? {
            querystring: Type.Composite([CommonParamsSchema, input]),
            response: { 200: envelopeSchema(result) },
          }
        : { querystring: CommonParamsSchema, body: input, response: { 200: envelopeSchema(result) } },
    // Sanitise and resolve the brand before validation: SPEC §5 drops junk values rather than refusing them.
    onRequest: async (request) => {
      request.ctx = buildContext(request);
    },
    handler: async (request, reply) => {
      const call = {
        input: (method === 'GET' ? request.query : request.body) as QueryOf<Endpoints[N]>,
        ctx: request.ctx,
        request,
        reply,
      };
      return ok(await handler(call));
    },
  });
}
