import { lazy } from 'react';
import { Navigate, Route, useLocation } from '../../platform/router';
import type { AreaRoutes } from '../../app/route-elements';
import { page } from '../../app/route-elements';

/**
 * The wallet pages (SPEC §2): deposit (two addresses, the USDT variant by query), the pending payment and
 * its result, withdraw (two addresses), the transaction history with its detail and question pages, and
 * /record-detail (one order's status). /usdt is the USDT deposit.
 */
const loaders = {
  deposit: () => import('./DepositPage'),
  wait: () => import('./DepositWaitPage'),
  result: () => import('./DepositResultPage'),
  withdraw: () => import('./WithdrawPage'),
  transactions: () => import('./TransactionPage'),
  detail: () => import('./TransactionDetailPage'),
  question: () => import('./TransactionQuestionPage'),
};

const DepositPage = lazy(loaders.deposit);
const DepositWaitPage = lazy(loaders.wait);
const DepositResultPage = lazy(loaders.result);
const WithdrawPage = lazy(loaders.withdraw);
const TransactionPage = lazy(loaders.transactions);
const TransactionDetailPage = lazy(loaders.detail);
const TransactionQuestionPage = lazy(loaders.question);

const PRELOAD: Record<string, () => Promise<unknown>> = {
  '/deposit': loaders.deposit,
  '/wallet/deposit': loaders.deposit,
  '/usdt': loaders.deposit,
  '/deposit-wait': loaders.wait,
  '/deposit-result': loaders.result,
  '/withdraw': loaders.withdraw,
  '/wallet/withdraw': loaders.withdraw,
  '/transaction': loaders.transactions,
  '/transaction-detail': loaders.detail,
  '/record-detail': loaders.detail,
  '/transaction-question': loaders.question,
};

/** /usdt: the USDT deposit (the banner titled 'ustd' leads here too), keeping the other parameters. */
function UsdtRedirect() {
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  query.set('rechargeChannel', 'USDT');
  return <Navigate to={`/deposit?${query.toString()}`} replace />;
}

export const walletRoutes: AreaRoutes = {
  routes: [
    <Route key="deposit" path="deposit" element={page(DepositPage)} />,
    <Route key="wallet-deposit" path="wallet/deposit" element={page(DepositPage)} />,
    <Route key="usdt" path="usdt" element={<UsdtRedirect />} />,
    <Route key="deposit-wait" path="deposit-wait" element={page(DepositWaitPage)} />,
    <Route key="deposit-result" path="deposit-result" element={page(DepositResultPage)} />,
    <Route key="withdraw" path="withdraw" element={page(WithdrawPage)} />,
    <Route key="wallet-withdraw" path="wallet/withdraw" element={page(WithdrawPage)} />,
    <Route key="transaction" path="transaction" element={page(TransactionPage)} />,
    <Route key="transaction-detail" path="transaction-detail" element={page(TransactionDetailPage)} />,
    <Route key="record-detail" path="record-detail" element={page(TransactionDetailPage)} />,
    <Route key="transaction-question" path="transaction-question" element={page(TransactionQuestionPage)} />,
  ],
  preload: (path) => PRELOAD[path] ?? null,
  loaders: Object.values(loaders),
};
