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
  /** Code login failed (newer message key: codeLoginErrorNew). */
  CodeLoginErrorNew: 100010,
  /** Code login failed (message key: codeLoginError). */
  CodeLoginError: 100011,
} as const;

export type DmErrorCode = (typeof DmError)[keyof typeof DmError];

/** HTTP statuses the client treats specially (SPEC §8). */
export const HttpStatus = {
  SessionExpired: 604,
  AreaForbidden: 403,
} as const;
