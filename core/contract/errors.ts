import { BONUS_MAX_STAKE_EXCEEDED, INSUFFICIENT_BALANCE } from './shell-errors';

/**
 * Business error codes carried in `dm_error`. 604 and 403 are also HTTP statuses (SPEC §8): the client
 * reacts to the HTTP status, the code is there so a log line or report says the same thing.
 * Codes are stable: an operator's back end may send them too, never renumber.
 */
export const DmError = {
  Ok: 0,
  /** A parameter is missing, of the wrong type or out of range. */
  BadRequest: 1001,
  /** The app key (header, domain or parameter) names no brand we serve. */
  UnknownBrand: 1002,
  /** The request body is larger than the server accepts. */
  PayloadTooLarge: 1003,
  /** No such API path. */
  NotFound: 1004,
  /** The path exists but not for this HTTP method. */
  MethodNotAllowed: 1005,
  /** Too many requests from this client or account; try later. */
  RateLimited: 1006,
  /** A state-changing request came from an origin that is not ours (CSRF guard). */
  ForbiddenOrigin: 1007,
  /** The body is not valid JSON or not the declared content type. */
  MalformedBody: 1008,
  /** The server failed; nothing was changed. */
  Internal: 1500,
  /** Area restricted: the player's country may not use this brand. */
  AreaForbidden: 403,
  /** Session expired or missing where one is required. */
  SessionExpired: 604,
  /** Wrong e-mail or password: one code and one message, whether or not the e-mail exists. */
  LoginFailed: 2001,
  /** Registration or bind with an e-mail that already has an account. */
  EmailTaken: 2002,
  /** The e-mail address is not a valid address. */
  InvalidEmail: 2003,
  /** The password is shorter than 8 or longer than 128 characters. */
  InvalidPassword: 2004,
  /** SMS codes are not offered in this market (no SMS provider configured). */
  SmsUnavailable: 2005,
  /** Telegram login is not configured on this server (no bot token). */
  TelegramUnavailable: 2006,
  /** Telegram init data is forged, too old or already used. */
  TelegramInvalid: 2007,
  /** The third-party provider is unknown or not configured here. */
  ThirdPartyUnavailable: 2008,
  /** The third-party credential (ID token) is forged, expired or for another app. */
  ThirdPartyInvalid: 2009,
  /** The identity is already bound to another account, or this account already has one for the provider. */
  BindConflict: 2010,
  /** The bind request id is unknown, expired, used, or for another identity. */
  BindRequestInvalid: 2011,
  /** The account is scheduled for deletion and cannot log in. */
  AccountClosed: 2012,
  /** visitor/bind on an account that is not a tourist. */
  NotTourist: 2013,
  /** The device id (smid parameter) is missing: tourist login needs it. */
  DeviceIdRequired: 2014,
  /** Third-party login with action 'login' for an identity no account has (use login_and_signup). */
  ThirdPartyNotLinked: 2015,
  /**
   * The player's balance is not enough for the movement (bet, withdrawal, game round); nothing changed.
   * Ranges by area: 3001-3199 wallet, 4000-4199 bets, 5000-5099 casino, 5100-5199 in-house games.
   */
  InsufficientBalance: INSUFFICIENT_BALANCE,
  /** Deposit below the brand's minimum (SPEC §9). */
  DepositBelowMinimum: 3002,
  /** Deposit over the daily maximum of the market or currency (SPEC §9). */
  DepositAboveDailyMax: 3003,
  /** Deposit over the total maximum (rolling 30 days) of the market (SPEC §9). */
  DepositAboveTotalMax: 3004,
  /** The payment method (or crypto network) is not offered for this brand and currency. */
  PayMethodUnavailable: 3005,
  /** The `currency` parameter names a currency this brand does not allow. */
  CurrencyNotAllowed: 3006,
  /** No such payment order for this player. */
  PayOrderNotFound: 3007,
  /** The order is already final (paid, failed or expired): it cannot change any more. */
  PayOrderFinal: 3008,
  /** A withdraw account field breaks the SPEC §5 rules (length, tax id, document, type); error_msg says which. */
  WithdrawAccountInvalid: 3009,
  /** No saved withdraw account with that id / for that method. */
  WithdrawAccountMissing: 3010,
  /** Withdrawal below the minimum, or not a positive amount. */
  WithdrawBelowMinimum: 3011,
  /** The provider callback's signature is wrong or its timestamp is outside the tolerance. */
  CallbackRejected: 3012,
  /** Deposit code unknown, expired or not for this brand. */
  DepositCodeInvalid: 3013,
  /** Deposit code already used (by this player, or its uses are exhausted). */
  DepositCodeUsed: 3014,
  /** The idempotency key was already used for a different request. */
  IdempotencyConflict: 3015,
  /** An appeal needs a deposit order that is not paid, and only one open appeal per order. */
  AppealNotAllowed: 3016,
  /** The sandbox control is switched off on this server (SANDBOX_PAYMENTS=0). */
  SandboxDisabled: 3017,
  /** Bets (4000-4199): the market is suspended or closed, or the match is over; nothing was placed. */
  BetMarketClosed: 4001,
  /** The odds changed and the player's accept-odds setting refuses the new price; re-quote and confirm. */
  BetOddsChanged: 4002,
  /** Stake below the currency's minimum (SPEC §9; per line for a system bet). */
  BetStakeTooLow: 4003,
  /** Stake above maxSingleBet / maxBetMulti. */
  BetStakeTooHigh: 4004,
  /** No such match, market or option. */
  BetSelectionUnknown: 4005,
  /** The option is locked (negative odds) and cannot be bet (SPEC §5). */
  BetOptionLocked: 4006,
  /** A combo or system bet with two legs on the same match, or the same selection twice. */
  BetSameMatch: 4007,
  /** The system size k is not between 2 and n-1 for n selections. */
  BetSystemInvalid: 4008,
  /** This idempotency key was already used for a different bet. */
  BetKeyConflict: 4009,
  /** No such order for this player. */
  BetNotFound: 4010,
  /** Cash-out is not offered for this bet now (settled, cashed out, free bet, suspended market). */
  CashOutUnavailable: 4011,
  /** The cash-out price moved beyond the tolerance: ask for the new price. */
  CashOutPriceChanged: 4012,
  /** The free bet is unknown, used, expired, in another currency, or the odds are below its minimum. */
  FreeBetUnavailable: 4013,
  /**
   * The code can no longer be used: 5 wrong tries on it. Message key codeLoginErrorNew; the player must ask
   * for a new code.
   */
  CodeLoginErrorNew: 100010,
  /** The code is wrong, expired or already used (message key codeLoginError). Any code purpose. */
  CodeLoginError: 100011,
  /** Casino (5000-5099): no such game (platform + id), or it is switched off. */
  GameNotFound: 5000,
  /** The game's provider cannot be reached or refuses the launch just now; try later. */
  GameProviderUnavailable: 5001,
  /** A seamless-wallet call from a provider is not signed with its key, or its token is unknown or expired. */
  GameWalletAuth: 5002,
  /** A rollback names a transaction we never debited, or one whose round is already settled. */
  GameWalletRollbackRefused: 5003,
  /** A credit or rollback for a round that was already closed by the other one. */
  GameWalletRoundClosed: 5004,
  /** The same transaction id was sent again with a different amount, round or player. */
  GameWalletTxConflict: 5005,
  /** In-house games (5100-5199): the bet is malformed (target, numbers, amount not a multiple of the lines). */
  InhouseBadBet: 5100,
  /** No such round of this player. */
  InhouseRoundNotFound: 5101,
  /** Crash: bets are taken only while the round is in its betting phase. */
  CrashNotBetting: 5102,
  /** Crash: the cash-out came at or after the crash (or the bet is already settled). */
  CrashBusted: 5103,
  /** Crash: one bet per player per round. */
  CrashAlreadyBet: 5104,
  /** Crash: the game is not running (not started yet, or the table is closed). */
  CrashNotRunning: 5105,
  /** Messages, push and help (6400-6499): no such message for this player. */
  MessageNotFound: 6401,
  /** A push token is malformed, or a Web Push endpoint is not a known push service. */
  PushTokenInvalid: 6402,
  /** That push channel (FCM) is not configured on this server. */
  PushUnavailable: 6403,
  /** No such help article, news item or content page in this brand. */
  ContentNotFound: 6404,
  /** The feedback image is too big, not an image, or not of the type it claims. */
  FeedbackImageInvalid: 6405,
  /** Promotions (6500-6549): no such bonus of this player. */
  BonusNotFound: 6501,
  /** The bonus has expired (forfeited) or its campaign has ended. */
  BonusExpired: 6502,
  /** The bonus was already unlocked into cash. */
  BonusAlreadyUnlocked: 6503,
  /** The bonus's wagering is not done yet. */
  BonusWageringIncomplete: 6504,
  /** Another bonus is unlocking: confirm with `replace` to switch. */
  BonusUnlockBusy: 6505,
  /** No such redeem code in this brand. */
  RedeemCodeUnknown: 6506,
  /** The redeem code has expired. */
  RedeemCodeExpired: 6507,
  /** The player already used this code, or its uses are exhausted. */
  RedeemCodeUsed: 6508,
  /** The player may not take this offer (market rules, a guest account, already has it). */
  BonusNotEligible: 6509,
  /** No such booster or draw for this player. */
  BoosterUnavailable: 6510,
  /** No such campaign in this brand (or the market does not offer it). */
  ActivityNotFound: 6511,
  /** The campaign has not started yet, or has ended. */
  ActivityNotRunning: 6512,
  /** Nothing to claim from this campaign now (nothing reached, or already claimed for this period). */
  ActivityNothingToClaim: 6513,
  /** A withdrawal while a bonus is active forfeits it: confirm with `forfeit_bonus` to go on. */
  WithdrawForfeitsBonus: 6514,
  /** Boosters and bonus stakes (issue #16, 6840-6859). The booster card was used before. */
  BoosterUsed: 6840,
  /** The booster card has expired. */
  BoosterExpired: 6841,
  /** No active bonus of this player to use the booster on (or not the named one). */
  BoosterNoBonus: 6842,
  /** The stake is over the maximum stake of the bonus that is unlocking. */
  BonusMaxStakeExceeded: BONUS_MAX_STAKE_EXCEEDED,
  /** No such free-rounds grant of this player. */
  FreeRoundsNotFound: 6515,
  /** Every free spin of this grant is used. */
  FreeRoundsUsedUp: 6516,
  /** This free-rounds grant has expired. */
  FreeRoundsExpired: 6517,
  /** Loyalty (6600-6649): the reward is not earned (yet), or not one of this player's. */
  RewardNotEarned: 6601,
  /** The reward was already received (a reward is paid once). */
  RewardTaken: 6602,
  /** No VIP spin left to use (spins come with VIP levels). */
  NoSpinLeft: 6603,
  /** No red-packet rain is running (or its budget is spent). */
  RainClosed: 6604,
  /** The player opened every packet allowed in this rain. */
  RainLimit: 6605,
  /** Invite programme (6650-6699): no player has this invite code in this brand. */
  InviteCodeUnknown: 6651,
  /** A player cannot use their own invite code (or the code of a player they invited). */
  InviteSelf: 6652,
  /** The player is already bound to an inviter (first touch wins, never rebinds). */
  InviteAlreadyBound: 6653,
  /** A code can be entered only within a week of registering. */
  InviteBindClosed: 6654,
  /**
   * Responsible gaming (6700-6749): a deposit, loss or wager limit would be passed; error_msg names the
   * limit, what is left and when it resets.
   */
  RgLimitReached: 6701,
  /** The player's session-time limit is reached: no more play until they log in again. */
  RgSessionLimit: 6702,
  /** The player is in a time out, self-excluded or closing the account: no bets, games or deposits. */
  RgExcluded: 6703,
  /** A limit, interval or exclusion length outside its bounds, or an unknown limit. */
  RgInvalidChange: 6704,
  /** No pending change of that limit, or its 24 hours have not passed yet. */
  RgNotConfirmable: 6705,
  /** The brand runs in play-money mode: no deposits or withdrawals. */
  RgPlayMoney: 6706,
  /** The market's licence does not allow this payment method. */
  RgMethodNotAllowed: 6707,
  /** The CPF's format or check digits are wrong. */
  RgCpfInvalid: 6708,
  /** Play-money mode: today's free chips are already taken; error_msg names when the next top-up opens. */
  PlayTopupClaimed: 6709,
  /** Play-money mode: prizes and bonuses with cash value are not offered (chips have no cash value). */
  PlayNoPrizes: 6710,
  /** The free chips are asked for on a brand that plays with real money. */
  PlayNotPlayMode: 6711,
  /** Registration (6725-6749, identity): the terms and conditions were not accepted. */
  RgTermsRequired: 6725,
  /** Registration: the player did not confirm being of the market's minimum age. */
  RgAgeRequired: 6726,
  /** Registration: the market needs a date of birth and none (or no real date) was given. */
  RgBirthDateRequired: 6727,
  /** The player is under the market's minimum age (by the date given or the identity provider's record). */
  RgUnderAge: 6728,
  /** Registration: the market needs a CPF and none was given. */
  RgCpfRequired: 6729,
  /** The identity provider has no person with this CPF (or its record does not match the date of birth). */
  RgCpfNotFound: 6730,
  /** This CPF already has an account on the brand. */
  RgCpfTaken: 6731,
  /** The identity provider cannot be reached; nothing was created, the player may retry. */
  RgIdentityUnavailable: 6732,
  /** The market needs a verified identity before this withdrawal (or above the deposit threshold). */
  RgVerificationRequired: 6733,
  /** A document upload of a wrong type, empty, or too large. */
  RgDocumentInvalid: 6734,
  /**
   * Bet builder (6800-6819, core/bets/builder.ts): the combination cannot be priced; error_msg says why
   * (too few or too many legs, a market that can push, contradictory or redundant legs, price bounds).
   */
  BuilderRefused: 6800,
  /** The builder's legs are not all on one match, or the match is not offered for a builder. */
  BuilderMatch: 6801,
  /** The builder's price moved past the player's accept-odds setting since it was quoted. */
  BuilderPriceChanged: 6802,
  /** Agent programme (6655-6698): the caller is not an agent. */
  AgentNotAgent: 6655,
  /** A transfer amount below the minimum or above the maximum of one transfer. */
  AgentTransferAmount: 6656,
  /** The transfer would pass the agent's daily transfer limit. */
  AgentTransferDailyLimit: 6657,
  /** The transfer is more than the agent balance. */
  AgentTransferBalance: 6658,
  /** The receiving player is not in the agent's downline. */
  AgentTransferNotDownline: 6659,
  /** The request id was used before for another transfer. */
  AgentTransferKeyReused: 6660,
  /** The code is not an agent's code. */
  AgentCodeNotAgent: 6661,
  /** pdd: no such campaign of this player. */
  PddNotFound: 6662,
  /** pdd: the target is not reached yet. */
  PddNotFull: 6663,
  /** pdd: the campaign's window has ended. */
  PddExpired: 6664,
  /** pdd: this campaign was already withdrawn. */
  PddWithdrawn: 6665,
  /** pdd: the brand's pdd budget is spent. */
  PddBudget: 6666,
  /** Issue #23 SPEC calls (6770-6789): the phone number is not a valid number of a SPEC §5 country. */
  PhoneInvalid: 6770,
  /** idea/add: the day's ideas are used up (5 per player per UTC day). */
  IdeaDailyLimit: 6772,
  /** idea/add: the game named is not in the catalogue. */
  IdeaGameUnknown: 6773,
  /** payout/order/transfiya: no Transfiya withdrawal of this player (with this id). */
  TransfiyaOrderMissing: 6774,
  /** payout/social_click: the order is not a paid withdrawal of this player. */
  SocialOrderMissing: 6775,
  /** getUserAtom: the uid or sid sent is not the session's (a tab of another account). */
  UserAtomMismatch: 6776,
  /** Support chat (issue #24, 6880-6889, server/support): the socket's Origin is not this site's. */
  ChatOriginRefused: 6880,
  /** Support chat: too many messages; wait a moment. */
  ChatRateLimited: 6881,
  /** Support chat: the message is not valid JSON of a known type, empty, or too long. */
  ChatMessageInvalid: 6882,
} as const;

export type DmErrorCode = (typeof DmError)[keyof typeof DmError];

/**
 * The operator console's codes (issue #24, 7000-7099). Their own object, not DmError's: DmError is in the
 * player's first-route bundle whole, and these are read by the server and the console's own build only.
 */
export const OpsDmError = {
  /** Not signed in to the console, or the session went idle. */
  OpsUnauthenticated: 7000,
  /** A player's account was locked by an operator: no new session. */
  AccountLocked: 7001,
  /** Wrong e-mail or password of an operator. */
  OpsBadCredentials: 7002,
  /** Wrong, expired or replayed TOTP code. */
  OpsBadCode: 7003,
  /** Too many login or code attempts; wait and try again. */
  OpsRateLimited: 7004,
  /** The operator's role lacks the permission, or the brand is outside the operator's scope. */
  OpsForbidden: 7005,
  /** No such player (in the operator's brands). */
  OpsPlayerNotFound: 7006,
  /** No such pending withdrawal. */
  OpsWithdrawalNotFound: 7007,
  /** The withdrawal is no longer pending (paid, failed or expired). */
  OpsWithdrawalSettled: 7008,
  /** No such pending adjustment. */
  OpsAdjustmentNotFound: 7009,
  /** A second admin must approve: the requester cannot approve their own adjustment. */
  OpsSelfApproval: 7010,
  /** The second factor is still to be entered. */
  OpsTotpRequired: 7011,
  /** Support chat (7040-7059): no such conversation in the operator's brands. */
  OpsChatNotFound: 7040,
  /** Support chat: another operator took the conversation. */
  OpsChatTaken: 7041,
  /** Support chat: the conversation is closed. */
  OpsChatClosed: 7042,
  /** Support chat: the message is not valid JSON of a known type, empty, or too long. */
  OpsChatInvalid: 7043,
  /** Support chat: the socket's Origin is not this site's. */
  OpsChatOriginRefused: 7044,
  /** Support chat: too many messages; wait a moment. */
  OpsChatRateLimited: 7045,
  /** Support canned answers (7050-7059): no such canned answer (in the operator's brands). */
  OpsCannedNotFound: 7050,
  /** A canned answer that cannot be saved: an empty or too long title or text, an unknown language or brand. */
  OpsCannedInvalid: 7051,
  /** No such match (trading). */
  OpsMatchNotFound: 7020,
  /** No such market (trading). */
  OpsMarketNotFound: 7021,
  /** The correction cannot be applied (a score on a match that has not ended, a closed market suspended). */
  OpsCorrectionRefused: 7022,
  /** A report range that is empty, reversed or longer than allowed. */
  OpsBadRange: 7023,
  /** No such campaign (in the operator's brands). */
  OpsCampaignNotFound: 7060,
  /** No such operator message (in the operator's brands). */
  OpsMessageNotFound: 7061,
  /** Dates or numbers that cannot be saved (an end before the start, a negative cap...). */
  OpsInvalidEdit: 7062,
  /** No such game in the catalogue. */
  OpsGameNotFound: 7063,
  /** Configuration (7070-7089): a setting that cannot be saved (min above max, below the market's floor). */
  OpsConfigInvalid: 7070,
  /** Configuration: no such payment method for the brand and direction. */
  OpsPayMethodNotFound: 7071,
  /** Configuration: a responsible-gaming rule looser than the market's legal profile. */
  OpsProfileLooser: 7072,
  /** Payments (7080-7089): the withdrawal is already with the payment provider (no review left to decide). */
  OpsWithdrawalWithProvider: 7080,
  /** The provider did not accept an approved payout: the order is back in review, approve again later. */
  OpsPayoutProviderFailed: 7081,
  /** Reconciliation: no such line in the provider's statement, or it is not a paid deposit to credit. */
  OpsReconLineNotFound: 7083,
  /** Reconciliation: no payment provider to ask for a statement (production without a configured one). */
  OpsReconUnavailable: 7084,
  /** Reconciliation: the day asked is not a valid YYYY-MM-DD date. */
  OpsReconBadDay: 7085,
  /** Marketing, second part (7100-7129): no such push broadcast (in the operator's brands). */
  OpsBroadcastNotFound: 7100,
  /** The push broadcast was already sent: it is never sent twice. */
  OpsBroadcastAlreadySent: 7101,
  /** A push broadcast that cannot be saved (no text in the brand's language, a bad route or audience). */
  OpsBroadcastInvalid: 7102,
  /** No such home banner (in the operator's brands). */
  OpsBannerNotFound: 7103,
  /** A banner that cannot be saved (not an image path or https URL, not an app route, end before start). */
  OpsBannerInvalid: 7104,
  /** Trading: a league margin outside 2 %-15 % (core/ops/league-margin.ts), or no such league. */
  OpsMarginInvalid: 7105,
} as const;

export { HttpStatus } from './http-status';
