/** Operator console: players (issue #24): search, profile, bets, statement, notes, lock, adjustments. */
import type { FastifyInstance } from 'fastify';
import { brandById } from '../../core/brand/brands';
import * as ep from '../../core/contract/endpoints-ops';
import * as s from '../../core/contract/schemas/ops';
import { decideAdjustment, pendingAdjustments, requestAdjustment } from '../ops/adjustments';
import {
  addNote,
  playerBets,
  playerDetail,
  playerInScope,
  playerStatement,
  searchPlayers,
  setLock,
} from '../ops/players';
import { opsRoute, type OpsDeps } from '../ops/route';

export function registerOpsPlayerRoutes(app: FastifyInstance, deps: OpsDeps): void {
  const { db, now } = deps;
  const read = { permission: 'players.read' as const };
  opsRoute(
    app,
    deps,
    ep.opsPlayerSearch,
    { input: s.OpsSearchSchema, result: s.OpsPlayerListSchema },
    read,
    async ({ op, input }) => ({
      list: await searchPlayers(db, op, input.q),
    }),
  );
  opsRoute(
    app,
    deps,
    ep.opsPlayer,
    { input: s.OpsUidSchema, result: s.OpsPlayerDetailSchema },
    read,
    async ({ op, input }) => playerDetail(db, op, input.uid, now()),
  );
  opsRoute(
    app,
    deps,
    ep.opsPlayerBets,
    { input: s.OpsPageSchema, result: s.OpsBetListSchema },
    read,
    async ({ op, input }) => playerBets(db, op, input.uid, input.before),
  );
  opsRoute(
    app,
    deps,
    ep.opsPlayerStatement,
    { input: s.OpsStatementQuerySchema, result: s.OpsStatementSchema },
    read,
    async ({ op, input }) => {
      const brandId = await playerInScope(db, op, input.uid);
      return playerStatement(db, op, input.uid, input.currency, brandById(brandId)?.currency ?? 'BRL');
    },
  );
  opsRoute(
    app,
    deps,
    ep.opsPlayerNote,
    { input: s.OpsNoteAddSchema, result: s.OpsPlayerDetailSchema },
    { permission: 'players.note' },
    async ({ op, input }) => {
      await addNote(db, op, input.uid, input.text, now());
      return playerDetail(db, op, input.uid, now());
    },
  );
  opsRoute(
    app,
    deps,
    ep.opsPlayerLock,
    { input: s.OpsLockSchema, result: s.OpsPlayerDetailSchema },
    { permission: 'players.lock' },
    async ({ op, input }) => {
      await setLock(db, op, input.uid, input.locked, input.reason, now());
      return playerDetail(db, op, input.uid, now());
    },
  );
  opsRoute(
    app,
    deps,
    ep.opsAdjust,
    { input: s.OpsAdjustSchema, result: s.OpsAdjustmentSchema },
    { permission: 'players.adjust' },
    async ({ op, input }) => requestAdjustment(db, op, input, now()),
  );
  opsRoute(
    app,
    deps,
    ep.opsAdjustments,
    { input: s.OpsEmptySchema, result: s.OpsAdjustmentListSchema },
    { permission: 'players.adjust' },
    async ({ op }) => ({
      list: await pendingAdjustments(db, op),
    }),
  );
  opsRoute(
    app,
    deps,
    ep.opsAdjustDecide,
    { input: s.OpsAdjustDecideSchema, result: s.OpsAdjustmentSchema },
    { permission: 'adjust.approve' },
    async ({ op, input }) => decideAdjustment(db, op, input.id, input.approve, now()),
  );
}
