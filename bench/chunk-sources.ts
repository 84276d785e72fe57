/**
 * What a built chunk is made of: its bytes attributed to their sources through the chunk's source map
 * (raw and gzipped, npm packages grouped). For deciding what to cut from the first route (DESIGN.md §8).
 * Run: `npx vite build --sourcemap --outDir /tmp/sm --emptyOutDir` (the normal build has no source maps),
 * then `npx tsx bench/chunk-sources.ts /tmp/sm/assets/main-<hash>.js [rows]`.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const file = process.argv[2];
if (!file) throw new Error('usage: npx tsx bench/chunk-sources.ts <chunk.js> [rows]');
const rows = Number(process.argv[3] ?? 30);
const code = readFileSync(file, 'utf8');
const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[]; mappings: string };

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/** One source-map segment's VLQ fields. */
function decode(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const ch of segment) {
    const digit = BASE64.indexOf(ch);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >> 1) : value >> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

// A package's files count as the package; our own files by their path from the repository.
const groupOf = (source: string) => {
  const pkg = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(source);
  return pkg ? `npm:${pkg[1]}` : source.replace(/^(\.\.\/)+/, '');
};
const text = new Map<string, string>();
const lines = code.split('\n');
let source = 0;
map.mappings.split(';').forEach((mapping, lineIndex) => {
  const line = lines[lineIndex] ?? '';
  let column = 0;
  const segments: { column: number; source: number }[] = [];
  for (const segment of mapping.split(',')) {
    if (!segment) continue;
    const [columnDelta = 0, sourceDelta] = decode(segment);
    column += columnDelta;
    if (sourceDelta !== undefined) source += sourceDelta;
    segments.push({ column, source: sourceDelta !== undefined ? source : -1 });
  }
  segments.forEach((s, i) => {
    const end = segments[i + 1]?.column ?? line.length;
    const group = s.source >= 0 ? groupOf(map.sources[s.source] ?? '?') : '(unmapped)';
    text.set(group, (text.get(group) ?? '') + line.slice(s.column, end));
  });
});

console.log(
  `${file}: ${code.length} bytes, ${gzipSync(code).length} gzip (sum of parts gzipped apart is larger)`,
);
const sized = [...text].map(([group, t]) => ({ group, raw: t.length, gzip: gzipSync(t).length }));
for (const { group, raw, gzip } of sized.sort((a, b) => b.raw - a.raw).slice(0, rows)) {
  console.log(`${String(raw).padStart(8)} ${String(gzip).padStart(7)}  ${group}`);
}
