/** Operator console: marketing (issue #24): campaigns (pause/resume, dates, key numbers), top-bar messages. */
import type { FastifyInstance } from 'fastify';
import * as ep from '../../core/contract/endpoints-ops';
import * as m from '../../core/contract/schemas/ops-marketing';
import { OpsDoneSchema } from '../../core/contract/schemas/ops';
import { editCampaign, listCampaigns } from '../ops/campaigns';
import { opsRoute, type OpsDeps } from '../ops/route';
import { createTopBar, deleteTopBar, listTopBar } from '../ops/top-bar';

export function registerOpsMarketingRoutes(app: FastifyInstance, deps: OpsDeps): void {
  const { db, now } = deps;
  const read = { permission: 'marketing.read' as const };
  const edit = { permission: 'marketing.edit' as const };
  opsRoute(
    app,
    deps,
    ep.opsCampaigns,
    { input: m.OpsBrandQuerySchema, result: m.OpsCampaignListSchema },
    read,
    async ({ op, input }) => ({ list: await listCampaigns(db, op, input.brand, now()) }),
  );
  opsRoute(
    app,
    deps,
    ep.opsCampaignEdit,
    { input: m.OpsCampaignEditSchema, result: m.OpsCampaignSchema },
    edit,
    async ({ op, input }) => editCampaign(db, op, input, now()),
  );
  opsRoute(
    app,
    deps,
    ep.opsMessages,
    { input: m.OpsBrandQuerySchema, result: m.OpsMessageListSchema },
    read,
    async ({ op, input }) => ({ list: await listTopBar(db, op, input.brand) }),
  );
  opsRoute(
    app,
    deps,
    ep.opsMessageCreate,
    { input: m.OpsMessageCreateSchema, result: m.OpsMessageSchema },
    edit,
    async ({ op, input }) => createTopBar(db, op, input, now()),
  );
  opsRoute(
    app,
    deps,
    ep.opsMessageDelete,
    { input: m.OpsMessageDeleteSchema, result: OpsDoneSchema },
    edit,
    async ({ op, input }) => {
      await deleteTopBar(db, op, input.id, input.reason, now());
      return { done: true };
    },
  );
}
