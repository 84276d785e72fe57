/** Server settings from the environment, read once at startup. */
import { resolve } from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  /** Embedded database folder (PGlite), unless databaseUrl is set. */
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * PostgreSQL as the tables' owner, for the migrations and seeds only (MIGRATION_DATABASE_URL); the server
   * then serves through DATABASE_URL, which may be a least-privilege role (db/app-role.sql). Unset: both
   * through DATABASE_URL.
   */
  migrationDatabaseUrl: string | undefined;
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
  /** NODE_ENV=production: real money; the checks of productionProblems() passed. */
  production: boolean;
  /** The built-in sandbox payment provider and its "sandbox pays" control (sandboxPayments()). */
  sandbox: SandboxPayments;
}

export const isProduction = (env: NodeJS.ProcessEnv) => env.NODE_ENV === 'production';

const flag = (raw: string | undefined): boolean | undefined => {
  const v = raw?.trim().toLowerCase();
  if (v === undefined || v === '') return undefined;
  if (v === '1' || v === 'true' || v === 'on') return true;
  if (v === '0' || v === 'false' || v === 'off') return false;
  return undefined;
};

/**
 * What the built-in sandbox payment provider may do here:
 * - `provider`: serve deposits and withdrawals with made-up instructions and take its signed callbacks
 *   (POST finance/callback/sandbox);
 * - `control`: the "sandbox pays" control (finance/sandbox/order/mark), which lets a player mark their own
 *   order paid: money out of nothing.
 * Development: both on; SANDBOX_PAYMENTS=0 turns the control off (403/3017), the provider stays.
 * Production (NODE_ENV=production): both off and their routes are not registered, so a deposit needs a
 * real provider; a production config that asks for the sandbox (SANDBOX_PAYMENTS=1) stops the start.
 * Fail closed: a value that is not 0/1/true/false/on/off stops the start too.
 */
export interface SandboxPayments {
  provider: boolean;
  control: boolean;
}

export function sandboxPayments(env: NodeJS.ProcessEnv): SandboxPayments {
  const raw = env.SANDBOX_PAYMENTS;
  const asked = flag(raw);
  if (asked === undefined && raw !== undefined && raw.trim() !== '')
    throw new Error(`SANDBOX_PAYMENTS must be 0 or 1, not "${raw.slice(0, 16)}"`);
  if (isProduction(env)) {
    if (asked === true)
      throw new Error(
        'SANDBOX_PAYMENTS=1 asks for the sandbox payment provider, which lets players mark their own ' +
          'payments paid: production (NODE_ENV=production) refuses it. Unset SANDBOX_PAYMENTS.',
      );
    return { provider: false, control: false };
  }
  return { provider: true, control: asked !== false };
}

/**
 * What a production start (NODE_ENV=production) refuses, each with why: real money needs PostgreSQL (PGlite
 * loses writes on a power cut and serves one process), the area rules need the country of a trusted proxy,
 * and no sandbox or sped-up feed. Empty outside production.
 */
export function productionProblems(env: NodeJS.ProcessEnv): string[] {
  if (!isProduction(env)) return [];
  const problems: string[] = [];
  if (!env.DATABASE_URL)
    problems.push('DATABASE_URL is not set: production money needs PostgreSQL, not the embedded PGlite');
  if (flag(env.TRUST_PROXY) !== true)
    problems.push(
      'TRUST_PROXY is not 1: the area rules need the country from the proxy (CF-IPCountry or X-Country-Code)',
    );
  try {
    sandboxPayments(env);
  } catch (err) {
    problems.push((err as Error).message);
  }
  const speed = env.FEED_SPEED?.trim();
  if (speed && speed !== '1')
    problems.push('FEED_SPEED is for demos and tests: production runs on the real clock');
  return problems;
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
  if (env.MIGRATION_DATABASE_URL && !env.DATABASE_URL)
    throw new Error('MIGRATION_DATABASE_URL is the owner of a PostgreSQL database: set DATABASE_URL too');
  const problems = productionProblems(env);
  if (problems.length > 0)
    throw new Error(`Refusing to start in production (NODE_ENV=production):\n- ${problems.join('\n- ')}`);
  const seed = env.SEED ? Number(env.SEED) : undefined;
  if (seed !== undefined && !Number.isInteger(seed))
    throw new Error(`SEED must be an integer, got "${env.SEED}"`);
  return {
    port: port(env.PORT),
    host: env.HOST || '0.0.0.0',
    dataDir: resolve(cwd, env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    migrationDatabaseUrl: env.MIGRATION_DATABASE_URL || undefined,
    databasePoolSize: poolSize(env.DATABASE_POOL_SIZE),
    clientDir: resolve(cwd, env.CLIENT_DIR || './dist/client'),
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim().replace(/\/$/, ''))
      .filter(Boolean),
    logLevel: env.LOG_LEVEL || 'info',
    seed,
    trustProxy: flag(env.TRUST_PROXY) === true,
    production: isProduction(env),
    sandbox: sandboxPayments(env),
  };
}
