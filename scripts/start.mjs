// `npm start`: build what is stale, then run the API server, which migrates and seeds its database and
// serves the built client. With no DATABASE_URL it uses the embedded PGlite database under ./data.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = [
  'core',
  'src',
  'workers',
  'sw',
  'server',
  'public',
  'outer',
  'index.html',
  'vite.config.ts',
  // The operator console's own build (src/ops is under 'src').
  'ops.html',
  'vite.ops.config.ts',
  'package.json',
];
const STAMP = 'dist/.build-stamp';

function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const name of readdirSync(path)) max = Math.max(max, newest(join(path, name)));
  return max;
}

const stale =
  process.env.SKIP_BUILD !== '1' &&
  (!existsSync(STAMP) ||
    !existsSync('dist/server/main.js') ||
    !existsSync('dist/ops/ops.html') ||
    Math.max(...SOURCES.map(newest)) > statSync(STAMP).mtimeMs);
if (stale) {
  console.log('Building the client and the server (first start, or sources changed)...');
  const r = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
  writeFileSync(STAMP, new Date().toISOString());
}

const server = spawn(process.execPath, ['dist/server/main.js'], { stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
