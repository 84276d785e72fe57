/**
 * The SPA's index.html, with the brand's logo in its static shell and, on the sport home, its first screen.
 *
 * The header logo is the sport home's largest paint. Left to the app, it waits for the script, the engine
 * worker, the `conf/logo` call and the image: five round trips on a phone network (Lighthouse LCP ~2.2 s).
 * Written into the shell here, it paints with the first frame: a small logo file of the built client goes
 * in as a data: URL (http/logo-inline.ts), any other is fetched while the HTML is still being read. The app
 * shows what the shell shows (src/app/shell-logo.ts) until `conf/logo` answers, and keeps it when that
 * names the same file, so the logo never flickers; a shell from another brand (a service-worker copy on a
 * shared host) is recognised by its `data-brand` and dropped.
 *
 * The first matches wait on the same chain (script, worker, two API calls). On the sport home the shell also
 * carries the answers of those two calls (core/sport/first-screen.ts), so the page renders them as soon as
 * its script runs; the engine worker takes over from there.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIRST_SCREEN_ELEMENT_ID, jsonForScript, type FirstScreen } from '../../core/sport/first-screen';
import { CachedAnswer, compressPerRequest, preferredEncoding } from './compress';
import { logoInliner } from './logo-inline';
import { chunkFiles, preloadLinks, readManifest, type ViteManifest } from './preload-links';
import { withBrandHead, type BrandHead } from '../install/shell-head';

export interface ShellLogo {
  brandId: string;
  url: string;
  /** The logo's bytes as a data: URL, when it is a small file of the built client (logo-inline.ts). */
  inline?: string | undefined;
}

/** What a request's shell carries beyond the built file (server/content/shell-parts.ts). */
export interface ShellParts {
  logo?: ShellLogo | undefined;
  /** ISO 3166 alpha-2 of the visitor, when a trusted proxy said it (content/shell-parts.ts). */
  country?: string | undefined;
  firstScreen?: FirstScreen | undefined;
  /** Chunks to preload (http/preload-links.ts): manifest keys or grouped chunk names. */
  preload?: readonly string[] | undefined;
  /** The brand's manifest link, theme colour and iOS web clip tags (install/shell-head.ts). */
  head?: BrandHead | undefined;
}

/** Where the static shell's header sits in index.html; the logo goes inside it. */
const HEADER_SLOT = '<div class="app-header"></div>';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeAttribute = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** Same-origin paths and http(s) addresses only: the URL is operator content, written into the page. */
export function isSafeLogoUrl(url: string): boolean {
  return /^\/(?!\/)/.test(url) || /^https?:\/\//i.test(url);
}

/**
 * index.html with `logo` in the shell's header, marked up as the app's header marks it up (a.app-logo >
 * img, 112x28) so the same CSS lays both out and nothing moves when the app takes over. Unchanged when the
 * template has no header slot or the URL is not one to write into a page.
 */
export function withShellLogo(template: string, logo: ShellLogo | undefined): string {
  if (!logo || !isSafeLogoUrl(logo.url) || !template.includes(HEADER_SLOT)) return template;
  const brand = `data-brand="${escapeAttribute(logo.brandId)}"`;
  // Inlined, the image decodes with the page and paints in its first frame; `data-src` tells the app which
  // URL these bytes are, so it keeps showing them when conf/logo names the same file (src/app/shell-logo.ts).
  const img = logo.inline
    ? `<img src="${escapeAttribute(logo.inline)}" width="112" height="28" alt="" ` +
      `data-src="${escapeAttribute(logo.url)}" ${brand} />`
    : `<img src="${escapeAttribute(logo.url)}" width="112" height="28" alt="" decoding="async" ` +
      `fetchpriority="high" ${brand} />`;
  // A function, not a string: `$&` and the like in a URL must not be read as replacement patterns.
  return template.replace(HEADER_SLOT, () => `<div class="app-header"><a class="app-logo">${img}</a></div>`);
}

/**
 * The visitor's country as `data-country` on <html>: the page's first language follows it (SPEC §1,
 * src/app/boot.ts). Two capital letters only; anything else leaves the shell as built.
 */
export function withCountry(html: string, country: string | undefined): string {
  if (!country || !/^[A-Z]{2}$/.test(country)) return html;
  return html.replace(/<html\b/i, (tag) => `${tag} data-country="${country}"`);
}

/** The first screen's answers as a JSON data block before `</body>` (never executed: CSP allows it). */
export function withFirstScreen(html: string, firstScreen: FirstScreen | undefined): string {
  const end = html.lastIndexOf('</body>');
  if (!firstScreen || end < 0) return html;
  const block = `<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">${jsonForScript(firstScreen)}</script>`;
  return html.slice(0, end) + block + html.slice(end);
}

/** Preload links for `chunks` at the end of <head>; chunks the build does not have are skipped. */
export function withPreloads(
  html: string,
  manifest: ViteManifest | undefined,
  chunks: readonly string[],
): string {
  const end = html.indexOf('</head>');
  if (!manifest || !chunks.length || end < 0) return html;
  const files = { js: [] as string[], css: [] as string[] };
  for (const chunk of chunks) {
    const more = chunkFiles(manifest, chunk);
    // Files the built HTML already names (main and its static imports) are loading anyway.
    files.js.push(...more.js.filter((f) => !files.js.includes(f) && !html.includes(`/${f}"`)));
    files.css.push(...more.css.filter((f) => !files.css.includes(f) && !html.includes(`/${f}"`)));
  }
  return html.slice(0, end) + preloadLinks(files) + html.slice(end);
}

/** At most this many shell variants are kept (per brand, logo and language; logos change rarely). */
const MAX_VARIANTS = 64;

/**
 * Sends the shell for a request, revalidated by the browser on every load (`no-cache`) so a new build, logo
 * or first screen is seen at once. Without a first screen it is built and compressed once per (brand, logo);
 * with one (it changes with every odds move) it is compressed per request, off the event loop. A failing
 * look-up sends the plain shell: the app fetches the same things itself.
 */
export function createShellSender(
  clientDir: string,
  partsFor: (request: FastifyRequest) => Promise<ShellParts>,
) {
  const template = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const manifest = readManifest(clientDir);
  const variants = new Map<string, CachedAnswer>();
  const inlineOf = logoInliner(clientDir);
  const build = (
    logo: ShellLogo | undefined,
    preload: readonly string[],
    country: string | undefined,
    head: BrandHead | undefined,
  ) =>
    withCountry(
      withPreloads(
        withShellLogo(withBrandHead(template, head), logo && { ...logo, inline: inlineOf(logo.url) }),
        manifest,
        preload,
      ),
      country,
    );
  return async function sendShell(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const {
      logo,
      country,
      firstScreen,
      preload = [],
      head,
    } = await partsFor(request).catch((err: unknown): ShellParts => {
      request.log.warn({ err }, 'shell parts look-up failed; sending the plain shell');
      return {};
    });
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    let body: Buffer;
    let encoded = false;
    if (firstScreen) {
      const raw = Buffer.from(withFirstScreen(build(logo, preload, country, head), firstScreen));
      if (encoding) {
        body = await compressPerRequest(raw, encoding);
        encoded = true;
      } else body = raw;
    } else {
      const headKey = head ? `${head.brandId}\n${head.name}\n${head.themeColor}` : '';
      const key = `${logo ? `${logo.brandId}\n${logo.url}` : ''}\n${preload.join(',')}\n${country ?? ''}\n${headKey}`;
      let answer = variants.get(key);
      if (!answer) {
        if (variants.size >= MAX_VARIANTS) variants.clear();
        answer = new CachedAnswer(build(logo, preload, country, head));
        variants.set(key, answer);
      }
      body = answer.body(encoding);
      encoded = body !== answer.raw;
    }
    if (encoded) reply.header('content-encoding', encoding);
    return reply
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8')
      .send(body);
  };
}
