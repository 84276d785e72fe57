/** Operator console: the support chat's canned answers (issue #24): list, create, edit, delete. */
import type { FastifyInstance } from 'fastify';
import * as ep from '../../core/contract/endpoints-ops';
import { OpsBrandQuerySchema } from '../../core/contract/schemas/ops-marketing';
import { OpsDoneSchema } from '../../core/contract/schemas/ops';
import * as s from '../../core/contract/schemas/ops-support';
import { opsRoute, type OpsDeps } from '../ops/route';
import { createCanned, deleteCanned, editCanned, listCanned } from '../support/canned';

export function registerOpsSupportRoutes(app: FastifyInstance, deps: OpsDeps): void {
  const { db, now } = deps;
  const read = { permission: 'support.read' as const };
  const edit = { permission: 'support.edit' as const };
  opsRoute(
    app,
    deps,
    ep.opsCanned,
    { input: OpsBrandQuerySchema, result: s.OpsCannedListSchema },
    read,
    async ({ op, input }) => ({ list: await listCanned(db, op, input.brand) }),
  );
  opsRoute(
    app,
    deps,
    ep.opsCannedCreate,
    { input: s.OpsCannedCreateSchema, result: s.OpsCannedSchema },
    edit,
    async ({ op, input }) => createCanned(db, op, input, now()),
  );
  opsRoute(
    app,
    deps,
    ep.opsCannedEdit,
    { input: s.OpsCannedEditSchema, result: s.OpsCannedSchema },
    edit,
    async ({ op, input }) => editCanned(db, op, input, now()),
  );
  opsRoute(
    app,
    deps,
    ep.opsCannedDelete,
    { input: s.OpsCannedDeleteSchema, result: OpsDoneSchema },
    edit,
    async ({ op, input }) => {
      await deleteCanned(db, op, input.id, input.reason, now());
      return { done: true };
    },
  );
}
