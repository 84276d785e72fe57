import { Type, type Static } from '@sinclair/typebox';

/**
 * SPEC §3 "Push subscription payload" (platform, app, id, version, device_id, model, rom,
 * meta[{token, push_type}]) and §7 /api/push/register, /api/user/info/push/report (the 60 s heartbeat with
 * device id and push permission). push_type `fcm`: token is the FCM registration token; `webpush`: token is
 * the browser's PushSubscription as JSON ({endpoint, keys: {p256dh, auth}}).
 */
export const PushType = Type.Union([Type.Literal('fcm'), Type.Literal('webpush')]);
export type PushTypeName = Static<typeof PushType>;

export const PushPermission = Type.Union([
  Type.Literal('granted'),
  Type.Literal('denied'),
  Type.Literal('default'),
]);
export type PushPermissionName = Static<typeof PushPermission>;

export const PushRegisterSchema = Type.Object({
  platform: Type.String({ minLength: 1, maxLength: 16 }),
  app: Type.String({ maxLength: 64 }),
  id: Type.String({ maxLength: 128 }),
  version: Type.String({ maxLength: 32 }),
  device_id: Type.String({ minLength: 1, maxLength: 64 }),
  model: Type.String({ maxLength: 128 }),
  rom: Type.String({ maxLength: 128 }),
  meta: Type.Array(
    Type.Object({ token: Type.String({ minLength: 1, maxLength: 4096 }), push_type: PushType }),
    { minItems: 1, maxItems: 4 },
  ),
});
export type PushRegister = Static<typeof PushRegisterSchema>;
export const PushRegisterResultSchema = Type.Object({
  /** Subscriptions stored for this device (new or refreshed). */
  registered: Type.Integer({ minimum: 0, maximum: 4 }),
});
export type PushRegisterResult = Static<typeof PushRegisterResultSchema>;

export const PushReportQuerySchema = Type.Object({
  device_id: Type.String({ minLength: 1, maxLength: 64 }),
  permission: PushPermission,
});
export type PushReportQuery = Static<typeof PushReportQuerySchema>;

/** What the client needs to subscribe: the brand's VAPID public key, and Firebase's web config when set. */
export const PushConfigSchema = Type.Object({
  /** Base64url uncompressed P-256 point (applicationServerKey). */
  vapid_public_key: Type.String(),
  fcm: Type.Union([
    Type.Object({
      api_key: Type.String(),
      project_id: Type.String(),
      messaging_sender_id: Type.String(),
      app_id: Type.String(),
      vapid_key: Type.String(),
    }),
    Type.Null(),
  ]),
});
export type PushConfig = Static<typeof PushConfigSchema>;

/** Which events push to this player (messages are written either way). */
export const PushPrefsSchema = Type.Object({
  bets: Type.Boolean(),
  wallet: Type.Boolean(),
  promotions: Type.Boolean(),
  news: Type.Boolean(),
});
export type PushPrefs = Static<typeof PushPrefsSchema>;
export const PushPrefsSetSchema = Type.Partial(PushPrefsSchema);
export type PushPrefsSet = Static<typeof PushPrefsSetSchema>;
