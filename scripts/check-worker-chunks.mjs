// The engine worker must never load a page chunk: a worker chunk that imports main or a page's chunk pulls
// React and the DOM into the worker, where it throws, and every topic of that chunk stops (it happened when a
// vite.config.ts group took core modules into the lobby's chunk). Walks every file the built worker can load
// (static and dynamic imports) and fails on a page chunk. Run after `npm run build` (scripts/test.mjs).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

const root = process.argv[2] ?? 'dist/client';
const PAGE_CHUNK = /assets\/(main|HomePage|SportHome|Page|Lobby|casino)-[A-Za-z0-9_-]{8}\.js$/;
const seen = new Set();
const stack = [join(root, 'engine-worker.js')];
const bad = [];
while (stack.length) {
  const file = stack.pop();
  if (seen.has(file)) continue;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const m of source.matchAll(/(?:from\s*|import\s*\(\s*)[`"']([^`"']+\.js)[`"']/g)) {
    if (m[1].includes('${')) continue; // a computed name (the page's catalogs), not a worker import
    const dep = normalize(join(dirname(file), m[1]));
    if (PAGE_CHUNK.test(dep)) bad.push(`${file} imports ${dep}`);
    else stack.push(dep);
  }
}
if (bad.length) {
  console.error(`The engine worker reaches page chunks:\n${bad.join('\n')}`);
  process.exit(1);
}
console.log(`engine worker: ${seen.size} files, no page chunk`);

// The first route's main chunk must not carry the whole DmError table (core/contract/errors.ts grows with
// every area; the shell's own codes are in shell-errors.ts): a module main imports reading `DmError` put it
// back once (+1.4 KB gzip, DESIGN.md §8). Its last codes' names are the marker.
const mains = readdirSync(join(root, 'assets')).filter((f) => /^main-[A-Za-z0-9_-]{8}\.js$/.test(f));
for (const f of mains)
  if (/RgCpfRequired|RgBirthDateRequired/.test(readFileSync(join(root, 'assets', f), 'utf8'))) {
    console.error(`${f} carries the DmError table: import the code from a small module instead`);
    process.exit(1);
  }
console.log(`main: no DmError table (${mains.length} file)`);
