/**
 * Serves the built client (dist/client): hashed assets are immutable, the HTML shell and the service worker
 * are revalidated on every load (so an update is seen at once), and any other GET that wants HTML gets the
 * SPA's index.html so client-side routes survive a reload.
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { basename, join, sep } from 'node:path';
import { createShellSender, type ShellParts } from './shell';

// engine-worker.js: the engine worker's entry at a fixed path the page names (vite.config.ts); its imports are hashed.
const NO_CACHE = new Set([
  'index.html',
  'sw.js',
  'registerSW.js',
  'manifest.webmanifest',
  'engine-worker.js',
]);

export function cacheControlFor(filePath: string): string {
  if (NO_CACHE.has(basename(filePath))) return 'no-cache';
  if (filePath.includes(`${sep}assets${sep}`)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=86400';
}

export type SpaFallback = (request: FastifyRequest, reply: FastifyReply) => unknown;

/**
 * `partsFor` names what to write into the HTML shell for a request (http/shell.ts: the logo, the sport
 * home's first screen); without it the shell goes out as built.
 */
export async function installClient(
  app: FastifyInstance,
  clientDir: string,
  partsFor: (request: FastifyRequest) => Promise<ShellParts> = async () => ({}),
): Promise<SpaFallback> {
  const hasClient = existsSync(join(clientDir, 'index.html'));
  const sendShell = hasClient ? createShellSender(clientDir, partsFor) : undefined;
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      index: false,
      redirect: false,
      cacheControl: false,
      // scripts/precompress.mjs writes .br/.gz beside each built file: no compression work per request.
      preCompressed: true,
      setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlFor(filePath)),
    });
    // The root is a folder to the static plugin (403 without an index); it is the app's start page.
    app.get('/', (request, reply) => sendShell!(request, reply));
    // The service worker precaches the shell by this name.
    app.get('/index.html', (request, reply) => sendShell!(request, reply));
  }
  return (request, reply) => {
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    if ((request.method === 'GET' || request.method === 'HEAD') && wantsHtml) {
      if (sendShell) return sendShell(request, reply);
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The client is not built yet: run `npm run build`, then restart the server.');
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  };
}
