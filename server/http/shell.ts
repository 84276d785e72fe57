/**
 * The SPA's index.html, with the brand's logo in its static shell.
 *
 * The header logo is the sport home's largest paint. Left to the app, it waits for the script, the engine
 * worker, the `conf/logo` call and the image: five round trips on a phone network (Lighthouse LCP ~2.2 s).
 * Written into the shell here, it paints with the first frame and the browser fetches it while the HTML is
 * still being read. The app takes the same URL from the shell (src/app/shell-logo.ts) until `conf/logo`
 * answers, so the logo never flickers; a shell from another brand (a service-worker copy on a shared host)
 * is recognised by its `data-brand` and dropped.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CachedAnswer, preferredEncoding } from './compress';

export interface ShellLogo {
  brandId: string;
  url: string;
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
  const img =
    `<img src="${escapeAttribute(logo.url)}" width="112" height="28" alt="" decoding="async" ` +
    `fetchpriority="high" data-brand="${escapeAttribute(logo.brandId)}" />`;
  return template.replace(HEADER_SLOT, `<div class="app-header"><a class="app-logo">${img}</a></div>`);
}

/** At most this many shell variants are kept (one per brand and logo; operators change logos rarely). */
const MAX_VARIANTS = 64;

/**
 * Sends the shell for a request: built and compressed once per (brand, logo), revalidated by the browser on
 * every load (`no-cache`) so a new build or logo is seen at once. A failing logo look-up sends the plain
 * shell: the app still shows the logo once `conf/logo` answers.
 */
export function createShellSender(
  clientDir: string,
  logoFor: (request: FastifyRequest) => Promise<ShellLogo | undefined>,
) {
  const template = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const variants = new Map<string, CachedAnswer>();
  return async function sendShell(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const logo = await logoFor(request).catch((err: unknown) => {
      request.log.warn({ err }, 'shell logo look-up failed; sending the plain shell');
      return undefined;
    });
    const key = logo ? `${logo.brandId}\n${logo.url}` : '';
    let answer = variants.get(key);
    if (!answer) {
      if (variants.size >= MAX_VARIANTS) variants.clear();
      answer = new CachedAnswer(withShellLogo(template, logo));
      variants.set(key, answer);
    }
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    const body = answer.body(encoding);
    if (body !== answer.raw) reply.header('content-encoding', encoding);
    return reply
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8')
      .send(body);
  };
}
