import type { RouteObject } from 'react-router-dom';
import { withCatalogs } from '../../app/i18n';
import { lazyRoute } from '../../app/lazy-route';

/** The bets pages (SPEC §2): /bet-record (open bets first) and /bet-history (settled first). */
const records = withCatalogs(['betslip', 'account'], () => import('./BetRecordPage'));

export const betsRoutes: RouteObject[] = [
  lazyRoute('bet-record', records),
  lazyRoute('bet-history', records),
];
