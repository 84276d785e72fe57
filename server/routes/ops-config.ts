/** Operator console: configuration (issue #24): games on/off. */
import type { FastifyInstance } from 'fastify';
import * as ep from '../../core/contract/endpoints-ops';
import * as m from '../../core/contract/schemas/ops-marketing';
import { OpsEmptySchema } from '../../core/contract/schemas/ops';
import { invalidateCatalogues } from '../games/catalogue/catalogue';
import { listGames, toggleGame } from '../ops/games';
import { opsRoute, type OpsDeps } from '../ops/route';

export function registerOpsConfigRoutes(app: FastifyInstance, deps: OpsDeps): void {
  const { db, now } = deps;
  opsRoute(
    app,
    deps,
    ep.opsGames,
    { input: OpsEmptySchema, result: m.OpsGameListSchema },
    { permission: 'config.read' },
    async () => ({ list: await listGames(db) }),
  );
  opsRoute(
    app,
    deps,
    ep.opsGameToggle,
    { input: m.OpsGameToggleSchema, result: m.OpsGameSchema },
    { permission: 'config.edit' },
    async ({ op, input }) => toggleGame(db, op, input, now(), () => invalidateCatalogues(db)),
  );
}
