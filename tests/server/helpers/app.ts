/** Builds the real app on a per-file test database, for fastify.inject. */
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../../server/app';
import type { OpenDatabase } from '../../../server/db/open';
import { openTestDatabase } from './database';

export interface TestApp {
  app: FastifyInstance;
  database: OpenDatabase;
  close(): Promise<void>;
}

export async function createTestApp(options: Partial<Omit<AppOptions, 'database'>> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const app = await buildApp({ clientDir: '/nonexistent-client', ...options, database });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** Headers naming a brand by its app key, as the client sends them. */
export const brandHeaders = (appKey: string) => ({ appkey: appKey, appname: 'web' });

export interface EnvelopeBody<T = unknown> {
  data: T;
  dm_error: number;
  error_msg: string;
}
