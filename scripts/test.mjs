// `npm test`: every check the project has, in order, with one closing line that counts them:
// type-check, lint, format, i18n completeness, unit + dom (vitest), server on PGlite, server on PostgreSQL
// (when DATABASE_URL is set), production build, e2e in Chromium. A step that fails does not stop the
// later ones, so one run shows every failure; the exit code is non-zero if anything failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { relative } from 'node:path';

const only = process.argv.slice(2); // e.g. `npm test -- unit server`
const want = (name) => only.length === 0 || only.includes(name);
const results = []; // { name, passed, failed, skipped }

function sh(cmd, args, env = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status === 0;
}

function check(name, cmd, args, env) {
  if (!want(name)) return;
  console.log(`\n=== ${name} ===`);
  const ok = sh(cmd, args, env);
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 });
}

function vitest(name, projects, env = {}) {
  if (!want(name)) return;
  console.log(`\n=== ${name} (vitest ${projects.join(', ')}) ===`);
  mkdirSync('.tmp', { recursive: true });
  const out = `.tmp/vitest-${name}.json`;
  rmSync(out, { force: true });
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p])];
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${out}`);
  const ok = sh('npx', args, env);
  if (existsSync(out)) {
    const j = JSON.parse(readFileSync(out, 'utf8'));
    const failed = j.numFailedTests + (ok || j.numFailedTests ? 0 : 1);
    // Keep the failing tests' names and first error lines: CI shows only the tail of the output, so the
    // summary must say what failed, not just how many.
    const failures = [];
    for (const file of j.testResults ?? []) {
      for (const a of file.assertionResults ?? []) {
        if (a.status !== 'failed') continue;
        const why = (a.failureMessages ?? [])[0]?.split('\n').slice(0, 3).join(' | ') ?? '';
        failures.push(
          `${relative(process.cwd(), file.name)} > ${a.fullName ?? a.title}: ${why.slice(0, 400)}`,
        );
      }
      if (file.status === 'failed' && !(file.assertionResults ?? []).some((a) => a.status === 'failed'))
        failures.push(`${relative(process.cwd(), file.name)}: ${(file.message ?? '').slice(0, 400)}`);
    }
    results.push({
      name,
      passed: j.numPassedTests,
      failed,
      skipped: j.numPendingTests + j.numTodoTests,
      failures,
    });
  } else {
    results.push({ name, passed: 0, failed: 1, skipped: 0 });
  }
}

function ensureChromium() {
  const has = spawnSync('sh', ['-c', 'command -v chromium || test -x "$CHROME_PATH"']).status === 0;
  if (has) return true;
  console.log("Chromium is missing: installing Debian's chromium with apt-get (needed by the e2e tests)...");
  const sudo = process.getuid && process.getuid() === 0 ? [] : ['sudo'];
  const run = (args) =>
    spawnSync(sudo[0] ?? args[0], sudo.length ? args : args.slice(1), { stdio: 'inherit' }).status === 0;
  return run(['apt-get', 'update']) && run(['apt-get', 'install', '-y', 'chromium']);
}

// The scale-out test (tests/server/scale-out.test.ts, PostgreSQL pass) puts two nodes behind Debian's nginx;
// without it that test skips, so CI installs it like Chromium (as root only: never asks for a password).
function ensureNginx() {
  const has = spawnSync('sh', ['-c', 'command -v nginx || test -x /usr/sbin/nginx']).status === 0;
  if (has || !(process.getuid && process.getuid() === 0)) return;
  console.log("nginx is missing: installing Debian's nginx with apt-get (needed by the scale-out test)...");
  const run = (args) => spawnSync(args[0], args.slice(1), { stdio: 'inherit' }).status === 0;
  if (run(['apt-get', 'install', '-y', 'nginx'])) return;
  if (run(['apt-get', 'update'])) run(['apt-get', 'install', '-y', 'nginx']);
}

check('typecheck', 'node', ['scripts/typecheck.mjs']);
check('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
check('format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']);
// The catalogs must hold every message of the code: a message missing from them shows as its hashed id in a
// production build. Re-extracting must change nothing (the catalog tests then check every translation).
if (want('i18n')) {
  console.log('\n=== i18n (catalogs up to date) ===');
  const extracted = sh('npm', ['run', '--silent', 'i18n:extract']);
  const clean = extracted && sh('git', ['diff', '--exit-code', '--stat', '--', 'src/locales']);
  if (!clean)
    console.log('The catalogs are stale: run `npm run i18n:extract`, translate, and commit src/locales.');
  results.push({ name: 'i18n', passed: clean ? 1 : 0, failed: clean ? 0 : 1, skipped: 0 });
}
vitest('unit', ['unit', 'dom']);
vitest('server-pglite', ['server'], { TEST_DATABASE: 'pglite' });
if (process.env.DATABASE_URL) {
  if (want('server-postgres')) ensureNginx();
  vitest('server-postgres', ['server'], { TEST_DATABASE: 'pg' });
} else if (want('server-postgres'))
  console.log('\nDATABASE_URL is not set: the server suite ran on PGlite only.');
check('build', 'npm', ['run', 'build']);
check('worker-chunks', 'node', ['scripts/check-worker-chunks.mjs']);
if (want('e2e')) {
  if (ensureChromium()) vitest('e2e', ['e2e']);
  else results.push({ name: 'e2e (chromium missing)', passed: 0, failed: 1, skipped: 0 });
}

console.log('\n=== summary ===');
for (const r of results)
  console.log(`${r.name.padEnd(18)} ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped`);
for (const r of results) for (const f of r.failures ?? []) console.log(`FAILED [${r.name}] ${f}`);
const sum = (k) => results.reduce((n, r) => n + r[k], 0);
console.log(`Total: ${sum('passed')} passed, ${sum('failed')} failed, ${sum('skipped')} skipped`);
process.exit(sum('failed') > 0 ? 1 : 0);
