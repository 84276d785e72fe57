/** Operator console: marketing home banners (issue #24): list, create, edit (incl. on/off, order), delete. */
import type { FastifyInstance } from 'fastify';
import * as ep from '../../core/contract/endpoints-ops';
import * as b from '../../core/contract/schemas/ops-banners';
import { OpsBrandQuerySchema } from '../../core/contract/schemas/ops-marketing';
import { OpsDoneSchema } from '../../core/contract/schemas/ops';
import { createBanner, deleteBanner, editBanner, listBanners } from '../ops/banners';
import { opsRoute, type OpsDeps } from '../ops/route';

export function registerOpsBannerRoutes(app: FastifyInstance, deps: OpsDeps): void {
  const { db, now } = deps;
  const read = { permission: 'marketing.read' as const };
  const edit = { permission: 'marketing.edit' as const };
  opsRoute(
    app,
    deps,
    ep.opsBanners,
    { input: OpsBrandQuerySchema, result: b.OpsBannerListSchema },
    read,
    async ({ op, input }) => ({ list: await listBanners(db, op, input.brand) }),
  );
  opsRoute(
    app,
    deps,
    ep.opsBannerCreate,
    { input: b.OpsBannerCreateSchema, result: b.OpsBannerSchema },
    edit,
    async ({ op, input }) => createBanner(db, op, input, now()),
  );
  opsRoute(
    app,
    deps,
    ep.opsBannerEdit,
    { input: b.OpsBannerEditSchema, result: b.OpsBannerSchema },
    edit,
    async ({ op, input }) => editBanner(db, op, input, now()),
  );
  opsRoute(
    app,
    deps,
    ep.opsBannerDelete,
    { input: b.OpsBannerDeleteSchema, result: OpsDoneSchema },
    edit,
    async ({ op, input }) => {
      await deleteBanner(db, op, input.id, input.reason, now());
      return { done: true };
    },
  );
}
