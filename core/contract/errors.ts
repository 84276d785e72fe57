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
   * The code can no longer be used: 5 wrong tries on it. Message key codeLoginErrorNew; the player must ask
   * for a new code.
   */
  CodeLoginErrorNew: 100010,
  /** The code is wrong, expired or already used (message key codeLoginError). Any code purpose. */
  CodeLoginError: 100011,
} as const;

export type DmErrorCode = (typeof DmError)[keyof typeof DmError];

/** HTTP statuses the client treats specially (SPEC §8). */
export const HttpStatus = {
  SessionExpired: 604,
  AreaForbidden: 403,
} as const;
