/**
 * Preload links for the HTML shell, from the client build's manifest (vite `build.manifest`): the chunks a
 * page needs besides main (the page's own, shared ones it imports, its CSS) and the language catalog. Left
 * to the app, each is asked for only after main.js has downloaded and run; named in the HTML, they download
 * beside it (one round trip and main's download time less before the first screen on a phone network).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestEntry {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ManifestEntry>;

export function readManifest(clientDir: string): ViteManifest | undefined {
  const path = join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(path)) return undefined;
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as ViteManifest;
  } catch {
    return undefined;
  }
}

/** The manifest key of a chunk: a source path, or the name of a chunk the build groups (SportHome). */
function keyOf(manifest: ViteManifest, chunk: string): string | undefined {
  if (manifest[chunk]) return chunk;
  return Object.keys(manifest).find((k) => manifest[k]!.name === chunk && manifest[k]!.file.endsWith('.js'));
}

/** The files to preload for a chunk: it, the chunks it imports (not the entry, already loading), their CSS. */
export function chunkFiles(manifest: ViteManifest, chunk: string): { js: string[]; css: string[] } {
  const js: string[] = [];
  const css: string[] = [];
  const seen = new Set<string>();
  const root = keyOf(manifest, chunk);
  const visit = (key: string | undefined) => {
    if (!key || seen.has(key)) return;
    seen.add(key);
    const entry = manifest[key];
    // An entry a chunk imports is main (loading already); an entry asked for is a message catalog.
    if (!entry || (entry.isEntry && key !== root)) return;
    if (entry.file.endsWith('.js')) js.push(entry.file);
    for (const file of entry.css ?? []) if (!css.includes(file)) css.push(file);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  visit(root);
  return { js, css };
}

/** `<link>` tags for the files (paths from the manifest, so nothing here comes from a request). */
export function preloadLinks(files: { js: string[]; css: string[] }): string {
  return [
    ...files.js.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
    // crossorigin like vite's own <link rel=stylesheet> for a lazy chunk's CSS: a preload whose credentials
    // mode differs is not used, and the file is fetched twice.
    ...files.css.map((f) => `<link rel="preload" as="style" crossorigin href="/${f}">`),
  ].join('');
}
