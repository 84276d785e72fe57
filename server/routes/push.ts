/**
 * Push (SPEC §7): /api/push/register (the SPEC §3 payload), the heartbeat report, the client's push config
 * (VAPID public key, Firebase web config) and the player's push preferences. Registration and reports are
 * rate limited per IP: a bot must not fill the subscription table.
 */
import type { FastifyInstance } from 'fastify';
import { DmError } from '../../core/contract/errors';
import { requireUser } from '../accounts/session-http';
import { requestedLocale } from '../content/lang';
import type { Db } from '../db/database';
import { registerEndpoint } from '../http/envelope';
import { ApiFailure } from '../http/failure';
import { createTokenBucket } from '../http/rate-limit';
import type { PushConfig } from '../push/config';
import { readPrefs, registerDevice, reportDevice, writePrefs } from '../push/subscriptions';
import type { VapidKeyStore } from '../push/vapid-keys';

export function registerPushRoutes(
  app: FastifyInstance,
  db: Db,
  now: () => number,
  config: PushConfig,
  vapid: VapidKeyStore,
): void {
  const registers = createTokenBucket({
    capacity: 10,
    refillPerSecond: 1 / 30,
    now,
    shared: { store: app.sharedLimits, name: 'push:register' },
  });
  const reports = createTokenBucket({
    capacity: 10,
    refillPerSecond: 1 / 20,
    now,
    shared: { store: app.sharedLimits, name: 'push:report' },
  });
  const limited = () => new ApiFailure(429, DmError.RateLimited, 'Too many requests; try again later');

  registerEndpoint(app, 'pushConfig', async ({ ctx }) => {
    const fcm = config.fcmWeb(ctx.brand.id);
    return {
      vapid_public_key: (await vapid.keysFor(ctx.brand.id)).publicKey,
      fcm:
        fcm && config.fcmAccount(ctx.brand.id)
          ? {
              api_key: fcm.apiKey,
              project_id: fcm.projectId,
              messaging_sender_id: fcm.messagingSenderId,
              app_id: fcm.appId,
              vapid_key: fcm.vapidKey,
            }
          : null,
    };
  });

  registerEndpoint(app, 'pushRegister', async ({ ctx, input }) => {
    if (!(await registers.take(ctx.ip))) throw limited();
    const registered = await registerDevice(
      db,
      input,
      {
        brandId: ctx.brand.id,
        uid: ctx.session?.uid ?? null,
        lang: requestedLocale(ctx.params) ?? ctx.brand.defaultLang,
        now: new Date(now()),
      },
      config,
    );
    return { registered };
  });

  registerEndpoint(app, 'pushReport', async ({ ctx, input }) => {
    if (!(await reports.take(ctx.ip))) throw limited();
    await reportDevice(
      db,
      { brandId: ctx.brand.id, uid: ctx.session?.uid ?? null, now: new Date(now()) },
      input.device_id,
      input.permission,
    );
    return {};
  });

  registerEndpoint(app, 'pushPrefs', async ({ ctx }) => readPrefs(db, requireUser(ctx).uid));
  registerEndpoint(app, 'pushPrefsSet', async ({ ctx, input }) =>
    writePrefs(db, requireUser(ctx).uid, input, new Date(now())),
  );
}
