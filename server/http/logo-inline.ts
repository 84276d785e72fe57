/**
 * The brand logo as a data: URL, for the HTML shell (http/shell.ts).
 *
 * The logo is the sport home's largest paint. As a separate file it paints only after one more round trip,
 * and on a phone network that round trip ends after the app's main script has arrived and run, so the
 * first screen's paint waits on the script. Carried inside the HTML it paints with the first frame.
 * Only small image files of the built client are inlined: a larger or foreign logo stays a URL.
 */
import { readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';

/** A logo is a few hundred bytes of SVG; a bigger file is better fetched (and cached) on its own. */
export const MAX_INLINE_BYTES = 4 * 1024;

const TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
};

/** Reads each URL's file once; a URL that is not a small image of `clientDir` maps to undefined. */
export function logoInliner(clientDir: string): (url: string) => string | undefined {
  const root = normalize(clientDir + sep);
  const known = new Map<string, string | undefined>();
  return (url) => {
    if (known.has(url)) return known.get(url);
    let inline: string | undefined;
    try {
      inline = dataUrlOf(root, url);
    } catch {
      inline = undefined; // missing or unreadable: the URL it is
    }
    if (known.size > 256) known.clear();
    known.set(url, inline);
    return inline;
  };
}

function dataUrlOf(root: string, url: string): string | undefined {
  if (!/^\/(?!\/)[\w\-./]+$/.test(url)) return undefined; // a plain same-origin path, no query
  const path = normalize(join(root, url));
  const type = TYPES[extname(path).toLowerCase()];
  if (!type || !path.startsWith(root)) return undefined;
  if (statSync(path).size > MAX_INLINE_BYTES) return undefined;
  return `data:${type};base64,${readFileSync(path).toString('base64')}`;
}
