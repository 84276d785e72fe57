// Type-checks every runtime with its own tsconfig (DESIGN.md §2), two at a time on a 2-core machine.
import { spawn } from 'node:child_process';

const projects = ['core', 'server', 'src', 'workers', 'sw', 'tests'];
const run = (p) =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, ['node_modules/typescript/bin/tsc', '-p', p, '--noEmit'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => resolve({ p, code, out }));
  });

let failed = 0;
const queue = [...projects];
await Promise.all(
  [0, 1].map(async () => {
    for (let p = queue.shift(); p; p = queue.shift()) {
      const r = await run(p);
      console.log(`typecheck ${r.p}: ${r.code === 0 ? 'ok' : 'FAILED'}`);
      if (r.code !== 0) {
        failed++;
        process.stdout.write(r.out);
      }
    }
  }),
);
process.exit(failed ? 1 : 0);
