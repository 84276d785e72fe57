/**
 * The message catalogs are split by area (lingui.config.ts); a chunk's loader says which areas it needs
 * (`withCatalogs([...], () => import('./Page'))`, src/app/i18n.ts). A component rendered before its area's
 * catalog has loaded would show message ids, so this walks the source: for every `withCatalogs` call, the
 * areas of every module the chunk brings (its static imports, and dynamic imports not wrapped themselves)
 * that has messages must be declared; and the main chunk must need only the shell's catalog.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_AREAS } from '../../lingui.config';

const ROOT = resolve(__dirname, '../..');
const SRC = join(ROOT, 'src');

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (/\.(ts|tsx)$/.test(name)) out.push(path);
  }
  return out;
}

const sources = new Map(walk(SRC).map((file) => [file, readFileSync(file, 'utf8')]));

function resolveImport(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(from), spec);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]) {
    if (sources.has(candidate)) return candidate;
    if (existsSync(candidate) && statSync(candidate).isFile() && !/\.(ts|tsx)$/.test(candidate)) return null;
  }
  return null;
}

/** The catalog area a file's messages go to (lingui.config.ts), or null outside src. */
function areaOf(file: string): string | null {
  const rel = relative(SRC, file).split('/');
  if (rel[0] === 'features') {
    const own = Object.entries(FIRST_SCREEN_AREAS).find(
      ([, a]) => a.feature === rel[1] && a.files.includes(rel.slice(2).join('/')),
    );
    return own ? own[0] : rel[1]!;
  }
  if (rel[0] === 'app' || rel[0] === 'ui' || rel[0] === 'platform') return 'shell';
  return null;
}

const hasMessages = (text: string) => /@lingui\/(react|core)\/macro/.test(text);

const WRAPPED = /withCatalogs\(\s*\[([^\]]*)\]\s*,\s*\(\)\s*=>\s*import\(\s*'([^']+)'\s*\)/g;
const DYNAMIC = /import\(\s*'([^']+)'\s*\)/g;
const STATIC = /(?:^|\n)\s*(?:import|export)\s[^'";]*?from\s*'([^']+)'|(?:^|\n)\s*import\s*'([^']+)'/g;

function wrappedTargets(file: string, text: string) {
  const out: { areas: string[]; target: string }[] = [];
  for (const m of text.matchAll(WRAPPED)) {
    const target = resolveImport(file, m[2]!);
    if (!target) continue;
    const areas = [...m[1]!.matchAll(/'([^']+)'/g)].map((a) => a[1]!);
    out.push({ areas, target });
  }
  return out;
}

/** Areas with messages among the modules loading `entry` brings along. */
function neededAreas(entry: string): Map<string, string> {
  const needed = new Map<string, string>(); // area -> one file that needs it
  const seen = new Set<string>();
  const stack = [entry];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = sources.get(file)!;
    const area = areaOf(file);
    if (area && hasMessages(text) && !needed.has(area)) needed.set(area, relative(ROOT, file));
    const wrapped = new Set(wrappedTargets(file, text).map((w) => w.target));
    for (const m of text.matchAll(STATIC)) {
      const target = resolveImport(file, (m[1] ?? m[2])!);
      // `import type` brings no code.
      if (target && !/^\s*(import|export)\s+type\s/.test(m[0].trim() + ' ')) stack.push(target);
    }
    for (const m of text.matchAll(DYNAMIC)) {
      const target = resolveImport(file, m[1]!);
      if (target && !wrapped.has(target)) stack.push(target);
    }
  }
  return needed;
}

describe('catalog areas', () => {
  it('the main chunk needs only the shell catalog', () => {
    const needed = neededAreas(join(SRC, 'app/main.tsx'));
    needed.delete('shell');
    expect(Object.fromEntries(needed)).toEqual({});
  });

  const calls = [...sources].flatMap(([file, text]) =>
    wrappedTargets(file, text).map((w) => ({ ...w, file })),
  );

  it('finds the chunk loaders', () => {
    expect(calls.length).toBeGreaterThan(20);
  });

  for (const { file, target, areas } of calls) {
    it(`${relative(ROOT, file)} -> ${relative(ROOT, target)} declares its areas`, () => {
      const needed = neededAreas(target);
      needed.delete('shell');
      for (const area of areas) needed.delete(area);
      expect(Object.fromEntries(needed)).toEqual({});
    });
  }
});
