/**
 * Graceful shutdown: on SIGINT/SIGTERM stop accepting connections, let in-flight requests finish, close the
 * database and release the data folder lock. A second signal, or a shutdown that hangs, exits at once.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from './db/database';

export const SHUTDOWN_TIMEOUT_MS = 10_000;
/**
 * SIGTERM (a deploy or a scale-in behind the proxy): this long answering with `Connection: close` before the
 * server closes, so the proxy's cached keep-alive sockets to this node are all closed by an answer (or by
 * the proxy's own upstream keepalive_timeout, 1 s in deploy/nginx) and none is closed under a request the
 * proxy is sending: a POST lost that way is a 502 nginx does not retry. SIGINT (Ctrl-C) stops at once.
 */
export const DRAIN_MS = 2_000;

export function createShutdown(
  app: FastifyInstance,
  database: Database,
  exit: (code: number) => void,
  drainMs = DRAIN_MS,
) {
  let started = false;
  return async (signal: string): Promise<void> => {
    if (started) {
      app.log.warn({ signal }, 'second signal: exiting now');
      exit(1);
      return;
    }
    started = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long: exiting');
      exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    let code = 0;
    if (signal === 'SIGTERM' && drainMs > 0) {
      app.drain();
      await new Promise((resolve) => setTimeout(resolve, drainMs));
    }
    try {
      await app.close();
    } catch (err) {
      app.log.error({ err }, 'error while closing the server');
      code = 1;
    }
    try {
      await database.close();
    } catch (err) {
      app.log.error({ err }, 'error while closing the database');
      code = 1;
    }
    clearTimeout(timer);
    app.log.info('stopped');
    exit(code);
  };
}
