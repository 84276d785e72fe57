import { Type, type Static } from '@sinclair/typebox';
import { Code, Minor, Ms, OrderId } from './finance-common';

/**
 * The remaining SPEC §7 Finance calls (issue #23): deposit recommendation, bank lists, the social share of a
 * paid withdrawal, the Transfiya view of a withdrawal and the activity reward history.
 */

/** payin/user/recommend: presets for the deposit page from the player's paid deposits. */
export const PayinRecommendQuerySchema = Type.Object({ currency_code: Type.Optional(Code) });
export type PayinRecommendQuery = Static<typeof PayinRecommendQuerySchema>;
export const PayinRecommendSchema = Type.Object({
  currency: Type.String(),
  /** The method to preselect ('' when the brand offers none in this currency). */
  pay_type: Type.String(),
  /** Up to four amounts, ascending, within the minimum and what is left of the maximums. */
  amounts: Type.Array(Minor),
  /** The amount to prefill (0: none fits). */
  default_amount: Minor,
  /** The last paid deposit (0: none). */
  last_amount: Minor,
  /** How many paid deposits were looked at. */
  based_on: Type.Integer({ minimum: 0 }),
});
export type PayinRecommend = Static<typeof PayinRecommendSchema>;

/** bankcode/get: the banks of the market (a withdraw account's bank_code). */
export const BankCodeQuerySchema = Type.Object({
  /** ISO country; default: the brand's market. */
  country: Type.Optional(Type.String({ minLength: 2, maxLength: 2, pattern: '^[A-Za-z]{2}$' })),
});
export type BankCodeQuery = Static<typeof BankCodeQuerySchema>;
export const BankCodeSchema = Type.Object({ bank_code: Type.String(), bank_name: Type.String() });
export const BankCodeListSchema = Type.Object({ country: Type.String(), list: Type.Array(BankCodeSchema) });
export type BankCodeList = Static<typeof BankCodeListSchema>;

/** Networks a paid withdrawal can be shared on. */
export const SocialChannel = Type.Union([
  Type.Literal('whatsapp'),
  Type.Literal('telegram'),
  Type.Literal('facebook'),
  Type.Literal('x'),
]);
export type SocialChannelName = Static<typeof SocialChannel>;

/** payout/social: the latest paid withdrawal and how to share it (a player's proof that the brand pays). */
export const PayoutSocialSchema = Type.Object({
  /** '' when the player has no paid withdrawal yet. */
  order_id: Type.String(),
  amount: Minor,
  currency: Type.String(),
  paid_at: Ms,
  /** The text shared (the amount and the brand, never the account). */
  share_text: Type.String(),
  /** The brand's page the share points to. */
  share_url: Type.String(),
  channels: Type.Array(
    Type.Object({
      channel: SocialChannel,
      /** The network's share address with the text and link filled in. */
      url: Type.String(),
      /** Already shared there (payout/social_click). */
      clicked: Type.Boolean(),
    }),
  ),
});
export type PayoutSocial = Static<typeof PayoutSocialSchema>;

export const PayoutSocialClickSchema = Type.Object({ order_id: OrderId, channel: SocialChannel });
export type PayoutSocialClick = Static<typeof PayoutSocialClickSchema>;
export const PayoutSocialClickResultSchema = Type.Object({
  /** false when this order was already shared on this network (counted once). */
  recorded: Type.Boolean(),
  clicks: Type.Integer({ minimum: 0 }),
});
export type PayoutSocialClickResult = Static<typeof PayoutSocialClickResultSchema>;

/** payout/order/transfiya: a Transfiya withdrawal as the Transfiya screen shows it. */
export const TransfiyaQuerySchema = Type.Object({ order_id: Type.Optional(OrderId) });
export type TransfiyaQuery = Static<typeof TransfiyaQuerySchema>;
export const TransfiyaOrderSchema = Type.Object({
  order_id: Type.String(),
  pay_status: Type.Integer(),
  state: Type.String(),
  amount: Minor,
  fee: Minor,
  receive_amount: Minor,
  currency: Type.String(),
  /** The Transfiya-registered phone the money goes to, masked ("+57 ••••••4567"). */
  phone_masked: Type.String(),
  /** The receiving bank as saved on the account. */
  bank_name: Type.String(),
  created_at: Ms,
  updated_at: Ms,
});
export type TransfiyaOrder = Static<typeof TransfiyaOrderSchema>;

/** activity/order/history: money the promotions paid the player (bonuses, cashback, rewards, free bets). */
export const ActivityHistoryQuerySchema = Type.Object({
  cursor: Type.Optional(Type.String({ maxLength: 15, pattern: '^[0-9]*$' })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});
export type ActivityHistoryQuery = Static<typeof ActivityHistoryQuerySchema>;
export const ActivityOrderSchema = Type.Object({
  order_id: Type.String(),
  /** The movement's kind (bonus, cashback, task_reward, red_packet, vip_bonus, ...). */
  kind: Type.String(),
  /** Signed minor units: a reward is positive, a forfeit or expiry negative. */
  amount: Type.Integer(),
  currency: Type.String(),
  /** cash | bonus | freebet */
  wallet: Type.String(),
  created_at: Ms,
});
export const ActivityHistorySchema = Type.Object({
  list: Type.Array(ActivityOrderSchema),
  /** '' at the end. */
  cursor: Type.String(),
});
export type ActivityHistory = Static<typeof ActivityHistorySchema>;
