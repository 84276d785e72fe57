/** Server settings from the environment, read once at startup. */
import { resolve } from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  /** Embedded database folder (PGlite), unless databaseUrl is set. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL connections per process (DATABASE_POOL_SIZE, default 16). */
  databasePoolSize: number;
  /** The built client (vite build output). */
  clientDir: string;
  /** Extra origins allowed to send state-changing requests (besides the request's own host). */
  allowedOrigins: readonly string[];
  logLevel: string;
  /** Seed of the demo catalogue: the same seed gives the same leagues, teams and odds. */
  seed: number | undefined;
  trustProxy: boolean;
}

function port(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 8080;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`PORT must be a port number, got "${raw}"`);
  return n;
}

function poolSize(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 16;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 500)
    throw new Error(`DATABASE_POOL_SIZE must be a whole number from 1 to 500, got "${raw}"`);
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv, cwd = process.cwd()): ServerConfig {
  const seed = env.SEED ? Number(env.SEED) : undefined;
  if (seed !== undefined && !Number.isInteger(seed))
    throw new Error(`SEED must be an integer, got "${env.SEED}"`);
  return {
    port: port(env.PORT),
    host: env.HOST || '0.0.0.0',
    dataDir: resolve(cwd, env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize: poolSize(env.DATABASE_POOL_SIZE),
    clientDir: resolve(cwd, env.CLIENT_DIR || './dist/client'),
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim().replace(/\/$/, ''))
      .filter(Boolean),
    logLevel: env.LOG_LEVEL || 'info',
    seed,
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
  };
}
