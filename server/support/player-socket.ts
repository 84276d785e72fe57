/**
 * The player's chat socket (PLAYER_CHAT_PATH): the player session cookie (the brand from the URL's app_key,
 * like every call), an Origin of this site (a browser always sends one on a WebSocket; a page elsewhere
 * must not ride the cookie). On open: the history since `?since=<last id>`; then each `send` is stored,
 * then fanned out (hub.ts). Messages are rate limited per player.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { DmError } from '../../core/contract/errors';
import { requireUser } from '../accounts/session-http';
import type { Db } from '../db/database';
import { buildContext } from '../http/context';
import { ApiFailure } from '../http/failure';
import { createTokenBucket } from '../http/rate-limit';
import { originAllowed } from '../http/security';
import type { SupportHub } from './hub';
import { parsePlayerFrame, PLAYER_CHAT_PATH } from '../../core/contract/support-chat';
import { addPlayerMessage, currentConversation, playerHistory } from './store';

export interface ChatDeps {
  db: Db;
  now: () => number;
  hub: SupportHub;
  allowedOrigins: readonly string[];
}

/** `?since=` of the upgrade URL: the last message id the client has (0: the whole recent history). */
export function sinceOf(request: FastifyRequest): number {
  const v = new URL(request.url, 'http://x').searchParams.get('since');
  const n = v === null ? 0 : Number(v);
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
}

export function checkOrigin(request: FastifyRequest, allowed: readonly string[], code: number): void {
  const origin = request.headers.origin;
  if (!origin || !originAllowed(origin, request, allowed)) {
    throw new ApiFailure(403, code, 'This page may not open the chat.');
  }
}

export const send = (ws: WebSocket, frame: object) => {
  if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(frame));
};

export function registerPlayerChat(app: FastifyInstance, deps: ChatDeps): void {
  // 5 messages at once, then one every 2 s: a person typing never meets it, a script does.
  const limit = createTokenBucket({
    capacity: 5,
    refillPerSecond: 0.5,
    now: deps.now,
    shared: { store: app.sharedLimits, name: 'supportChatPlayer' },
  });
  app.route({
    method: 'GET',
    url: PLAYER_CHAT_PATH,
    websocket: true,
    onRequest: (request, _reply, done) => {
      try {
        request.ctx = buildContext(request);
      } catch (err) {
        return done(err as Error);
      }
      done();
    },
    // After the global preHandler resolved the session cookie; a refusal here answers HTTP, no upgrade.
    preHandler: async (request) => {
      checkOrigin(request, deps.allowedOrigins, DmError.ChatOriginRefused);
      requireUser(request.ctx);
    },
    handler: (ws: WebSocket, request: FastifyRequest) => {
      const session = requireUser(request.ctx);
      const brand = session.brandId;
      const uid = session.uid;
      const stop = deps.hub.listen((event) => {
        if (event.brand !== brand || event.uid !== uid) return;
        if (event.message) send(ws, { type: 'message', message: event.message, status: event.view.status });
        else send(ws, { type: 'status', status: event.view.status });
      });
      ws.on('close', stop);
      // Frames are handled one after another, so a player's messages are stored in their order.
      let chain = Promise.resolve();
      ws.on('message', (data, isBinary) => {
        chain = chain
          .then(async () => {
            const frame = isBinary ? null : parsePlayerFrame(data.toString());
            if (!frame) return send(ws, { type: 'error', code: DmError.ChatMessageInvalid });
            if (!(await limit.take(`${brand}:${uid}`)))
              return send(ws, { type: 'error', code: DmError.ChatRateLimited });
            const { conversation, message } = await addPlayerMessage(
              deps.db,
              uid,
              brand,
              frame.text,
              deps.now(),
            );
            await deps.hub.publish({
              kind: 'message',
              brand,
              uid,
              message,
              view: {
                id: conversation.id,
                brand,
                uid,
                status: conversation.status as 'open' | 'assigned',
                assigned_to: conversation.assignedTo,
                assigned_name: '',
                updated_at: message.at,
                preview: message.body.slice(0, 120),
              },
            });
          })
          .catch((err: unknown) => {
            request.log.error({ err }, 'support chat: a player message failed');
            send(ws, { type: 'error', code: DmError.Internal });
          });
      });
      void (async () => {
        const [messages, conv] = await Promise.all([
          playerHistory(deps.db, uid, brand, sinceOf(request)),
          currentConversation(deps.db, uid, brand),
        ]);
        send(ws, { type: 'history', messages, status: conv?.status ?? 'none' });
      })().catch((err: unknown) => {
        request.log.error({ err }, 'support chat: history failed');
        ws.close(1011);
      });
    },
  });
}
