/**
 * Starts the production server (dist/server/main.js) as a child process on a free port with its own copy of
 * the seeded embedded database, as a player's machine would run it. The global setup seeds one database
 * once; each test file copies it (reopening is ~0.7 s, creating ~7 s).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { openDatabase } from '../../../server/db/open';
import { setProfile } from '../../../server/rg/profiles';
import { quietRainHour } from './rain';

/**
 * The seeded folder of this run (tests/e2e/global-setup.ts makes it and provides its path): one per vitest
 * run, so two runs at the same time on one machine never delete each other's copy.
 */
export const seededDataDir = (): string => inject('e2eSeededDataDir');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  /** Stops the server (SIGTERM, graceful); the data folder stays for a restart. */
  stop(): Promise<void>;
  /** Stops it and removes its data folder. */
  dispose(): Promise<void>;
  output(): string;
}

/** A loaded 2-core machine (parallel work, a CI neighbour) has taken over a minute to open PGlite and seed. */
const HEALTH_TIMEOUT_MS = Number(process.env.SERVER_HEALTH_MS ?? 120_000);

async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log()}`);
    try {
      const res = await fetch(`${url}/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not become healthy:\n${log()}`);
}

/**
 * Brazil's market profile forbids deposit bonuses (server/promotions/market.ts); the flows that test the
 * first-deposit bonus on the Brazilian demo brand (PIX, the sandbox provider) edit the database copy's
 * profile to allow them, as an operator of a market that allows them would, before the server starts.
 */
export async function allowDepositBonuses(dataDir: string, brandId = 'br'): Promise<void> {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    await setProfile(database.db, brandId, 'e2e', { depositBonus: true }, Date.now());
  } finally {
    await database.close();
  }
}

export async function startServer(
  opts: {
    dataDir?: string;
    port?: number;
    fresh?: boolean;
    env?: Record<string, string>;
    /** Deposit bonuses allowed on the Brazilian brand (allowDepositBonuses). */
    depositBonuses?: boolean;
  } = {},
): Promise<RunningServer> {
  let dataDir = opts.dataDir;
  if (!dataDir) {
    dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
    if (!opts.fresh) cpSync(seededDataDir(), dataDir, { recursive: true });
  }
  if (opts.depositBonuses) await allowDepositBonuses(dataDir);
  const port = opts.port ?? (await freePort());
  let log = '';
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // No live red-packet rain (its popup would cover other flows); loyalty-rain-raffle.test.ts turns it on.
      DEMO_RAIN: 'off',
      // Nor a scheduled one: the schedule moves to an hour no brand reaches during the run (support/rain.ts).
      RAIN_HOURS: String(quietRainHour(Date.now())),
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  // A server that never became healthy must not outlive the run (it keeps its feed running).
  await waitForHealth(url, child, () => log).catch((err: unknown) => {
    child.kill('SIGKILL');
    throw err;
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  const finalDir = dataDir;
  return {
    url,
    port,
    dataDir: finalDir,
    stop,
    async dispose() {
      await stop();
      rmSync(finalDir, { recursive: true, force: true });
    },
    output: () => log,
  };
}
