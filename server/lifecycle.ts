/**
 * Graceful shutdown: on SIGINT/SIGTERM stop accepting connections, let in-flight requests finish, close the
 * database and release the data folder lock. A second signal, or a shutdown that hangs, exits at once.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from './db/database';

export const SHUTDOWN_TIMEOUT_MS = 10_000;

export function createShutdown(app: FastifyInstance, database: Database, exit: (code: number) => void) {
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
