/**
 * The live support chat (issue #24, SPEC "chat room wss url"): the WebSocket plugin, the fan-out hub (Redis
 * pub/sub with REDIS_URL), the player's and the operators' sockets (server/support), and the config call
 * that tells the page where the player's socket is.
 */
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { registerEndpoint } from '../http/envelope';
import { createSupportHub } from '../support/hub';
import { registerOpsChat } from '../support/ops-socket';
import { registerPlayerChat } from '../support/player-socket';
import { MAX_FRAME_BYTES, PLAYER_CHAT_PATH } from '../../core/contract/support-chat';

export async function registerSupportRoutes(
  app: FastifyInstance,
  options: { db: Db; now: () => number; allowedOrigins: readonly string[]; cookieSecure: boolean },
): Promise<void> {
  await app.register(fastifyWebsocket, { options: { maxPayload: MAX_FRAME_BYTES } });
  const hub = createSupportHub(app.cluster?.redis ?? null, app.log);
  const deps = { ...options, hub };
  // Registered after the plugin (its onRoute hook turns `websocket: true` routes into upgrades).
  app.after(() => {
    registerPlayerChat(app, deps);
    registerOpsChat(app, deps);
  });
  registerEndpoint(app, 'chatRoomUrl', async ({ ctx, request }) => {
    const secure = options.cookieSecure || request.protocol === 'https';
    const url = `${secure ? 'wss' : 'ws'}://${request.host}${PLAYER_CHAT_PATH}?app_key=${encodeURIComponent(ctx.brand.appKey)}`;
    return { url };
  });
}
