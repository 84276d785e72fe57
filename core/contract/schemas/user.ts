import { Type, type Static } from '@sinclair/typebox';
import { EMAIL_MAX, PASSWORD_MAX } from '../account-rules';
import { RgLimitsSetSchema } from './rg';

/**
 * Accounts and sessions (SPEC §3 Login info and Third-party login payload, §7 Users and login).
 *
 * The session itself never appears here: it travels only in an httpOnly cookie. `sid` in LoginInfo is a
 * public session id (for reports and `session/renewal`), not a credential. The device id is the added
 * parameter `smid` (query string), not a body field.
 *
 * Sizes are checked by the schema (an oversized field is refused with 1001 naming it); the e-mail pattern and
 * the password length get their own business errors from the server so the message is fit for the player.
 */

export {
  CODE_LENGTH,
  EMAIL_MAX,
  NICK_MAX,
  NICK_MIN,
  NICK_PATTERN,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from '../account-rules';

const Email = Type.String({ maxLength: EMAIL_MAX });
const Password = Type.String({ maxLength: PASSWORD_MAX });
const Code = Type.String({ maxLength: 12 });
const Short = Type.String({ maxLength: 128 });

export const BindInfoSchema = Type.Object({
  /** Provider: 'google', 'telegram', … */
  plat: Type.String(),
  /** The provider's id of the user. */
  unionid: Type.String(),
  /** When the binding was made, Unix ms. */
  create_at: Type.Integer(),
});
export type BindInfo = Static<typeof BindInfoSchema>;

/** SPEC §3 Login info. Flags are 0/1 integers as the spec's clients expect. */
export const LoginInfoSchema = Type.Object({
  uid: Type.Integer(),
  /** Public session id; never authenticates on its own. */
  sid: Type.String(),
  /** Device id the session was opened from. */
  smid: Type.String(),
  /** 1 when this call created the account. */
  first_regist: Type.Integer(),
  /** 1 when this is the account's first session on this device. */
  first_active: Type.Integer(),
  /** 1 for a tourist (visitor) account. */
  visitor: Type.Integer(),
  /** 1 when a tourist account has deposited. */
  visitor_deposit: Type.Integer(),
  /** Set by the client when a tourist login failed; the server answers 0. */
  visitor_login_fail: Type.Integer(),
  nick: Type.String(),
  profile: Type.Object({ nick: Type.String() }),
  /** '' for a tourist or a third-party account without e-mail. */
  email: Type.String(),
  bind_info: Type.Array(BindInfoSchema),
  /** Client version, H5 version and app version the session was opened with ('' when not sent). */
  cv: Type.String(),
  hv: Type.String(),
  av: Type.String(),
});
export type LoginInfo = Static<typeof LoginInfoSchema>;

export const EmailLoginSchema = Type.Object({ email: Email, password: Password });
export type EmailLogin = Static<typeof EmailLoginSchema>;

/**
 * Issue #21, what the market asks of every new account (core/rg/registration.ts): the terms accepted and the
 * minimum age confirmed (every market), the date of birth (`YYYY-MM-DD`) and the identity document (Brazil:
 * CPF, digits or `000.000.000-00`) where the profile requires them, and limits set at once where it offers
 * them. Each one missing is refused with its own dm_error. Sent with every call that can create an account
 * (e-mail form, e-mail code, Google, Telegram, tourist); a login to an existing account ignores them.
 */
const registrationFields = {
  terms_accepted: Type.Optional(Type.Boolean()),
  age_confirmed: Type.Optional(Type.Boolean()),
  birth_date: Type.Optional(Type.String({ maxLength: 10 })),
  cpf: Type.Optional(Type.String({ maxLength: 14 })),
  limits: Type.Optional(RgLimitsSetSchema.properties.limits),
};
export const RegistrationFieldsSchema = Type.Object(registrationFields);
export type RegistrationFields = Static<typeof RegistrationFieldsSchema>;

/** Registration; `code` (purpose 'register') is optional and, when sent, marks the e-mail verified. */
export const EmailRegisterSchema = Type.Object({
  email: Email,
  password: Password,
  code: Type.Optional(Code),
  /** The invite code of the link the player came with (issue #19): binds them to its owner, once. */
  invite_code: Type.Optional(Type.String({ maxLength: 32 })),
  ...registrationFields,
});
export type EmailRegister = Static<typeof EmailRegisterSchema>;

/** visitor_login: a tourist account for this device; a new one needs the registration fields. */
export const VisitorLoginSchema = Type.Object(registrationFields);
export type VisitorLogin = Static<typeof VisitorLoginSchema>;

/** A tourist saves an e-mail and password: same uid, `visitor` becomes 0. */
export const VisitorBindSchema = Type.Object({
  email: Email,
  password: Password,
  code: Type.Optional(Code),
});
export type VisitorBind = Static<typeof VisitorBindSchema>;

export const CodePurposeSchema = Type.Union([
  Type.Literal('login'),
  Type.Literal('register'),
  Type.Literal('reset_password'),
  Type.Literal('bind'),
]);
export type CodePurpose = Static<typeof CodePurposeSchema>;

/** email/code/send: `purpose` defaults to 'login'. Always succeeds for login and reset_password. */
export const EmailCodeSendSchema = Type.Object({
  email: Email,
  purpose: Type.Optional(CodePurposeSchema),
});
export type EmailCodeSend = Static<typeof EmailCodeSendSchema>;

/** email/code/check: verifies without using the code up (a wrong try counts). */
export const EmailCodeCheckSchema = Type.Object({
  email: Email,
  code: Code,
  purpose: Type.Optional(CodePurposeSchema),
});
export type EmailCodeCheck = Static<typeof EmailCodeCheckSchema>;

export const CodeValidSchema = Type.Object({ valid: Type.Boolean() });
export type CodeValid = Static<typeof CodeValidSchema>;

/** email/code/login (`email_code` in the URL): an unknown e-mail with a valid code signs up. */
export const EmailCodeLoginSchema = Type.Object({ email: Email, code: Code, ...registrationFields });
export type EmailCodeLogin = Static<typeof EmailCodeLoginSchema>;

/** password/set/send_code: a 'reset_password' code; always succeeds. */
export const PasswordCodeSendSchema = Type.Object({ email: Email });
export type PasswordCodeSend = Static<typeof PasswordCodeSendSchema>;

export const PasswordCodeCheckSchema = Type.Object({ email: Email, code: Code });
export type PasswordCodeCheck = Static<typeof PasswordCodeCheckSchema>;

/** password/set: uses the code, sets the password, ends every other session and logs in. */
export const PasswordSetSchema = Type.Object({ email: Email, code: Code, password: Password });
export type PasswordSet = Static<typeof PasswordSetSchema>;

/** SMS codes: refused with SmsUnavailable unless an SMS provider is configured. */
export const SmsCodeSendSchema = Type.Object({
  phone: Type.String({ maxLength: 20 }),
  area_code: Type.Optional(Type.String({ maxLength: 6 })),
});
export type SmsCodeSend = Static<typeof SmsCodeSendSchema>;
export const SmsCodeCheckSchema = Type.Object({
  phone: Type.String({ maxLength: 20 }),
  area_code: Type.Optional(Type.String({ maxLength: 6 })),
  code: Code,
});
export type SmsCodeCheck = Static<typeof SmsCodeCheckSchema>;

export const SessionRenewalSchema = Type.Object({ valid: Type.Boolean(), sid: Type.String() });
export type SessionRenewal = Static<typeof SessionRenewalSchema>;

/** account/info/update: the new nick; answers the updated LoginInfo. */
export const AccountInfoUpdateSchema = Type.Object({ nick: Type.String({ maxLength: 128 }) });
export type AccountInfoUpdate = Static<typeof AccountInfoUpdateSchema>;

export const DeleteApplySchema = Type.Object({ reason: Type.Optional(Type.String({ maxLength: 500 })) });
export type DeleteApply = Static<typeof DeleteApplySchema>;

/** Telegram mini app: `init_data` is `Telegram.WebApp.initData` exactly as Telegram gave it. */
export const TelegramInitSchema = Type.Object({
  init_data: Type.String({ minLength: 1, maxLength: 4096 }),
  ...registrationFields,
});
export type TelegramInit = Static<typeof TelegramInitSchema>;

export const ThirdPartyActionSchema = Type.Union([
  Type.Literal('login'),
  Type.Literal('bind'),
  Type.Literal('login_and_signup'),
]);
export type ThirdPartyAction = Static<typeof ThirdPartyActionSchema>;

/**
 * SPEC §3 Third-party login payload. `auth_params` carries the provider credential (for Google the ID token
 * from Sign in with Google); `union_id` and `third_info` are what the client believes and are never trusted:
 * the identity comes from the verified credential only.
 */
const thirdPartyFields = {
  plat: Type.String({ minLength: 1, maxLength: 32 }),
  app_type: Type.Optional(Short),
  union_id: Type.Optional(Short),
  auth_params: Type.Optional(Type.String({ maxLength: 4096 })),
  third_info: Type.Optional(Type.String({ maxLength: 4096 })),
  dev_acc: Type.Optional(Short),
  action: ThirdPartyActionSchema,
  extra: Type.Optional(Type.Object({ super_uid: Type.Optional(Short) })),
  ...registrationFields,
};
export const ThirdPartyLoginSchema = Type.Object(thirdPartyFields);
export type ThirdPartyLogin = Static<typeof ThirdPartyLoginSchema>;

/** AccountBindCheck: the third-party data and an optional udid. */
export const BindCheckSchema = Type.Object({
  ...thirdPartyFields,
  action: Type.Optional(ThirdPartyActionSchema),
  udid: Type.Optional(Short),
});
export type BindCheck = Static<typeof BindCheckSchema>;

/**
 * can_bind: an e-mail account with the provider's verified e-mail exists and may take this identity.
 * request_id: single use, 10 minutes, '' when can_bind is false.
 */
export const BindCheckResultSchema = Type.Object({ can_bind: Type.Boolean(), request_id: Type.String() });
export type BindCheckResult = Static<typeof BindCheckResultSchema>;

/** AccountBindEmail: is_bind 1 links to the e-mail account, 0 makes a new account for the identity. */
export const BindEmailSchema = Type.Object({
  ...thirdPartyFields,
  action: Type.Optional(ThirdPartyActionSchema),
  idtoken: Type.String({ minLength: 1, maxLength: 4096 }),
  is_bind: Type.Union([Type.Literal(0), Type.Literal(1), Type.Boolean()]),
  request_id: Type.String({ maxLength: 64 }),
  udid: Type.Optional(Short),
});
export type BindEmail = Static<typeof BindEmailSchema>;
