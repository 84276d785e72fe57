/**
 * The remaining SPEC §7 Users calls (issue #23):
 * - sms/code/send and check: phone numbers checked against SPEC §5's country codes (core/phone), codes
 *   (accounts/sms-codes.ts) delivered through the SMS outbox (accounts/sms.ts: Twilio, or the development
 *   sandbox shown on /dev/outbox), rate limited with the e-mail codes' buckets (per brand and number);
 *   without a gateway in production they answer 2005 as before;
 * - user/fb/user/create and profile/get: the sportsbook profile (odds format, accept-odds, bet counts);
 * - getUserAtom: the session's few key facts, refusing a uid/sid that is not the session's;
 * - getUserRegisterMethod: the sign-up ways this brand and server offer.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { BetOrderStatus, SettleResult } from '../../core/contract/schemas/bets';
import { DmError } from '../../core/contract/errors';
import type { FbProfile } from '../../core/contract/schemas/users-more';
import { parsePhone, phoneCountryOf, type PhoneProblem } from '../../core/phone/phone';
import { CODE_TTL_MS } from '../accounts/codes';
import type { AccountServices } from '../accounts/services';
import { requireUser } from '../accounts/session-http';
import { useSmsCode, issueSmsCode } from '../accounts/sms-codes';
import type { SmsOutbox } from '../accounts/sms';
import { users } from '../db/schema-accounts';
import { betOrders } from '../db/schema-bets';
import { payOrders } from '../db/schema-payments';
import { sportsbookProfiles } from '../db/schema-spec-calls';
import type { RequestContext } from '../http/context';
import { registerEndpoint } from '../http/envelope';
import { ApiFailure } from '../http/failure';
import { SMS_UNAVAILABLE_MESSAGE } from './account-codes';

const PHONE_MESSAGES: Record<PhoneProblem, string> = {
  empty: 'Enter your phone number.',
  not_digits: 'A phone number has only digits.',
  unknown_country: 'Phone numbers of this country are not supported.',
  length: 'This phone number has the wrong number of digits.',
};

export function registerAccountMoreRoutes(app: FastifyInstance, s: AccountServices, sms: SmsOutbox): void {
  const { db, now } = s;

  /** The number in E.164 digits, or 400/6770 naming what is wrong; 2005 where SMS is not offered. */
  const phoneOf = (ctx: RequestContext, phone: string, areaCode?: string) => {
    if (!sms.available || !phoneCountryOf(ctx.brand.country)) {
      throw new ApiFailure(400, DmError.SmsUnavailable, SMS_UNAVAILABLE_MESSAGE);
    }
    const parsed = parsePhone(phone, areaCode, ctx.brand.country);
    if (!parsed.ok) throw new ApiFailure(400, DmError.PhoneInvalid, PHONE_MESSAGES[parsed.problem]);
    return parsed.e164;
  };

  registerEndpoint(app, 'smsCodeSend', async ({ ctx, input }) => {
    const phone = phoneOf(ctx, input.phone, input.area_code);
    // The e-mail code buckets (1/min, 5/h), keyed apart: an SMS costs money, a number is not an e-mail.
    const key = `sms:${ctx.brand.id}:${phone}`;
    await s.limiter.take(
      ['codeSendPerEmailMinute', key],
      ['codeSendPerEmailHour', key],
      ['registerPerIp', `sms:${ctx.ip}`],
    );
    const code = await issueSmsCode(db, ctx.brand.id, phone, now());
    await sms.enqueue(db, {
      brandId: ctx.brand.id,
      to: phone,
      text: `${ctx.brand.name}: your code is ${code}. It expires in ${CODE_TTL_MS / 60_000} minutes. Never share it.`,
    });
    return {};
  });

  registerEndpoint(app, 'smsCodeCheck', async ({ ctx, input }) => {
    const phone = phoneOf(ctx, input.phone, input.area_code);
    await s.limiter.take(['codeCheckPerEmail', `sms:${ctx.brand.id}:${phone}`]);
    await useSmsCode(db, ctx.brand.id, phone, input.code, now());
    return { valid: true };
  });

  const profileOf = async (ctx: RequestContext): Promise<FbProfile> => {
    const { uid } = requireUser(ctx);
    const [user] = await db.select({ nick: users.nick }).from(users).where(eq(users.id, uid));
    const [row] = await db.select().from(sportsbookProfiles).where(eq(sportsbookProfiles.uid, uid));
    const [bets] = await db
      .select({
        total: count(),
        open: sql<string>`count(*) filter (where ${betOrders.result} = 0 and ${betOrders.status} in (${BetOrderStatus.Confirming}, ${BetOrderStatus.Success}))`,
        won: sql<string>`count(*) filter (where ${betOrders.result} in (${SettleResult.Win}, ${SettleResult.WinHalf}))`,
      })
      .from(betOrders)
      .where(eq(betOrders.uid, uid));
    return {
      created: row !== undefined,
      uid,
      nick: user?.nick ?? '',
      currency: ctx.brand.currency,
      odds_format: (row?.oddsFormat ?? 'decimal') as FbProfile['odds_format'],
      accept_odds: (row?.acceptOdds ?? 'ask') as FbProfile['accept_odds'],
      bets_total: Number(bets?.total ?? 0),
      bets_open: Number(bets?.open ?? 0),
      bets_won: Number(bets?.won ?? 0),
      created_at: row ? row.createdAt.getTime() : 0,
    };
  };

  registerEndpoint(app, 'fbUserCreate', async ({ ctx, input }) => {
    const { uid } = requireUser(ctx);
    const at = new Date(now());
    const set = {
      ...(input.odds_format ? { oddsFormat: input.odds_format } : {}),
      ...(input.accept_odds ? { acceptOdds: input.accept_odds } : {}),
    };
    // Creating twice is harmless: the second call only changes what it names.
    await db
      .insert(sportsbookProfiles)
      .values({
        uid,
        brandId: ctx.brand.id,
        oddsFormat: input.odds_format ?? 'decimal',
        acceptOdds: input.accept_odds ?? 'ask',
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoUpdate({ target: sportsbookProfiles.uid, set: { ...set, updatedAt: at } });
    return profileOf(ctx);
  });

  registerEndpoint(app, 'fbUserProfile', async ({ ctx }) => profileOf(ctx));

  registerEndpoint(app, 'getUserAtom', async ({ ctx }) => {
    const session = requireUser(ctx);
    const uid = ctx.params.uid;
    const sid = ctx.params.sid;
    // uid and sid never authenticate (the cookie does); a mismatch is a tab still showing another account.
    if ((uid && uid !== String(session.uid)) || (sid && sid !== session.publicId)) {
      throw new ApiFailure(400, DmError.UserAtomMismatch, 'This page belongs to another login. Reload it.');
    }
    const [user] = await db.select().from(users).where(eq(users.id, session.uid));
    if (!user)
      throw new ApiFailure(400, DmError.UserAtomMismatch, 'This page belongs to another login. Reload it.');
    const [paid] = await db
      .select({ n: count() })
      .from(payOrders)
      .where(
        and(eq(payOrders.uid, session.uid), eq(payOrders.direction, 'payin'), eq(payOrders.state, 'paid')),
      );
    return {
      uid: session.uid,
      sid: session.publicId,
      nick: user.nick,
      visitor: user.visitor ? 1 : 0,
      deposited: Number(paid?.n ?? 0) > 0 ? 1 : 0,
      currency: ctx.brand.currency,
      email_verified: user.emailVerifiedAt ? 1 : 0,
      registered_at: user.createdAt.getTime(),
    };
  });

  registerEndpoint(app, 'getUserRegisterMethod', async ({ ctx }) => {
    const smsOn = sms.available && phoneCountryOf(ctx.brand.country) !== undefined;
    const list: ('email' | 'email_code' | 'phone' | 'google' | 'telegram' | 'guest')[] = [
      'email',
      'email_code',
    ];
    if (smsOn) list.push('phone');
    if (s.config.googleClientId && !ctx.brand.flags.hideGoogleLogin) list.push('google');
    if (s.config.telegramBotToken) list.push('telegram');
    list.push('guest');
    return { list, phone_code: smsOn ? phoneCountryOf(ctx.brand.country)!.code : '' };
  });
}
