/** server/main.ts in its own process, as an operator runs it: started on a free port, or run until it exits. */
import { spawn, type ChildProcess } from 'node:child_process';

export interface StartedServer {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

function spawnServer(env: Record<string, string>, args: string[] = []) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', ...args], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      CLIENT_DIR: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const onData = (chunk: Buffer) => (output += chunk.toString());
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  return { child, exited, output: () => output };
}

/** Resolves once the server prints its URL; rejects if it exits first. */
export function startServer(env: Record<string, string>): Promise<StartedServer> {
  const { child, exited, output } = spawnServer(env);
  return new Promise((resolve, reject) => {
    const check = () => {
      const m = /Listening on (http:\/\/localhost:\d+)/.exec(output());
      if (m) resolve({ child, url: m[1]!, output, exited });
    };
    child.stdout!.on('data', check);
    child.stderr!.on('data', check);
    void exited.then((code) =>
      reject(new Error(`server exited with ${code} before listening:\n${output()}`)),
    );
  });
}

/** Runs the server until it exits on its own (a start it refuses); kills it if it listens instead. */
export async function runUntilExit(
  env: Record<string, string>,
  args: string[] = [],
): Promise<{ code: number | null; output: string }> {
  const { child, exited, output } = spawnServer(env, args);
  const listening = () => /Listening on/.test(output());
  child.stdout!.on('data', () => listening() && child.kill('SIGTERM'));
  const code = await exited;
  return { code: listening() ? -1 : code, output: output() };
}
