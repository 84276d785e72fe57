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

async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
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

export async function startServer(
  opts: { dataDir?: string; port?: number; fresh?: boolean; env?: Record<string, string> } = {},
): Promise<RunningServer> {
  let dataDir = opts.dataDir;
  if (!dataDir) {
    dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
    if (!opts.fresh) cpSync(seededDataDir(), dataDir, { recursive: true });
  }
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
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child, () => log);
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
