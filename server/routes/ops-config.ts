/** Operator console: configuration (issue #24): games on/off, payment methods, support contacts and the
 * market profile (responsible gaming, never looser than the licence's) per brand. */
import type { FastifyInstance } from 'fastify';
import * as ep from '../../core/contract/endpoints-ops';
import * as m from '../../core/contract/schemas/ops-marketing';
import { OpsEmptySchema } from '../../core/contract/schemas/ops';
import { invalidateCatalogues } from '../games/catalogue/catalogue';
import * as c from '../../core/contract/schemas/ops-config';
import { listGames, toggleGame } from '../ops/games';
import { editMarketProfile, readMarketProfile } from '../ops/market-profile';
import { editPayMethod, listPayMethods } from '../ops/payment-methods';
import { editPayoutReview, readPayoutReview } from '../ops/payout-review';
import { editSupportContacts, readSupportContacts } from '../ops/support-contacts';
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
  opsRoute(
    app,
    deps,
    ep.opsPayMethods,
    { input: c.OpsBrandOnlySchema, result: c.OpsPayMethodListSchema },
    { permission: 'config.read' },
    async ({ op, input }) => listPayMethods(db, op, input.brand),
  );
  opsRoute(
    app,
    deps,
    ep.opsPayMethodEdit,
    { input: c.OpsPayMethodEditSchema, result: c.OpsPayMethodSchema },
    { permission: 'config.edit' },
    async ({ op, input }) => editPayMethod(db, op, input, now()),
  );
  opsRoute(
    app,
    deps,
    ep.opsPayoutReview,
    { input: c.OpsBrandOnlySchema, result: c.OpsPayoutReviewSchema },
    { permission: 'config.read' },
    async ({ op, input }) => readPayoutReview(db, op, input.brand),
  );
  opsRoute(
    app,
    deps,
    ep.opsPayoutReviewEdit,
    { input: c.OpsPayoutReviewEditSchema, result: c.OpsPayoutReviewSchema },
    { permission: 'config.edit' },
    async ({ op, input }) => editPayoutReview(db, op, input, now()),
  );
  opsRoute(
    app,
    deps,
    ep.opsSupportContacts,
    { input: c.OpsBrandOnlySchema, result: c.OpsSupportContactsSchema },
    { permission: 'config.read' },
    async ({ op, input }) => readSupportContacts(db, op, input.brand),
  );
  opsRoute(
    app,
    deps,
    ep.opsSupportContactsEdit,
    { input: c.OpsSupportContactsEditSchema, result: c.OpsSupportContactsSchema },
    { permission: 'config.edit' },
    async ({ op, input }) => editSupportContacts(db, op, input, now()),
  );
  opsRoute(
    app,
    deps,
    ep.opsMarketProfile,
    { input: c.OpsBrandOnlySchema, result: c.OpsMarketProfileSchema },
    { permission: 'config.read' },
    async ({ op, input }) => readMarketProfile(db, op, input.brand),
  );
  opsRoute(
    app,
    deps,
    ep.opsMarketProfileEdit,
    { input: c.OpsMarketProfileEditSchema, result: c.OpsMarketProfileSchema },
    { permission: 'config.edit' },
    async ({ op, input }) => editMarketProfile(db, op, input, now()),
  );
}
