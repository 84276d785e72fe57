/** Finance: the player's balances (userBalance) and order history (payHistory, both directions). */
import { CURRENCIES } from '../../core/money/currencies';
import { walletDisplayBalance } from '../../core/wallet/balance';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../accounts/session-http';
import { registerEndpoint } from '../http/envelope';
import { playerBalances } from '../ledger/ledger';
import { currencySymbol, expireOrders, history } from '../payments/service';
import type { FinanceRouteContext } from './finance';

/** The `currency` parameter as a code: clients send the code (MXN) or the slug (mex). */
const currencyBySlugOrCode = (value: string): string => {
  const v = value.toLowerCase();
  return (
    Object.values(CURRENCIES).find((c) => c.slug === v || c.code.toLowerCase() === v)?.code ??
    value.toUpperCase()
  );
};

export function registerBalanceRoute(app: FastifyInstance, f: FinanceRouteContext): void {
  const { db, walletCurrency } = f;

  registerEndpoint(app, 'userBalance', async ({ ctx }) => {
    const { uid } = requireUser(ctx);
    const currency = walletCurrency(ctx);
    const rows = await playerBalances(db, uid);
    if (!rows.some((r) => r.currency === currency)) rows.unshift({ currency, cash: 0, bonus: 0, freebet: 0 });
    const balances = rows.map((r) => ({
      currency: r.currency,
      total_balance: r.cash + r.bonus,
      cash: r.cash,
      bonus: r.bonus,
      freebet: r.freebet,
    }));
    const current = balances.find((b) => b.currency === currency)!;
    const symbol = currencySymbol(currency);
    // SPEC §3: in Mexico the wallet shows zero when its symbol is not the currency the player is using.
    const using = ctx.params.currency ? currencyBySlugOrCode(ctx.params.currency) : currency;
    return {
      balances,
      balance_info: {
        currency,
        balance: walletDisplayBalance(ctx.brand.market, current.total_balance, symbol, currencySymbol(using)),
        symbol,
      },
    };
  });
}

export function registerHistoryRoute(app: FastifyInstance, f: FinanceRouteContext): void {
  const { db, now } = f;

  registerEndpoint(app, 'payHistory', async ({ ctx, input }) => {
    const { uid } = requireUser(ctx);
    const direction = input.direction === 'payin' || input.direction === 'payout' ? input.direction : null;
    const cursor = input.cursor && /^\d{1,18}$/.test(input.cursor) ? Number(input.cursor) : null;
    await expireOrders(db, now(), uid);
    return history(db, uid, direction, cursor, input.page_size ?? 20);
  });
}
