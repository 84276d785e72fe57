/** Registers the operator console's API (issue #24, server/ops/README.md). */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import type { OpsDeps } from '../ops/route';
import type { PaymentsContext } from '../payments/context';
import { registerOpsAuthRoutes } from './ops-auth';
import { registerOpsConfigRoutes } from './ops-config';
import { registerOpsMarketingRoutes } from './ops-marketing';
import { registerOpsPushRoutes } from './ops-push';
import { registerOpsBannerRoutes } from './ops-banners';
import { registerOpsSupportRoutes } from './ops-support';
import { registerOpsPaymentRoutes } from './ops-payments';
import { registerOpsPlayerRoutes } from './ops-players';
import { registerOpsReportRoutes } from './ops-reports';
import { registerOpsTradingRoutes } from './ops-trading';

export function registerOpsRoutes(
  app: FastifyInstance,
  db: Db,
  now: () => number,
  cookieSecure: boolean,
  payments: PaymentsContext,
): void {
  const deps: OpsDeps = { db, now, cookieSecure, payments };
  registerOpsAuthRoutes(app, deps);
  registerOpsPlayerRoutes(app, deps);
  registerOpsPaymentRoutes(app, deps);
  registerOpsTradingRoutes(app, deps);
  registerOpsReportRoutes(app, deps);
  registerOpsMarketingRoutes(app, deps);
  registerOpsPushRoutes(app, deps);
  registerOpsBannerRoutes(app, deps);
  registerOpsSupportRoutes(app, deps);
  registerOpsConfigRoutes(app, deps);
}
