/** Finance deposits: deposit info (methods, limits), payin create and status, and the deposit check. */
import { brandCurrencies } from '../../core/wallet/currency';
import { DEPOSIT_QUICK_AMOUNTS } from '../../core/wallet/limits';
import { METHOD_FAMILY, cryptoNetworks, type PayMethod } from '../../core/wallet/methods';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../accounts/session-http';
import { payOrders } from '../db/schema-payments';
import { registerEndpoint } from '../http/envelope';
import { offeredMethods } from '../payments/method-config';
import { SANDBOX_PROVIDER } from '../payments/sandbox';
import {
  createPayin,
  currencySymbol,
  depositedSums,
  expireOrders,
  limitsFor,
  payinView,
  readOrder,
} from '../payments/service';
import { refuseInPlayMode } from '../rg/play-money';
import type { FinanceRouteContext } from './finance';

/** Method icon URL: none is drawn yet, so '' (the page shows its own badge; an operator may set real ones). */
const iconOf = (_method: string) => '';

const METHOD_NAMES: Partial<Record<PayMethod, string>> = {
  OXXOPay: 'OXXO',
  BankTransfer: 'Bank transfer',
  MercadoPago: 'Mercado Pago',
  Card: 'Card',
  Wallet: 'E-wallet',
  Billeteras: 'Billeteras',
  Cashier: 'Cashier',
  USDT: 'USDT',
  TRC20: 'USDT TRC20',
};
const methodName = (m: PayMethod) => METHOD_NAMES[m] ?? m;

export function registerDepositRoutes(app: FastifyInstance, f: FinanceRouteContext): void {
  const { db, now, payments: p, limit, moneyBucket, moneyCurrency, sandboxControl } = f;
  /** The page offers the sandbox control only when this server accepts it (SANDBOX_PAYMENTS). */
  const payinAnswer = (row: Parameters<typeof payinView>[0]) =>
    sandboxControl && row.provider === SANDBOX_PROVIDER
      ? { ...payinView(row), sandbox_control: true }
      : payinView(row);

  registerEndpoint(app, 'depositInfo', async ({ ctx, input }) => {
    const { uid } = requireUser(ctx);
    refuseInPlayMode(ctx);
    const currency = moneyCurrency(ctx, input.currency_code);
    const type = input.currency_type?.toLowerCase();
    const currency_list = brandCurrencies(ctx.brand)
      .map((c) => ({ currency: c, symbol: currencySymbol(c), networks: [...cryptoNetworks(c)] }))
      .filter((c) =>
        type === 'crypto' ? c.networks.length > 0 : type === 'fiat' ? c.networks.length === 0 : true,
      );
    const isCrypto = cryptoNetworks(currency).length > 0 && ctx.brand.flags.multiCurrency;
    // The methods the brand's operator left on (server/payments/method-config.ts), with their limits.
    const offered = (await offeredMethods(db, ctx.brand.id, 'deposit'))
      .filter((r) => !input.pay_type || r.method === input.pay_type)
      .filter((r) => (METHOD_FAMILY[r.method] === 'crypto') === isCrypto || !ctx.brand.flags.multiCurrency);
    const pay_channel = offered.map(({ method: m, min, max }) => ({
      key: m,
      min,
      max: max ?? 0,
      name: methodName(m),
      icon: iconOf(m),
      family: METHOD_FAMILY[m],
      networks:
        METHOD_FAMILY[m] === 'crypto' ? (m === 'TRC20' ? ['TRC20'] : [...cryptoNetworks(currency)]) : [],
    }));
    const limits = limitsFor(ctx.brand, currency);
    // The smallest amount any listed method takes (the one method's own when narrowed by pay_type).
    const min = offered.length ? Math.min(...offered.map((r) => r.min)) : limits.min;
    await expireOrders(db, now(), uid);
    const sums = await depositedSums(db, uid, now());
    return {
      currency,
      currency_list,
      pay_channel,
      limits: {
        min,
        daily_max: limits.dailyMax,
        total_max: limits.totalMax,
        daily_left: Math.max(0, limits.dailyMax - sums.today),
        total_left: Math.max(0, limits.totalMax - sums.window),
      },
      quick_amounts: [...DEPOSIT_QUICK_AMOUNTS[ctx.brand.id]],
    };
  });

  registerEndpoint(app, 'payinCreate', async ({ ctx, input }) => {
    const { uid } = requireUser(ctx);
    refuseInPlayMode(ctx);
    await limit(moneyBucket, `u:${uid}`);
    const currency = moneyCurrency(ctx, input.currency_code);
    const row = await createPayin(p, { uid, brand: ctx.brand, currency, input });
    return payinAnswer(row);
  });

  registerEndpoint(app, 'payinStatus', async ({ ctx, input }) => {
    const { uid } = requireUser(ctx);
    return payinAnswer(await readOrder(p, input.order_id, uid, 'payin'));
  });
}

export function registerDepositCheckRoute(app: FastifyInstance, f: FinanceRouteContext): void {
  const { db } = f;

  registerEndpoint(app, 'depositCheck', async ({ ctx }) => {
    const { uid } = requireUser(ctx);
    const [row] = await db
      .select({
        n: sql<string>`count(*)`,
        first: sql<string | null>`min(${payOrders.finishedAt})`,
      })
      .from(payOrders)
      .where(and(eq(payOrders.uid, uid), eq(payOrders.direction, 'payin'), eq(payOrders.state, 'paid')));
    const n = Number(row?.n ?? 0);
    return {
      has_deposit: n > 0 ? 1 : 0,
      deposit_count: n,
      first_deposit_at: row?.first ? new Date(row.first).getTime() : 0,
    };
  });
}
