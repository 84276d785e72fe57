/**
 * The operators' chat socket (OPS_CHAT_PATH, under /api/ops so the ops_session cookie comes with it): a full
 * session whose role has `support.chat`, and an Origin of this site. On open: the queue of the operator's
 * brands and their canned answers. Frames: `open` (a conversation's history since an id), `take`, `send`,
 * `close`; every change is stored (take and close audited) before it is fanned out. The operator hears the
 * queue changes and the messages of every conversation in their brands (so the queue shows who took what).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { OpsDmError } from '../../core/contract/errors';
import { can } from '../../core/ops/permissions';
import { ApiFailure } from '../http/failure';
import { createTokenBucket } from '../http/rate-limit';
import { unauthenticated, type Operator } from '../ops/auth';
import { forbidden, opsSessionOf } from '../ops/route';
import { checkOrigin, send, type ChatDeps } from './player-socket';
import { OPS_CHAT_PATH, parseOpsFrame, type OpsFrame } from '../../core/contract/support-chat';
import {
  addOperatorMessage,
  cannedAnswers,
  closeConversation,
  conversationHistory,
  conversationView,
  queue,
  takeConversation,
  type ChangeResult,
} from './store';

const WHY_CODE = {
  not_found: OpsDmError.OpsChatNotFound,
  taken: OpsDmError.OpsChatTaken,
  closed: OpsDmError.OpsChatClosed,
} as const;

declare module 'fastify' {
  interface FastifyRequest {
    supportOperator?: Operator;
  }
}

export function registerOpsChat(app: FastifyInstance, deps: ChatDeps & { cookieSecure: boolean }): void {
  const limit = createTokenBucket({
    capacity: 10,
    refillPerSecond: 1,
    now: deps.now,
    shared: { store: app.sharedLimits, name: 'supportChatOps' },
  });
  app.route({
    method: 'GET',
    url: OPS_CHAT_PATH,
    websocket: true,
    preHandler: async (request) => {
      checkOrigin(request, deps.allowedOrigins, OpsDmError.OpsChatOriginRefused);
      const session = await opsSessionOf(request, deps);
      if (!session) throw unauthenticated();
      if (session.stage !== 'full') throw new ApiFailure(401, OpsDmError.OpsTotpRequired, 'Enter the code.');
      if (!can(session.operator.role, 'support.chat')) throw forbidden();
      request.supportOperator = session.operator;
    },
    handler: (ws: WebSocket, request: FastifyRequest) => {
      const op = request.supportOperator!;
      const stop = deps.hub.listen((event) => {
        if (!op.brands.includes(event.brand)) return;
        send(ws, { type: 'conversation', conversation: event.view });
        if (event.message) send(ws, { type: 'message', message: event.message });
      });
      ws.on('close', stop);
      const handle = async (frame: OpsFrame) => {
        if (frame.type === 'open') {
          const view = await conversationView(deps.db, frame.conversation);
          if (!view || !op.brands.includes(view.brand)) {
            return send(ws, {
              type: 'error',
              code: OpsDmError.OpsChatNotFound,
              conversation: frame.conversation,
            });
          }
          const messages = await conversationHistory(deps.db, frame.conversation, frame.since);
          return send(ws, { type: 'history', conversation: view, messages });
        }
        let result: ChangeResult;
        const now = deps.now();
        if (frame.type === 'take') result = await takeConversation(deps.db, op, frame.conversation, now);
        else if (frame.type === 'close')
          result = await closeConversation(deps.db, op, frame.conversation, now);
        else result = await addOperatorMessage(deps.db, op, frame.conversation, frame.text, now);
        if (!result.ok) {
          return send(ws, { type: 'error', code: WHY_CODE[result.why], conversation: frame.conversation });
        }
        await deps.hub.publish({
          kind: frame.type === 'send' ? 'message' : 'conversation',
          brand: result.view.brand,
          uid: result.view.uid,
          view: result.view,
          message: result.message,
        });
      };
      let chain = Promise.resolve();
      ws.on('message', (data, isBinary) => {
        chain = chain
          .then(async () => {
            const frame = isBinary ? null : parseOpsFrame(data.toString());
            if (!frame) return send(ws, { type: 'error', code: OpsDmError.OpsChatInvalid });
            if (!(await limit.take(String(op.id)))) {
              return send(ws, { type: 'error', code: OpsDmError.OpsChatRateLimited });
            }
            await handle(frame);
          })
          .catch((err: unknown) => {
            request.log.error({ err }, 'support chat: an operator frame failed');
            send(ws, { type: 'error', code: OpsDmError.OpsChatInvalid });
          });
      });
      void (async () => {
        const [list, canned] = await Promise.all([
          queue(deps.db, op.brands),
          cannedAnswers(deps.db, op.brands),
        ]);
        send(ws, { type: 'queue', conversations: list, canned, me: { id: op.id, name: op.name } });
      })().catch((err: unknown) => {
        request.log.error({ err }, 'support chat: queue failed');
        ws.close(1011);
      });
    },
  });
}
