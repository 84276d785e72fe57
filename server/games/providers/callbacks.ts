/**
 * The seamless-wallet callbacks an external provider makes on us, server to server:
 * `POST /game-provider/<platform>/wallet/<balance|debit|credit|rollback>` with a signed JSON body
 * (adapters.ts). Answers are the provider protocol's, not the API envelope:
 * `{status: 'OK', player_id, currency, balance, replay}` or `{status: 'ERROR', error, code, message}`.
 *
 * Body fields: balance {token}; debit {token, round_id, tx_id, game_id, amount}; credit {player_id,
 * currency, round_id, tx_id, amount, round_end?}; rollback {player_id, currency, round_id, tx_id,
 * ref_tx_id}. Amounts are integer minor units.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ProviderAdapter } from './adapters';
import { verifySignature } from './adapters';
import { WalletError, type SeamlessWallet } from './wallet';

type Body = Record<string, unknown>;

const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const int = (v: unknown) => (typeof v === 'number' && Number.isSafeInteger(v) ? v : Number.NaN);

const HTTP_STATUS: Record<string, number> = {
  BAD_REQUEST: 400,
  INVALID_TOKEN: 401,
  INSUFFICIENT_FUNDS: 200,
  ROUND_CLOSED: 409,
  ROLLBACK_REFUSED: 409,
  TX_CONFLICT: 409,
};

function refuse(reply: FastifyReply, status: number, error: string, code: number, message: string) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .send({ status: 'ERROR', error, code, message });
}

export function registerWalletCallbacks(
  app: FastifyInstance,
  adapters: ReadonlyMap<string, ProviderAdapter>,
  wallet: SeamlessWallet,
  now: () => number,
): void {
  void app.register(async (scope) => {
    // The signature covers the exact bytes sent, so the body is kept as a string and parsed here.
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
      done(null, body);
    });
    scope.post<{ Params: { platform: string; op: string }; Body: string }>(
      '/game-provider/:platform/wallet/:op',
      async (request, reply) => {
        const adapter = adapters.get(request.params.platform);
        if (!adapter) return refuse(reply, 404, 'UNKNOWN_PROVIDER', 5000, 'No such provider.');
        const raw = typeof request.body === 'string' ? request.body : '';
        const headers = {
          timestamp: str(request.headers['x-timestamp']),
          signature: str(request.headers['x-signature']),
        };
        if (!adapter.secret || !verifySignature(adapter.secret, headers, raw, now()))
          return refuse(reply, 401, 'INVALID_SIGNATURE', 5002, 'The request is not signed with our key.');
        let body: Body;
        try {
          const parsed: unknown = JSON.parse(raw);
          if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
            throw new Error('not an object');
          body = parsed as Body;
        } catch {
          return refuse(reply, 400, 'BAD_REQUEST', 1001, 'The body must be a JSON object.');
        }
        const platform = adapter.platform;
        try {
          let answer;
          switch (request.params.op) {
            case 'balance':
              answer = await wallet.balance(platform, { token: str(body.token) });
              break;
            case 'debit':
              answer = await wallet.debit(platform, {
                token: str(body.token),
                roundId: str(body.round_id),
                txId: str(body.tx_id),
                gameId: str(body.game_id),
                amount: int(body.amount),
              });
              break;
            case 'credit':
              answer = await wallet.credit(platform, {
                playerId: int(body.player_id),
                currency: str(body.currency),
                roundId: str(body.round_id),
                txId: str(body.tx_id),
                amount: int(body.amount),
                roundEnd: body.round_end !== false,
              });
              break;
            case 'rollback':
              answer = await wallet.rollback(platform, {
                playerId: int(body.player_id),
                currency: str(body.currency),
                roundId: str(body.round_id),
                txId: str(body.tx_id),
                refTxId: str(body.ref_tx_id),
              });
              break;
            default:
              return refuse(reply, 404, 'UNKNOWN_OPERATION', 1004, 'No such wallet operation.');
          }
          return reply.header('cache-control', 'no-store').send({
            status: 'OK',
            player_id: answer.playerId,
            currency: answer.currency,
            balance: answer.balance,
            replay: answer.replay,
          });
        } catch (err) {
          if (err instanceof WalletError)
            return refuse(reply, HTTP_STATUS[err.kind] ?? 400, err.kind, err.code, err.message);
          request.log.error({ err }, 'seamless wallet call failed');
          return refuse(reply, 500, 'INTERNAL', 1500, 'The wallet failed; nothing was changed.');
        }
      },
    );
  });
}
