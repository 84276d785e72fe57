import { Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { withCatalogs } from '../../app/i18n';
import { lazyRoute } from '../../app/lazy-route';

/**
 * The wallet pages (SPEC §2): deposit (two addresses, the USDT variant by query), the pending payment and
 * its result, withdraw (two addresses), the transaction history with its detail and question pages, and
 * /record-detail (one order's status). /usdt is the USDT deposit. /thaiqr-pay and /th-bank-page are the
 * pending page of the Thai methods.
 */
const deposit = withCatalogs(['wallet', 'account'], () => import('./DepositPage'));
const withdraw = withCatalogs(['wallet', 'account'], () => import('./WithdrawPage'));
const detail = withCatalogs(['wallet', 'account'], () => import('./TransactionDetailPage'));

/** /usdt: the USDT deposit (the banner titled 'ustd' leads here too), keeping the other parameters. */
function UsdtRedirect() {
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  query.set('rechargeChannel', 'USDT');
  return <Navigate to={`/deposit?${query.toString()}`} replace />;
}

/** The Thai payment screens (one chunk for both). */
const thaiQr = withCatalogs(['wallet', 'account'], () =>
  import('./ThaiPayPages').then((m) => ({ default: m.ThaiQrPayPage })),
);
const thaiBank = withCatalogs(['wallet', 'account'], () =>
  import('./ThaiPayPages').then((m) => ({ default: m.ThaiBankPage })),
);

export const walletRoutes: RouteObject[] = [
  lazyRoute('thaiqr-pay', thaiQr),
  lazyRoute('th-bank-page', thaiBank),
  lazyRoute('deposit', deposit),
  lazyRoute('wallet/deposit', deposit),
  { path: 'usdt', element: <UsdtRedirect /> },
  lazyRoute(
    'deposit-wait',
    withCatalogs(['wallet', 'account'], () => import('./DepositWaitPage')),
  ),
  lazyRoute(
    'deposit-result',
    withCatalogs(['wallet', 'account'], () => import('./DepositResultPage')),
  ),
  lazyRoute('withdraw', withdraw),
  lazyRoute('wallet/withdraw', withdraw),
  lazyRoute(
    'transaction',
    withCatalogs(['wallet', 'account'], () => import('./TransactionPage')),
  ),
  lazyRoute('transaction-detail', detail),
  lazyRoute('record-detail', detail),
  lazyRoute(
    'transaction-question',
    withCatalogs(['wallet', 'account'], () => import('./TransactionQuestionPage')),
  ),
];
