/** Operator console: marketing push broadcasts (issue #24): audience count, list, create, send. */
import type { FastifyInstance } from 'fastify';
import * as ep from '../../core/contract/endpoints-ops';
import { OpsBrandQuerySchema } from '../../core/contract/schemas/ops-marketing';
import * as p from '../../core/contract/schemas/ops-push';
import { countAudience, createPush, listPushes, sendPush } from '../ops/push-broadcast';
import { opsRoute, type OpsDeps } from '../ops/route';

export function registerOpsPushRoutes(app: FastifyInstance, deps: OpsDeps): void {
  const { db, now } = deps;
  const read = { permission: 'marketing.read' as const };
  const edit = { permission: 'marketing.edit' as const };
  opsRoute(
    app,
    deps,
    ep.opsPushCount,
    { input: p.OpsPushAudienceSchema, result: p.OpsPushCountSchema },
    read,
    async ({ op, input }) => ({ count: await countAudience(db, op, input, now()) }),
  );
  opsRoute(
    app,
    deps,
    ep.opsPushList,
    { input: OpsBrandQuerySchema, result: p.OpsPushListSchema },
    read,
    async ({ op, input }) => ({ list: await listPushes(db, op, input.brand) }),
  );
  opsRoute(
    app,
    deps,
    ep.opsPushCreate,
    { input: p.OpsPushCreateSchema, result: p.OpsPushSchema },
    edit,
    async ({ op, input }) => createPush(db, op, input, now()),
  );
  opsRoute(
    app,
    deps,
    ep.opsPushSend,
    { input: p.OpsPushSendSchema, result: p.OpsPushSchema },
    edit,
    async ({ op, input }) => sendPush(db, op, input.id, input.reason, now()),
  );
}
