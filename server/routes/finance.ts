/**
 * Finance (SPEC §7 Finance): balances, deposit info, deposit and withdrawal orders, history, withdraw
 * accounts, deposit codes, appeals, and the sandbox provider's signed callback and control. The money rules
 * live in server/payments; every movement goes through the ledger. Money-moving calls are rate limited per
 * player (token bucket, PAYMENTS_RATE_LIMIT per minute, default 30) and carry the client's idempotency key.
 */
import { DmError } from '../../core/contract/errors';
import type { ProviderCallback } from '../../core/contract/schemas/finance';
import { CURRENCIES } from '../../core/money/currencies';
import { brandCurrencies, resolveWalletCurrency } from '../../core/wallet/currency';
import {
  DEPOSIT_QUICK_AMOUNTS,
  MAX_WITHDRAW_FEE,
  MIN_DEPOSIT,
  WITHDRAW_FEE_BPS,
} from '../../core/wallet/limits';
import {
  BANK_ACCOUNT_TYPES,
  METHOD_FAMILY,
  accountLengths,
  cryptoNetworks,
  depositMethods,
  documentTypes,
  phoneCode,
  taxIdLabel,
  withdrawMethods,
  type PayMethod,
} from '../../core/wallet/methods';
import { walletDisplayBalance } from '../../core/wallet/balance';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../accounts/session-http';
import type { Database } from '../db/database';
import { payOrders } from '../db/schema-payments';
import { registerEndpoint } from '../http/envelope';
import { ApiFailure } from '../http/failure';
import type { RequestContext } from '../http/context';
import { createTokenBucket } from '../http/rate-limit';
import { playerBalance, playerBalances } from '../ledger/ledger';
import {
  checkDepositCode,
  listAppeals,
  listWithdrawAccounts,
  postAppeal,
  saveWithdrawAccount,
  useDepositCode,
} from '../payments/extras';
import {
  SANDBOX_PROVIDER,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  buildSandboxCallback,
  createSandboxProvider,
  verifyCallbackSignature,
} from '../payments/sandbox';
import { loadSandboxSecret } from '../payments/secret';
import {
  applyCallback,
  createPayin,
  createPayout,
  currencySymbol,
  depositedSums,
  expireOrders,
  findOrder,
  history,
  limitsFor,
  payinView,
  payoutView,
  readOrder,
  type PaymentsContext,
} from '../payments/service';

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

/** The `currency` parameter as a code: clients send the code (MXN) or the slug (mex). */
const currencyBySlugOrCode = (value: string): string => {
  const v = value.toLowerCase();
  return (
    Object.values(CURRENCIES).find((c) => c.slug === v || c.code.toLowerCase() === v)?.code ??
    value.toUpperCase()
  );
};

export interface FinanceOptions {
  now: () => number;
  env?: NodeJS.ProcessEnv;
}

export async function registerFinanceRoutes(
  app: FastifyInstance,
  database: Database,
  options: FinanceOptions,
): Promise<void> {
  const { db } = database;
  const { now } = options;
  const env = options.env ?? process.env;
  const secret = await loadSandboxSecret(db, env);
  const sandboxControl = env.SANDBOX_PAYMENTS !== '0';
  /** The page offers the sandbox control only when this server accepts it (SANDBOX_PAYMENTS). */
  const payinAnswer = (row: Parameters<typeof payinView>[0]) =>
    sandboxControl && row.provider === SANDBOX_PROVIDER
      ? { ...payinView(row), sandbox_control: true }
      : payinView(row);
  const p: PaymentsContext = {
    db,
    now,
    providers: new Map([[SANDBOX_PROVIDER, createSandboxProvider(secret)]]),
  };
  const perMinute = Math.max(1, Number(env.PAYMENTS_RATE_LIMIT) || 30);
  const moneyBucket = createTokenBucket({ capacity: perMinute, refillPerSecond: perMinute / 60, now });
  const codeBucket = createTokenBucket({ capacity: 10, refillPerSecond: 10 / 600, now });
  const callbackBucket = createTokenBucket({ capacity: 600, refillPerSecond: 10, now });
  const limit = (bucket: typeof moneyBucket, key: string) => {
    if (!bucket.take(key)) {
      throw new ApiFailure(429, DmError.RateLimited, 'Too many payment requests. Try again in a minute.');
    }
  };

  const walletCurrency = (ctx: RequestContext, requested?: string): string => {
    const currency = resolveWalletCurrency(ctx.brand, requested || ctx.params.currency);
    if (!currency) throw new ApiFailure(400, DmError.CurrencyNotAllowed, 'This currency is not offered here');
    return currency;
  };

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

  registerEndpoint(app, 'depositInfo', async ({ ctx, input }) => {
    const { uid } = requireUser(ctx);
    const currency = walletCurrency(ctx, input.currency_code);
    const type = input.currency_type?.toLowerCase();
    const currency_list = brandCurrencies(ctx.brand)
      .map((c) => ({ currency: c, symbol: currencySymbol(c), networks: [...cryptoNetworks(c)] }))
      .filter((c) =>
        type === 'crypto' ? c.networks.length > 0 : type === 'fiat' ? c.networks.length === 0 : true,
      );
    const isCrypto = cryptoNetworks(currency).length > 0 && ctx.brand.flags.multiCurrency;
    const pay_channel = depositMethods(ctx.brand.id)
      .filter((m) => !input.pay_type || m === input.pay_type)
      .filter((m) => (METHOD_FAMILY[m] === 'crypto') === isCrypto || !ctx.brand.flags.multiCurrency)
      .map((m) => ({
        key: m,
        name: methodName(m),
        icon: iconOf(m),
        family: METHOD_FAMILY[m],
        networks:
          METHOD_FAMILY[m] === 'crypto' ? (m === 'TRC20' ? ['TRC20'] : [...cryptoNetworks(currency)]) : [],
      }));
    const limits = limitsFor(ctx.brand, currency);
    await expireOrders(db, now(), uid);
    const sums = await depositedSums(db, uid, now());
    return {
      currency,
      currency_list,
      pay_channel,
      limits: {
        min: limits.min,
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
    limit(moneyBucket, `u:${uid}`);
    const currency = walletCurrency(ctx, input.currency_code);
    const row = await createPayin(p, { uid, brand: ctx.brand, currency, input });
    return payinAnswer(row);
  });

  registerEndpoint(app, 'payinStatus', async ({ ctx, input }) => {
    const { uid } = requireUser(ctx);
    return payinAnswer(await readOrder(p, input.order_id, uid, 'payin'));
  });

  registerEndpoint(app, 'payoutCreate', async ({ ctx, input }) => {
    const { uid } = requireUser(ctx);
    limit(moneyBucket, `u:${uid}`);
    const currency = walletCurrency(ctx, input.currency_code);
    const row = await createPayout(p, { uid, brand: ctx.brand, currency, input });
    return payoutView(row);
  });

  registerEndpoint(app, 'payoutStatus', async ({ ctx, input }) => {
    const { uid } = requireUser(ctx);
    return payoutView(await readOrder(p, input.order_id, uid, 'payout'));
  });

  registerEndpoint(app, 'payHistory', async ({ ctx, input }) => {
    const { uid } = requireUser(ctx);
    const direction = input.direction === 'payin' || input.direction === 'payout' ? input.direction : null;
    const cursor = input.cursor && /^\d{1,18}$/.test(input.cursor) ? Number(input.cursor) : null;
    await expireOrders(db, now(), uid);
    return history(db, uid, direction, cursor, input.page_size ?? 20);
  });

  registerEndpoint(app, 'accountGet', async ({ ctx }) => {
    const { uid } = requireUser(ctx);
    return { list: await listWithdrawAccounts(db, uid) };
  });

  registerEndpoint(app, 'accountElementsGet', async ({ ctx, input }) => {
    requireUser(ctx);
    const currency = walletCurrency(ctx);
    const methods = withdrawMethods(ctx.brand.id).filter((m) => !input.pay_type || m === input.pay_type);
    return {
      list: methods.map((m) => ({
        method: m,
        family: METHOD_FAMILY[m],
        account_lengths: accountLengths(m).map(([a, b]) => [a, b]),
        tax_id_label: taxIdLabel(m) ?? '',
        phone_code: phoneCode(m, currency) ?? '',
        document_types: m === 'BankTransfer' ? [...documentTypes(currency)] : [],
        bank_account_types: METHOD_FAMILY[m] === 'bank_reference' ? [...BANK_ACCOUNT_TYPES] : [],
      })),
    };
  });

  registerEndpoint(app, 'accountElementsSet', async ({ ctx, input }) => {
    const { uid } = requireUser(ctx);
    limit(moneyBucket, `u:${uid}`);
    return saveWithdrawAccount(p, uid, ctx.brand, walletCurrency(ctx), input);
  });

  registerEndpoint(app, 'payinCodeCheck', async ({ ctx, input }) => {
    const { uid } = requireUser(ctx);
    limit(codeBucket, `u:${uid}`);
    return checkDepositCode(p, uid, ctx.brand, input.code);
  });

  registerEndpoint(app, 'payinCodeUse', async ({ ctx, input }) => {
    const { uid } = requireUser(ctx);
    limit(codeBucket, `u:${uid}`);
    return useDepositCode(p, uid, ctx.brand, input.code, input.idempotency_key);
  });

  registerEndpoint(app, 'appealPost', async ({ ctx, input }) => {
    const { uid } = requireUser(ctx);
    limit(moneyBucket, `u:${uid}`);
    return postAppeal(p, uid, input.order_id, input.content, input.receipt ?? '');
  });

  registerEndpoint(app, 'appealGet', async ({ ctx, input }) => {
    const { uid } = requireUser(ctx);
    return { list: await listAppeals(p, uid, input.order_id) };
  });

  registerEndpoint(app, 'withdrawBalance', async ({ ctx, input }) => {
    const { uid } = requireUser(ctx);
    const currency = walletCurrency(ctx, input.currency_code);
    const balance = await playerBalance(db, uid, currency);
    const [pending] = await db
      .select({ sum: sql<string>`coalesce(sum(${payOrders.amount}), 0)` })
      .from(payOrders)
      .where(
        and(
          eq(payOrders.uid, uid),
          eq(payOrders.direction, 'payout'),
          eq(payOrders.currency, currency),
          inArray(payOrders.state, ['created', 'pending']),
        ),
      );
    return {
      currency,
      withdrawable: balance.cash,
      pending_payout: Number(pending?.sum ?? 0),
      min_amount: MIN_DEPOSIT[ctx.brand.id],
      fee_bps: WITHDRAW_FEE_BPS,
      max_fee: MAX_WITHDRAW_FEE,
      methods: [...withdrawMethods(ctx.brand.id)],
    };
  });

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

  registerEndpoint(app, 'sandboxMark', async ({ ctx, input }) => {
    const { uid } = requireUser(ctx);
    if (!sandboxControl) {
      throw new ApiFailure(403, DmError.SandboxDisabled, 'The sandbox payment control is off on this server');
    }
    limit(moneyBucket, `u:${uid}`);
    const order = await findOrder(db, input.order_id, uid);
    if (!order || order.provider !== SANDBOX_PROVIDER)
      throw new ApiFailure(400, DmError.PayOrderNotFound, 'No such order');
    if (
      order.state === 'paid' ||
      order.state === 'failed' ||
      (order.direction === 'payout' && order.state === 'expired')
    ) {
      throw new ApiFailure(400, DmError.PayOrderFinal, `This order is already ${order.state}`);
    }
    const { body } = buildSandboxCallback(
      secret,
      {
        order_id: order.orderNo,
        direction: order.direction as 'payin' | 'payout',
        status: input.outcome,
        amount: order.amount,
        currency: order.currency,
        provider_ref: order.providerRef ?? '',
      },
      now(),
    );
    return applyCallback(p, { ...body, provider: SANDBOX_PROVIDER });
  });

  // The provider's callback: signed over the raw body, so this scope keeps the body text as received.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string' },
      (request: FastifyRequest, body: string | Buffer, done: (err: Error | null, body?: unknown) => void) => {
        const text = typeof body === 'string' ? body : body.toString('utf8');
        rawBodies.set(request, text);
        try {
          done(null, JSON.parse(text));
        } catch (err) {
          done(err as Error);
        }
      },
    );
    registerEndpoint(scope, 'sandboxCallback', async ({ request, input }) => {
      limit(callbackBucket, `ip:${request.ip}`);
      const header = (name: string) => {
        const v = request.headers[name];
        return Array.isArray(v) ? v[0] : v;
      };
      const check = verifyCallbackSignature(
        secret,
        header(TIMESTAMP_HEADER),
        header(SIGNATURE_HEADER),
        rawBodies.get(request) ?? '',
        now(),
      );
      if (check !== 'ok') {
        throw new ApiFailure(
          401,
          DmError.CallbackRejected,
          check === 'stale' ? 'Callback timestamp outside the tolerance' : 'Callback signature is not valid',
        );
      }
      return applyCallback(p, { ...(input as ProviderCallback), provider: SANDBOX_PROVIDER });
    });
  });
}

const rawBodies = new WeakMap<FastifyRequest, string>();
