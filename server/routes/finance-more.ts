/**
 * The remaining SPEC §7 Finance calls (issue #23): payin/user/recommend (core/wallet/recommend.ts over the
 * player's paid deposits), bankcode/get (bank_codes, seeded per market), payout/social and social_click (the
 * share of a paid withdrawal), payout/order/transfiya (a Transfiya withdrawal: created by
 * payout/order/create like every withdrawal, reserved in the ledger; this is its Transfiya view) and
 * activity/order/history (the promotions' payments, from the ledger).
 */
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DmError } from '../../core/contract/errors';
import { formatMoney } from '../../core/money/format';
import { DEPOSIT_QUICK_AMOUNTS } from '../../core/wallet/limits';
import { METHOD_FAMILY, cryptoNetworks } from '../../core/wallet/methods';
import { offeredMethods } from '../payments/method-config';
import { recommendDeposit } from '../../core/wallet/recommend';
import { requireUser } from '../accounts/session-http';
import { answerLocale } from '../content/lang';
import { payOrders, withdrawAccounts } from '../db/schema-payments';
import { bankCodes as bankCodesTable, payoutSocialClicks } from '../db/schema-spec-calls';
import { isUniqueViolation } from '../db/errors';
import { registerEndpoint } from '../http/envelope';
import { ApiFailure } from '../http/failure';
import { depositedSums, limitsFor } from '../payments/deposit-rules';
import { maskPhone, parsePhone } from '../../core/phone/phone';
import { playerEntries } from '../spec-calls/activity-history';
import { SOCIAL_CHANNELS, shareText, shareUrl } from '../spec-calls/social-share';
import type { FinanceRouteContext } from './finance';

const DEFAULT_PAGE = 20;
const ms = (d: Date | null | undefined) => (d ? d.getTime() : 0);

export function registerFinanceMoreRoutes(app: FastifyInstance, f: FinanceRouteContext): void {
  const { db, now, limit, moneyBucket } = f;

  registerEndpoint(app, 'payinRecommend', async ({ ctx, input }) => {
    const { uid } = requireUser(ctx);
    const currency = f.moneyCurrency(ctx, input.currency_code);
    // The methods deposit info offers in this currency (routes/finance-deposit.ts), in the same order.
    const isCrypto = cryptoNetworks(currency).length > 0 && ctx.brand.flags.multiCurrency;
    const offered = (await offeredMethods(db, ctx.brand.id, 'deposit'))
      .map((r) => r.method)
      .filter((m) => (METHOD_FAMILY[m] === 'crypto') === isCrypto || !ctx.brand.flags.multiCurrency);
    const history = await db
      .select({ method: payOrders.method, amount: payOrders.amount, at: payOrders.createdAt })
      .from(payOrders)
      .where(
        and(
          eq(payOrders.uid, uid),
          eq(payOrders.direction, 'payin'),
          eq(payOrders.state, 'paid'),
          eq(payOrders.currency, currency),
        ),
      )
      .orderBy(desc(payOrders.id))
      .limit(20);
    const limits = limitsFor(ctx.brand, currency);
    const sums = await depositedSums(db, uid, now());
    const r = recommendDeposit({
      history: history.map((h) => ({ method: h.method, amount: h.amount, at: h.at.getTime() })),
      offered,
      quickAmounts: DEPOSIT_QUICK_AMOUNTS[ctx.brand.id] ?? [],
      min: limits.min,
      maxLeft: Math.max(0, Math.min(limits.dailyMax - sums.today, limits.totalMax - sums.window)),
    });
    return {
      currency,
      pay_type: r.method ?? '',
      amounts: r.amounts,
      default_amount: r.default_amount ?? 0,
      last_amount: r.last_amount ?? 0,
      based_on: r.based_on,
    };
  });

  registerEndpoint(app, 'bankCodes', async ({ ctx, input }) => {
    const country = (input.country ?? ctx.brand.country).toUpperCase();
    const rows = country
      ? await db
          .select({ code: bankCodesTable.code, name: bankCodesTable.name })
          .from(bankCodesTable)
          .where(eq(bankCodesTable.country, country))
          .orderBy(asc(bankCodesTable.sort), asc(bankCodesTable.name))
      : [];
    return { country, list: rows.map((r) => ({ bank_code: r.code, bank_name: r.name })) };
  });

  registerEndpoint(app, 'payoutSocial', async ({ ctx }) => {
    const { uid } = requireUser(ctx);
    const [order] = await db
      .select()
      .from(payOrders)
      .where(and(eq(payOrders.uid, uid), eq(payOrders.direction, 'payout'), eq(payOrders.state, 'paid')))
      .orderBy(desc(payOrders.id))
      .limit(1);
    const link = `https://${ctx.brand.officialDomain}/`;
    if (!order) {
      return {
        order_id: '',
        amount: 0,
        currency: '',
        paid_at: 0,
        share_text: '',
        share_url: link,
        channels: [],
      };
    }
    const locale = answerLocale(ctx.params, ctx.brand, ctx.brand.defaultLang);
    const received = order.amount - order.fee;
    const text = shareText(
      locale,
      formatMoney(received, order.currency, { locale, abbreviate: false }),
      ctx.brand.name,
    );
    const clicked = await db
      .select({ channel: payoutSocialClicks.channel })
      .from(payoutSocialClicks)
      .where(and(eq(payoutSocialClicks.uid, uid), eq(payoutSocialClicks.orderNo, order.orderNo)));
    const done = new Set(clicked.map((c) => c.channel));
    return {
      order_id: order.orderNo,
      amount: received,
      currency: order.currency,
      paid_at: ms(order.finishedAt ?? order.updatedAt),
      share_text: text,
      share_url: link,
      channels: SOCIAL_CHANNELS.map((channel) => ({
        channel,
        url: shareUrl(channel, text, link),
        clicked: done.has(channel),
      })),
    };
  });

  registerEndpoint(app, 'payoutSocialClick', async ({ ctx, input }) => {
    const { uid } = requireUser(ctx);
    limit(moneyBucket, `u:${uid}`);
    const [order] = await db
      .select({ orderNo: payOrders.orderNo })
      .from(payOrders)
      .where(
        and(
          eq(payOrders.uid, uid),
          eq(payOrders.orderNo, input.order_id),
          eq(payOrders.direction, 'payout'),
          eq(payOrders.state, 'paid'),
        ),
      );
    if (!order) throw new ApiFailure(400, DmError.SocialOrderMissing, 'No such paid withdrawal');
    let recorded = true;
    try {
      await db
        .insert(payoutSocialClicks)
        .values({ uid, orderNo: order.orderNo, channel: input.channel, createdAt: new Date(now()) });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      recorded = false;
    }
    const [row] = await db
      .select({ n: count() })
      .from(payoutSocialClicks)
      .where(and(eq(payoutSocialClicks.uid, uid), eq(payoutSocialClicks.orderNo, order.orderNo)));
    return { recorded, clicks: Number(row?.n ?? 0) };
  });

  registerEndpoint(app, 'payoutTransfiya', async ({ ctx, input }) => {
    const { uid } = requireUser(ctx);
    const [order] = await db
      .select()
      .from(payOrders)
      .where(
        and(
          eq(payOrders.uid, uid),
          eq(payOrders.direction, 'payout'),
          eq(payOrders.method, 'Transfiya'),
          input.order_id ? eq(payOrders.orderNo, input.order_id) : undefined,
        ),
      )
      .orderBy(desc(payOrders.id))
      .limit(1);
    if (!order) throw new ApiFailure(400, DmError.TransfiyaOrderMissing, 'No Transfiya withdrawal found');
    const [account] = order.accountId
      ? await db.select().from(withdrawAccounts).where(eq(withdrawAccounts.id, order.accountId))
      : [];
    // Transfiya pays to the phone number registered with the player's bank; the account keeps it in
    // `phone` (or, for older accounts, as the account number).
    const phone = parsePhone(account?.phone || account?.accountNo || '', '57');
    const [bank] = account?.bankCode
      ? await db
          .select({ name: bankCodesTable.name })
          .from(bankCodesTable)
          .where(and(eq(bankCodesTable.country, 'CO'), eq(bankCodesTable.code, account.bankCode)))
      : [];
    return {
      order_id: order.orderNo,
      pay_status: order.payStatus,
      state: order.state,
      amount: order.amount,
      fee: order.fee,
      receive_amount: order.amount - order.fee,
      currency: order.currency,
      phone_masked: phone.ok ? maskPhone(phone.e164) : (order.accountMasked ?? ''),
      bank_name: bank?.name ?? account?.bankCode ?? '',
      created_at: ms(order.createdAt),
      updated_at: ms(order.updatedAt),
    };
  });

  registerEndpoint(app, 'activityOrderHistory', async ({ ctx, input }) => {
    const { uid } = requireUser(ctx);
    const page = await playerEntries(db, uid, 'activity', input.cursor, input.page_size ?? DEFAULT_PAGE);
    return {
      cursor: page.cursor,
      list: page.rows.map((r) => ({
        order_id: r.ref ?? String(r.id),
        kind: r.kind,
        amount: r.amount,
        currency: r.currency,
        wallet: r.wallet,
        created_at: r.createdAt.getTime(),
      })),
    };
  });
}
