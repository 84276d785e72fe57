import { lazy } from 'react';
import { Route } from '../../platform/router';
import type { AreaRoutes } from '../../app/route-elements';
import { page } from '../../app/route-elements';

/** The bets pages (SPEC §2): /bet-record (open bets first) and /bet-history (settled first). */
const loadRecords = () => import('./BetRecordPage');
const BetRecordPage = lazy(loadRecords);

export const betsRoutes: AreaRoutes = {
  routes: [
    <Route key="bet-record" path="bet-record" element={page(BetRecordPage)} />,
    <Route key="bet-history" path="bet-history" element={page(BetRecordPage)} />,
  ],
  preload: (path) => (path === '/bet-record' || path === '/bet-history' ? loadRecords : null),
  loaders: [loadRecords],
};
