/** Operator console: a brand's daily report (issue #24, server/ops/reports.ts), on screen and as CSV. */
import { Value } from '@sinclair/typebox/value';
import type { FastifyInstance } from 'fastify';
import * as ep from '../../core/contract/endpoints-ops';
import { OpsDmError } from '../../core/contract/errors';
import * as s from '../../core/contract/schemas/ops-trading';
import { can } from '../../core/ops/permissions';
import { ApiFailure } from '../http/failure';
import { unauthenticated } from '../ops/auth';
import { brandReport, reportRows } from '../ops/reports';
import { forbidden, opsRoute, opsSessionOf, requireBrand, type OpsDeps } from '../ops/route';
import { dailyReportCsv } from '../reporting/daily';

export function registerOpsReportRoutes(app: FastifyInstance, deps: OpsDeps): void {
  const { db } = deps;
  opsRoute(
    app,
    deps,
    ep.opsReport,
    { input: s.OpsReportQuerySchema, result: s.OpsReportSchema },
    { permission: 'reports.read' },
    async ({ op, input }) => {
      requireBrand(op, input.brand);
      const r = await brandReport(db, input);
      return { time_zone: r.timeZone, rows: reportRows(r.rows) };
    },
  );
  // The CSV file: the same checks as opsRoute, answered as text/csv (a download, not an envelope).
  app.get(ep.OPS_REPORT_CSV_PATH, async (request, reply) => {
    const session = await opsSessionOf(request, deps);
    if (!session || session.stage !== 'full') throw unauthenticated();
    if (!can(session.operator.role, 'reports.read')) throw forbidden();
    if (!Value.Check(s.OpsReportQuerySchema, request.query))
      throw new ApiFailure(400, OpsDmError.OpsBadRange, 'brand, from and to (YYYY-MM-DD) are needed.');
    const q = request.query;
    requireBrand(session.operator, q.brand);
    const r = await brandReport(db, q);
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="report-${q.brand}-${q.from}-${q.to}.csv"`)
      .type('text/csv; charset=utf-8')
      .send(dailyReportCsv(r.rows));
  });
}
