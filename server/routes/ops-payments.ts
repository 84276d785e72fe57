/** Operator console: the withdrawal queue and its decisions, deposit reconciliation (issue #24), the audit log. */
import type { FastifyInstance } from 'fastify';
import * as ep from '../../core/contract/endpoints-ops';
import * as s from '../../core/contract/schemas/ops';
import * as r from '../../core/contract/schemas/ops-recon';
import { creditFromStatement, reconcileDay } from '../ops/reconciliation';
import { auditCsv, listAudit, verifyAudit } from '../ops/audit';
import { decideWithdrawal, withdrawalQueue } from '../ops/withdrawals';
import { forbidden, opsRoute, opsSessionOf, requireBrand, type OpsDeps } from '../ops/route';
import { unauthenticated } from '../ops/auth';
import { can } from '../../core/ops/permissions';

const CSV_ROWS = 10_000;

export function registerOpsPaymentRoutes(app: FastifyInstance, deps: OpsDeps): void {
  const { db, now } = deps;
  opsRoute(
    app,
    deps,
    ep.opsWithdrawals,
    { input: s.OpsEmptySchema, result: s.OpsWithdrawalListSchema },
    { permission: 'payments.read' },
    async ({ op }) => ({
      list: await withdrawalQueue(db, op, now()),
    }),
  );
  opsRoute(
    app,
    deps,
    ep.opsWithdrawalDecide,
    { input: s.OpsWithdrawalDecideSchema, result: s.OpsWithdrawalDecidedSchema },
    { permission: 'payments.decide' },
    async ({ op, input }) => decideWithdrawal(db, deps.payments, op, input, now()),
  );
  opsRoute(
    app,
    deps,
    ep.opsRecon,
    { input: r.OpsReconQuerySchema, result: r.OpsReconSchema },
    { permission: 'payments.read' },
    async ({ op, input }) => reconcileDay(db, deps.payments, op, input.brand, input.day),
  );
  opsRoute(
    app,
    deps,
    ep.opsReconCredit,
    { input: r.OpsReconCreditSchema, result: r.OpsReconCreditedSchema },
    { permission: 'payments.decide' },
    async ({ op, input }) => creditFromStatement(db, deps.payments, op, input, now()),
  );
  opsRoute(
    app,
    deps,
    ep.opsAudit,
    { input: s.OpsAuditQuerySchema, result: s.OpsAuditListSchema },
    { permission: 'audit.read' },
    async ({ op, input }) => {
      if (input.brand) requireBrand(op, input.brand);
      return { list: await listAudit(db, op, input.brand, input.before, 100) };
    },
  );
  opsRoute(
    app,
    deps,
    ep.opsAuditVerify,
    { input: s.OpsEmptySchema, result: s.OpsAuditVerifySchema },
    { permission: 'audit.read' },
    async () => {
      const v = await verifyAudit(db);
      return { ok: v.ok, rows: v.rows, broken_at: v.brokenAt };
    },
  );
  // The CSV file: the same checks as opsRoute, answered as text/csv (a download, not an envelope).
  app.get<{ Querystring: { brand?: string } }>(ep.OPS_AUDIT_CSV_PATH, async (request, reply) => {
    const session = await opsSessionOf(request, deps);
    if (!session || session.stage !== 'full') throw unauthenticated();
    if (!can(session.operator.role, 'audit.read')) throw forbidden();
    const brand =
      typeof request.query.brand === 'string' && request.query.brand ? request.query.brand : undefined;
    if (brand) requireBrand(session.operator, brand);
    const rows = await listAudit(db, session.operator, brand, undefined, CSV_ROWS);
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', 'attachment; filename="ops-audit.csv"')
      .type('text/csv; charset=utf-8')
      .send(auditCsv(rows));
  });
}
