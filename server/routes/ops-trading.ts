/** Operator console: trading (issue #24, server/ops/trading.ts): matches, markets with liability, actions. */
import type { FastifyInstance } from 'fastify';
import * as ep from '../../core/contract/endpoints-ops';
import * as s from '../../core/contract/schemas/ops-trading';
import { opsRoute, type OpsDeps } from '../ops/route';
import { listMatches, marketAction, matchCorrect, matchDetail } from '../ops/trading';
import { isLocale } from '../../core/i18n/locales';
import { listLeagueMargins, setLeagueMargin } from '../ops/margins';

export function registerOpsTradingRoutes(app: FastifyInstance, deps: OpsDeps): void {
  const { db, now } = deps;
  opsRoute(
    app,
    deps,
    ep.opsMatches,
    { input: s.OpsMatchQuerySchema, result: s.OpsMatchListSchema },
    { permission: 'trading.read' },
    async ({ op, input }) => ({ list: await listMatches(db, op, input) }),
  );
  opsRoute(
    app,
    deps,
    ep.opsMatch,
    { input: s.OpsMatchIdSchema, result: s.OpsMatchDetailSchema },
    { permission: 'trading.read' },
    async ({ op, input }) =>
      matchDetail(db, op, Number(input.match_id), isLocale(input.lang) ? input.lang : 'en'),
  );
  opsRoute(
    app,
    deps,
    ep.opsMarketAction,
    { input: s.OpsMarketActionSchema, result: s.OpsTradingOutcomeSchema },
    { permission: 'trading.act' },
    async ({ op, input }) => marketAction(db, op, input, now()),
  );
  opsRoute(
    app,
    deps,
    ep.opsMatchCorrect,
    { input: s.OpsMatchCorrectSchema, result: s.OpsTradingOutcomeSchema },
    { permission: 'trading.act' },
    async ({ op, input }) => matchCorrect(db, op, input, now()),
  );
  opsRoute(
    app,
    deps,
    ep.opsLeagueMargins,
    { input: s.OpsNoInputSchema, result: s.OpsLeagueMarginListSchema },
    { permission: 'trading.read' },
    async () => listLeagueMargins(db),
  );
  opsRoute(
    app,
    deps,
    ep.opsLeagueMarginEdit,
    { input: s.OpsLeagueMarginEditSchema, result: s.OpsLeagueMarginSchema },
    { permission: 'trading.act' },
    async ({ op, input }) => setLeagueMargin(db, op, input, now()),
  );
}
